// Turns a schema's issues (checked in the browser) or the API's 422 detail into one message per
// field, and any other answer into one line for a toast.
import type { ApiError } from "@skillbridge/core/schemas";
import type { z } from "zod";

export type FieldErrors = Record<string, string>;

export function issuesToErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = String(issue.path.at(-1) ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

export function apiErrorToErrors(error: ApiError): FieldErrors {
  if (typeof error.detail === "string") return { form: error.detail };
  const errors: FieldErrors = {};
  for (const item of error.detail) {
    const key = String(item.loc.at(-1) ?? "form");
    errors[key] ??= item.msg;
  }
  return errors;
}

export function errorText(error: ApiError, fallback: string): string {
  return typeof error.detail === "string"
    ? error.detail || fallback
    : error.detail.map((item) => item.msg).join(" ") || fallback;
}

/** "" → null (an empty optional number); anything else → a number (NaN when it is not one, for the schema to name). */
export function numberOrNull(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === "" ? null : Number(trimmed);
}
