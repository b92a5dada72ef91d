// The /contact action: the contact message or the standalone course enquiry, checked
// with the same rules the forms run, stored once through POST /ictEnquiry/.
import { enquiryEndpoints } from "@skillbridge/core";
import type { ApiClient } from "@skillbridge/core/api-client";
import { fallbackErrors } from "@skillbridge/core/messages";
import { data } from "react-router";
import { resolveCourseId } from "../../forms/course-id.server";
import { enquiryErrors } from "../../forms/enquiry-form";
import { readForm, submissionMeta, submitForm } from "../../forms/form-action.server";
import type { FormAnswer } from "../../forms/form-answer";
import { CONTACT_FAILED, CONTACT_INTENT, CONTACT_SENT, contactPayload } from "./contact-form";
import {
  STANDALONE_ENQUIRY_FAILED,
  STANDALONE_ENQUIRY_INTENT,
  STANDALONE_ENQUIRY_SENT,
  standaloneErrors,
  standalonePayload,
} from "./standalone-enquiry-form";

export async function contactAction(api: ApiClient, request: Request) {
  const form = await readForm(request);
  const person = { eName: form.eName ?? "", eEmail: form.eEmail ?? "", eContact: form.eContact ?? "" };
  const courseText = form.courseName ?? "";
  const courseId = await resolveCourseId(api, form);
  const common = { api, form, endpoint: enquiryEndpoints.create, fallback: fallbackErrors.createEnquiry };

  if (form.intent === CONTACT_INTENT) {
    const fields = contactPayload({ ...person, query: form.eQuery ?? "", courseText }, courseId);
    const payload = { ...fields, ...submissionMeta(form, request, "contact") };
    return submitForm({
      ...common,
      intent: CONTACT_INTENT,
      payload,
      errors: enquiryErrors(payload),
      sent: CONTACT_SENT,
      failedPrefix: CONTACT_FAILED,
    });
  }
  if (form.intent === STANDALONE_ENQUIRY_INTENT) {
    const fields = standalonePayload(person, form.eQuery ?? "", courseId);
    const payload = { ...fields, ...submissionMeta(form, request, "standalone-enquiry") };
    return submitForm({
      ...common,
      intent: STANDALONE_ENQUIRY_INTENT,
      payload,
      errors: standaloneErrors(payload, courseId, courseText),
      sent: STANDALONE_ENQUIRY_SENT,
      failedPrefix: STANDALONE_ENQUIRY_FAILED,
    });
  }
  return data<FormAnswer>(
    { ok: false, fieldErrors: {}, formError: "This form is not one of this page's.", values: {} },
    { status: 400 },
  );
}
