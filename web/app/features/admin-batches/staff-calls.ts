// The API calls the batch pages make besides get/post/patch: DELETE, which the shared API client
// does not offer (yet). Same key, cookie and error shape as useApi().
import { type ApiResult, toApiError } from "@skillbridge/core/api-client";
import type { ApiError } from "@skillbridge/core/schemas";
import { useCallback } from "react";
import { useRouteLoaderData } from "react-router";

export function useDeleteCall(): (path: string) => Promise<ApiResult<null>> {
  const apiKey = (useRouteLoaderData("root") as { apiKey?: string } | undefined)?.apiKey ?? "";
  return useCallback(
    async (path: string) => {
      try {
        const response = await fetch(`/api${path}`, {
          method: "DELETE",
          credentials: "same-origin",
          headers: { "x-api-key": apiKey },
        });
        if (response.ok) return { ok: true, status: response.status, data: null };
        const body: unknown = await response.json().catch(() => ({}));
        return { ok: false, status: response.status, error: toApiError(body) };
      } catch {
        return { ok: false, status: 0, error: { detail: "" } };
      }
    },
    [apiKey],
  );
}

export type FieldErrors = Record<string, string>;

/** One message per field from the API's 422 detail; any other answer under `form`. */
export function apiFieldErrors(error: ApiError, fallback: string): FieldErrors {
  if (typeof error.detail === "string") return { form: error.detail || fallback };
  const errors: FieldErrors = {};
  for (const item of error.detail) errors[String(item.loc.at(-1) ?? "form")] ??= item.msg;
  return Object.keys(errors).length ? errors : { form: fallback };
}

export function issueErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[String(issue.path.at(-1) ?? "form")] ??= issue.message;
  return errors;
}

export function errorMessage(error: ApiError, fallback: string): string {
  return typeof error.detail === "string"
    ? error.detail || fallback
    : error.detail.map((item) => item.msg).join(" ") || fallback;
}
