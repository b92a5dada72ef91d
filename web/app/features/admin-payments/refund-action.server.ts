// /admin/payments' refund: the amount and reference posted by the form go to the API,
// which refunds (through Razorpay or as recorded by hand) and issues the credit note — for a
// Razorpay refund only once Razorpay says the money went back.
import { refundEndpoints } from "@skillbridge/core";
import type { ApiClient } from "@skillbridge/core/api-client";
import { approvalMessages, formatPaise, refundAskSchema, rupeesToPaise } from "@skillbridge/core/money";
import { data } from "react-router";
import { issueErrors } from "../../admin-ui/form-errors";
import { errorText, failedCallStatus } from "../../forms/errors";
import type { FormValues } from "../../forms/form-action.server";
import type { PaymentsAnswer } from "./payments-action.server";
import { paymentOf } from "./refund-data.server";

/**
 * The first post checks the amount and the reason (both typed by staff, nothing prefilled) and
 * answers what will happen; only its Yes (`sure=yes`, the same fields) refunds.
 */
export async function refundAction(api: ApiClient, id: number, form: FormValues) {
  const values = {
    amount: form.amount ?? "",
    reason: form.reason ?? "",
    reference: form.reference ?? "",
    seenRefundedPaise: form.seenRefundedPaise ?? "",
  };
  const checked = refundAskSchema.safeParse(values);
  if (!checked.success) {
    return data<PaymentsAnswer>({ refund: { id, errors: issueErrors(checked.error.issues), values } }, { status: 422 });
  }
  if (form.sure !== "yes") {
    const payment = await paymentOf(api, id);
    if (!payment)
      return data<PaymentsAnswer>({ error: "This payment is not known here. Reload the page." }, { status: 404 });
    const paise = rupeesToPaise(checked.data.amount) ?? 0;
    return data<PaymentsAnswer>({
      ask: {
        title: `Refund ${formatPaise(paise)} to ${payment.payerName}?`,
        lines: [
          `Paid ${formatPaise(payment.amountPaise)} for ${payment.courseName}${payment.invoiceNumber ? ` (tax invoice ${payment.invoiceNumber})` : ""}.`,
          `Reason: ${checked.data.reason}`,
          payment.method === "razorpay"
            ? "The money goes back through Razorpay; its credit note is issued once Razorpay says it went back."
            : `Reference of the money sent back: ${values.reference || "none given"}. A credit note is issued at once.`,
          "A refund cannot be undone.",
        ],
        fields: { intent: "payment-refund", id: String(id), ...values, sure: "yes" },
        yes: `Yes, refund ${formatPaise(paise)}`,
      },
    });
  }
  const seen = Number(form.seenRefundedPaise);
  const body = {
    amount: checked.data.amount,
    reason: checked.data.reason,
    ...(form.reference ? { reference: form.reference } : {}),
    ...(form.seenRefundedPaise && Number.isSafeInteger(seen) ? { seenRefundedPaise: seen } : {}),
  };
  const result = await api.call(refundEndpoints.refund, { params: { id }, body });
  if (!result.ok) {
    return data<PaymentsAnswer>(
      { error: errorText(result.error, "The refund could not be made.") },
      { status: failedCallStatus(result.status) },
    );
  }
  if (result.data.status === "awaiting_approval") {
    return data<PaymentsAnswer>({
      done: approvalMessages.awaiting(`The refund`, formatPaise(result.data.amountPaise)),
    });
  }
  const { amountPaise, creditNote, status, seatFreed } = result.data;
  const parts = [
    `${formatPaise(amountPaise)} refunded${status === "pending" ? " through Razorpay (pending until the bank processes it; its credit note is issued then)" : ""}`,
    creditNote ? `credit note ${creditNote.number} issued` : null,
    seatFreed ? "the seat is free again" : null,
  ].filter(Boolean);
  return data<PaymentsAnswer>({ done: `${parts.join(", ")}.` });
}
