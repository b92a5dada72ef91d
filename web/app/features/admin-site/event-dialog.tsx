// Add or edit an event in an accessible dialog: title, description, start (entered in IST),
// duration, picture (uploaded), related course and status. Checked with the API's schema first.
import { type AdminEvent, eventInputSchema, instantToIstLocal } from "@skillbridge/core/admin/site";
import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { useApi } from "../../api";
import { fieldErrors } from "../../forms/errors";
import { TextAreaField, TextField } from "../../forms/field";
import { Dialog } from "../../ui/dialog";
import { useToast } from "../../ui/toast";
import { UploadField } from "../admin/upload-field";
import { apiFieldErrors, type FieldErrors, SelectField, statusOptions } from "./form-parts";
import styles from "./site.module.css";

export type CourseOption = { id: number; name: string };
type Props = { open: boolean; onClose: () => void; event: AdminEvent | null; courses: CourseOption[] };

export function EventDialog({ open, onClose, event, courses }: Props) {
  return (
    <Dialog open={open} onClose={onClose} title={event ? `Edit “${event.title}”` : "Add an event"} size="lg">
      {open ? <EventForm event={event} courses={courses} onDone={onClose} /> : null}
    </Dialog>
  );
}

function EventForm({
  event,
  courses,
  onDone,
}: {
  event: AdminEvent | null;
  courses: CourseOption[];
  onDone: () => void;
}) {
  const api = useApi();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [values, setValues] = useState({
    title: event?.title ?? "",
    description: event?.description ?? "",
    startsAt: event ? instantToIstLocal(event.startsAt) : "",
    durationMinutes: event ? String(event.durationMinutes) : "60",
    pic: event?.pic ?? "",
    courseId: event?.courseId ? String(event.courseId) : "",
    status: event?.status ?? "A",
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const set = (name: keyof typeof values) => (value: string) => setValues((old) => ({ ...old, [name]: value }));

  async function submit(submitEvent: FormEvent) {
    submitEvent.preventDefault();
    const body = {
      ...values,
      durationMinutes: values.durationMinutes.trim() === "" ? Number.NaN : Number(values.durationMinutes),
      courseId: values.courseId ? Number(values.courseId) : null,
    };
    const checked = eventInputSchema.safeParse(body);
    if (!checked.success) return setErrors(fieldErrors(checked.error));
    setErrors({});
    setPending(true);
    const result = event
      ? await api.patch<AdminEvent>(`/admin/events/${event.id}`, checked.data)
      : await api.post<AdminEvent>("/admin/events", checked.data);
    setPending(false);
    if (!result.ok) return setErrors(apiFieldErrors(result.error, "The event could not be saved."));
    toast.show(event ? "Event saved" : "Event added", "success");
    onDone();
    await revalidator.revalidate();
  }

  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      {errors.form ? (
        <p role="alert" className="message message-error">
          {errors.form}
        </p>
      ) : null}
      <TextField
        label="Title"
        required
        maxLength={200}
        value={values.title}
        error={errors.title}
        onChange={(e) => set("title")(e.currentTarget.value)}
      />
      <TextAreaField
        label="Description"
        rows={4}
        maxLength={4000}
        value={values.description}
        error={errors.description}
        onChange={(e) => set("description")(e.currentTarget.value)}
      />
      <div className={styles.grid}>
        <TextField
          label="Starts at (IST)"
          type="datetime-local"
          required
          value={values.startsAt}
          error={errors.startsAt}
          hint="India Standard Time"
          onChange={(e) => set("startsAt")(e.currentTarget.value)}
        />
        <TextField
          label="Duration (minutes)"
          type="number"
          inputMode="numeric"
          min={1}
          required
          value={values.durationMinutes}
          error={errors.durationMinutes}
          onChange={(e) => set("durationMinutes")(e.currentTarget.value)}
        />
        <SelectField
          label="Related course"
          value={values.courseId}
          error={errors.courseId}
          options={[{ value: "", label: "No course" }, ...courses.map((c) => ({ value: String(c.id), label: c.name }))]}
          onChange={(e) => set("courseId")(e.currentTarget.value)}
        />
        <SelectField
          label="Status"
          value={values.status}
          error={errors.status}
          options={statusOptions}
          onChange={(e) => set("status")(e.currentTarget.value)}
        />
      </div>
      <UploadField label="Picture" kind="image" value={values.pic} onChange={set("pic")} />
      {errors.pic ? <p className="field-error">{errors.pic}</p> : null}
      <div className={styles.row}>
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending ? "Saving…" : event ? "Save event" : "Add event"}
        </button>
        <button type="button" className="btn" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
