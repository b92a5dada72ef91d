// A batch's own details on its page: what the public schedule shows, editable in place. Without
// scripts the form posts to the page's action (batch-action.server.ts); `posted` is its refusal.
import { batchAdminEndpoints } from "@skillbridge/core";
import type { AdminBatch, BatchInput } from "@skillbridge/core/admin/batches";
import { useRevalidator } from "react-router";
import adminStyles from "../../admin-ui/admin.module.css";
import { apiFieldErrors } from "../../admin-ui/form-errors";
import { useApi } from "../../api";
import { flashTexts } from "../../flash";
import { useToast } from "../../ui/toast";
import { BatchForm, type BatchFormAnswer } from "./batch-form";

export function BatchDetails({ batch, posted }: { batch: AdminBatch; posted?: BatchFormAnswer }) {
  const api = useApi();
  const toast = useToast();
  const revalidator = useRevalidator();
  async function save(body: BatchInput) {
    const result = await api.call(batchAdminEndpoints.update, { params: { id: batch.id }, body });
    if (!result.ok) return apiFieldErrors(result.error, "The batch could not be saved.");
    toast.show(flashTexts["batch-saved"].text, "success");
    await revalidator.revalidate();
    return null;
  }
  return (
    <section className={`card ${adminStyles.section}`} aria-labelledby="details-heading">
      <h2 id="details-heading">Batch details</h2>
      <BatchForm key={JSON.stringify(batch)} batch={batch} submitLabel="Save batch" onSubmit={save} posted={posted} />
    </section>
  );
}
