// /admin/payments' refund: the amount and reference posted by the form go to the API,
// which refunds (through Razorpay or as recorded by hand) and issues the credit note — for a
// Razorpay refund only once Razorpay says the money went back.
import { refundEndpoints } from "@skillbridge/core";
import type { ApiClient } from "@skillbridge/core/api-client";
import { approvalMessages, formatPaise } from "@skillbridge/core/money";
import { data } from "react-router";
import { errorText } from "../../forms/errors";
import type { FormValues } from "../../forms/form-action.server";
import type { PaymentsAnswer } from "./payments-action.server";

export async function refundAction(api: ApiClient, id: number, form: FormValues) {
  const seen = Number(form.seenRefundedPaise);
  const body = {
    amount: form.amount ?? "",
    ...(form.reference ? { reference: form.reference } : {}),
    ...(form.seenRefundedPaise && Number.isSafeInteger(seen) ? { seenRefundedPaise: seen } : {}),
  };
  const result = await api.call(refundEndpoints.refund, { params: { id }, body });
  if (!result.ok) {
    return data<PaymentsAnswer>(
      { error: errorText(result.error, "The refund could not be made.") },
      { status: result.status >= 400 ? result.status : 502 },
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
