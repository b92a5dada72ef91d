// The inbox list's action: "Mark all as seen" posted without scripts. Done: back to
// the same view of the inbox (its filters are in the address) with a one-time message.
import { inboxEndpoints } from "@skillbridge/core";
import type { ApiClient } from "@skillbridge/core/api-client";
import { data, redirect } from "react-router";
import { errorText } from "../../admin-ui/form-errors";
import { flashCookie } from "../../flash";
import { failedCallStatus } from "../../forms/errors";
import { readForm } from "../../forms/form-action.server";
import { MARK_SEEN_INTENT } from "./fresh-count";

export type InboxActionAnswer = { error: string };

export async function inboxAction(api: ApiClient, request: Request) {
  const form = await readForm(request);
  if (form.intent !== MARK_SEEN_INTENT) {
    return data<InboxActionAnswer>({ error: "This form is not known here. Reload the page and try again." }, 400);
  }
  const result = await api.call(inboxEndpoints.seen);
  if (!result.ok) {
    const status = failedCallStatus(result.status);
    return data<InboxActionAnswer>(
      { error: errorText(result.error, "The inbox could not be marked as seen.") },
      status,
    );
  }
  const { pathname, search } = new URL(request.url);
  return redirect(`${pathname}${search}`, { headers: { "set-cookie": flashCookie("inbox-seen") } });
}
