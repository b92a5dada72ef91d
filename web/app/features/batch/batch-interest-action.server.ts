// The "Tell me when a batch opens" form's action on the course page: checked with the same schema
// as the API, then stored through POST /batch-interests/. The answer names the course, and is the
// same for a first request and a repeat.
import { batchInterestEndpoints } from "@skillbridge/core";
import type { ApiClient } from "@skillbridge/core/api-client";
import { batchInterestAnswer, batchInterestCreateSchema } from "@skillbridge/core/batch-interest";
import { localeOfPath } from "@skillbridge/core/i18n/locales";
import { courseCopy } from "@skillbridge/core/page-copy/course";
import { data } from "react-router";
import { apiFieldErrors, failureText, fieldErrors } from "../../forms/errors";
import { readForm, typedValues } from "../../forms/form-action.server";
import type { FormAnswer } from "../../forms/form-answer";
import { HONEYPOT_NAME } from "../../forms/submission-names";
import { dictionaryFor } from "../../i18n/dictionary.server";
import { BATCH_INTEREST_INTENT } from "./batch-interest-intent";

export async function batchInterestAction(api: ApiClient, request: Request, courseId: number) {
  const form = await readForm(request);
  // The answer in the language of the page the form was sent from.
  const words = (dictionaryFor(localeOfPath(new URL(request.url).pathname))?.course ?? courseCopy).schedule.interest;
  const body = {
    ict_id: courseId,
    name: form.name ?? "",
    email: form.email ?? "",
    phone: form.phone ?? "",
    ...(form[HONEYPOT_NAME] ? { website: form[HONEYPOT_NAME].slice(0, 200) } : {}),
  };
  const refused = (fields: Record<string, string>, formError: string, status: number) =>
    data<FormAnswer>(
      { intent: BATCH_INTEREST_INTENT, ok: false, fieldErrors: fields, formError, values: typedValues(form) },
      { status },
    );
  const checked = batchInterestCreateSchema.safeParse(body);
  if (!checked.success) return refused(fieldErrors(checked.error), "", 422);
  const result = await api.call(batchInterestEndpoints.create, { body });
  if (!result.ok) {
    return refused(
      apiFieldErrors(result.error),
      failureText(result, words.failed),
      result.status >= 400 ? result.status : 502,
    );
  }
  return data<FormAnswer>({
    intent: BATCH_INTEREST_INTENT,
    ok: true,
    message: batchInterestAnswer(result.data.ictName, words.answer),
  });
}
