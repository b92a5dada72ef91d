// The proposal form's action: the popup's fetcher and the proposal page without scripts
// post here. Without scripts no suggestion can be picked: the typed course name stands for the
// course it names (forms/course-id.server.ts). Stored once through POST /ictEnquiry/.
import { enquiryEndpoints } from "@skillbridge/core";
import type { ApiClient } from "@skillbridge/core/api-client";
import { fallbackErrors } from "@skillbridge/core/messages";
import { data } from "react-router";
import { resolveCourseId } from "../../forms/course-id.server";
import { readForm, submissionMeta, submitForm, typedValues } from "../../forms/form-action.server";
import type { FormAnswer } from "../../forms/form-answer";
import { PROPOSAL_INTENT, PROPOSAL_SENT, proposalFieldsOf, proposalPayload, proposalProblems } from "./proposal-form";

export async function proposalAction(api: ApiClient, request: Request) {
  const form = await readForm(request);
  const fields = proposalFieldsOf(form);
  const courseId = await resolveCourseId(api, form);
  const problems = proposalProblems(courseId, fields);
  if (courseId === null || problems.alert) {
    return data<FormAnswer>(
      { intent: PROPOSAL_INTENT, ok: false, fieldErrors: {}, formError: problems.alert, values: typedValues(form) },
      { status: 422 },
    );
  }
  return submitForm({
    api,
    form,
    intent: PROPOSAL_INTENT,
    endpoint: enquiryEndpoints.create,
    payload: { ...proposalPayload(courseId, fields), ...submissionMeta(form, request, "proposal") },
    errors: problems.errors,
    sent: PROPOSAL_SENT,
    failedPrefix: "",
    fallback: fallbackErrors.createEnquiry,
  });
}
