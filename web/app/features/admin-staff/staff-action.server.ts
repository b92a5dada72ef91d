// The add-staff form's action (issue 12): /admin/staff?add posts here without scripts. The posted
// fields are checked with the schema the browser runs and go to the API in-process with the
// session of the admin who posted (the API refuses anyone else). Added: back to the list with a
// one-time message; refused: the form again with its messages, the password never sent back.
import { staffAdminEndpoints } from "@skillbridge/core";
import { staffCreateSchema } from "@skillbridge/core/admin/staff";
import type { ApiClient } from "@skillbridge/core/api-client";
import { data, redirect } from "react-router";
import { apiFieldErrors, issueErrors } from "../../admin-ui/form-errors";
import { flashCookie } from "../../flash";
import { readForm } from "../../forms/form-action.server";
import { readStaffCreateValues, STAFF_CREATE_INTENT, type StaffCreateAnswer } from "./staff-create-dialog";

const refused = (answer: StaffCreateAnswer, status: number) => data(answer, { status: status >= 400 ? status : 502 });

export async function staffAction(api: ApiClient, request: Request) {
  const form = await readForm(request);
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
