// What a bank statement's upload did (issue 14), one table per outcome: payments confirmed, UTRs
// on the statement with another amount (not confirmed), UTRs confirmed before (nothing done again),
// and credits that matched no payment. Each line by its number in the file, so staff can find it.
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
          <tr key={line.line}>
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
type Mismatched = StatementResult["mismatched"][number];
type Done = StatementResult["alreadyDone"][number];

export function StatementResultView({ result }: { result: StatementResult }) {
  const { confirmed, mismatched, alreadyDone, unmatched } = result;
  return (
    <section aria-labelledby="statement-result">
      <h2 id="statement-result">What the statement matched</h2>
      <p role="status" className="message message-success">
        {result.credits} credits read: {confirmed.length} confirmed, {mismatched.length} with another amount (not
        confirmed), {alreadyDone.length} done before, {unmatched.length} not matched.
      </p>
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
      <LineTable caption="Not matched to any payment" lines={unmatched} />
    </section>
  );
}
