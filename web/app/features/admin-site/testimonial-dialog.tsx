// Add or edit a testimonial in an accessible dialog: learner name, picture (uploaded), message and
// status. Checked with the API's schema first.
import { type AdminTestimonial, testimonialInputSchema } from "@skillbridge/core/admin/site";
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

type Props = { open: boolean; onClose: () => void; testimonial: AdminTestimonial | null };

export function TestimonialDialog({ open, onClose, testimonial }: Props) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={testimonial ? `Edit the testimonial of ${testimonial.learnerName}` : "Add a testimonial"}
      size="lg"
    >
      {open ? <TestimonialForm testimonial={testimonial} onDone={onClose} /> : null}
    </Dialog>
  );
}

function TestimonialForm({ testimonial, onDone }: { testimonial: AdminTestimonial | null; onDone: () => void }) {
  const api = useApi();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [values, setValues] = useState({
    learnerName: testimonial?.learnerName ?? "",
    learnerImg: testimonial?.learnerImg ?? "",
    message: testimonial?.message ?? "",
    status: testimonial?.status ?? "A",
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const set = (name: keyof typeof values) => (value: string) => setValues((old) => ({ ...old, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = testimonialInputSchema.safeParse(values);
    if (!checked.success) return setErrors(fieldErrors(checked.error));
    setErrors({});
    setPending(true);
    const result = testimonial
      ? await api.patch<AdminTestimonial>(`/admin/testimonials/${testimonial.id}`, checked.data)
      : await api.post<AdminTestimonial>("/admin/testimonials", checked.data);
    setPending(false);
    if (!result.ok) return setErrors(apiFieldErrors(result.error, "The testimonial could not be saved."));
    toast.show(testimonial ? "Testimonial saved" : "Testimonial added", "success");
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
      <SelectField
        label="Status"
        value={values.status}
        error={errors.status}
        options={statusOptions}
        onChange={(e) => set("status")(e.currentTarget.value)}
      />
      <div className={styles.row}>
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending ? "Saving…" : testimonial ? "Save testimonial" : "Add testimonial"}
        </button>
        <button type="button" className="btn" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
