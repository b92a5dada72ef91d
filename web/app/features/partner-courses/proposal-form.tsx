// spec §5 proposal form: a course must be chosen from the suggestions (else the alert 'Please
// select an ICT from suggestions so ICT ID is set.'), name required, an e-mail input, a contact
// with its country code, an optional message. It posts an enquiry (spec §7 POST /ictEnquiry/);
// success says 'Your request has been sent!' and closes, failure shows the server's reason.
import { fallbackErrors } from "@skillbridge/core/messages";
import { type Enquiry, enquiryCreateSchema } from "@skillbridge/core/schemas";
import { type FormEvent, useId, useRef, useState } from "react";
import { CourseSuggestInput } from "../../forms/course-suggest-input";
import { errorText, fieldErrors } from "../../forms/errors";
import { TextAreaField } from "../../forms/field";
import { HoneypotField } from "../../forms/honeypot";
import { ENQUIRY_PERSON_FIELDS, PersonFields } from "../../forms/person-fields";
import { SubmissionNotice } from "../../forms/submission-notice";
import { useSubmission } from "../../forms/use-submission";
import { useToast } from "../../ui/toast";
import styles from "./proposal-form.module.css";

export const CHOOSE_COURSE_ALERT = "Please select an ICT from suggestions so ICT ID is set.";

type Fields = { eName: string; eEmail: string; eContact: string; eQuery: string };
const EMPTY: Fields = { eName: "", eEmail: "", eContact: "", eQuery: "" };

/** Field messages from a 422 answer ({detail: [{loc: ["body", "eEmail"], msg}]}). */
function serverFieldErrors(detail: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!Array.isArray(detail)) return errors;
  for (const item of detail as { loc?: unknown[]; msg?: string }[]) {
    const field = item.loc?.[item.loc.length - 1];
    if (typeof field === "string" && item.msg) errors[field] ??= item.msg;
  }
  return errors;
}

export function ProposalForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const { submit, state, honeypot, setHoneypot } = useSubmission<Enquiry>("/ictEnquiry/", "proposal");
  const [courseText, setCourseText] = useState("");
  const [courseId, setCourseId] = useState<number | null>(null);
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState("");
  const sending = state === "loading";

  const set = (name: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  const focusFirstInvalid = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    if (courseId === null) {
      setAlert(CHOOSE_COURSE_ALERT);
      formRef.current?.querySelector<HTMLInputElement>('[role="combobox"]')?.focus();
      return;
    }
    const payload = { ict_id: courseId, ...fields, eSrc: "website" as const };
    const parsed = enquiryCreateSchema.safeParse(payload);
    if (!parsed.success) {
      setAlert("");
      setErrors(fieldErrors(parsed.error));
      focusFirstInvalid();
      return;
    }
    setErrors({});
    setAlert("");
    const result = await submit(payload);
    if (result.ok) {
      toast.show("Your request has been sent!", "success");
      onDone();
      return;
    }
    const text = errorText(result.error, fallbackErrors.createEnquiry);
    setErrors(serverFieldErrors(result.error.detail));
    setAlert(text); // the toast sits behind the modal's backdrop, so the reason shows here too
    toast.show(text, "error");
    focusFirstInvalid();
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-describedby={`${id}-intro`}>
      <p id={`${id}-intro`} className={styles.intro}>
        Tell us which course your team needs and we will prepare a proposal for you.
      </p>
      <CourseSuggestInput
        label="Course"
        text={courseText}
        selectedId={courseId}
        required
        hint="Type at least 2 letters and choose the course from the suggestions."
        error={errors.ict_id}
        onTextChange={(text) => {
          setCourseText(text);
          setCourseId(null); // spec §5: editing the text by hand clears the chosen course
        }}
        onSelect={(course) => {
          setCourseText(course.ictName);
          setCourseId(course.id);
          setAlert((current) => (current === CHOOSE_COURSE_ALERT ? "" : current));
        }}
      />
      <PersonFields
        names={ENQUIRY_PERSON_FIELDS}
        values={fields}
        errors={errors}
        onChange={(field, value) => setFields((current) => ({ ...current, [field]: value }))}
        contactLabel="Contact number"
        contactHint="Country code plus number, e.g. +91 98765 43210"
      />
      <TextAreaField
        label="Message (optional)"
        name="eQuery"
        value={fields.eQuery}
        onChange={set("eQuery")}
        error={errors.eQuery}
      />
      <HoneypotField value={honeypot} onChange={setHoneypot} />
      <div role="alert" className={alert ? `message message-error ${styles.alert}` : undefined}>
        {alert}
      </div>
      <div className={styles.submitRow}>
        <button type="submit" className="btn btn-primary" aria-disabled={sending}>
          {sending ? "Sending…" : "Send request"}
        </button>
        <SubmissionNotice />
      </div>
    </form>
  );
}
