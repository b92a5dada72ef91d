// A batch's own details on its page: what the public schedule shows, editable in place. The form
// posts to the page's action (batch-action.server.ts), with or without scripts; `posted` is its
// refusal to a post made without them.
import type { AdminBatch } from "@skillbridge/core/admin/batches";
import adminStyles from "../../admin-ui/admin.module.css";
import { BatchForm, type BatchFormAnswer } from "./batch-form";

export function BatchDetails({ batch, posted }: { batch: AdminBatch; posted?: BatchFormAnswer }) {
  return (
    <section className={`card ${adminStyles.section}`} aria-labelledby="details-heading">
      <h2 id="details-heading">Batch details</h2>
      {/* Saved: the action's redirect reloads the page, whose new values remount the form. */}
      <BatchForm key={JSON.stringify(batch)} batch={batch} submitLabel="Save batch" onDone={() => {}} posted={posted} />
    </section>
  );
}
