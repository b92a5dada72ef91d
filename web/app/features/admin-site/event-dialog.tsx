// Add or edit an event in an accessible dialog: title, description, start (entered in IST),
// duration, picture (uploaded), related course and status. Checked with the API's schema first.
// Without scripts the triggers ask for /admin/events?add and ?edit={id}, where the same
// form is on the page and posts to the route's action (event-action.server.ts), which builds the
// same body; the picture is then given by its address.
import { type AdminEvent, eventInputSchema } from "@skillbridge/core/admin/event";
import { instantToIstLocal } from "@skillbridge/core/admin/site";
import adminStyles from "../../admin-ui/admin.module.css";
import { DialogForm, FormDialog, useDialogSubmit, useFormValues } from "../../admin-ui/form-dialog";
import type { FieldErrors } from "../../admin-ui/form-errors";
import { SelectField, StatusSelect } from "../../admin-ui/select-field";
import { UploadField, uploadFieldName } from "../../admin-ui/upload-field";
import { TextAreaField, TextField } from "../../forms/field";

export type CourseOption = { id: number; name: string };

/** The hidden `intent` of the event forms: a new event, the one of the hidden `id`, its status. */
export const EVENT_INTENTS = {
  add: "event-add",
  edit: "event-edit",
  // Activate and Deactivate (asked first) posted from the table without scripts.
  status: "event-status",
} as const;

export type EventFormValues = {
  title: string;
  description: string;
  startsAt: string;
  durationMinutes: string;
  pic: string;
  courseId: string;
  status: string;
};

/** The form's values as the API's body: the duration and the course as numbers. */
export function eventBody(values: EventFormValues) {
  return {
    ...values,
    durationMinutes: values.durationMinutes.trim() === "" ? Number.NaN : Number(values.durationMinutes),
    courseId: values.courseId ? Number(values.courseId) : null,
  };
}

/** A post the route's action refused: which form, the messages per field and what was typed. */
export type EventFormAnswer = {
  intent: (typeof EVENT_INTENTS)["add" | "edit"];
  id?: number;
  errors: FieldErrors;
  values?: EventFormValues;
};

/** A row action the route's action could not do: one line for the page. */
export type EventRowAnswer = { intent: (typeof EVENT_INTENTS)["status"]; error: string };

/** What asks /admin/events for an event form on the page itself (no scripts needed). */
export const eventFormField = (event: AdminEvent | null) =>
  event ? { name: "edit", value: String(event.id) } : { name: "add", value: "" };

export const eventFormTitle = (event: AdminEvent | null) => (event ? `Edit “${event.title}”` : "Add an event");
type Props = { open: boolean; onClose: () => void; event: AdminEvent | null; courses: CourseOption[] };

export function EventDialog({ open, onClose, event, courses }: Props) {
  return (
    <FormDialog open={open} onClose={onClose} title={eventFormTitle(event)} size="lg">
      <EventForm event={event} courses={courses} onDone={onClose} />
    </FormDialog>
  );
}

export function EventForm({
  event,
  courses,
  onDone,
  posted,
}: {
  event: AdminEvent | null;
  courses: CourseOption[];
  onDone: () => void;
  /** The route action's answer to a post made without scripts. */
  posted?: EventFormAnswer;
}) {
  const form = useDialogSubmit(onDone, posted?.errors);
  const { errors } = form;
  const [values, set] = useFormValues<EventFormValues>(
    posted?.values ?? {
      title: event?.title ?? "",
      description: event?.description ?? "",
      startsAt: event ? instantToIstLocal(event.startsAt) : "",
      durationMinutes: event ? String(event.durationMinutes) : "60",
      pic: event?.pic ?? "",
      courseId: event?.courseId ? String(event.courseId) : "",
      status: event?.status ?? "A",
    },
  );

  const submit = () => form.check(eventInputSchema, eventBody(values));

  return (
    <DialogForm state={form} onSubmit={submit} onCancel={onDone} submitLabel={event ? "Save event" : "Add event"}>
      <input type="hidden" name="intent" value={event ? EVENT_INTENTS.edit : EVENT_INTENTS.add} />
      {event ? <input type="hidden" name="id" value={event.id} /> : null}
      <TextField
        label="Title"
        name="title"
        required
        maxLength={200}
        value={values.title}
        error={errors.title}
        onChange={(e) => set("title")(e.currentTarget.value)}
      />
      <TextAreaField
        label="Description"
        name="description"
        rows={4}
        maxLength={4000}
        value={values.description}
        error={errors.description}
        onChange={(e) => set("description")(e.currentTarget.value)}
      />
      <div className={adminStyles.grid}>
        <TextField
          label="Starts at (IST)"
          name="startsAt"
          type="datetime-local"
          required
          value={values.startsAt}
          error={errors.startsAt}
          hint="India Standard Time"
          onChange={(e) => set("startsAt")(e.currentTarget.value)}
        />
        <TextField
          label="Duration (minutes)"
          name="durationMinutes"
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
          name="courseId"
          value={values.courseId}
          error={errors.courseId}
          options={[{ value: "", label: "No course" }, ...courses.map((c) => ({ value: String(c.id), label: c.name }))]}
          onChange={(e) => set("courseId")(e.currentTarget.value)}
        />
        <StatusSelect name="status" value={values.status} error={errors.status} onChange={set("status")} />
      </div>
      <UploadField
        label="Picture"
        kind="image"
        field="pic"
        error={errors[uploadFieldName("pic")]}
        value={values.pic}
        onChange={set("pic")}
      />
      <TextField
        label="Picture path or address"
        name="pic"
        maxLength={500}
        hint="Filled in by the upload; or a site path such as /images/events/meetup.svg, or an https:// address."
        value={values.pic}
        error={errors.pic}
        onChange={(e) => set("pic")(e.currentTarget.value)}
      />
    </DialogForm>
  );
}
