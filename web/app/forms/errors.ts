// Turning answers into the texts of the spec
import type { ApiError } from "@skillbridge/core/schemas";
import type { z } from "zod";

/** A list error may be an array of items with a msg field; each msg is shown. */
export function errorText(error: ApiError | undefined, fallback: string): string {
  if (!error) return fallback;
  const { detail } = error;
  // An answer without a detail (the API client leaves it empty) gets the caller's fallback text.
  if (typeof detail === "string") return detail.trim() || fallback;
  const messages = detail.map((item) => item.msg).filter(Boolean);
  return messages.length ? messages.join(" ") : fallback;
}

/** A failed submission's text: the server's words, or the fallback for a network failure or an empty answer. */
export function failureText(result: { status: number; error: ApiError }, fallback: string): string {
  return result.status === 0 ? fallback : errorText(result.error, fallback);
}

/**
 * The status an action answers a failed API call with: the API's own refusal (4xx, 5xx), or 502
 * when there was no answer (status 0) or one the action cannot use: the browser must never read a
 * failed write as a success.
 */
export function failedCallStatus(status: number): number {
  return status >= 400 ? status : 502;
}

/** Field-by-field messages from a zod error, keyed by the first path segment. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * The one way a refusal reaches a form's fields: a 422's `[{loc: ["body", field], msg}]` as one
 * message per field (the first wins). A plain-text refusal has no fields.
 */
export function apiFieldErrors(error: ApiError): Record<string, string> {
  const errors: Record<string, string> = {};
  if (typeof error.detail === "string") return errors;
  for (const issue of error.detail) {
    const field = issue.loc[0] === "body" ? issue.loc[1] : issue.loc[0];
    if (field !== undefined) errors[String(field)] ??= issue.msg;
  }
  return errors;
}
