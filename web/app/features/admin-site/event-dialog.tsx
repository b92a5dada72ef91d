// Add or edit an event in an accessible dialog: title, description, start (entered in IST),
// duration, picture (uploaded), related course and status. Checked with the API's schema first.
import { eventAdminEndpoints } from "@skillbridge/core";
import { type AdminEvent, eventInputSchema, instantToIstLocal } from "@skillbridge/core/admin/site";
import adminStyles from "../../admin-ui/admin.module.css";
import { DialogForm, FormDialog, useDialogSubmit, useFormValues } from "../../admin-ui/form-dialog";
import { SelectField, StatusSelect } from "../../admin-ui/select-field";
import { UploadField } from "../../admin-ui/upload-field";
import { useApi } from "../../api";
import { TextAreaField, TextField } from "../../forms/field";

export type CourseOption = { id: number; name: string };
type Props = { open: boolean; onClose: () => void; event: AdminEvent | null; courses: CourseOption[] };

export function EventDialog({ open, onClose, event, courses }: Props) {
  return (
    <FormDialog open={open} onClose={onClose} title={event ? `Edit “${event.title}”` : "Add an event"} size="lg">
      <EventForm event={event} courses={courses} onDone={onClose} />
    </FormDialog>
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
  const form = useDialogSubmit(onDone);
  const { errors } = form;
  const [values, set] = useFormValues({
    title: event?.title ?? "",
    description: event?.description ?? "",
    startsAt: event ? instantToIstLocal(event.startsAt) : "",
    durationMinutes: event ? String(event.durationMinutes) : "60",
    pic: event?.pic ?? "",
    courseId: event?.courseId ? String(event.courseId) : "",
    status: event?.status ?? "A",
  });

  const submit = () =>
    form.submit(
      eventInputSchema,
      {
        ...values,
        durationMinutes: values.durationMinutes.trim() === "" ? Number.NaN : Number(values.durationMinutes),
        courseId: values.courseId ? Number(values.courseId) : null,
      },
      (data) =>
        event
          ? api.call(eventAdminEndpoints.update, { params: { id: event.id }, body: data })
          : api.call(eventAdminEndpoints.create, { body: data }),
      { failure: "The event could not be saved.", success: () => (event ? "Event saved" : "Event added") },
    );

  return (
    <DialogForm state={form} onSubmit={submit} onCancel={onDone} submitLabel={event ? "Save event" : "Add event"}>
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
      <div className={adminStyles.grid}>
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
        <StatusSelect value={values.status} error={errors.status} onChange={set("status")} />
      </div>
      <UploadField label="Picture" kind="image" value={values.pic} onChange={set("pic")} />
      {errors.pic ? <p className="field-error">{errors.pic}</p> : null}
    </DialogForm>
  );
}
