// The batch form's action: /admin/courses/{id}/batches?add (a new batch) and
// /admin/batches/{id} (its details) post here without scripts. The posted fields become the API's
// body with the form's own batchBody, are checked with the schema the browser runs, and go to the
// API in-process with the staff member's session. Saved: Post/Redirect/Get to the batch's page
// with a one-time message; refused: the form again, its messages beside the fields.
import { batchAdminEndpoints } from "@skillbridge/core";
import type { ApiClient } from "@skillbridge/core/api-client";
import { data, redirect } from "react-router";
import { apiFieldErrors, issueErrors } from "../../admin-ui/form-errors";
import { flashCookie } from "../../flash";
import { failedCallStatus } from "../../forms/errors";
import type { FormValues } from "../../forms/form-action.server";
import { BATCH_FORM_INTENTS, type BatchFormAnswer, batchPosted, readBatchFormValues } from "./batch-form";

const refused = (answer: BatchFormAnswer, status: number) => data(answer, { status: failedCallStatus(status) });

/** A new batch of the course `courseId`, or the details of the batch `batchId`. */
export async function batchFormAction(
  api: ApiClient,
  form: FormValues,
  target: { courseId: number } | { batchId: number },
) {
  const intent = "courseId" in target ? BATCH_FORM_INTENTS.add : BATCH_FORM_INTENTS.save;
  if (form.intent !== intent) {
    return refused({ intent, errors: { form: "This form is not known here. Reload the page and try again." } }, 400);
  }
  const values = readBatchFormValues(form);
  const checked = batchPosted(values);
  if (!checked.success) return refused({ intent, errors: issueErrors(checked.error.issues), values }, 422);
  const { body } = checked;
  const result =
    "courseId" in target
      ? await api.call(batchAdminEndpoints.create, { params: { id: target.courseId }, body })
      : await api.call(batchAdminEndpoints.update, { params: { id: target.batchId }, body });
  if (!result.ok) {
    return refused(
      { intent, errors: apiFieldErrors(result.error, "The batch could not be saved."), values },
      result.status,
    );
  }
  return redirect(`/admin/batches/${result.data.id}`, {
    headers: { "set-cookie": flashCookie("courseId" in target ? "batch-added" : "batch-saved") },
  });
}
