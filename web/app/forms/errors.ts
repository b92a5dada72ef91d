// Turning answers into the texts of spec §8.
import type { ApiError } from "@skillbridge/core/schemas";
import type { z } from "zod";

/** spec §8: a list error may be an array of items with a msg field; each msg is shown. */
export function errorText(error: ApiError | undefined, fallback: string): string {
  if (!error) return fallback;
  const { detail } = error;
  if (typeof detail === "string") return detail || fallback;
  const messages = detail.map((item) => item.msg).filter(Boolean);
  return messages.length ? messages.join(" ") : fallback;
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
