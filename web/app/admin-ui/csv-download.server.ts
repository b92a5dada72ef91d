// A staff CSV download (the back office's exports, read by a signed-in staff member's browser): the
// file as an attachment kept out of shared caches and search engines, or a refusal as plain text.
import type { ApiError } from "@skillbridge/core/schemas";
import { errorText } from "../forms/errors";

export function csvDownload(csv: string, filename: string): Response {
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "private, no-store",
      "x-robots-tag": "noindex, nofollow",
    },
  });
}

/** A refusal the browser shows as it is: a bad query 400, an export that failed 502. */
export function csvRefusal(message: string, status: 400 | 502): Response {
  return new Response(message, {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "private, no-store" },
  });
}

/** The API's refusal of the export: its own words, 400 for a bad query (its 422), else 502. */
export const csvApiRefusal = (result: { status: number; error: ApiError }) =>
  csvRefusal(errorText(result.error, "The export failed"), result.status === 422 ? 400 : 502);
