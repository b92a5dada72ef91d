// The domain form's action (issue 12): /admin/domains?add and ?edit={id} post here without
// scripts. The posted fields become the API's body with the form's own domainBody, are checked
// with the schema the browser runs, and go to the API in-process with the staff member's session.
// Saved: back to the list with a one-time message; refused: the form again, messages beside fields.
import { domainAdminEndpoints } from "@skillbridge/core";
import { domainCreateSchema } from "@skillbridge/core/admin/catalogue";
import type { ApiClient } from "@skillbridge/core/api-client";
import { data, redirect } from "react-router";
import { apiFieldErrors, issueErrors } from "../../admin-ui/form-errors";
import { flashCookie } from "../../flash";
import { readForm } from "../../forms/form-action.server";
import { DOMAIN_INTENTS, type DomainFormAnswer, domainBody } from "./domain-dialog";

const refused = (answer: DomainFormAnswer, status: number) => data(answer, { status: status >= 400 ? status : 502 });

export async function domainAction(api: ApiClient, request: Request) {
  const form = await readForm(request);
  const adding = form.intent === DOMAIN_INTENTS.add;
  const id = /^\d{1,9}$/.test(form.id ?? "") ? Number(form.id) : undefined;
  if (!adding && (form.intent !== DOMAIN_INTENTS.edit || id === undefined)) {
    return refused(
      { intent: DOMAIN_INTENTS.add, errors: { form: "This form is not known here. Reload the page and try again." } },
      400,
    );
  }
  const intent = adding ? DOMAIN_INTENTS.add : DOMAIN_INTENTS.edit;
  const values = { domain: form.domain ?? "", icon: form.icon ?? "" };
  const answer = { intent, id: adding ? undefined : id, values };
  const body = domainBody(values);
  const checked = domainCreateSchema.safeParse(body);
  if (!checked.success) return refused({ ...answer, errors: issueErrors(checked.error.issues) }, 422);
  const result =
    adding || id === undefined
      ? await api.call(domainAdminEndpoints.create, { body })
      : await api.call(domainAdminEndpoints.update, { params: { id }, body });
  if (!result.ok) {
    return refused(
      { ...answer, errors: apiFieldErrors(result.error, "The domain could not be saved.") },
      result.status,
    );
  }
  return redirect("/admin/domains", {
    headers: { "set-cookie": flashCookie(adding ? "domain-added" : "domain-saved") },
  });
}
