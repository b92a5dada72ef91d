// A batch's recordings: a title, an https link and when it was recorded (entered in IST) — add,
// edit, delete. Enrolled learners see them on their dashboard. Without scripts the form
// posts to the batch page's action (batch-rows-action.server.ts), which checks it with recordingChecked.
import { istInstant, istParts, type RecordingInput, recordingInputSchema } from "@skillbridge/core/admin/batches";
import type { Recording } from "@skillbridge/core/schemas";
import { useId, useState } from "react";
import { type ChildAnswer, type ChildAsked, childHidden } from "../../admin-ui/child-rows";
import { type Checked, SavingForm, useSavingForm } from "../../admin-ui/saving-form";
import { TextField } from "../../forms/field";
import { BatchRows } from "./batch-rows";
import styles from "./batches.module.css";
import { instantText } from "./format";

export type RecordingValues = { title: string; link: string; day: string; time: string };

/** The API's field names on the form's own. */
export const RECORDING_FIELD_NAMES = { recordingTitle: "title", recordingLink: "link", recordingDateTime: "day" };

/** The form's fields as posted without scripts (a missing one is empty). */
export const readRecordingValues = (form: Record<string, string | undefined>): RecordingValues => ({
  title: form.title ?? "",
  link: form.link ?? "",
  day: form.day ?? "",
  time: form.time ?? "",
});

const refusal = (field: string, message: string): Checked<RecordingInput> => ({
  success: false,
  error: { issues: [{ path: [field], message }] },
});

/** The form's values checked: a day and a time first, then the API's schema. */
export function recordingChecked(values: RecordingValues): Checked<RecordingInput> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.day)) return refusal("day", "Enter the day it was recorded");
  if (!/^\d{2}:\d{2}$/.test(values.time)) return refusal("time", "Enter the time it was recorded, e.g. 18:00");
  return recordingInputSchema.safeParse({
    recordingTitle: values.title,
    recordingLink: values.link,
    recordingDateTime: istInstant(values.day, values.time),
  });
}

function RecordingForm({
  item,
  onDone,
  posted,
}: {
  item: Recording | null;
  /** Runs once the page's action saved the form. */
  onDone: () => void;
  posted?: ChildAnswer;
}) {
  const id = useId();
  const at = item ? istParts(item.recordingDateTime) : null;
  const [values, setValues] = useState<RecordingValues>(() =>
    posted?.values
      ? readRecordingValues(posted.values)
      : {
          title: item?.recordingTitle ?? "",
          link: item?.recordingLink ?? "",
          day: at?.date ?? "",
          time: at?.time ?? "",
        },
  );
  const form = useSavingForm<RecordingInput>(onDone, RECORDING_FIELD_NAMES, posted?.errors);
  const { errors } = form;
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));
  return (
    <SavingForm
      state={form}
      onSubmit={() => form.submit(recordingChecked(values))}
      submitLabel={item ? "Save changes" : "Add recording"}
      hidden={childHidden("recordings", item)}
    >
      <TextField
        id={`${id}-title`}
        name="title"
        label="Title"
        required
        value={values.title}
        error={errors.title}
        onChange={set("title")}
      />
      <TextField
        id={`${id}-link`}
        name="link"
        label="Link"
        type="url"
        required
        hint="The address of the recording, starting with https://"
        value={values.link}
        error={errors.link}
        onChange={set("link")}
      />
      <div className={styles.formGrid}>
        <TextField
          id={`${id}-day`}
          name="day"
          label="Recorded on"
          type="date"
          required
          value={values.day}
          error={errors.day}
          onChange={set("day")}
        />
        <TextField
          id={`${id}-time`}
          name="time"
          label="At (IST)"
          type="time"
          required
          value={values.time}
          error={errors.time}
          onChange={set("time")}
        />
      </div>
    </SavingForm>
  );
}

export function RecordingRows({
  recordings,
  asked,
  posted,
}: {
  recordings: Recording[];
  asked?: ChildAsked | null;
  posted?: ChildAnswer;
}) {
  return (
    <BatchRows
      collection="recordings"
      one="recording"
      heading="Recordings"
      items={recordings}
      empty="No recordings yet."
      caption="Recordings of this batch"
      columns={["Title", "Recorded"]}
      cells={(row) => (
        <>
          <td>
            <a href={row.recordingLink} target="_blank" rel="noopener noreferrer">
              {row.recordingTitle}
            </a>
          </td>
          <td>{instantText(row.recordingDateTime)}</td>
        </>
      )}
      describe={(row) => `“${row.recordingTitle}”`}
      asked={asked}
      posted={posted}
      form={(item, saved, answer) => <RecordingForm item={item} onDone={saved} posted={answer} />}
    />
  );
}
