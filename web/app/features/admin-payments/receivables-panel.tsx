// What payers owe on payment plans, by due date: each bucket's count and total, then every unpaid
// part with its payer, course, proforma and due day; finance and admins may waive a part (with
// the reason, audited), which lifts any pause it caused.
import { formatPaise, type Receivables, receivableBucketLabels } from "@skillbridge/core/money";
import { formatDate } from "@skillbridge/core/rules";
import adminStyles from "../../admin-ui/admin.module.css";
import { ReceivablesTotals } from "../../admin-ui/receivables-totals";
import { AdminTable } from "../../admin-ui/table-controls";

export const WAIVE_INTENT = "part-waive";

export function ReceivablesPanel({
  receivables,
  mayMoveMoney,
  waiveError,
}: {
  receivables: Receivables | null;
  mayMoveMoney: boolean;
  waiveError?: { id: number; error: string } | undefined;
}) {
  return (
    <section className={`card ${adminStyles.section}`} aria-labelledby="receivables-heading">
      <h2 id="receivables-heading">Payment plans: what is owed</h2>
      {!receivables ? (
        <p role="alert" className="message message-error">
          What is owed could not be loaded. Reload the page to try again.
        </p>
      ) : (
        <>
          <ReceivablesTotals totals={receivables.totals} />
          {receivables.parts.length === 0 ? (
            <p className="message message-empty">No part of a payment plan is waiting to be paid.</p>
          ) : (
            <AdminTable
              caption="Unpaid parts, earliest due first"
              columns={["Payer", "Course", "Part", "Due on", "Amount", "Proforma", ...(mayMoveMoney ? ["Waive"] : [])]}
            >
              {receivables.parts.map((part) => (
                <tr key={part.requestId}>
                  <th scope="row">{part.payerName}</th>
                  <td>
                    {part.courseName} (from {formatDate(part.batchStartDate)})
                  </td>
                  <td>
                    {part.partNo} of {part.partCount}
                  </td>
                  <td>
                    {formatDate(part.dueOn)}
                    <br />
                    <span className={adminStyles.muted}>{receivableBucketLabels[part.bucket]}</span>
                  </td>
                  <td>{formatPaise(part.amountPaise)}</td>
                  <td>{part.proformaNumber}</td>
                  {mayMoveMoney ? (
                    <td>
                      <form method="post">
                        <input type="hidden" name="intent" value={WAIVE_INTENT} />
                        <input type="hidden" name="id" value={part.requestId} />
                        <label htmlFor={`waive-${part.requestId}`}>Why waive it</label>
                        <input
                          id={`waive-${part.requestId}`}
                          name="reason"
                          required
                          maxLength={300}
                          aria-invalid={waiveError?.id === part.requestId ? true : undefined}
                          aria-describedby={
                            waiveError?.id === part.requestId ? `waive-error-${part.requestId}` : undefined
                          }
                        />
                        {waiveError?.id === part.requestId ? (
                          <span id={`waive-error-${part.requestId}`} className="field-error">
                            {waiveError.error}
                          </span>
                        ) : null}
                        <button type="submit" className="btn">
                          Waive part {part.partNo}
                        </button>
                      </form>
                    </td>
                  ) : null}
                </tr>
              ))}
            </AdminTable>
          )}
        </>
      )}
    </section>
  );
}
