// The "record a payment" form's action: checked with core's recordPaymentSchema, then
// recorded through the API, which confirms it as a UTR is confirmed (audited there). No scripts needed.
import { reconciliationEndpoints } from "@skillbridge/core";
import type { ApiClient } from "@skillbridge/core/api-client";
import { approvalMessages, formatPaise, recordPaymentSchema } from "@skillbridge/core/money";
import { data } from "react-router";
import { apiFieldErrors, errorText, failedCallStatus, fieldErrors } from "../../forms/errors";
import { readForm } from "../../forms/form-action.server";
import { RECORD_FIELDS, type RecordValues } from "./record-form";

export type RecordAnswer = { done?: string; warning?: string; errors?: Record<string, string>; values?: RecordValues };

export async function recordAction(api: ApiClient, request: Request) {
  const form = await readForm(request);
  const values = Object.fromEntries(RECORD_FIELDS.map((field) => [field, form[field] ?? ""])) as RecordValues;
  const parsed = recordPaymentSchema.safeParse({ ...values, reference: values.reference || undefined });
  if (!parsed.success) return data<RecordAnswer>({ errors: fieldErrors(parsed.error), values }, { status: 422 });
  // The form's own text goes to the API, which reads the amount again and compares it with the amount due.
  const result = await api.call(reconciliationEndpoints.record, {
    body: {
      proformaNumber: values.proformaNumber ?? "",
      method: parsed.data.method,
      amount: values.amount ?? "",
      receivedOn: values.receivedOn ?? "",
      ...(values.reference ? { reference: values.reference } : {}),
    },
  });
  if (result.ok && result.data.status === "confirmed") {
    return data<RecordAnswer>({
      done: `Payment recorded: tax invoice ${result.data.invoiceNumber} issued, the learner enrolled and the invoice mailed.`,
    });
  }
  if (result.ok && result.data.status === "awaiting_approval") {
    return data<RecordAnswer>({
      done: `Payment kept for approval. ${approvalMessages.awaiting("This payment", formatPaise(result.data.amountPaise))}; nothing is recorded until then.`,
    });
  }
  if (result.ok && result.data.status === "flagged") {
    return data<RecordAnswer>({
      warning:
        result.data.flagReason === "no_seat"
          ? "Payment recorded, but no seat is left on this batch: it is flagged for refund and the payer is on the waitlist."
          : result.data.flagReason === "batch_started"
            ? "Payment recorded, but this batch had started: it is flagged for refund."
            : "Payment recorded, but this enrolment was already paid: it is flagged for refund.",
    });
  }
  if (result.ok) return data<RecordAnswer>({ errors: { form: "The payment could not be recorded." } }, { status: 502 });
  const errors = apiFieldErrors(result.error);
  return data<RecordAnswer>(
    {
      errors: Object.keys(errors).length
        ? errors
        : { form: errorText(result.error, "The payment could not be recorded.") },
      values,
    },
    { status: failedCallStatus(result.status) },
  );
}
