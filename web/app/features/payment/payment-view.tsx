// What the payment page shows: the fee and its GST split, the ways to pay with the exact
// amount and the proforma number, what the payer has entered, and the documents to download.
import { formatDate } from "@skillbridge/core";
import { formatPaise, type PaymentPage, placeName } from "@skillbridge/core/money";
import styles from "./payment.module.css";

export function documentHref(token: string, kind: "proforma" | "tax_invoice"): string {
  return `/pay/document?token=${encodeURIComponent(token)}&kind=${kind}`;
}

/** "Your fee", or which part of it this page asks for when the fee is paid by a plan. */
function feeHeading(page: PaymentPage): string {
  const current = page.plan?.parts.find((part) => part.current);
  return current && page.plan ? `Your fee: part ${current.partNo} of ${page.plan.parts.length}` : "Your fee";
}

export function FeeSummary({ page }: { page: PaymentPage }) {
  const { split } = page;
  const place = placeName(page.payerState ?? page.provider.stateCode) ?? "";
  return (
    <section aria-labelledby="fee-heading" className={styles.card}>
      <h2 id="fee-heading">{feeHeading(page)}</h2>
      <dl className={styles.facts}>
        <dt>Course</dt>
        <dd>{page.courseName}</dd>
        <dt>Batch</dt>
        <dd>
          {page.batch.endDate
            ? `${formatDate(page.batch.startDate)} to ${formatDate(page.batch.endDate)}`
            : `from ${formatDate(page.batch.startDate)}`}
          , {page.batch.studyMode}
        </dd>
        {page.seats ? (
          <>
            <dt>Seats</dt>
            <dd>{`${page.seats}, one for each participant named in your team booking`}</dd>
          </>
        ) : null}
        <dt>Proforma invoice</dt>
        <dd>{page.proformaNumber}</dd>
        <dt>Place of supply</dt>
        <dd>{page.payerState ? place : `${place} (until you choose yours below)`}</dd>
      </dl>
      <table className={styles.figures}>
        <caption className="visually-hidden">The fee and its tax</caption>
        <tbody>
          {page.discount ? (
            <>
              <tr>
                <th scope="row">Fee before discount (all taxes inclusive)</th>
                <td>{formatPaise(page.discount.listPaise)}</td>
              </tr>
              <tr>
                <th scope="row">{page.discount.label ?? `Discount (code ${page.discount.code})`}</th>
                <td>{`−${formatPaise(page.discount.discountPaise)}`}</td>
              </tr>
            </>
          ) : null}
          <tr>
            <th scope="row">
              {page.discount ? "Taxable value after discount (SAC 999293)" : "Taxable value (SAC 999293)"}
            </th>
            <td>{formatPaise(split.taxablePaise)}</td>
          </tr>
          {split.supply === "intra" ? (
            <>
              <tr>
                <th scope="row">CGST 9%</th>
                <td>{formatPaise(split.cgstPaise)}</td>
              </tr>
              <tr>
                <th scope="row">SGST 9%</th>
                <td>{formatPaise(split.sgstPaise)}</td>
              </tr>
            </>
          ) : (
            <tr>
              <th scope="row">{split.zeroRated ? "IGST 0% (export under LUT)" : "IGST 18%"}</th>
              <td>{formatPaise(split.igstPaise)}</td>
            </tr>
          )}
          <tr>
            <th scope="row">Total to pay (all taxes inclusive)</th>
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
  const amount = formatPaise(page.amountPaise);
  return (
    <section aria-labelledby="pay-heading" className={styles.card}>
      <h2 id="pay-heading">Pay {amount}</h2>
      {page.upi ? (
        <div>
          <h3>By UPI</h3>
          <div className={styles.upi}>
            <p className={styles.upiApp}>
              <a className="btn btn-primary" href={page.upi.link}>
                Pay by UPI
              </a>{" "}
              <span className="field-hint">On this phone: opens your UPI app with the amount filled in.</span>
            </p>
            <div className={styles.upiQr}>
              <p>Paying from another device? Scan this code with its UPI app:</p>
              <img
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(page.upi.qrSvg)}`}
                alt={`UPI QR code: pay ${amount} to ${page.upi.vpa}`}
                width={220}
                height={220}
              />
            </div>
          </div>
          <p>
            Payee {page.upi.payeeName} ({page.upi.vpa}), note {page.proformaNumber}.
          </p>
        </div>
      ) : null}
      {page.bank ? (
        <div>
          <h3>By bank transfer (NEFT, IMPS, RTGS)</h3>
          <dl className={styles.facts}>
            <dt>Account name</dt>
            <dd>{page.bank.accountName}</dd>
            <dt>Account number</dt>
            <dd>{page.bank.accountNumber}</dd>
            <dt>IFSC</dt>
            <dd>{page.bank.ifsc}</dd>
            <dt>Bank</dt>
            <dd>{page.bank.bankName}</dd>
            <dt>Reference</dt>
            <dd>{page.proformaNumber}</dd>
          </dl>
        </div>
      ) : null}
      <p>
        <a href={documentHref(token, "proforma")} download>
          Download the proforma invoice (PDF)
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
  const fee = formatPaise(page.amountPaise);
  const refunded = formatPaise(page.refundedPaise);
  if (page.status === "paid") {
    return (
      <p role="status" className={`message ${styles.success}`}>
        Paid: thank you. Your tax invoice {page.invoiceNumber} is ready.{" "}
        <a href={documentHref(token, "tax_invoice")} download>
          Download the tax invoice (PDF)
        </a>
        {page.refundedPaise > 0
          ? ` ${refunded} of it was refunded to the account it came from: the credit note is under Fees & invoices once you sign in.`
          : null}
      </p>
    );
  }
  if (page.status === "cancelled" && page.invoiceNumber && page.refundedPaise > 0) {
    return (
      <p role="status" className="message">
        Refunded: your fee of {fee} was refunded in full ({refunded}) to the account it came from. Your tax invoice{" "}
        {page.invoiceNumber} and its credit note are under Fees &amp; invoices once you sign in. This link takes no more
        payment.
      </p>
    );
  }
  if (page.status !== "open") {
    return <p className="message message-error">This payment link has expired or was replaced: please contact us.</p>;
  }
  if (isWaiting(page)) {
    return (
      <p role="status" className={`message ${styles.success}`}>
        Your payment is waiting for our check: we confirm it against our bank statement within one business day and mail
        your tax invoice. There is nothing more to pay.
      </p>
    );
  }
  const rejected = rejectedUtr(page);
  if (rejected) {
    return (
      <p role="alert" className="message message-error">
        We did not find UTR {rejected} on our bank statement. Check the 12-digit UTR in your UPI app or your bank's
        message and enter it again below; if the money left your account, contact us with your bank's message.
      </p>
    );
  }
  return null;
}

const STATUS_TEXT: Record<string, string> = {
  pending: "waiting for our confirmation",
  confirmed: "confirmed",
  rejected: "not found on our bank statement: check the UTR in your bank's message and enter the right one",
  flagged: "received, but it cannot buy a seat (the batch is full, or the fee was paid already): we refund it",
  disputed:
    "also entered for another payment: our staff are checking it against our bank statement and will contact you",
};

/** Why money received is refunded, as its payer reads it. */
function flaggedText(payment: PaymentPage["payments"][number], fee: string): string {
  const refund = "flagged for refund: our staff will refund it, you need do nothing";
  switch (payment.flagReason) {
    case "no_seat":
      return `received, but no seat was left on the batch: ${refund}`;
    case "already_paid":
      return `received, but this fee was paid already: ${refund}`;
    case "request_cancelled":
      return `received, but this payment link had been replaced by a newer one: ${refund}`;
    case "request_expired":
      return `received after this payment link had expired: ${refund}`;
    case "amount_mismatch":
      return `received ${formatPaise(payment.amountPaise)}, which is not the fee of ${fee}: ${refund}`;
    default:
      return STATUS_TEXT.flagged!;
  }
}

/** Where one payment stands: a refund made is said before anything else about it. */
function stateText(payment: PaymentPage["payments"][number], fee: string): string {
  if (payment.refundedPaise > 0) {
    const whole = payment.refundedPaise >= payment.amountPaise;
    return `${whole ? "refunded" : `${formatPaise(payment.refundedPaise)} refunded`} to the account it came from`;
  }
  return payment.status === "flagged" ? flaggedText(payment, fee) : (STATUS_TEXT[payment.status] ?? payment.status);
}

/** A payment as its payer knows it: by its UTR, or by how it was paid when it has none (cash, cheque, online). */
function paymentText(payment: PaymentPage["payments"][number]): string {
  if (payment.method === "upi") return `UPI UTR ${payment.utr}`;
  if (payment.method === "bank") return `Bank transfer UTR ${payment.utr}`;
  return { cash: "Cash", cheque: "Cheque", razorpay: "Paid online (Razorpay)" }[payment.method] ?? payment.method;
}

export function PaymentsEntered({ page }: { page: PaymentPage }) {
  if (page.payments.length === 0) return null;
  const fee = formatPaise(page.amountPaise);
  return (
    <section aria-labelledby="entered-heading" className={styles.card}>
      <h2 id="entered-heading">Payments you entered</h2>
      {page.payments.some((payment) => payment.status === "flagged" && payment.refundedPaise < payment.amountPaise) ? (
        <p role="status" className="message message-error">
          A payment of yours is flagged for refund: it cannot be applied to this fee. Our staff will refund it to the
          account it came from.
        </p>
      ) : null}
      <ul className={styles.list}>
        {page.payments.map((payment) => (
          <li key={`${payment.utr}-${payment.createdAt}`}>
            {paymentText(payment)}: {stateText(payment, fee)}
          </li>
        ))}
      </ul>
    </section>
  );
}
