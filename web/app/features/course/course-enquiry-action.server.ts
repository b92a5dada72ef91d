// The course enquiry's action: the popup's fetcher and the enquiry page without scripts
// post here; checked with the form's rules and stored once through POST /ictEnquiry/.
import { enquiryEndpoints } from "@skillbridge/core";
import type { ApiClient } from "@skillbridge/core/api-client";
import { readForm, submissionMeta, submitForm } from "../../forms/form-action.server";
import { ENQUIRY_SUCCESS } from "./course-content";
import { COURSE_ENQUIRY_INTENT, courseEnquiryErrors, courseEnquiryPayload, valuesOf } from "./course-enquiry-dialog";
import { ENQUIRY_FAILED } from "./submission-error";

export async function courseEnquiryAction(api: ApiClient, request: Request, courseId: number) {
  const form = await readForm(request);
  const values = valuesOf(form);
  return submitForm({
    api,
    form,
    intent: COURSE_ENQUIRY_INTENT,
    endpoint: enquiryEndpoints.create,
    payload: { ...courseEnquiryPayload(courseId, values), ...submissionMeta(form, request, "course-enquiry") },
    errors: courseEnquiryErrors(values),
    sent: ENQUIRY_SUCCESS,
    failedPrefix: "",
    fallback: ENQUIRY_FAILED,
  });
}
