// The course page's 'Enroll Now' enquiry popup: name, e-mail and contact
// required (contact with its country code), query optional; stored through POST /ictEnquiry/ for
// this course with eSrc 'website'. Success: a toast, the form resets and the popup closes.
// Failure: the server's detail, or 'Failed to submit. Please try again.', inside the form.
// A real form: it posts to /course/{id}/enquiry, whose page shows the same form to a
// visitor without scripts (Enroll Now is a link there until they run).
import { enquiryCreateSchema } from "@skillbridge/core/schemas";
import { useState } from "react";
import { useFetcher } from "react-router";
import { fieldErrors } from "../../forms/errors";
import { TextAreaField } from "../../forms/field";
import { type FormAnswer, useFetcherAnswer } from "../../forms/form-answer";
import { ENQUIRY_PERSON_FIELDS, PersonFields } from "../../forms/person-fields";
import { SubmissionFields } from "../../forms/submission-fields";
import { SubmissionNotice } from "../../forms/submission-notice";
import { Dialog } from "../../ui/dialog";
import { useToast } from "../../ui/toast";
import { courseEnquiryPath, ENQUIRY_TITLE } from "./course-content";
import styles from "./course-enquiry.module.css";

export const COURSE_ENQUIRY_INTENT = "course-enquiry";

const empty = { eName: "", eEmail: "", eContact: "", eQuery: "" };
type Values = typeof empty;

const requiredLabels: Partial<Record<keyof Values, string>> = {
  eName: "Name is required",
  eEmail: "E-mail is required",
  eContact: "Contact is required",
};

/** The enquiry as the API takes it. */
export function courseEnquiryPayload(courseId: number, values: Values) {
  return { ict_id: courseId, ...values, eSrc: "website" as const, formSource: "course-enquiry" as const };
}

/** The form's own checks: the shared schema, then "… is required" for each empty required field. */
export function courseEnquiryErrors(values: Values): Record<string, string> {
  const parsed = enquiryCreateSchema.safeParse(courseEnquiryPayload(0, values));
  const found: Record<string, string> = parsed.success ? {} : fieldErrors(parsed.error);
  delete found.ict_id;
  for (const [name, message] of Object.entries(requiredLabels)) {
    if (!values[name as keyof Values].trim()) found[name] = message;
  }
  return found;
}

export function valuesOf(form: Record<string, string | undefined>): Values {
  return {
    eName: form.eName ?? "",
    eEmail: form.eEmail ?? "",
    eContact: form.eContact ?? "",
    eQuery: form.eQuery ?? "",
  };
}

type FormProps = {
  courseId: number;
  courseName: string;
  /** With scripts, after a success (the popup closes). */
  onSent?: () => void;
  /** The answer to a post made without scripts (the enquiry page). */
  posted?: FormAnswer;
};

export function CourseEnquiryForm({ courseId, courseName, onSent, posted }: FormProps) {
  const toast = useToast();
  const fetcher = useFetcher<FormAnswer>();
  const refused = posted && !posted.ok ? posted : undefined;
  const [values, setValues] = useState<Values>(refused ? valuesOf(refused.values) : empty);
  const [errors, setErrors] = useState<Record<string, string>>(refused?.fieldErrors ?? {});
  const [formError, setFormError] = useState<string | null>(refused?.formError || null);
  const [generation, setGeneration] = useState(0);
  const sending = fetcher.state !== "idle";

  useFetcherAnswer(fetcher, (answer) => {
    if (answer.ok) {
      toast.show(answer.message, "success");
      setValues(empty);
      setErrors({});
      setGeneration((n) => n + 1);
      onSent?.();
      return;
    }
    setErrors(answer.fieldErrors);
    setFormError(answer.formError || null);
  });

  return (
    <>
      <p className={styles.course}>
        Course: <strong>{courseName}</strong>
      </p>
      <fetcher.Form
        method="post"
        action={courseEnquiryPath(courseId)}
        noValidate
        aria-label="Course enquiry"
        onSubmit={(event) => {
          if (sending) return event.preventDefault();
          setFormError(null);
          const found = courseEnquiryErrors(values);
          setErrors(found);
          const first = Object.keys(found)[0];
          if (first) {
            event.preventDefault();
            const field = event.currentTarget.elements.namedItem(first);
            if (field instanceof HTMLElement) field.focus();
          }
        }}
      >
        <PersonFields
          names={ENQUIRY_PERSON_FIELDS}
          values={values}
          errors={errors}
          onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
          contactHint="add the country code, e.g. +91 98765 43210"
        />
        <TextAreaField
          label="Your query (optional)"
          name="eQuery"
          value={values.eQuery}
          onChange={(event) => setValues((current) => ({ ...current, eQuery: event.target.value }))}
          error={errors.eQuery}
        />
        <SubmissionFields generation={generation} />
        {posted?.ok ? (
          <p className="message" role="status">
            {posted.message}
          </p>
        ) : null}
        {formError ? (
          <p className="message message-error" role="alert">
            {formError}
          </p>
        ) : null}
        <div className={styles.submit}>
          <SubmissionNotice />
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {sending ? "Sending…" : "Submit"}
          </button>
        </div>
      </fetcher.Form>
    </>
  );
}

type CourseEnquiryDialogProps = { courseId: number; courseName: string; onClose: () => void };

export function CourseEnquiryDialog({ courseId, courseName, onClose }: CourseEnquiryDialogProps) {
  return (
    <Dialog open onClose={onClose} title={ENQUIRY_TITLE}>
      <CourseEnquiryForm courseId={courseId} courseName={courseName} onSent={onClose} />
    </Dialog>
  );
}
