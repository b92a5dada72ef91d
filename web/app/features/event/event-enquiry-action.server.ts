// The event enquiry's action: the popup's fetcher and the enquiry page without scripts
// post here; checked with the form's rules and stored once through POST /ictEnquiry/.
import { enquiryEndpoints, eventEndpoints } from "@skillbridge/core";
import type { ApiClient } from "@skillbridge/core/api-client";
import { fallbackErrors } from "@skillbridge/core/messages";
import { enquiryErrors } from "../../forms/enquiry-form";
import { readForm, submissionMeta, submitForm } from "../../forms/form-action.server";
import {
  type EnquiryEvent,
  EVENT_ENQUIRY_FAILED,
  EVENT_ENQUIRY_INTENT,
  EVENT_ENQUIRY_SENT,
  eventPayload,
} from "./event-enquiry-dialog";
import { scheduleOf } from "./event-schedule";

/** An upcoming event by id, as the events page lists it; null when there is none. */
export async function findUpcomingEvent(api: ApiClient, id: number) {
  const result = await api.call(eventEndpoints.list);
  if (!result.ok || !Array.isArray(result.data)) return null;
  return scheduleOf(result.data).upcoming.find((event) => event.id === id) ?? null;
}

export async function eventEnquiryAction(api: ApiClient, request: Request, event: EnquiryEvent) {
  const form = await readForm(request);
  const person = { eName: form.eName ?? "", eEmail: form.eEmail ?? "", eContact: form.eContact ?? "" };
  const payload = {
    ...eventPayload(event, person, form.eQuery ?? ""),
    ...submissionMeta(form, request, "event-enquiry"),
  };
  return submitForm({
    api,
    form,
    intent: EVENT_ENQUIRY_INTENT,
    endpoint: enquiryEndpoints.create,
    payload,
    errors: enquiryErrors(payload),
    sent: EVENT_ENQUIRY_SENT,
    failedPrefix: EVENT_ENQUIRY_FAILED,
    fallback: fallbackErrors.createEnquiry,
  });
}
