// The course page's 'Enroll Now' enquiry popup: name, e-mail and contact
// required (contact with its country code), query optional; stored through POST /ictEnquiry/ for
// this course with eSrc 'website'. Success: a toast, the form resets and the popup closes.
// Failure: the server's detail, or 'Failed to submit. Please try again.', inside the form.
// A real form: it posts to /course/{id}/enquiry, whose page shows the same form to a
// visitor without scripts (Enroll Now is a link there until they run).
import { courseCopy } from "@skillbridge/core/page-copy/course";
import { enrolmentCopy } from "@skillbridge/core/page-copy/enrolment";
import { enquiryCreateSchema } from "@skillbridge/core/schemas";
import { useState } from "react";
import { useFetcher } from "react-router";
import { fieldErrors } from "../../forms/errors";
import { TextAreaField } from "../../forms/field";
import { type FormAnswer, useFetcherAnswer } from "../../forms/form-answer";
import { ENQUIRY_PERSON_FIELDS, PersonFields } from "../../forms/person-fields";
import { SubmissionFields } from "../../forms/submission-fields";
import { SubmissionNotice } from "../../forms/submission-notice";
import { useCopy, useLocalePath } from "../../i18n/copy";
import { useMessageText } from "../../i18n/message-text";
import { Dialog } from "../../ui/dialog";
import { useToast } from "../../ui/toast";
import { courseEnquiryPath } from "./course-content";
import styles from "./course-enquiry.module.css";

export const COURSE_ENQUIRY_INTENT = "course-enquiry";

const empty = { eName: "", eEmail: "", eContact: "", eQuery: "" };
type Values = typeof empty;

const requiredFields = { eName: "name", eEmail: "email", eContact: "contact" } as const;
type RequiredMessages = { readonly [K in keyof typeof enrolmentCopy.required]: string };

/** The enquiry as the API takes it. */
export function courseEnquiryPayload(courseId: number, values: Values) {
  return { ict_id: courseId, ...values, eSrc: "website" as const, formSource: "course-enquiry" as const };
}

/** The form's own checks: the shared schema, then "… is required" for each empty required field. */
export function courseEnquiryErrors(
  values: Values,
  required: RequiredMessages = enrolmentCopy.required,
): Record<string, string> {
  const parsed = enquiryCreateSchema.safeParse(courseEnquiryPayload(0, values));
  const found: Record<string, string> = parsed.success ? {} : fieldErrors(parsed.error);
  delete found.ict_id;
  for (const [name, key] of Object.entries(requiredFields)) {
    if (!values[name as keyof Values].trim()) found[name] = required[key];
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
  const copy = useCopy("enrolment", enrolmentCopy);
  const localePath = useLocalePath();
  const messageText = useMessageText("enrolment", enrolmentCopy);
  const sentText = useCopy("course", courseCopy).enquirySuccess;
  const fetcher = useFetcher<FormAnswer>();
  const refused = posted && !posted.ok ? posted : undefined;
  const [values, setValues] = useState<Values>(refused ? valuesOf(refused.values) : empty);
  const [errors, setErrors] = useState<Record<string, string>>(refused?.fieldErrors ?? {});
  const [formError, setFormError] = useState<string | null>(refused?.formError || null);
  const [generation, setGeneration] = useState(0);
  const sending = fetcher.state !== "idle";
  const shownErrors = Object.fromEntries(Object.entries(errors).map(([name, text]) => [name, messageText(text)]));

  useFetcherAnswer(fetcher, (answer) => {
    if (answer.ok) {
      // The server says the spec's English words; the page says its own for the same success.
      toast.show(answer.message === courseCopy.enquirySuccess ? sentText : answer.message, "success");
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
        {copy.enquiry.course} <strong>{courseName}</strong>
      </p>
      <fetcher.Form
        method="post"
        action={localePath(courseEnquiryPath(courseId))}
        noValidate
        aria-label={copy.enquiry.label}
        onSubmit={(event) => {
          if (sending) return event.preventDefault();
          setFormError(null);
          const found = courseEnquiryErrors(values, copy.required);
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
          errors={shownErrors}
          onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
          labels={copy.person}
          contactHint={copy.person.contactHint}
        />
        <TextAreaField
          label={copy.enquiry.query}
          name="eQuery"
          value={values.eQuery}
          onChange={(event) => setValues((current) => ({ ...current, eQuery: event.target.value }))}
          error={shownErrors.eQuery}
        />
        <SubmissionFields generation={generation} />
        {posted?.ok ? (
          <p className="message" role="status">
            {posted.message}
          </p>
        ) : null}
        {formError ? (
          <p className="message message-error" role="alert">
            {messageText(formError)}
          </p>
        ) : null}
        <div className={styles.submit}>
          <SubmissionNotice words={copy.notice} />
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {sending ? copy.sending : copy.enquiry.submit}
          </button>
        </div>
      </fetcher.Form>
    </>
  );
}

type CourseEnquiryDialogProps = { courseId: number; courseName: string; onClose: () => void };

export function CourseEnquiryDialog({ courseId, courseName, onClose }: CourseEnquiryDialogProps) {
  const title = useCopy("course", courseCopy).enquiryTitle;
  return (
    <Dialog open onClose={onClose} title={title}>
      <CourseEnquiryForm courseId={courseId} courseName={courseName} onSent={onClose} />
    </Dialog>
  );
}
