// The course page's 'Enroll Now' enquiry popup (spec §2, §4, §5, §8): name, e-mail and contact
// required (contact with its country code), query optional; posts POST /ictEnquiry/ for this
// course with eSrc 'website'. Success: a toast, the form resets and the popup closes. Failure:
// the server's detail, or 'Failed to submit. Please try again.', inside the form.
import { enquiryCreateSchema } from "@skillbridge/core/schemas";
import { type FormEvent, useId, useState } from "react";
import { failureText, fieldErrors } from "../../forms/errors";
import { TextAreaField } from "../../forms/field";
import { HoneypotField } from "../../forms/honeypot";
import { ENQUIRY_PERSON_FIELDS, PersonFields } from "../../forms/person-fields";
import { SubmissionNotice } from "../../forms/submission-notice";
import { useSubmission } from "../../forms/use-submission";
import { Dialog } from "../../ui/dialog";
import { useToast } from "../../ui/toast";
import { ENQUIRY_SUCCESS, ENQUIRY_TITLE } from "./course-content";
import styles from "./course-enquiry.module.css";
import { ENQUIRY_FAILED } from "./submission-error";

const empty = { eName: "", eEmail: "", eContact: "", eQuery: "" };
type Values = typeof empty;

const requiredLabels: Partial<Record<keyof Values, string>> = {
  eName: "Name is required",
  eEmail: "E-mail is required",
  eContact: "Contact is required",
};

type CourseEnquiryDialogProps = { courseId: number; courseName: string; onClose: () => void };

export function CourseEnquiryDialog({ courseId, courseName, onClose }: CourseEnquiryDialogProps) {
  const toast = useToast();
  const formId = useId();
  const { submit, state, honeypot, setHoneypot } = useSubmission("/ictEnquiry/", "course-enquiry");
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const sending = state === "loading";

  const set = (name: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    setFormError(null);
    const payload = { ict_id: courseId, ...values, eSrc: "website" as const };
    const parsed = enquiryCreateSchema.safeParse(payload);
    const found: Record<string, string> = parsed.success ? {} : fieldErrors(parsed.error);
    for (const [name, message] of Object.entries(requiredLabels)) {
      if (!values[name as keyof Values].trim()) found[name] = message;
    }
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      const field = form.elements.namedItem(first);
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    const result = await submit(payload);
    if (result.ok) {
      toast.show(ENQUIRY_SUCCESS, "success");
      setValues(empty);
      onClose();
    } else {
      setFormError(failureText(result, ENQUIRY_FAILED));
    }
  }

  return (
    <Dialog open onClose={onClose} title={ENQUIRY_TITLE}>
      <p className={styles.course}>
        Course: <strong>{courseName}</strong>
      </p>
      <form id={formId} noValidate onSubmit={onSubmit} aria-label="Course enquiry">
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
          onChange={set("eQuery")}
          error={errors.eQuery}
        />
        <HoneypotField value={honeypot} onChange={setHoneypot} />
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
      </form>
    </Dialog>
  );
}
