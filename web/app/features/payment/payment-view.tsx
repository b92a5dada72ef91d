// What the payment page shows: the fee and its GST split, the ways to pay with the exact
// amount and the proforma number, what the payer has entered, and the documents to download.
import type { Dictionary } from "@skillbridge/core/i18n/dictionary";
import { formatPaise, type PaymentPage, placeName } from "@skillbridge/core/money";
import { fillCopy } from "@skillbridge/core/page-copy/fill";
import { paymentCopy } from "@skillbridge/core/page-copy/payment";
import { useCopy, useDates } from "../../i18n/copy";
import styles from "./payment.module.css";

type PaymentWords = Dictionary["payment"];

export function documentHref(token: string, kind: "proforma" | "tax_invoice"): string {
  return `/pay/document?token=${encodeURIComponent(token)}&kind=${kind}`;
}

/** "Your fee", or which part of it this page asks for when the fee is paid by a plan. */
function feeHeading(page: PaymentPage, words: PaymentWords["fee"]): string {
  const current = page.plan?.parts.find((part) => part.current);
  return current && page.plan
    ? fillCopy(words.headingPart, { part: current.partNo, parts: page.plan.parts.length })
    : words.heading;
}

export function FeeSummary({ page }: { page: PaymentPage }) {
  const words = useCopy("payment", paymentCopy).fee;
  const { date } = useDates();
  const { split } = page;
  const place = placeName(page.payerState ?? page.provider.stateCode) ?? "";
  return (
    <section aria-labelledby="fee-heading" className={styles.card}>
      <h2 id="fee-heading">{feeHeading(page, words)}</h2>
      <dl className={styles.facts}>
        <dt>{words.course}</dt>
        <dd>{page.courseName}</dd>
        <dt>{words.batch}</dt>
        <dd>
          {page.batch.endDate
            ? fillCopy(words.dates, { start: date(page.batch.startDate), end: date(page.batch.endDate) })
            : fillCopy(words.from, { start: date(page.batch.startDate) })}
          , {page.batch.studyMode}
        </dd>
        {page.seats ? (
          <>
            <dt>{words.seats}</dt>
            <dd>{fillCopy(words.seatsValue, { seats: page.seats })}</dd>
          </>
        ) : null}
        <dt>{words.proforma}</dt>
        <dd>{page.proformaNumber}</dd>
        <dt>{words.place}</dt>
        <dd>{page.payerState ? place : fillCopy(words.placeUntil, { place })}</dd>
      </dl>
      <table className={styles.figures}>
        <caption className="visually-hidden">{words.caption}</caption>
        <tbody>
          {page.discount ? (
            <>
              <tr>
                <th scope="row">{words.beforeDiscount}</th>
                <td>{formatPaise(page.discount.listPaise)}</td>
              </tr>
              <tr>
                <th scope="row">{page.discount.label ?? fillCopy(words.discountCode, { code: page.discount.code })}</th>
                <td>{`−${formatPaise(page.discount.discountPaise)}`}</td>
              </tr>
            </>
          ) : null}
          <tr>
            <th scope="row">{page.discount ? words.taxableAfterDiscount : words.taxable}</th>
            <td>{formatPaise(split.taxablePaise)}</td>
          </tr>
          {split.supply === "intra" ? (
            <>
              <tr>
                <th scope="row">{words.cgst}</th>
                <td>{formatPaise(split.cgstPaise)}</td>
              </tr>
              <tr>
                <th scope="row">{words.sgst}</th>
                <td>{formatPaise(split.sgstPaise)}</td>
              </tr>
            </>
          ) : (
            <tr>
              <th scope="row">{split.zeroRated ? words.igstZero : words.igst}</th>
              <td>{formatPaise(split.igstPaise)}</td>
            </tr>
          )}
          <tr>
            <th scope="row">{words.totalToPay}</th>
            <td>
              <strong>{formatPaise(page.amountPaise)}</strong>
            </td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}

export function WaysToPay({ page, token }: { page: PaymentPage; token: string }) {
  const words = useCopy("payment", paymentCopy).ways;
  const amount = formatPaise(page.amountPaise);
  return (
    <section aria-labelledby="pay-heading" className={styles.card}>
      <h2 id="pay-heading">{fillCopy(words.heading, { amount })}</h2>
      {page.upi ? (
        <div>
          <h3>{words.byUpi}</h3>
          <div className={styles.upi}>
            <p className={styles.upiApp}>
              <a className="btn btn-primary" href={page.upi.link}>
                {words.payByUpi}
              </a>{" "}
              <span className="field-hint">{words.onThisPhone}</span>
            </p>
            <div className={styles.upiQr}>
              <p>{words.otherDevice}</p>
              <img
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(page.upi.qrSvg)}`}
                alt={fillCopy(words.qrAlt, { amount, vpa: page.upi.vpa })}
                width={220}
                height={220}
              />
            </div>
          </div>
          <p>{fillCopy(words.payee, { name: page.upi.payeeName, vpa: page.upi.vpa, proforma: page.proformaNumber })}</p>
        </div>
      ) : null}
      {page.bank ? (
        <div>
          <h3>{words.byBank}</h3>
          <dl className={styles.facts}>
            <dt>{words.accountName}</dt>
            <dd>{page.bank.accountName}</dd>
            <dt>{words.accountNumber}</dt>
            <dd>{page.bank.accountNumber}</dd>
            <dt>{words.ifsc}</dt>
            <dd>{page.bank.ifsc}</dd>
            <dt>{words.bank}</dt>
            <dd>{page.bank.bankName}</dd>
            <dt>{words.reference}</dt>
            <dd>{page.proformaNumber}</dd>
          </dl>
        </div>
      ) : null}
      <p>
        <a href={documentHref(token, "proforma")} download>
          {words.proformaPdf}
        </a>
      </p>
    </section>
  );
}

/** A claim waits for staff (or is being looked into): the payer has nothing more to pay or enter. */
export function isWaiting(page: PaymentPage): boolean {
  return page.payments.some((payment) => payment.status === "pending" || payment.status === "disputed");
}

/** The UTR of the payer's latest claim, when staff did not find it on the bank statement. */
export function rejectedUtr(page: PaymentPage): string | null {
  const latest = page.payments
    .filter((payment) => payment.method === "upi" || payment.method === "bank")
    .toSorted((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  return latest?.status === "rejected" ? latest.utr : null;
}

/**
 * Where the payer's money stands, said once near the top: paid (with the invoice), refunded,
 * waiting for our check, or a UTR not found on the statement (with what to do).
 */
export function PaymentState({ page, token }: { page: PaymentPage; token: string }) {
  const words = useCopy("payment", paymentCopy).state;
  const fee = formatPaise(page.amountPaise);
  const refunded = formatPaise(page.refundedPaise);
  if (page.status === "paid") {
    return (
      <p role="status" className={`message ${styles.success}`}>
        {fillCopy(words.paid, { invoice: page.invoiceNumber ?? "" })}{" "}
        <a href={documentHref(token, "tax_invoice")} download>
          {words.invoicePdf}
        </a>
        {page.refundedPaise > 0 ? ` ${fillCopy(words.partRefunded, { amount: refunded })}` : null}
      </p>
    );
  }
  if (page.status === "cancelled" && page.invoiceNumber && page.refundedPaise > 0) {
    return (
      <p role="status" className="message">
        {fillCopy(words.refunded, { fee, refunded, invoice: page.invoiceNumber })}
      </p>
    );
  }
  if (page.status !== "open") {
    return <p className="message message-error">{words.expired}</p>;
  }
  if (isWaiting(page)) {
    return (
      <p role="status" className={`message ${styles.success}`}>
        {words.waiting}
      </p>
    );
  }
  const rejected = rejectedUtr(page);
  if (rejected) {
    return (
      <p role="alert" className="message message-error">
        {fillCopy(words.rejected, { utr: rejected })}
      </p>
    );
  }
  return null;
}

type EnteredWords = PaymentWords["entered"];

const statusText = (status: string, words: EnteredWords): string | undefined =>
  ({
    pending: words.pending,
    confirmed: words.confirmed,
    rejected: words.rejected,
    flagged: words.flagged,
    disputed: words.disputed,
  })[status];

/** Why money received is refunded, as its payer reads it. */
function flaggedText(payment: PaymentPage["payments"][number], fee: string, words: EnteredWords): string {
  const refund = words.refund;
  switch (payment.flagReason) {
    case "no_seat":
      return fillCopy(words.noSeat, { refund });
    case "already_paid":
      return fillCopy(words.alreadyPaid, { refund });
    case "request_cancelled":
      return fillCopy(words.requestCancelled, { refund });
    case "request_expired":
      return fillCopy(words.requestExpired, { refund });
    case "amount_mismatch":
      return fillCopy(words.amountMismatch, { amount: formatPaise(payment.amountPaise), fee, refund });
    default:
      return words.flagged;
  }
}

/** Where one payment stands: a refund made is said before anything else about it. */
function stateText(payment: PaymentPage["payments"][number], fee: string, words: EnteredWords): string {
  if (payment.refundedPaise > 0) {
    const whole = payment.refundedPaise >= payment.amountPaise;
    return whole ? words.refundedWhole : fillCopy(words.refundedPart, { amount: formatPaise(payment.refundedPaise) });
  }
  return payment.status === "flagged"
    ? flaggedText(payment, fee, words)
    : (statusText(payment.status, words) ?? payment.status);
}

/** A payment as its payer knows it: by its UTR, or by how it was paid when it has none (cash, cheque, online). */
function paymentText(payment: PaymentPage["payments"][number], words: EnteredWords): string {
  if (payment.method === "upi") return fillCopy(words.upi, { utr: payment.utr ?? "" });
  if (payment.method === "bank") return fillCopy(words.bankTransfer, { utr: payment.utr ?? "" });
  return (
    ({ cash: words.cash, cheque: words.cheque, razorpay: words.razorpay } as Record<string, string>)[payment.method] ??
    payment.method
  );
}

export function PaymentsEntered({ page }: { page: PaymentPage }) {
  const words = useCopy("payment", paymentCopy).entered;
  if (page.payments.length === 0) return null;
  const fee = formatPaise(page.amountPaise);
  return (
    <section aria-labelledby="entered-heading" className={styles.card}>
      <h2 id="entered-heading">{words.heading}</h2>
      {page.payments.some((payment) => payment.status === "flagged" && payment.refundedPaise < payment.amountPaise) ? (
        <p role="status" className="message message-error">
          {words.flaggedNote}
        </p>
      ) : null}
      <ul className={styles.list}>
        {page.payments.map((payment) => (
          <li key={`${payment.utr}-${payment.createdAt}`}>
            {paymentText(payment, words)}: {stateText(payment, fee, words)}
          </li>
        ))}
      </ul>
    </section>
  );
}
