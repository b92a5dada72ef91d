// Approve / Unapprove posted from /admin/feedback (with or without scripts):
// the API in-process with the staff member's session, then back to the list with a one-time message.
import { reviewAdminEndpoints } from "@skillbridge/core";
import type { ApiClient } from "@skillbridge/core/api-client";
import { data, redirect } from "react-router";
import { errorText } from "../../admin-ui/form-errors";
import { flashCookie } from "../../flash";
import { failedCallStatus } from "../../forms/errors";
import type { FormValues } from "../../forms/form-action.server";
import { REVIEW_INTENTS } from "./review-table";

export type ReviewAnswer = { error: string };

export async function reviewAction(api: ApiClient, form: FormValues) {
  const approve = form.intent === REVIEW_INTENTS.approve;
  if ((!approve && form.intent !== REVIEW_INTENTS.unapprove) || !/^\d{1,9}$/.test(form.id ?? "")) {
    return data<ReviewAnswer>(
      { error: "This form is not known here. Reload the page and try again." },
      { status: 400 },
    );
  }
  const endpoint = approve ? reviewAdminEndpoints.approve : reviewAdminEndpoints.unapprove;
  const result = await api.call(endpoint, { params: { id: Number(form.id) } });
  if (!result.ok) {
    return data<ReviewAnswer>(
      { error: errorText(result.error, "The review could not be changed.") },
      { status: failedCallStatus(result.status) },
    );
  }
  return redirect("/admin/feedback", {
    headers: { "set-cookie": flashCookie(approve ? "review-approved" : "review-unapproved") },
  });
}
