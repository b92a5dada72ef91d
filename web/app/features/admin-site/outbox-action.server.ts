// The outbox's action: "Retry now" posted without scripts. Done: back to the same view
// of the outbox with a one-time message; refused (not failed, unknown): the reason above the list.
import { mailEndpoints } from "@skillbridge/core";
import type { ApiClient } from "@skillbridge/core/api-client";
import { data, redirect } from "react-router";
import { errorText } from "../../admin-ui/form-errors";
import { flashCookie } from "../../flash";
import { failedCallStatus } from "../../forms/errors";
import { readForm } from "../../forms/form-action.server";
import { RETRY_INTENT } from "./outbox-view";

export type OutboxActionAnswer = { error: string };

export async function outboxAction(api: ApiClient, request: Request) {
  const form = await readForm(request);
  if (form.intent !== RETRY_INTENT || !/^\d{1,9}$/.test(form.id ?? "")) {
    return data<OutboxActionAnswer>({ error: "This form is not known here. Reload the page and try again." }, 400);
  }
  const result = await api.call(mailEndpoints.retry, { params: { id: Number(form.id) } });
  if (!result.ok) {
    const status = failedCallStatus(result.status);
    return data<OutboxActionAnswer>({ error: errorText(result.error, "The mail could not be retried.") }, status);
  }
  const { pathname, search } = new URL(request.url);
  return redirect(`${pathname}${search}`, { headers: { "set-cookie": flashCookie("mail-retried") } });
}
