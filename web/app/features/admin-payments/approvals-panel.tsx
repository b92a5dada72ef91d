// What waits for a second person on the payments page: a cash/cheque payment recorded, or a
// refund, above the amount an admin set. Another finance member or admin approves it (it takes
// effect then) or rejects it, each a POST form (no scripts needed); the one who asked sees it
// waiting, without the buttons; plain staff only see it.
import type { PaymentApprovalList } from "@skillbridge/core/money";
import { formatPaise } from "@skillbridge/core/money";
import adminStyles from "../../admin-ui/admin.module.css";
import { AdminTable } from "../../admin-ui/table-controls";
import { methodLabels, when } from "./payment-labels";

const kindLabels = { record: "Payment recorded", refund: "Refund" } as const;

export function ApprovalsPanel({ approvals }: { approvals: PaymentApprovalList }) {
  if (approvals.items.length === 0) return null;
  return (
    <section aria-labelledby="approvals-heading">
      <h2 id="approvals-heading">Waiting for approval ({approvals.items.length})</h2>
      <p className={adminStyles.muted}>
        Above {approvals.thresholdPaise == null ? "the amount an admin set" : formatPaise(approvals.thresholdPaise)}, a
        payment recorded in cash or by cheque, and a refund, take effect only once a second finance member or admin
        approves them.
      </p>
      <AdminTable
        caption="Waiting for a second person, oldest first"
        columns={["Asked", "What", "Payer", "Amount", "Method", "Reference", "Proforma", "Asked by", "Actions"]}
      >
        {approvals.items.map((item) => {
          const own = item.requestedBy.id === approvals.youId;
          return (
            <tr key={item.id}>
              <td className={adminStyles.nowrap}>{when.format(new Date(item.requestedAt))}</td>
              <th scope="row">{kindLabels[item.kind]}</th>
              <td>{item.payerName ?? "—"}</td>
              <td className={adminStyles.nowrap}>{formatPaise(item.amountPaise)}</td>
              <td>{item.method ? (methodLabels[item.method] ?? item.method) : "—"}</td>
              <td>{item.reference ?? "—"}</td>
              <td>{item.proformaNumber ?? "—"}</td>
              <td>{item.requestedBy.name}</td>
              <td>
                {!approvals.mayMoveMoney ? (
                  <span className={adminStyles.muted}>A finance member or an admin approves it</span>
                ) : own ? (
                  <span className={adminStyles.muted}>Asked by you: someone else approves it</span>
                ) : (
                  <div className={adminStyles.actions}>
                    <form method="post">
                      <input type="hidden" name="intent" value="approval-approve" />
                      <input type="hidden" name="id" value={item.id} />
                      <button type="submit" className="btn btn-primary">
                        Approve
                        <span className="visually-hidden">
                          {" "}
                          {kindLabels[item.kind].toLowerCase()} of {formatPaise(item.amountPaise)} asked by{" "}
                          {item.requestedBy.name}
                        </span>
                      </button>
                    </form>
                    <form method="post">
                      <input type="hidden" name="intent" value="approval-reject" />
                      <input type="hidden" name="id" value={item.id} />
                      <button type="submit" className="btn">
                        Reject
                        <span className="visually-hidden">
                          {" "}
                          {kindLabels[item.kind].toLowerCase()} of {formatPaise(item.amountPaise)} asked by{" "}
                          {item.requestedBy.name}
                        </span>
                      </button>
                    </form>
                  </div>
                )}
              </td>
            </tr>
          );
        })}
      </AdminTable>
    </section>
  );
}
