// The domain form's action: /admin/domains?add and ?edit={id} post here without
// scripts. The posted fields become the API's body with the form's own domainBody, are checked
// with the schema the browser runs, and go to the API in-process with the staff member's session.
// Saved: back to the list with a one-time message; refused: the form again, messages beside fields.
import { domainAdminEndpoints } from "@skillbridge/core";
import { domainCreateSchema, domainMoveSchema } from "@skillbridge/core/admin/catalogue";
import type { ApiClient } from "@skillbridge/core/api-client";
import { data, redirect } from "react-router";
import { apiFieldErrors, errorText, issueErrors } from "../../admin-ui/form-errors";
import { readFormWithUploads } from "../../admin-ui/uploads.server";
import { flashCookie } from "../../flash";
import { failedCallStatus } from "../../forms/errors";
import type { FormValues } from "../../forms/form-action.server";
import { DOMAIN_INTENTS, type DomainFormAnswer, type DomainRowAnswer, domainBody } from "./domain-dialog";

const refused = (answer: DomainFormAnswer, status: number) => data(answer, { status: failedCallStatus(status) });

export async function domainAction(api: ApiClient, request: Request) {
  const { form, errors: uploadErrors } = await readFormWithUploads(api, request, { icon: "image" });
  if (form.intent === DOMAIN_INTENTS.move || form.intent === DOMAIN_INTENTS.status) return rowAction(api, form);
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
  if (Object.keys(uploadErrors).length > 0) return refused({ ...answer, errors: uploadErrors }, 422);
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

/** Move up / down and Activate / Deactivate (asked first on the page), posted from the table. */
async function rowAction(api: ApiClient, form: FormValues) {
  const move = form.intent === DOMAIN_INTENTS.move;
  const intent = move ? DOMAIN_INTENTS.move : DOMAIN_INTENTS.status;
  const answer = (error: string, status: number) =>
    data<DomainRowAnswer>({ intent, error }, { status: failedCallStatus(status) });
  if (!/^\d{1,9}$/.test(form.id ?? "")) return answer("This domain is not known here. Reload the page.", 400);
  const params = { id: Number(form.id) };
  let flash: "domain-moved" | "domain-activated" | "domain-deactivated";
  let result: { ok: true } | { ok: false; error: Parameters<typeof errorText>[0]; status: number };
  if (move) {
    const checked = domainMoveSchema.safeParse({ direction: form.direction });
    if (!checked.success) return answer("The domain could not be moved.", 422);
    result = await api.call(domainAdminEndpoints.move, { params, body: checked.data });
    flash = "domain-moved";
  } else {
    if (form.status !== "A" && form.status !== "I") return answer("The domain could not be changed.", 422);
    result = await api.call(domainAdminEndpoints.update, { params, body: { status: form.status } });
    flash = form.status === "A" ? "domain-activated" : "domain-deactivated";
  }
  if (!result.ok) {
    return answer(errorText(result.error, `The domain could not be ${move ? "moved" : "changed"}.`), result.status);
  }
  return redirect("/admin/domains", { headers: { "set-cookie": flashCookie(flash) } });
}
