// spec §8 "Course-page enquiry failure: the detail field or 'Failed to submit. Please try again.'"
import type { ApiResult } from "@skillbridge/core/api-client";
import { errorText } from "../../forms/errors";

export const ENQUIRY_FAILED = "Failed to submit. Please try again.";

/**
 * The server's own detail, or the fallback when the answer carried none: a network failure
 * (status 0) or a body without a detail, which the API client reports as "Request failed (N)".
 */
export function submissionErrorText(result: Extract<ApiResult<unknown>, { ok: false }>, fallback: string): string {
  const { detail } = result.error;
  if (result.status === 0) return fallback;
  if (typeof detail === "string" && /^Request failed \(\d+\)$/.test(detail)) return fallback;
  return errorText(result.error, fallback);
}
