// Which trainers teach a batch — checkboxes of the active trainers (and any
// inactive one already attached), a POST form on the batch's page that works without scripts.
import type { AdminTrainer } from "@skillbridge/core/admin/trust";
import { Form, Link } from "react-router";
import styles from "./admin-trust.module.css";

export const BATCH_TRAINERS_INTENT = "batch-trainers";

export function BatchTrainers({
  batchId,
  trainers,
  error,
}: {
  batchId: number;
  trainers: AdminTrainer[] | null;
  error?: string;
}) {
  const shown = trainers?.filter((trainer) => trainer.status === "A" || trainer.batchIds.includes(batchId)) ?? [];
  return (
    <section aria-labelledby="batch-trainers-heading">
      <h2 id="batch-trainers-heading">Trainers</h2>
      {error ? (
        <p role="alert" className="message message-error">
          {error}
        </p>
      ) : null}
      {trainers === null ? (
        <p role="alert" className="message message-error">
          The trainers could not be loaded. Reload the page to try again.
        </p>
      ) : shown.length === 0 ? (
        <p className="message message-empty">
          No trainer yet: <Link to="/admin/trainers">add trainers</Link> first.
        </p>
      ) : (
        <Form method="post" className={styles.form}>
          <input type="hidden" name="intent" value={BATCH_TRAINERS_INTENT} />
          <fieldset className={styles.checks}>
            <legend>Who teaches this batch (shown on the course page)</legend>
            {shown.map((trainer) => (
              <label key={trainer.id}>
                <input
                  type="checkbox"
                  name="trainerId"
                  value={trainer.id}
                  defaultChecked={trainer.batchIds.includes(batchId)}
                />
                {trainer.name}
                {trainer.status === "A" ? "" : " (inactive)"}
              </label>
            ))}
          </fieldset>
          <p>
            <button type="submit" className="btn btn-primary">
              Save trainers
            </button>
          </p>
        </Form>
      )}
    </section>
  );
}
