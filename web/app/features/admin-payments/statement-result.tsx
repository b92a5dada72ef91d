// What a bank statement's upload did, one table per outcome: payments confirmed, UTRs
// on the statement with another amount (not confirmed), UTRs confirmed before (nothing done again),
// credits that matched no payment, credits something contradicts (for staff to decide, the
// narration beside each claim's payer) and claims the statement refused. Each line by its number in
// the file, so staff can find it.
import { formatPaise, type StatementResult } from "@skillbridge/core/money";
import type { ReactNode } from "react";
import adminStyles from "../../admin-ui/admin.module.css";

type Line = StatementResult["unmatched"][number];

const amount = (paise: number | null) => (paise == null ? "Unreadable" : formatPaise(paise));

function LineTable({
  caption,
  lines,
  extra,
}: {
  caption: string;
  lines: Line[];
  extra?: [string, (line: never) => ReactNode][];
}) {
  if (!lines.length) return null;
  return (
    <table className={adminStyles.table}>
      <caption>
        {caption} ({lines.length})
      </caption>
      <thead>
        <tr>
          <th scope="col">Line</th>
          <th scope="col">Date</th>
          <th scope="col">Narration</th>
          <th scope="col">Reference</th>
          <th scope="col">Credit</th>
          {extra?.map(([label]) => (
            <th scope="col" key={label}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={`${line.line}-${"paymentId" in line ? line.paymentId : ""}`}>
            <td>{line.line}</td>
            <td>{line.date}</td>
            <td>{line.narration}</td>
            <td>{line.reference}</td>
            <td>{amount(line.amountPaise)}</td>
            {extra?.map(([label, cell]) => (
              <td key={label}>{cell(line as never)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type Confirmed = StatementResult["confirmed"][number];
type Review = StatementResult["review"][number];
type Rejected = StatementResult["rejected"][number];

const REVIEW_REASONS: Record<Review["reason"], string> = {
  other_proforma: "The narration names another proforma than the claim's",
  several_proformas: "The narration names several proformas",
  several_claims: "Several claims match this credit",
  disputed: "Another payer was refused this UTR: it was claimed first on another link",
  amount: "The amount is not the named proforma's",
};

const party = (row: { payerName: string; proformaNumber: string }) =>
  `${row.payerName} (${row.proformaNumber || "no proforma"})`;
type Mismatched = StatementResult["mismatched"][number];
type Done = StatementResult["alreadyDone"][number];

export function StatementResultView({ result }: { result: StatementResult }) {
  const { confirmed, mismatched, alreadyDone, unmatched, review, rejected } = result;
  return (
    <section aria-labelledby="statement-result">
      <h2 id="statement-result">What the statement matched</h2>
      <p role="status" className="message message-success">
        {result.credits} credits read: {confirmed.length} confirmed, {mismatched.length} with another amount (not
        confirmed), {alreadyDone.length} done before, {unmatched.length} not matched.
        {review.length ? ` ${review.length} for you to decide: something contradicts them.` : ""}
      </p>
      <LineTable
        caption="For you to decide: not confirmed, something contradicts the claim"
        lines={review}
        extra={[
          ["Why", (line: Review) => REVIEW_REASONS[line.reason]],
          [
            "Proforma in the narration",
            (line: Review) => (line.named.length ? line.named.map(party).join("; ") : "None"),
          ],
          [
            "Claims of this UTR",
            (line: Review) =>
              line.claims.length ? line.claims.map((claim) => `${party(claim)}: ${claim.status}`).join("; ") : "None",
          ],
        ]}
      />
      <LineTable
        caption="Confirmed now"
        lines={confirmed}
        extra={[
          ["Payer", (line: Confirmed) => line.payerName],
          [
            "Outcome",
            (line: Confirmed) =>
              line.status === "confirmed"
                ? `Tax invoice ${line.invoiceNumber}`
                : line.flagReason === "no_seat"
                  ? "Flagged for refund: no seat was left"
                  : line.flagReason === "batch_started"
                    ? "Flagged for refund: the batch had started"
                    : "Flagged for refund: the enrolment was paid already",
          ],
        ]}
      />
      <LineTable
        caption="UTR found with another amount: not confirmed, check it"
        lines={mismatched}
        extra={[
          ["Payer", (line: Mismatched) => line.payerName],
          ["Amount due", (line: Mismatched) => formatPaise(line.expectedPaise)],
        ]}
      />
      <LineTable
        caption="Done before: nothing done again"
        lines={alreadyDone}
        extra={[["Payment", (line: Done) => `${line.utr}: ${line.status}`]]}
      />
      <LineTable
        caption="Claims refused: the narration names another payer's proforma for this UTR"
        lines={rejected}
        extra={[
          ["Refused claim", (line: Rejected) => party(line)],
          ["UTR", (line: Rejected) => line.utr],
        ]}
      />
      <LineTable caption="Not matched to any payment" lines={unmatched} />
    </section>
  );
}
