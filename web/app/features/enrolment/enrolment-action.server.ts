// The enrolment form's action: the popup's fetcher and the enrolment page without
// scripts post here. The course is the page's (never the browser's word for it); the batch is the
// posted one, which the API checks belongs to that course. Stored once through POST /leads/.
import { leadEndpoints } from "@skillbridge/core";
import type { ApiClient } from "@skillbridge/core/api-client";
import { readForm, submissionMeta, submitForm } from "../../forms/form-action.server";
import { ENROLMENT_INTENT, enrolmentErrors, enrolmentValuesOf } from "./enrolment-dialog";
import { ENROLMENT_FAILED } from "./enrolment-texts";
import { leadPayload } from "./lead-payload";

export const ENROLMENT_SENT = "Enrolment received";

export async function enrolmentAction(api: ApiClient, request: Request, courseId: number) {
  const form = await readForm(request);
  const values = enrolmentValuesOf(form);
  const batchId = /^\d{1,9}$/.test(form.trainingId ?? "") ? Number(form.trainingId) : null;
  const payload = leadPayload(values, courseId, batchId);
  return submitForm({
    api,
    form,
    intent: ENROLMENT_INTENT,
    endpoint: leadEndpoints.create,
    payload: { ...payload, ...submissionMeta(form, request, "enrolment-form") },
    errors: enrolmentErrors(payload, values),
    sent: ENROLMENT_SENT,
    failedPrefix: "",
    fallback: ENROLMENT_FAILED,
    failedText: ENROLMENT_FAILED,
    // A full batch's enrolment joins its waitlist: the answer says at which place.
    details: (lead) => (lead.waitlistPosition ? { waitlistPosition: lead.waitlistPosition } : {}),
  });
}
