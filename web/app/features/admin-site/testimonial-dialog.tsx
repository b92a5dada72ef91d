// Add or edit a testimonial in an accessible dialog: learner name, picture (uploaded), message and
// status. Checked with the API's schema first. Without scripts the triggers ask for
// /admin/testimonials?add and ?edit={id}, where the same form is on the page and posts to the
// route's action (testimonial-action.server.ts); the picture is then given by its address.
import { type AdminTestimonial, testimonialInputSchema } from "@skillbridge/core/admin/testimonial";
import { DialogForm, FormDialog, useDialogSubmit, useFormValues } from "../../admin-ui/form-dialog";
import type { FieldErrors } from "../../admin-ui/form-errors";
import { StatusSelect } from "../../admin-ui/select-field";
import { UploadField, uploadFieldName } from "../../admin-ui/upload-field";
import { TextAreaField, TextField } from "../../forms/field";

/** The hidden `intent` of the testimonial forms: a new one, the one of the hidden `id`, its status. */
export const TESTIMONIAL_INTENTS = {
  add: "testimonial-add",
  edit: "testimonial-edit",
  // Restore and Withdraw (asked first) posted from the table without scripts.
  status: "testimonial-status",
} as const;

export type TestimonialFormValues = { learnerName: string; learnerImg: string; message: string; status: string };

/** The form's values as the API's body. */
export const testimonialBody = (values: TestimonialFormValues) => ({ ...values });

/** A post the route's action refused: which form, the messages per field and what was typed. */
export type TestimonialFormAnswer = {
  intent: (typeof TESTIMONIAL_INTENTS)["add" | "edit"];
  id?: number;
  errors: FieldErrors;
  values?: TestimonialFormValues;
};

/** A row action the route's action could not do: one line for the page. */
export type TestimonialRowAnswer = { intent: (typeof TESTIMONIAL_INTENTS)["status"]; error: string };

/** What asks /admin/testimonials for a testimonial form on the page itself (no scripts needed). */
export const testimonialFormField = (testimonial: AdminTestimonial | null) =>
  testimonial ? { name: "edit", value: String(testimonial.id) } : { name: "add", value: "" };

export const testimonialFormTitle = (testimonial: AdminTestimonial | null) =>
  testimonial ? `Edit the testimonial of ${testimonial.learnerName}` : "Add a testimonial";

type Props = { open: boolean; onClose: () => void; testimonial: AdminTestimonial | null };

export function TestimonialDialog({ open, onClose, testimonial }: Props) {
  return (
    <FormDialog open={open} onClose={onClose} title={testimonialFormTitle(testimonial)} size="lg">
      <TestimonialForm testimonial={testimonial} onDone={onClose} />
    </FormDialog>
  );
}

export function TestimonialForm({
  testimonial,
  onDone,
  posted,
}: {
  testimonial: AdminTestimonial | null;
  onDone: () => void;
  /** The route action's answer to a post made without scripts. */
  posted?: TestimonialFormAnswer;
}) {
  const form = useDialogSubmit(onDone, posted?.errors);
  const { errors } = form;
  const [values, set] = useFormValues<TestimonialFormValues>(
    posted?.values ?? {
      learnerName: testimonial?.learnerName ?? "",
      learnerImg: testimonial?.learnerImg ?? "",
      message: testimonial?.message ?? "",
      status: testimonial?.status ?? "A",
    },
  );

  const submit = () => form.check(testimonialInputSchema, testimonialBody(values));

  return (
    <DialogForm
      state={form}
      onSubmit={submit}
      onCancel={onDone}
      submitLabel={testimonial ? "Save testimonial" : "Add testimonial"}
    >
      <input type="hidden" name="intent" value={testimonial ? TESTIMONIAL_INTENTS.edit : TESTIMONIAL_INTENTS.add} />
      {testimonial ? <input type="hidden" name="id" value={testimonial.id} /> : null}
      <TextField
        label="Learner name"
        name="learnerName"
        required
        maxLength={120}
        value={values.learnerName}
        error={errors.learnerName}
        onChange={(e) => set("learnerName")(e.currentTarget.value)}
      />
      <TextAreaField
        label="Message"
        name="message"
        required
        rows={5}
        maxLength={2000}
        value={values.message}
        error={errors.message}
        onChange={(e) => set("message")(e.currentTarget.value)}
      />
      <UploadField
        label="Learner picture"
        kind="image"
        field="learnerImg"
        error={errors[uploadFieldName("learnerImg")]}
        value={values.learnerImg}
        onChange={set("learnerImg")}
      />
      <TextField
        label="Picture path or address"
        name="learnerImg"
        maxLength={500}
        hint="Filled in by the upload; or a site path such as /images/learner.png, or an https:// address."
        value={values.learnerImg}
        error={errors.learnerImg}
        onChange={(e) => set("learnerImg")(e.currentTarget.value)}
      />
      <StatusSelect name="status" value={values.status} error={errors.status} onChange={set("status")} />
    </DialogForm>
  );
}
