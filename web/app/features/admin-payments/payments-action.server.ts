// /admin/payments' action: "Confirm" posts the payment's id; the API issues the tax
// invoice and enrols the learner in one audited transaction. Works without JavaScript.
import { paymentEndpoints } from "@skillbridge/core";
import type { ApiClient } from "@skillbridge/core/api-client";
import { data } from "react-router";
import { errorText } from "../../forms/errors";
import { readForm } from "../../forms/form-action.server";
import { approvalAction } from "./approval-action.server";
import { refundAction } from "./refund-action.server";

export type PaymentsAnswer = { done?: string; error?: string };

export async function paymentsAction(api: ApiClient, request: Request) {
  const form = await readForm(request);
  const id = Number(form.id);
  const known = ["payment-confirm", "payment-reject", "payment-refund", "approval-approve", "approval-reject"];
  if (!known.includes(form.intent ?? "") || !Number.isInteger(id) || id < 1) {
    return data<PaymentsAnswer>({ error: "This action is not known." }, { status: 400 });
  }
  if (form.intent === "payment-refund") return refundAction(api, id, form);
  if (form.intent === "approval-approve" || form.intent === "approval-reject") {
    return approvalAction(api, id, form.intent === "approval-approve");
  }
  if (form.intent === "payment-reject") {
    const rejected = await api.call(paymentEndpoints.reject, { params: { id } });
    if (rejected.ok)
      return data<PaymentsAnswer>({ done: "Payment rejected: the payer sees it and may enter the right UTR." });
    return data<PaymentsAnswer>(
      { error: errorText(rejected.error, "The payment could not be rejected.") },
      { status: rejected.status >= 400 ? rejected.status : 502 },
    );
  }
  const result = await api.call(paymentEndpoints.confirm, { params: { id } });
  if (result.ok && result.data.status === "flagged") {
    return data<PaymentsAnswer>({
      error:
        result.data.flagReason === "no_seat"
          ? "No seat is left on this batch: the payment is flagged for refund and the payer is on the waitlist."
          : result.data.flagReason === "batch_started"
            ? "This batch had started when the money arrived: the payment is flagged for refund."
            : "This enrolment is already paid: the payment is flagged for refund.",
    });
  }
  if (result.ok && result.data.status === "confirmed") {
    return data<PaymentsAnswer>({
      done: `Payment confirmed: tax invoice ${result.data.invoiceNumber} issued and the learner enrolled.`,
    });
  }
  if (result.ok) return data<PaymentsAnswer>({ error: "The payment could not be confirmed." }, { status: 502 });
  return data<PaymentsAnswer>(
    { error: errorText(result.error, "The payment could not be confirmed.") },
    { status: result.status >= 400 ? result.status : 502 },
  );
}
