// Add or edit a testimonial in an accessible dialog: learner name, picture (uploaded), message and
// status. Checked with the API's schema first.
import { testimonialAdminEndpoints } from "@skillbridge/core";
import { type AdminTestimonial, testimonialInputSchema } from "@skillbridge/core/admin/site";
import { DialogForm, FormDialog, useDialogSubmit, useFormValues } from "../../admin-ui/form-dialog";
import { StatusSelect } from "../../admin-ui/select-field";
import { UploadField } from "../../admin-ui/upload-field";
import { useApi } from "../../api";
import { TextAreaField, TextField } from "../../forms/field";

type Props = { open: boolean; onClose: () => void; testimonial: AdminTestimonial | null };

export function TestimonialDialog({ open, onClose, testimonial }: Props) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={testimonial ? `Edit the testimonial of ${testimonial.learnerName}` : "Add a testimonial"}
      size="lg"
    >
      <TestimonialForm testimonial={testimonial} onDone={onClose} />
    </FormDialog>
  );
}

function TestimonialForm({ testimonial, onDone }: { testimonial: AdminTestimonial | null; onDone: () => void }) {
  const api = useApi();
  const form = useDialogSubmit(onDone);
  const { errors } = form;
  const [values, set] = useFormValues({
    learnerName: testimonial?.learnerName ?? "",
    learnerImg: testimonial?.learnerImg ?? "",
    message: testimonial?.message ?? "",
    status: testimonial?.status ?? "A",
  });

  const submit = () =>
    form.submit(
      testimonialInputSchema,
      values,
      (data) =>
        testimonial
          ? api.call(testimonialAdminEndpoints.update, { params: { id: testimonial.id }, body: data })
          : api.call(testimonialAdminEndpoints.create, { body: data }),
      {
        failure: "The testimonial could not be saved.",
        success: () => (testimonial ? "Testimonial saved" : "Testimonial added"),
      },
    );

  return (
    <DialogForm
      state={form}
      onSubmit={submit}
      onCancel={onDone}
      submitLabel={testimonial ? "Save testimonial" : "Add testimonial"}
    >
      <TextField
        label="Learner name"
        required
        maxLength={120}
        value={values.learnerName}
        error={errors.learnerName}
        onChange={(e) => set("learnerName")(e.currentTarget.value)}
      />
      <TextAreaField
        label="Message"
        required
        rows={5}
        maxLength={2000}
        value={values.message}
        error={errors.message}
        onChange={(e) => set("message")(e.currentTarget.value)}
      />
      <UploadField label="Learner picture" kind="image" value={values.learnerImg} onChange={set("learnerImg")} />
      {errors.learnerImg ? <p className="field-error">{errors.learnerImg}</p> : null}
      <StatusSelect value={values.status} error={errors.status} onChange={set("status")} />
    </DialogForm>
  );
}
