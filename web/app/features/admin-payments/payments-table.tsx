// The payments staff reconcile: each UTR with its payer, course and amount, a Confirm
// and a "Not on the statement" button (each its own POST form) for one still pending, and the tax
// invoice once confirmed.
import type {
  AdminPayment,
  AdminPaymentCounts,
  AdminPaymentCountsQuery,
  FlagReason,
  PaymentRefunds,
} from "@skillbridge/core/money";
import { formatPaise, PAYMENT_STATUSES } from "@skillbridge/core/money";
import { Link } from "react-router";
import adminStyles from "../../admin-ui/admin.module.css";
import { AdminTable } from "../../admin-ui/table-controls";
import { methodLabels, when } from "./payment-labels";
import { type RefundAnswer, RefundCell } from "./refund-form";
import { secondUtrText } from "./second-utr";

export { PAYMENT_STATUSES };
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const paymentStatusLabels: Record<PaymentStatus, string> = {
  pending: "To confirm",
  confirmed: "Confirmed",
  rejected: "Rejected",
  flagged: "To refund",
};
const flagLabels: Record<FlagReason, string> = {
  no_seat: "no seat was left",
  already_paid: "the enrolment was paid already",
  request_cancelled: "paid on a link that was replaced or stopped",
  request_expired: "paid after the link expired",
  amount_mismatch: "the amount paid is not the fee",
  batch_started: "the batch had started when it arrived",
};

/**
 * The status tabs, each with how many payments it holds under the filters shown (counts unknown:
 * the bare labels). A tab keeps the filters, so its count is what it lists.
 */
export function PaymentTabs({
  status,
  counts,
  filter = {},
}: {
  status: PaymentStatus;
  counts?: AdminPaymentCounts | null;
  filter?: AdminPaymentCountsQuery;
}) {
  const kept = Object.entries(filter).filter(([key, value]) => key !== "status" && value !== undefined && value !== "");
  const hrefOf = (value: PaymentStatus) =>
    `/admin/payments?${new URLSearchParams([["status", value], ...kept.map(([key, v]) => [key, String(v)])])}`;
  return (
    <nav aria-label="Payments by status" className={adminStyles.tabs}>
      {PAYMENT_STATUSES.map((value) => (
        <Link
          key={value}
          to={hrefOf(value)}
          className={status === value ? `${adminStyles.tab} ${adminStyles.tabCurrent}` : adminStyles.tab}
          aria-current={status === value ? "page" : undefined}
          // Seen as "To confirm (3)"; heard as "To confirm, 3 payments".
          aria-label={counts ? `${paymentStatusLabels[value]}, ${paymentsCount(counts[value])}` : undefined}
        >
          {paymentStatusLabels[value]}
          {counts ? ` (${counts[value]})` : null}
        </Link>
      ))}
    </nav>
  );
}

const paymentsCount = (count: number) => (count === 1 ? "1 payment" : `${count} payments`);

export function PaymentsTable({
  items,
  refunds = {},
  mayMoveMoney = true,
  secondUtr = {},
  refundAnswer,
}: {
  items: AdminPayment[];
  refunds?: Record<number, PaymentRefunds>;
  /** Pending UTRs whose proforma is paid already, with that payment's tax invoice. */
  secondUtr?: Record<number, string>;
  /** A refund form the action refused before asking: its messages and what was typed. */
  refundAnswer?: RefundAnswer;
  /** Plain staff see the payments without Confirm, Reject or Refund: moving money is for finance and admins. */
  mayMoveMoney?: boolean;
}) {
  return (
    <AdminTable
      caption="Payments, newest first"
      columns={["Entered", "Payer", "Course", "Amount", "Method", "UTR", "Proforma", "Tax invoice", "Actions"]}
    >
      {items.map((item) => (
        <tr key={item.id}>
          <td className={adminStyles.nowrap}>{when.format(new Date(item.createdAt))}</td>
          <th scope="row">{item.payerName}</th>
          <td>{item.courseName}</td>
          <td className={adminStyles.nowrap}>{formatPaise(item.amountPaise)}</td>
          <td>{methodLabels[item.method] ?? item.method}</td>
          <td>{item.utr ?? "—"}</td>
          <td>{item.proformaNumber ?? "—"}</td>
          <td>
            {item.invoiceId && item.invoiceNumber ? (
              <a href={`/admin/documents/${item.invoiceId}/pdf`} download>
                {item.invoiceNumber}
              </a>
            ) : (
              "—"
            )}
          </td>
          <td>
            {secondUtr[item.id] !== undefined && item.proformaNumber ? (
              <p className="message message-error">{secondUtrText(item.proformaNumber, secondUtr[item.id] ?? "")}</p>
            ) : null}
            {item.status === "pending" && !mayMoveMoney ? (
              <span className={adminStyles.badge}>{paymentStatusLabels.pending}</span>
            ) : item.status === "pending" ? (
              <div className={adminStyles.actions}>
                <form method="post">
                  <input type="hidden" name="intent" value="payment-confirm" />
                  <input type="hidden" name="id" value={item.id} />
                  <button type="submit" className="btn btn-primary">
                    Confirm
                    <span className="visually-hidden">
                      {" "}
                      UTR {item.utr} from {item.payerName}
                    </span>
                  </button>
                </form>
                <form method="post">
                  <input type="hidden" name="intent" value="payment-reject" />
                  <input type="hidden" name="id" value={item.id} />
                  <button type="submit" className="btn">
                    Not on the statement
                    <span className="visually-hidden">
                      : reject UTR {item.utr} from {item.payerName}
                    </span>
                  </button>
                </form>
              </div>
            ) : (
              <>
                <span className={adminStyles.badge}>
                  {paymentStatusLabels[item.status]}
                  {item.flagReason ? `: ${flagLabels[item.flagReason]}` : null}
                </span>
                <RefundCell
                  item={item}
                  refunds={refunds[item.id]}
                  mayMoveMoney={mayMoveMoney}
                  posted={refundAnswer?.id === item.id ? refundAnswer : undefined}
                />
              </>
            )}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
