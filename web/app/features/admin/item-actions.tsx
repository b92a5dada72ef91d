// What staff do with one item: move it along the pipeline, assign it, and — for a lead —
// convert it into a learner enrolled in a batch (a set-password mail goes out).

import type { InboxDetail, LeadConvertResult, PipelineStatus, StaffMember } from "@skillbridge/core/back-office";
import { LEAD_STATUSES } from "@skillbridge/core/constants";
import type { TrainingCard } from "@skillbridge/core/schemas";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { useApi } from "../../api";
import { useToast } from "../../ui/toast";
import styles from "./admin.module.css";
import { errorText } from "./form-errors";
import { statusLabels } from "./labels";
import { SelectField, staffOptions } from "./select-field";

export function FollowUp({ item, staff }: { item: InboxDetail; staff: StaffMember[] }) {
  const api = useApi();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [status, setStatus] = useState<PipelineStatus>(item.status);
  const [assignee, setAssignee] = useState(item.assigneeId ? String(item.assigneeId) : "");
  const [pending, setPending] = useState(false);
  return (
    <section className={`card ${styles.panel}`} aria-labelledby="follow-up-heading">
      <h2 id="follow-up-heading">Follow-up</h2>
      <form
        onSubmit={async (event) => {
          event.preventDefault();
          setPending(true);
          const result = await api.patch(`/admin/inbox/${item.type}/${item.id}`, {
            status,
            assigneeId: assignee ? Number(assignee) : null,
          });
          setPending(false);
          if (!result.ok) return toast.show(errorText(result.error, "The change could not be saved."), "error");
          toast.show("Saved", "success");
          await revalidator.revalidate();
        }}
      >
        <div className="field">
          <label htmlFor="item-status">Status</label>
          <select id="item-status" value={status} onChange={(event) => setStatus(event.target.value as PipelineStatus)}>
            {LEAD_STATUSES.map((value) => (
              <option key={value} value={value}>
                {statusLabels[value]}
              </option>
            ))}
          </select>
        </div>
        <SelectField
          id="item-assignee"
          label="Assigned to"
          value={assignee}
          placeholder="Nobody"
          options={staffOptions(staff)}
          onChange={(event) => setAssignee(event.target.value)}
        />
        <button type="submit" className="btn btn-primary" disabled={pending}>
          Save changes
        </button>
      </form>
    </section>
  );
}

const batchLabel = (batch: TrainingCard) =>
  `#${batch.id}: ${batch.batchStartDate}${batch.batchEndDate ? ` to ${batch.batchEndDate}` : ""}, ${batch.batchStartTime}–${batch.batchEndTime} IST, ${batch.ictStudyMode}${batch.status === "A" ? "" : " (inactive)"}`;

export function ConvertLead({ item, batches }: { item: InboxDetail; batches: TrainingCard[] }) {
  const api = useApi();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [batch, setBatch] = useState(item.trainingId ? String(item.trainingId) : "");
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<LeadConvertResult | null>(null);
  return (
    <section className={`card ${styles.panel}`} aria-labelledby="convert-heading">
      <h2 id="convert-heading">Convert to learner</h2>
      <p className={styles.muted}>
        Creates the learner account for {item.email} (or finds it), enrols it in the batch and e-mails a one-time link
        to set a password.
      </p>
      <form
        onSubmit={async (event) => {
          event.preventDefault();
          if (!batch) return toast.show("Choose the batch to enrol in", "error");
          setPending(true);
          const result = await api.post<LeadConvertResult>(`/admin/leads/${item.id}/convert`, {
            trainingId: Number(batch),
          });
          setPending(false);
          if (!result.ok) return toast.show(errorText(result.error, "The lead could not be converted."), "error");
          setDone(result.data);
          toast.show(
            result.data.mail === "set-password"
              ? "Learner enrolled; the set-password e-mail is on its way"
              : "Learner enrolled; an enrolment e-mail is on its way",
            "success",
          );
          await revalidator.revalidate();
        }}
      >
        <div className="field">
          <label htmlFor="convert-batch">Batch</label>
          <select id="convert-batch" value={batch} onChange={(event) => setBatch(event.target.value)} required>
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
        <p role="status" className={styles.status}>
          {done
            ? `Learner #${done.learnerId} ${done.learnerCreated ? "created" : "found"} and enrolled in batch #${done.trainingId}.`
            : ""}
        </p>
      </form>
    </section>
  );
}
