// A batch's recordings: a title, an https link and when it was recorded (entered in IST) — add,
// edit, delete. Enrolled learners see them on their dashboard.
import { istInstant, istParts, type RecordingInput, recordingInputSchema } from "@skillbridge/core/admin/batches";
import type { Recording } from "@skillbridge/core/schemas";
import { useId, useState } from "react";
import type { FieldErrors } from "../../admin-ui/form-errors";
import { SavingForm, useSavingForm } from "../../admin-ui/saving-form";
import { TextField } from "../../forms/field";
import { BatchRows } from "./batch-rows";
import styles from "./batches.module.css";
import { instantText } from "./format";

function RecordingForm({
  item,
  onSubmit,
}: {
  item: Recording | null;
  onSubmit: (body: RecordingInput) => Promise<FieldErrors | null>;
}) {
  const id = useId();
  const at = item ? istParts(item.recordingDateTime) : null;
  const [values, setValues] = useState({
    title: item?.recordingTitle ?? "",
    link: item?.recordingLink ?? "",
    day: at?.date ?? "",
    time: at?.time ?? "",
  });
  const form = useSavingForm(onSubmit, { recordingTitle: "title", recordingLink: "link", recordingDateTime: "day" });
  const { errors, setErrors } = form;
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));
  return (
    <SavingForm
      state={form}
      onSubmit={() => {
        if (!/^\d{4}-\d{2}-\d{2}$/.test(values.day)) return setErrors({ day: "Enter the day it was recorded" });
        if (!/^\d{2}:\d{2}$/.test(values.time))
          return setErrors({ time: "Enter the time it was recorded, e.g. 18:00" });
        const checked = recordingInputSchema.safeParse({
          recordingTitle: values.title,
          recordingLink: values.link,
          recordingDateTime: istInstant(values.day, values.time),
        });
        form.submit(checked);
      }}
      submitLabel={item ? "Save changes" : "Add recording"}
    >
      <TextField
        id={`${id}-title`}
        label="Title"
        required
        value={values.title}
        error={errors.title}
        onChange={set("title")}
      />
      <TextField
        id={`${id}-link`}
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
          label="Recorded on"
          type="date"
          required
          value={values.day}
          error={errors.day}
          onChange={set("day")}
        />
        <TextField
          id={`${id}-time`}
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

export function RecordingRows({ batchId, recordings }: { batchId: number; recordings: Recording[] }) {
  return (
    <BatchRows
      batchId={batchId}
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
      form={(item, save) => <RecordingForm item={item} onSubmit={save} />}
    />
  );
}
