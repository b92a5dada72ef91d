// The teaching languages' form post: add a language (checked with core's schema, then the API,
// audited there). Works without JavaScript; the answer says what happened.
import { teachingLanguageEndpoints } from "@skillbridge/core";
import type { ApiClient } from "@skillbridge/core/api-client";
import { teachingLanguageCreateSchema } from "@skillbridge/core/teaching-languages";
import { data } from "react-router";
import { apiFieldErrors, errorText, failedCallStatus, fieldErrors } from "../../forms/errors";
import { readForm } from "../../forms/form-action.server";

export type LanguagesAnswer = { done?: string; errors?: Record<string, string>; values?: Record<string, string> };

export async function languagesAction(api: ApiClient, request: Request) {
  const form = await readForm(request);
  const values = { code: form.code ?? "", name: form.name ?? "", nameHi: form.nameHi ?? "" };
  const parsed = teachingLanguageCreateSchema.safeParse(values);
  if (!parsed.success) return data<LanguagesAnswer>({ errors: fieldErrors(parsed.error), values }, { status: 422 });
  const result = await api.call(teachingLanguageEndpoints.create, { body: parsed.data });
  if (result.ok) return data<LanguagesAnswer>({ done: `${result.data.name} added: batches can now be taught in it.` });
  const errors = apiFieldErrors(result.error);
  return data<LanguagesAnswer>(
    {
      errors: Object.keys(errors).length
        ? errors
        : { form: errorText(result.error, "The language could not be added.") },
      values,
    },
    { status: failedCallStatus(result.status) },
  );
}
