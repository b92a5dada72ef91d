// The bundle forms' action: /admin/bundles?add and ?edit={id} post here without
// scripts, and so do the rows' Move, Activate and (asked first on the page) Deactivate. The posted
// fields become the API's body with the form's own bundleBody, are checked with the schema the
// browser runs, and go to the API in-process with the staff member's session. Done: back to the
// list with a one-time message; refused: the form again with messages beside fields, or one line.
import { bundleAdminEndpoints } from "@skillbridge/core";
import { bundleInputSchema } from "@skillbridge/core/admin/bundle";
import { moveSchema } from "@skillbridge/core/admin/site";
import type { ApiClient } from "@skillbridge/core/api-client";
import { data, redirect } from "react-router";
import { apiFieldErrors, errorText, issueErrors } from "../../admin-ui/form-errors";
import { readFormWithUploads } from "../../admin-ui/uploads.server";
import { flashCookie } from "../../flash";
import { failedCallStatus } from "../../forms/errors";
import type { FormValues } from "../../forms/form-action.server";
import { BUNDLE_INTENTS, type BundleFormAnswer, type BundleRowAnswer, bundleBody } from "./bundle-dialog";

const refused = (answer: BundleFormAnswer, status: number) => data(answer, { status: failedCallStatus(status) });

export async function bundleAction(api: ApiClient, request: Request) {
  const { form, errors: uploadErrors } = await readFormWithUploads(api, request, { icon: "image" });
  if (form.intent === BUNDLE_INTENTS.move || form.intent === BUNDLE_INTENTS.status) return rowAction(api, form);
  const adding = form.intent === BUNDLE_INTENTS.add;
  const id = /^\d{1,9}$/.test(form.id ?? "") ? Number(form.id) : undefined;
  if (!adding && (form.intent !== BUNDLE_INTENTS.edit || id === undefined)) {
    return refused(
      { intent: BUNDLE_INTENTS.add, errors: { form: "This form is not known here. Reload the page and try again." } },
      400,
    );
  }
  const intent = adding ? BUNDLE_INTENTS.add : BUNDLE_INTENTS.edit;
  const values = {
    icon: form.icon ?? "",
    title: form.title ?? "",
    description: form.description ?? "",
    status: form.status ?? "",
  };
  const answer = { intent, id: adding ? undefined : id, values };
  if (Object.keys(uploadErrors).length > 0) return refused({ ...answer, errors: uploadErrors }, 422);
  const checked = bundleInputSchema.safeParse(bundleBody(values));
  if (!checked.success) return refused({ ...answer, errors: issueErrors(checked.error.issues) }, 422);
  const body = checked.data;
  const result =
    adding || id === undefined
      ? await api.call(bundleAdminEndpoints.create, { body })
      : await api.call(bundleAdminEndpoints.update, { params: { id }, body });
  if (!result.ok) {
    return refused(
      { ...answer, errors: apiFieldErrors(result.error, "The learning bundle could not be saved.") },
      result.status,
    );
  }
  return redirect("/admin/bundles", {
    headers: { "set-cookie": flashCookie(adding ? "bundle-added" : "bundle-saved") },
  });
}

/** Move up / down and Activate / Deactivate (asked first on the page), posted from the table. */
async function rowAction(api: ApiClient, form: FormValues) {
  const move = form.intent === BUNDLE_INTENTS.move;
  const intent = move ? BUNDLE_INTENTS.move : BUNDLE_INTENTS.status;
  const answer = (error: string, status: number) =>
    data<BundleRowAnswer>({ intent, error }, { status: failedCallStatus(status) });
  if (!/^\d{1,9}$/.test(form.id ?? "")) return answer("This bundle is not known here. Reload the page.", 400);
  const params = { id: Number(form.id) };
  let flash: "bundle-moved" | "bundle-activated" | "bundle-deactivated";
  let result: { ok: true } | { ok: false; error: Parameters<typeof errorText>[0]; status: number };
  if (move) {
    const checked = moveSchema.safeParse({ direction: form.direction });
    if (!checked.success) return answer("The bundle could not be moved.", 422);
    result = await api.call(bundleAdminEndpoints.move, { params, body: checked.data });
    flash = "bundle-moved";
  } else {
    if (form.status !== "A" && form.status !== "I") return answer("The bundle could not be changed.", 422);
    result = await api.call(bundleAdminEndpoints.update, { params, body: { status: form.status } });
    flash = form.status === "A" ? "bundle-activated" : "bundle-deactivated";
  }
  if (!result.ok) {
    return answer(errorText(result.error, `The bundle could not be ${move ? "moved" : "changed"}.`), result.status);
  }
  return redirect("/admin/bundles", { headers: { "set-cookie": flashCookie(flash) } });
}
