// The batch page's seat forms, posted without scripts too: the capacity (empty = no
// limit; checked with core's capacityInputSchema, then saved through the API, audited there) and
// "Send the payment link" to the first lead waiting, when a seat is free.
import { paymentEndpoints } from "@skillbridge/core";
import type { ApiClient } from "@skillbridge/core/api-client";
import { capacityInputSchema } from "@skillbridge/core/money";
import { data } from "react-router";
import { apiFieldErrors, errorText, failedCallStatus, fieldErrors } from "../../forms/errors";
import type { FormValues } from "../../forms/form-action.server";
import { SEAT_INTENTS, type SeatsAnswer } from "./seats-panel";

export async function seatsAction(api: ApiClient, form: FormValues, batchId: number) {
  if (form.intent === SEAT_INTENTS.offer) {
    const leadId = Number(form.leadId);
    if (!Number.isInteger(leadId) || leadId < 1) {
      return data<SeatsAnswer>({ intent: form.intent, errors: { form: "This lead is not known." } }, { status: 400 });
    }
    const made = await api.call(paymentEndpoints.requestForLead, { params: { id: leadId } });
    if (made.ok) {
      return data<SeatsAnswer>({
        intent: form.intent,
        done: `Payment link sent (proforma ${made.data.proformaNumber}): the seat is theirs once the fee is paid.`,
      });
    }
    return data<SeatsAnswer>(
      { intent: form.intent, errors: { form: errorText(made.error, "The payment link could not be sent.") } },
      { status: failedCallStatus(made.status) },
    );
  }
  const intent = SEAT_INTENTS.capacity;
  const capacity = (form.capacity ?? "").trim();
  const parsed = capacityInputSchema.safeParse({ capacity: capacity === "" ? null : Number(capacity) });
  if (!parsed.success)
    return data<SeatsAnswer>({ intent, errors: fieldErrors(parsed.error), capacity }, { status: 422 });
  const saved = await api.call(paymentEndpoints.setCapacity, { params: { id: batchId }, body: parsed.data });
  if (saved.ok) {
    return data<SeatsAnswer>({
      intent,
      done: saved.data.capacity == null ? "Capacity removed: the batch has no seat limit." : "Capacity saved.",
    });
  }
  const errors = apiFieldErrors(saved.error);
  return data<SeatsAnswer>(
    {
      intent,
      errors: Object.keys(errors).length
        ? errors
        : { form: errorText(saved.error, "The capacity could not be saved.") },
      capacity,
    },
    { status: failedCallStatus(saved.status) },
  );
}
