// The batch page's trainer checkboxes posted: PUT the list to the API, then
// back to the batch's page with a one-time message.
import { trainerAdminEndpoints } from "@skillbridge/core";
import type { ApiClient } from "@skillbridge/core/api-client";
import { data, redirect } from "react-router";
import { errorText } from "../../admin-ui/form-errors";
import { flashCookie } from "../../flash";
import { failedCallStatus } from "../../forms/errors";
import { BATCH_TRAINERS_INTENT } from "./batch-trainers";

export type BatchTrainersAnswer = { intent: typeof BATCH_TRAINERS_INTENT; error: string };

export async function batchTrainersAction(api: ApiClient, form: FormData, batchId: number) {
  const trainerIds = form
    .getAll("trainerId")
    .map(String)
    .filter((value) => /^\d{1,9}$/.test(value))
    .map(Number);
  const result = await api.call(trainerAdminEndpoints.setForBatch, { params: { id: batchId }, body: { trainerIds } });
  if (!result.ok) {
    return data<BatchTrainersAnswer>(
      { intent: BATCH_TRAINERS_INTENT, error: errorText(result.error, "The trainers could not be saved.") },
      { status: failedCallStatus(result.status) },
    );
  }
  return redirect(`/admin/batches/${batchId}`, { headers: { "set-cookie": flashCookie("batch-trainers-saved") } });
}
