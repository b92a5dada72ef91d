// A payment's refunds in the staff list: what was given back, each credit note as a
// PDF, and — while something is left — a POST form (works without scripts) to refund it in full
// or in part: the amount (never prefilled: staff type what goes back, the hint says what is left)
// and the reason are required; money sent by hand needs the refund's reference. The action asks
// once more before any money moves (money-question.tsx).
import type { AdminPayment, PaymentRefunds } from "@skillbridge/core/money";
import { formatPaise } from "@skillbridge/core/money";
import adminStyles from "../../admin-ui/admin.module.css";
import { TextField } from "../../forms/field";

const failedWhen = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** A refund form the action refused before asking: its messages and what was typed. */
export type RefundAnswer = { id: number; errors: Record<string, string>; values: Record<string, string> };

export function RefundCell({
  item,
  refunds,
  mayMoveMoney = true,
  posted,
}: {
  item: AdminPayment;
  refunds: PaymentRefunds | undefined;
  /** Plain staff see the refunds, and no form to make one. */
  mayMoveMoney?: boolean;
  posted?: RefundAnswer;
}) {
  if (item.status !== "confirmed" && item.status !== "flagged") return null;
  const left = refunds?.refundablePaise ?? item.amountPaise;
  return (
    <div>
      {refunds?.failedRefunds.map((failed) => (
        <p key={failed.id} className="message message-error">
          Refund of {formatPaise(failed.amountPaise)} failed on {failedWhen.format(new Date(failed.failedAt))}: no money
          went back, the amount can be refunded again.
        </p>
      ))}
      {refunds && refunds.refundedPaise > 0 ? (
        <p>
          Refunded {formatPaise(refunds.refundedPaise)}
          {refunds.creditNotes.map((note) => (
            <span key={note.id}>
              {" · "}
              <a href={`/admin/credit-notes/${note.id}`}>Credit note {note.number}</a> (
              <a href={`/admin/documents/${note.id}/pdf`} download>
                PDF<span className="visually-hidden"> of credit note {note.number}</span>
              </a>
              )
            </span>
          ))}
        </p>
      ) : null}
      {left > 0 && mayMoveMoney ? (
        <form method="post" className={adminStyles.actions} aria-label={`Refund ${item.payerName}'s payment`}>
          <input type="hidden" name="intent" value="payment-refund" />
          <input type="hidden" name="id" value={item.id} />
          {/* A second click, or a colleague's refund first, is then refused rather than made twice. */}
          <input type="hidden" name="seenRefundedPaise" value={refunds?.refundedPaise ?? 0} />
          <TextField
            label="Amount to refund (₹)"
            hint={`At most ${formatPaise(left)}`}
            name="amount"
            inputMode="decimal"
            required
            defaultValue={posted?.values.amount ?? ""}
            error={posted?.errors.amount}
          />
          <TextField
            label="Reason for the refund"
            name="reason"
            maxLength={200}
            required
            defaultValue={posted?.values.reason ?? ""}
            error={posted?.errors.reason}
          />
          {item.method === "razorpay" ? null : (
            <TextField
              label="Refund reference (UTR)"
              name="reference"
              maxLength={60}
              required
              defaultValue={posted?.values.reference ?? ""}
            />
          )}
          <button type="submit" className="btn">
            Refund
            <span className="visually-hidden"> {item.payerName}</span>
          </button>
        </form>
      ) : null}
    </div>
  );
}
