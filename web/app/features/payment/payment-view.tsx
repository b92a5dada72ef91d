// What the payment page shows: the fee and its GST split, the ways to pay with the exact
// amount and the proforma number, what the payer has entered, and the documents to download.
import { formatDate } from "@skillbridge/core";
import { formatPaise, type PaymentPage, placeName } from "@skillbridge/core/money";

export function documentHref(token: string, kind: "proforma" | "tax_invoice"): string {
  return `/pay/document?token=${encodeURIComponent(token)}&kind=${kind}`;
}

export function FeeSummary({ page }: { page: PaymentPage }) {
  const { split } = page;
  const place = placeName(page.payerState ?? page.provider.stateCode) ?? "";
  return (
    <section aria-labelledby="fee-heading">
      <h2 id="fee-heading">Your fee</h2>
      <dl>
        <dt>Course</dt>
        <dd>{page.courseName}</dd>
        <dt>Batch</dt>
        <dd>
          {page.batch.endDate
            ? `${formatDate(page.batch.startDate)} to ${formatDate(page.batch.endDate)}`
            : `from ${formatDate(page.batch.startDate)}`}
          , {page.batch.studyMode}
        </dd>
        <dt>Proforma invoice</dt>
        <dd>{page.proformaNumber}</dd>
        <dt>Place of supply</dt>
        <dd>{page.payerState ? place : `${place} (until you choose yours below)`}</dd>
      </dl>
      <table>
        <caption className="visually-hidden">The fee and its tax</caption>
        <tbody>
          <tr>
            <th scope="row">Taxable value (SAC 999293)</th>
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
    <section aria-labelledby="pay-heading">
      <h2 id="pay-heading">Pay {amount}</h2>
      {page.upi ? (
        <div>
          <h3>By UPI</h3>
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(page.upi.qrSvg)}`}
            alt={`UPI QR code: pay ${amount} to ${page.upi.vpa}`}
            width={220}
            height={220}
          />
          <p>
            Scan the code with any UPI app, or on your phone{" "}
            <a href={page.upi.link}>open your UPI app to pay {amount}</a>. Payee {page.upi.payeeName} ({page.upi.vpa}),
            note {page.proformaNumber}.
          </p>
        </div>
      ) : null}
      {page.bank ? (
        <div>
          <h3>By bank transfer (NEFT, IMPS, RTGS)</h3>
          <dl>
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

const STATUS_TEXT: Record<string, string> = {
  pending: "waiting for our confirmation",
  confirmed: "confirmed",
  rejected: "not found in our bank statement: please contact us",
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
    <section aria-labelledby="entered-heading">
      <h2 id="entered-heading">Payments you entered</h2>
      {page.payments.some((payment) => payment.status === "flagged") ? (
        <p role="status" className="message message-error">
          A payment of yours is flagged for refund: it cannot be applied to this fee. Our staff will refund it to the
          account it came from.
        </p>
      ) : null}
      <ul>
        {page.payments.map((payment) => (
          <li key={`${payment.utr}-${payment.createdAt}`}>
            {paymentText(payment)}:{" "}
            {payment.status === "flagged" ? flaggedText(payment, fee) : STATUS_TEXT[payment.status]}
          </li>
        ))}
      </ul>
    </section>
  );
}
