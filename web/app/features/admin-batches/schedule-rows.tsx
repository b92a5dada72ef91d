// A batch's schedule rows (its sessions): a day with start and end times in IST and the hours it
// counts — add, edit, delete. Without scripts the form posts to the batch page's action
// (batch-rows-action.server.ts), which checks it with the same scheduleChecked.
import { istInstant, istParts, type ScheduleInput, scheduleInputSchema } from "@skillbridge/core/admin/batches";
import type { Schedule } from "@skillbridge/core/schemas";
import { useId, useState } from "react";
import { type ChildAnswer, type ChildAsked, childHidden } from "../../admin-ui/child-rows";
import { type Checked, SavingForm, useSavingForm } from "../../admin-ui/saving-form";
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

export type ScheduleValues = { day: string; from: string; to: string; hours: string };

/** The API's field names on the form's own. */
export const SCHEDULE_FIELD_NAMES = { scheduleStart: "from", scheduleEnd: "to", totalHours: "hours" };

/** The form's fields as posted without scripts (a missing one is empty). */
export const readScheduleValues = (form: Record<string, string | undefined>): ScheduleValues => ({
  day: form.day ?? "",
  from: form.from ?? "",
  to: form.to ?? "",
  hours: form.hours ?? "",
});

const refusal = (field: string, message: string): Checked<ScheduleInput> => ({
  success: false,
  error: { issues: [{ path: [field], message }] },
});

/** The form's values checked: a day and two times first, then the API's schema. */
export function scheduleChecked(values: ScheduleValues): Checked<ScheduleInput> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.day)) return refusal("day", "Enter the day of the session");
  if (!/^\d{2}:\d{2}$/.test(values.from)) return refusal("from", "Enter the start time, e.g. 10:00");
  if (!/^\d{2}:\d{2}$/.test(values.to)) return refusal("to", "Enter the end time, e.g. 13:00");
  return scheduleInputSchema.safeParse({
    scheduleStart: istInstant(values.day, values.from),
    scheduleEnd: istInstant(values.day, values.to),
    totalHours: values.hours.trim() === "" ? undefined : Number(values.hours),
  });
}

function ScheduleForm({
  item,
  onDone,
  posted,
}: {
  item: Schedule | null;
  /** Runs once the page's action saved the form. */
  onDone: () => void;
  posted?: ChildAnswer;
}) {
  const id = useId();
  const start = item ? istParts(item.scheduleStart) : null;
  const end = item ? istParts(item.scheduleEnd) : null;
  const [values, setValues] = useState<ScheduleValues>(() =>
    posted?.values
      ? readScheduleValues(posted.values)
      : {
          day: start?.date ?? "",
          from: start?.time ?? "10:00",
          to: end?.time ?? "13:00",
          hours: item ? String(item.totalHours) : "3",
        },
  );
  const form = useSavingForm<ScheduleInput>(onDone, SCHEDULE_FIELD_NAMES, posted?.errors);
  const { errors } = form;
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
      onSubmit={() => form.submit(scheduleChecked(values))}
      submitLabel={item ? "Save changes" : "Add session"}
      hidden={childHidden("schedules", item)}
    >
      <div className={styles.formGrid}>
        <TextField
          id={`${id}-day`}
          name="day"
          label="Day"
          type="date"
          required
          value={values.day}
          error={errors.day}
          onChange={(e) => set("day", e.target.value)}
        />
        <TextField
          id={`${id}-from`}
          name="from"
          label="Starts (IST)"
          type="time"
          required
          value={values.from}
          error={errors.from}
          onChange={(e) => set("from", e.target.value)}
        />
        <TextField
          id={`${id}-to`}
          name="to"
          label="Ends (IST)"
          type="time"
          required
          value={values.to}
          error={errors.to}
          onChange={(e) => set("to", e.target.value)}
        />
        <TextField
          id={`${id}-hours`}
          name="hours"
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

export function ScheduleRows({
  schedules,
  asked,
  posted,
}: {
  schedules: Schedule[];
  asked?: ChildAsked | null;
  posted?: ChildAnswer;
}) {
  return (
    <BatchRows
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
      asked={asked}
      posted={posted}
      form={(item, saved, answer) => <ScheduleForm item={item} onDone={saved} posted={answer} />}
    />
  );
}
