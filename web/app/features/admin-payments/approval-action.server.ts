// The payments page's Approve / Reject of what waits for a second person: the API applies it (the
// tax invoice or the refund and its credit note) in the approver's audited transaction.
import { approvalEndpoints } from "@skillbridge/core";
import type { ApiClient } from "@skillbridge/core/api-client";
import { formatPaise } from "@skillbridge/core/money";
import { data } from "react-router";
import { errorText, failedCallStatus } from "../../forms/errors";
import type { PaymentsAnswer } from "./payments-action.server";

export async function approvalAction(api: ApiClient, id: number, approve: boolean) {
  if (!approve) {
    const rejected = await api.call(approvalEndpoints.reject, { params: { id } });
    if (rejected.ok) return data<PaymentsAnswer>({ done: "Rejected: nothing was recorded or refunded." });
    return data<PaymentsAnswer>(
      { error: errorText(rejected.error, "It could not be rejected.") },
      { status: failedCallStatus(rejected.status) },
    );
  }
  const result = await api.call(approvalEndpoints.approve, { params: { id } });
  if (!result.ok) {
    return data<PaymentsAnswer>(
      { error: errorText(result.error, "It could not be approved.") },
      { status: failedCallStatus(result.status) },
    );
  }
  const answer = result.data;
  if (answer.status !== "approved")
    return data<PaymentsAnswer>({ error: "It could not be approved." }, { status: 502 });
  if (answer.recorded?.status === "confirmed") {
    return data<PaymentsAnswer>({
      done: `Approved: tax invoice ${answer.recorded.invoiceNumber} issued and the learner enrolled.`,
    });
  }
  if (answer.recorded?.status === "flagged") {
    return data<PaymentsAnswer>({ error: "Approved, but the payment is flagged for refund: see the To refund tab." });
  }
  const refund = answer.refund;
  return data<PaymentsAnswer>({
    done: refund
      ? `Approved: ${formatPaise(refund.amountPaise)} refunded${refund.creditNote ? `, credit note ${refund.creditNote.number} issued` : ""}.`
      : "Approved.",
  });
}
