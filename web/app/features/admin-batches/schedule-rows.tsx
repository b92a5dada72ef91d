// A batch's schedule rows (its sessions): a day with start and end times in IST and the hours it
// counts — add, edit, delete.
import { istInstant, istParts, type ScheduleInput, scheduleInputSchema } from "@skillbridge/core/admin/batches";
import type { Schedule } from "@skillbridge/core/schemas";
import { useId, useState } from "react";
import type { FieldErrors } from "../../admin-ui/form-errors";
import { SavingForm, useSavingForm } from "../../admin-ui/saving-form";
import { TextField } from "../../forms/field";
import { BatchRows } from "./batch-rows";
import styles from "./batches.module.css";
import { dayText, timeText } from "./format";

function hoursBetween(start: string, end: string): string {
  const [sh = 0, sm = 0] = start.split(":").map(Number);
  const [eh = 0, em = 0] = end.split(":").map(Number);
  const minutes = eh * 60 + em - (sh * 60 + sm);
  return minutes > 0 ? String(Math.round((minutes / 60) * 100) / 100) : "";
}

function ScheduleForm({
  item,
  onSubmit,
}: {
  item: Schedule | null;
  onSubmit: (body: ScheduleInput) => Promise<FieldErrors | null>;
}) {
  const id = useId();
  const start = item ? istParts(item.scheduleStart) : null;
  const end = item ? istParts(item.scheduleEnd) : null;
  const [values, setValues] = useState({
    day: start?.date ?? "",
    from: start?.time ?? "10:00",
    to: end?.time ?? "13:00",
    hours: item ? String(item.totalHours) : "3",
  });
  const form = useSavingForm(onSubmit, { scheduleStart: "from", scheduleEnd: "to", totalHours: "hours" });
  const { errors, setErrors } = form;
  const set = (name: keyof typeof values, value: string) =>
    setValues((current) => {
      const next = { ...current, [name]: value };
      // The hours follow the times until they are typed in by hand.
      if ((name === "from" || name === "to") && current.hours === hoursBetween(current.from, current.to)) {
        next.hours = hoursBetween(next.from, next.to);
      }
      return next;
    });
  return (
    <SavingForm
      state={form}
      onSubmit={() => {
        if (!/^\d{4}-\d{2}-\d{2}$/.test(values.day)) return setErrors({ day: "Enter the day of the session" });
        if (!/^\d{2}:\d{2}$/.test(values.from)) return setErrors({ from: "Enter the start time, e.g. 10:00" });
        if (!/^\d{2}:\d{2}$/.test(values.to)) return setErrors({ to: "Enter the end time, e.g. 13:00" });
        const checked = scheduleInputSchema.safeParse({
          scheduleStart: istInstant(values.day, values.from),
          scheduleEnd: istInstant(values.day, values.to),
          totalHours: values.hours.trim() === "" ? undefined : Number(values.hours),
        });
        form.submit(checked);
      }}
      submitLabel={item ? "Save changes" : "Add session"}
    >
      <div className={styles.formGrid}>
        <TextField
          id={`${id}-day`}
          label="Day"
          type="date"
          required
          value={values.day}
          error={errors.day}
          onChange={(e) => set("day", e.target.value)}
        />
        <TextField
          id={`${id}-from`}
          label="Starts (IST)"
          type="time"
          required
          value={values.from}
          error={errors.from}
          onChange={(e) => set("from", e.target.value)}
        />
        <TextField
          id={`${id}-to`}
          label="Ends (IST)"
          type="time"
          required
          value={values.to}
          error={errors.to}
          onChange={(e) => set("to", e.target.value)}
        />
        <TextField
          id={`${id}-hours`}
          label="Hours counted"
          type="number"
          step="0.25"
          min="0"
          required
          value={values.hours}
          error={errors.hours}
          onChange={(e) => set("hours", e.target.value)}
        />
      </div>
    </SavingForm>
  );
}

export function ScheduleRows({ batchId, schedules }: { batchId: number; schedules: Schedule[] }) {
  return (
    <BatchRows
      batchId={batchId}
      collection="schedules"
      one="session"
      heading="Schedule"
      items={schedules}
      empty="No sessions scheduled yet: enrolled learners see an empty schedule."
      caption="Sessions of this batch"
      columns={["Day", "Time (IST)", "Hours"]}
      cells={(row) => (
        <>
          <td>{dayText(istParts(row.scheduleStart).date)}</td>
          <td>
            {timeText(row.scheduleStart)}–{timeText(row.scheduleEnd)}
          </td>
          <td>{row.totalHours}</td>
        </>
      )}
      describe={(row) => `The session of ${dayText(istParts(row.scheduleStart).date)}`}
      form={(item, save) => <ScheduleForm item={item} onSubmit={save} />}
    />
  );
}
