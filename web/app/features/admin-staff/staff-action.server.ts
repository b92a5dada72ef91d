// The add-staff form's action: /admin/staff?add posts here without scripts. The posted
// fields are checked with the schema the browser runs and go to the API in-process with the
// session of the admin who posted (the API refuses anyone else). Added: back to the list with a
// one-time message; refused: the form again with its messages, the password never sent back.
import { staffAdminEndpoints } from "@skillbridge/core";
import { staffCreateSchema, staffRoleSchema } from "@skillbridge/core/admin/staff";
import type { ApiClient } from "@skillbridge/core/api-client";
import { data, redirect } from "react-router";
import { apiFieldErrors, errorText, issueErrors } from "../../admin-ui/form-errors";
import { flashCookie } from "../../flash";
import { failedCallStatus } from "../../forms/errors";
import { type FormValues, readForm } from "../../forms/form-action.server";
import { readStaffCreateValues, STAFF_CREATE_INTENT, type StaffCreateAnswer } from "./staff-create-dialog";
import { STAFF_ROW_INTENTS, type StaffRowAnswer } from "./staff-table";

const refused = (answer: StaffCreateAnswer, status: number) => data(answer, { status: failedCallStatus(status) });

export async function staffAction(api: ApiClient, request: Request) {
  const form = await readForm(request);
  if ((Object.values(STAFF_ROW_INTENTS) as string[]).includes(form.intent ?? "")) return rowAction(api, form);
  if (form.intent !== STAFF_CREATE_INTENT) {
    return refused({ errors: { form: "This form is not known here. Reload the page and try again." } }, 400);
  }
  const { password, ...typed } = readStaffCreateValues(form);
  const checked = staffCreateSchema.safeParse({ ...typed, password });
  if (!checked.success) return refused({ errors: issueErrors(checked.error.issues), values: typed }, 422);
  const result = await api.call(staffAdminEndpoints.create, { body: checked.data });
  if (!result.ok) {
    return refused(
      { errors: apiFieldErrors(result.error, "The staff member could not be added."), values: typed },
      result.status,
    );
  }
  return redirect("/admin/staff", { headers: { "set-cookie": flashCookie("staff-added") } });
}

/** A role change, Reactivate, or Deactivate / Reset second factor once asked on the page. */
async function rowAction(api: ApiClient, form: FormValues) {
  const intent = form.intent as StaffRowAnswer["intent"];
  const answer = (error: string, status: number) =>
    data<StaffRowAnswer>({ intent, error }, { status: failedCallStatus(status) });
  if (!/^\d{1,9}$/.test(form.id ?? "")) return answer("This account is not known here. Reload the page.", 400);
  const params = { id: Number(form.id) };
  const failure = "The account could not be changed.";
  let flash: "staff-role" | "staff-reactivated" | "staff-deactivated" | "staff-reset";
  let result: { ok: true } | { ok: false; error: Parameters<typeof errorText>[0]; status: number };
  if (intent === STAFF_ROW_INTENTS.role) {
    const role = staffRoleSchema.safeParse(form.role);
    if (!role.success) return answer(failure, 422);
    result = await api.call(staffAdminEndpoints.update, { params, body: { role: role.data } });
    flash = "staff-role";
  } else if (intent === STAFF_ROW_INTENTS.status) {
    if (form.status !== "A" && form.status !== "I") return answer(failure, 422);
    result = await api.call(staffAdminEndpoints.update, { params, body: { status: form.status } });
    flash = form.status === "A" ? "staff-reactivated" : "staff-deactivated";
  } else {
    result = await api.call(staffAdminEndpoints.resetSecondFactor, { params });
    flash = "staff-reset";
  }
  if (!result.ok) return answer(errorText(result.error, failure), result.status);
  return redirect("/admin/staff", { headers: { "set-cookie": flashCookie(flash) } });
}
