// Create or edit a batch: IST dates and times, study mode, location, hours, active/inactive —
// checked with the API's schema before it is sent.
import { type AdminBatch, type BatchInput, batchInputSchema, STUDY_MODES } from "@skillbridge/core/admin/batches";
import { useId, useState } from "react";
import type { FieldErrors } from "../../admin-ui/form-errors";
import { SavingForm, useSavingForm } from "../../admin-ui/saving-form";
import { SelectField } from "../../admin-ui/select-field";
import { TextField } from "../../forms/field";
import styles from "./batches.module.css";

type Values = Record<keyof Required<BatchInput>, string>;

const valuesOf = (batch: AdminBatch | null): Values => ({
  batchStartDate: batch?.batchStartDate ?? "",
  batchEndDate: batch?.batchEndDate ?? "",
  batchStartTime: batch?.batchStartTime ?? "10:00",
  batchEndTime: batch?.batchEndTime ?? "13:00",
  ictStudyMode: batch?.ictStudyMode ?? "Online",
  ictLocation: batch?.ictLocation ?? "",
  ictHours: batch ? String(batch.ictHours) : "",
  status: batch?.status ?? "A",
});

export function BatchForm({
  batch,
  submitLabel,
  onSubmit,
}: {
  batch: AdminBatch | null;
  submitLabel: string;
  onSubmit: (body: BatchInput) => Promise<FieldErrors | null>;
}) {
  const id = useId();
  const [values, setValues] = useState<Values>(() => valuesOf(batch));
  const form = useSavingForm(onSubmit);
  const { errors } = form;
  const set = (name: keyof Values) => (value: string) => setValues((current) => ({ ...current, [name]: value }));
  const text = (name: keyof Values, label: string, type: string, hint?: string) => (
    <TextField
      id={`${id}-${name}`}
      label={label}
      type={type}
      required
      hint={hint}
      value={values[name]}
      error={errors[name]}
      onChange={(event) => set(name)(event.target.value)}
    />
  );
  // A mode that is not in the list (older data) stays selectable until it is changed.
  const modes: readonly string[] = STUDY_MODES.includes(values.ictStudyMode as (typeof STUDY_MODES)[number])
    ? STUDY_MODES
    : [values.ictStudyMode, ...STUDY_MODES];

  return (
    <SavingForm
      state={form}
      onSubmit={() => {
        const hours = values.ictHours.trim();
        const checked = batchInputSchema.safeParse({ ...values, ictHours: hours === "" ? undefined : Number(hours) });
        form.submit(checked);
      }}
      submitLabel={submitLabel}
    >
      <div className={styles.formGrid}>
        {text("batchStartDate", "Start date", "date")}
        {text("batchEndDate", "End date", "date")}
        {text("batchStartTime", "Start time (IST)", "time", "24-hour, India Standard Time")}
        {text("batchEndTime", "End time (IST)", "time", "24-hour, India Standard Time")}
        <SelectField
          id={`${id}-mode`}
          label="Study mode"
          value={values.ictStudyMode}
          error={errors.ictStudyMode}
          options={modes.map((mode) => ({ value: mode, label: mode }))}
          onChange={(event) => set("ictStudyMode")(event.target.value)}
        />
        {text("ictLocation", "Location", "text", "A city and venue, or the online platform")}
        {text("ictHours", "Hours", "number")}
        <SelectField
          id={`${id}-status`}
          label="Status"
          value={values.status}
          error={errors.status}
          options={[
            { value: "A", label: "Active (shown on the website)" },
            { value: "I", label: "Inactive (hidden)" },
          ]}
          onChange={(event) => set("status")(event.target.value)}
        />
      </div>
    </SavingForm>
  );
}
