// A trainer's profile form (name, photo, bio, years, certifications, LinkedIn,
// status), a real POST form to /admin/trainers that works without scripts; refused, it comes back
// with the messages beside their fields.
import type { AdminTrainer } from "@skillbridge/core/admin/trust";
import { Form, Link } from "react-router";
import type { FieldErrors } from "../../admin-ui/form-errors";
import { TextAreaField, TextField } from "../../forms/field";
import styles from "./admin-trust.module.css";

export const TRAINER_INTENTS = { add: "trainer-add", edit: "trainer-edit" } as const;

export type TrainerValues = {
  name: string;
  photo: string;
  bio: string;
  years: string;
  certifications: string;
  linkedinUrl: string;
  status: string;
};
export type TrainerAnswer = { intent: string; id?: number; values: TrainerValues; errors: FieldErrors };

export function trainerValues(trainer: AdminTrainer | null): TrainerValues {
  return {
    name: trainer?.name ?? "",
    photo: trainer?.photo ?? "",
    bio: trainer?.bio ?? "",
    years: trainer ? String(trainer.years) : "",
    certifications: trainer?.certifications.join("\n") ?? "",
    linkedinUrl: trainer?.linkedinUrl ?? "",
    status: trainer?.status ?? "A",
  };
}

/** The API body of the form's values ("" years → 0; the schema names anything else that is wrong). */
export function trainerBody(values: TrainerValues) {
  return {
    name: values.name,
    photo: values.photo,
    bio: values.bio,
    years: values.years.trim() === "" ? 0 : values.years,
    certifications: values.certifications,
    linkedinUrl: values.linkedinUrl,
    status: values.status === "I" ? "I" : "A",
  };
}

type Props = { trainer: AdminTrainer | null; posted?: TrainerAnswer };

export function TrainerForm({ trainer, posted }: Props) {
  const values = posted?.values ?? trainerValues(trainer);
  const errors = posted?.errors ?? {};
  const heading = trainer ? `Edit ${trainer.name}` : "Add a trainer";
  return (
    <section aria-labelledby="trainer-form-heading">
      <h2 id="trainer-form-heading">{heading}</h2>
      <Form method="post" className={styles.form} noValidate>
        <input type="hidden" name="intent" value={trainer ? TRAINER_INTENTS.edit : TRAINER_INTENTS.add} />
        {trainer ? <input type="hidden" name="id" value={trainer.id} /> : null}
        {errors.form ? (
          <p role="alert" className="message message-error">
            {errors.form}
          </p>
        ) : null}
        <TextField label="Name" name="name" required maxLength={120} defaultValue={values.name} error={errors.name} />
        <TextField
          label="Photo"
          name="photo"
          maxLength={500}
          defaultValue={values.photo}
          error={errors.photo}
          hint="A picture's path on this site (/images/…, /media/…) or an https address; empty for initials"
        />
        <TextAreaField label="Bio" name="bio" rows={4} maxLength={2000} defaultValue={values.bio} error={errors.bio} />
        <TextField
          label="Years of experience"
          name="years"
          inputMode="numeric"
          maxLength={2}
          defaultValue={values.years}
          error={errors.years}
        />
        <TextAreaField
          label="Certifications"
          name="certifications"
          rows={3}
          maxLength={2000}
          defaultValue={values.certifications}
          error={errors.certifications}
          hint="One a line"
        />
        <TextField
          label="LinkedIn address"
          name="linkedinUrl"
          type="url"
          maxLength={300}
          defaultValue={values.linkedinUrl}
          error={errors.linkedinUrl}
          hint="https://www.linkedin.com/in/…"
        />
        <fieldset className={styles.checks}>
          <legend>Status</legend>
          <label>
            <input type="radio" name="status" value="A" defaultChecked={values.status !== "I"} /> Active: shown on the
            course pages of their batches
          </label>
          <label>
            <input type="radio" name="status" value="I" defaultChecked={values.status === "I"} /> Inactive: shown
            nowhere
          </label>
        </fieldset>
        <p>
          <button type="submit" className="btn btn-primary">
            {trainer ? "Save trainer" : "Add trainer"}
          </button>{" "}
          {trainer ? (
            <Link to="/admin/trainers" className="btn">
              Cancel
            </Link>
          ) : null}
        </p>
      </Form>
    </section>
  );
}
