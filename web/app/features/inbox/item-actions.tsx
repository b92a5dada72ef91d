// What staff do with one item: move it along the pipeline, assign it, and — for a lead —
// convert it into a learner enrolled in a batch (a set-password mail goes out). Form posts to the
// page's action, with or without scripts.

import type { InboxDetail, StaffMember } from "@skillbridge/core/back-office";
import { LEAD_STATUSES } from "@skillbridge/core/constants";
import { type AdminPayment, formatPaise } from "@skillbridge/core/money";
import type { TrainingCard } from "@skillbridge/core/schemas";
import styles from "../../admin-ui/admin.module.css";
import { statusLabels } from "../../admin-ui/labels";
import { SelectField, staffOptions } from "../../admin-ui/select-field";
import { useToast } from "../../ui/toast";
import { ItemOutcome, useItemForm } from "./item-form";
import { ITEM_TEXTS, type ItemAnswer } from "./item-texts";

export function FollowUp({ item, staff, posted }: { item: InboxDetail; staff: StaffMember[]; posted?: ItemAnswer }) {
  const { fetcher, pending } = useItemForm("follow-up");
  return (
    <section className={`card ${styles.panel}`} aria-labelledby="follow-up-heading">
      <h2 id="follow-up-heading">Follow-up</h2>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="follow-up" />
        <div className="field">
          <label htmlFor="item-status">Status</label>
          <select id="item-status" name="status" defaultValue={item.status}>
            {LEAD_STATUSES.map((value) => (
              <option key={value} value={value}>
                {statusLabels[value]}
              </option>
            ))}
          </select>
        </div>
        <SelectField
          id="item-assignee"
          name="assigneeId"
          label="Assigned to"
          defaultValue={item.assigneeId ? String(item.assigneeId) : ""}
          placeholder="Nobody"
          options={staffOptions(staff)}
        />
        <button type="submit" className="btn btn-primary" disabled={pending}>
          Save changes
        </button>
        <ItemOutcome posted={posted} />
      </fetcher.Form>
    </section>
  );
}

const batchLabel = (batch: TrainingCard) =>
  `#${batch.id}: ${batch.batchStartDate}${batch.batchEndDate ? ` to ${batch.batchEndDate}` : ""}, ${batch.batchStartTime}–${batch.batchEndTime} IST, ${batch.ictStudyMode}${batch.status === "A" ? "" : " (inactive)"}`;

export function ConvertLead({
  item,
  batches,
  posted,
  pendingPayment = null,
}: {
  item: InboxDetail;
  batches: TrainingCard[];
  posted?: ItemAnswer;
  /** A UTR from this lead waiting to be confirmed: converting would enrol before the money is checked. */
  pendingPayment?: AdminPayment | null;
}) {
  const { fetcher, answer, pending } = useItemForm("convert");
  const toast = useToast();
  const shown = answer ?? posted;
  return (
    <section className={`card ${styles.panel}`} aria-labelledby="convert-heading">
      <h2 id="convert-heading">Convert to learner</h2>
      <p className={styles.muted}>
        Creates the learner account for {item.email} (or finds it), enrols it in the batch and e-mails a one-time link
        to set a password.
      </p>
      {pendingPayment ? (
        <p role="alert" className="message message-error">
          A payment from {pendingPayment.payerName} is waiting to be confirmed (
          {formatPaise(pendingPayment.amountPaise)}, UTR {pendingPayment.utr ?? "—"}). Confirming it on{" "}
          <a href="/admin/payments">Payments</a> enrols them with a tax invoice: convert only if they are not paying.
        </p>
      ) : null}
      <fetcher.Form
        method="post"
        onSubmit={(event) => {
          if (!new FormData(event.currentTarget).get("trainingId")) {
            event.preventDefault();
            toast.show(ITEM_TEXTS.chooseBatch, "error");
          }
        }}
      >
        <input type="hidden" name="intent" value="convert" />
        <div className="field">
          <label htmlFor="convert-batch">Batch</label>
          <select
            id="convert-batch"
            name="trainingId"
            defaultValue={item.trainingId ? String(item.trainingId) : ""}
            required
          >
            <option value="">Choose a batch</option>
            {batches.map((option) => (
              <option key={option.id} value={option.id}>
                {batchLabel(option)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-accent" disabled={pending}>
          Convert to learner
        </button>
        {answer ? (
          <p role="status" className={styles.status}>
            {answer.ok ? answer.detail : ""}
          </p>
        ) : (
          <ItemOutcome posted={shown} />
        )}
      </fetcher.Form>
    </section>
  );
}
