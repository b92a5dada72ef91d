// What every enquiry form of this feature shares: the visitor's fields, checking them with the
// same schema the API uses (one schema, checked everywhere), and mapping the answer to fields.
import type { ApiResult } from "@skillbridge/core/api-client";
import { enquiryCreateSchema } from "@skillbridge/core/schemas";
import { fieldErrors } from "../../forms/errors";

export type PersonValues = { eName: string; eEmail: string; eContact: string };
export const emptyPerson: PersonValues = { eName: "", eEmail: "", eContact: "" };

const requiredMessages: Record<keyof PersonValues, string> = {
  eName: "Name is required",
  eEmail: "E-mail is required",
  eContact: "Contact is required",
};

/** Messages per field for a payload about to be sent: "… is required" for empty ones first. */
export function enquiryErrors(payload: Record<string, unknown>): Record<string, string> {
  const parsed = enquiryCreateSchema.safeParse(payload);
  const errors: Record<string, string> = {};
  for (const [name, message] of Object.entries(requiredMessages)) {
    const value = payload[name];
    if (typeof value !== "string" || !value.trim()) errors[name] = message;
  }
  if (!parsed.success) {
    for (const [name, message] of Object.entries(fieldErrors(parsed.error))) errors[name] ??= message;
  }
  return errors;
}

/** A 422 answer's `[{loc: ["body", field], msg}]` as messages per field. */
export function serverFieldErrors(result: Extract<ApiResult<unknown>, { ok: false }>): Record<string, string> {
  const errors: Record<string, string> = {};
  const { detail } = result.error;
  if (typeof detail === "string") return errors;
  for (const issue of detail) {
    const field = issue.loc[0] === "body" ? issue.loc[1] : undefined;
    if (field !== undefined) errors[String(field)] ??= issue.msg;
  }
  return errors;
}

/**
 * Focuses the first field, in the form's order, that has a message, so keyboard and screen-reader
 * users land on it. The course combobox has no name: it stands for `ict_id`.
 */
export function focusFirstError(form: HTMLFormElement, errors: Record<string, string>) {
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) continue;
    const key = element.getAttribute("role") === "combobox" ? "ict_id" : element.name;
    if (key && errors[key]) {
      element.focus();
      return;
    }
  }
}

/**
 * Checks a form's payload with the shared schema: on a problem shows the messages, focuses the
 * first and sends nothing (null); else sends it. `formSource` only checks the kind's rules here:
 * the submission hook sends it itself.
 */
export async function checkThenSend<T>(
  form: HTMLFormElement,
  payload: Record<string, unknown> & { formSource: string },
  setErrors: (errors: Record<string, string>) => void,
  submit: (fields: Record<string, unknown>) => Promise<ApiResult<T>>,
  /** A form's own rules on top of the schema's (they win for the same field). */
  extraErrors: Record<string, string> = {},
): Promise<ApiResult<T> | null> {
  const found = { ...enquiryErrors(payload), ...extraErrors };
  setErrors(found);
  if (Object.keys(found).length > 0) {
    focusFirstError(form, found);
    return null;
  }
  const { formSource: _sentByTheHook, ...fields } = payload;
  return submit(fields);
}
