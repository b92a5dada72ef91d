// The back office's one place for turning what went wrong into words: a schema's issues (checked
// in the browser) or the API's 422 detail become one message per field, and any other answer one
// line for a toast (a list error shows each msg).
import type { ApiError } from "@skillbridge/core/schemas";
import { errorText, apiFieldErrors as fieldMessages } from "../forms/errors";

export type FieldErrors = Record<string, string>;

/** One line for a toast: the server's words, or the fallback when there are none. */
export { errorText };

/** One message per field (keyed by the last path segment) from a schema's issues. */
export function issueErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[String(issue.path.at(-1) ?? "form")] ??= issue.message;
  return errors;
}

/**
 * One message per field from the API's 422 detail (the one mapping every form uses,
 * forms/errors.ts); any other answer (or a 422 naming no field) under `form`.
 */
export function apiFieldErrors(error: ApiError, fallback: string): FieldErrors {
  if (typeof error.detail === "string") return { form: error.detail || fallback };
  const errors = fieldMessages(error);
  return Object.keys(errors).length > 0 ? errors : { form: fallback };
}

/** "" → null (an empty optional number); anything else → a number (NaN when it is not one, for the schema to name). */
export function numberOrNull(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === "" ? null : Number(trimmed);
}
