// The Hindi section of a course's content page, posted (with or without scripts): its fields read
// into the API's body, checked with the API's own schema, saved through the API in-process with
// the staff session (audited there). Done: back to the page with a one-time message; refused: the
// section again with what was typed and the messages.
import { courseTranslationEndpoints } from "@skillbridge/core";
import { courseTranslationInputSchema } from "@skillbridge/core/admin/course-translation";
import type { ApiClient } from "@skillbridge/core/api-client";
import { data, redirect } from "react-router";
import { apiFieldErrors, type FieldErrors } from "../../admin-ui/form-errors";
import { flashCookie } from "../../flash";
import { failedCallStatus } from "../../forms/errors";
import type { FormValues } from "../../forms/form-action.server";
import { HINDI_INTENT, type HindiAnswer, hindiBodyOf } from "./hindi-fields";

/** The form's field for an issue's path: "name", "module-12-title", "faq-7-answer"… */
function fieldOf(path: readonly PropertyKey[], body: ReturnType<typeof hindiBodyOf>): string {
  const [list, index, field] = path;
  if (list === "modules" && typeof index === "number") return `module-${body.modules[index]?.id}-${String(field)}`;
  if (list === "faqs" && typeof index === "number") return `faq-${body.faqs[index]?.id}-${String(field)}`;
  return String(list ?? "form");
}

export async function hindiAction(api: ApiClient, form: FormValues, courseId: number) {
  const body = hindiBodyOf(form);
  const refuse = (errors: FieldErrors, status: number) =>
    data({ intent: HINDI_INTENT, values: form, errors } satisfies HindiAnswer, { status: failedCallStatus(status) });
  const checked = courseTranslationInputSchema.safeParse(body);
  if (!checked.success) {
    const errors: FieldErrors = {};
    for (const issue of checked.error.issues) errors[fieldOf(issue.path, body)] ??= issue.message;
    return refuse(errors, 422);
  }
  const result = await api.call(courseTranslationEndpoints.save, {
    params: { id: courseId, locale: "hi" },
    body: checked.data,
  });
  if (!result.ok) return refuse(apiFieldErrors(result.error, "The Hindi text could not be saved."), result.status);
  return redirect(`/admin/courses/${courseId}/content#hindi`, {
    headers: { "set-cookie": flashCookie("content-saved") },
  });
}
