// Proposal form: a course must be chosen from the suggestions (else the alert 'Please
// select an ICT from suggestions so ICT ID is set.'), name required, an e-mail input, a contact
// with its country code, an optional message. It is stored as an enquiry (POST
// /ictEnquiry/); success says 'Your request has been sent!' and closes, failure shows the
// server's reason. A real form: it posts to /partners/Certnexus/proposal, whose page
// shows the same form to a visitor without scripts (Request Proposal is a link there until then).
import { enquiryCreateSchema } from "@skillbridge/core/schemas";
import { useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { CourseSuggestInput } from "../../forms/course-suggest-input";
import { fieldErrors } from "../../forms/errors";
import { TextAreaField } from "../../forms/field";
import { type FormAnswer, useFetcherAnswer } from "../../forms/form-answer";
import { ENQUIRY_PERSON_FIELDS, PersonFields } from "../../forms/person-fields";
import { SubmissionFields } from "../../forms/submission-fields";
import { SubmissionNotice } from "../../forms/submission-notice";
import { useToast } from "../../ui/toast";
import styles from "./proposal-form.module.css";
import { PROPOSAL_PATH } from "./proposal-path";

export const CHOOSE_COURSE_ALERT = "Please select an ICT from suggestions so ICT ID is set.";
export const PROPOSAL_SENT = "Your request has been sent!";
export const PROPOSAL_INTENT = "proposal";

type Fields = { eName: string; eEmail: string; eContact: string; eQuery: string };
const EMPTY: Fields = { eName: "", eEmail: "", eContact: "", eQuery: "" };

/** The proposal request as the API takes it. */
export function proposalPayload(courseId: number, fields: Fields) {
  return { ict_id: courseId, ...fields, eSrc: "website" as const, formSource: "proposal" as const };
}

/** The form's checks: a course picked (the alert), then the shared schema's messages per field. */
export function proposalProblems(courseId: number | null, fields: Fields) {
  if (courseId === null) return { alert: CHOOSE_COURSE_ALERT, errors: {} };
  const parsed = enquiryCreateSchema.safeParse(proposalPayload(courseId, fields));
  return { alert: "", errors: parsed.success ? {} : fieldErrors(parsed.error) };
}

export function proposalFieldsOf(form: Record<string, string | undefined>): Fields {
  return {
    eName: form.eName ?? "",
    eEmail: form.eEmail ?? "",
    eContact: form.eContact ?? "",
    eQuery: form.eQuery ?? "",
  };
}

type Props = {
  /** With scripts, after a success (the popup closes). */
  onDone?: () => void;
  /** The answer to a post made without scripts (the proposal page). */
  posted?: FormAnswer;
};

export function ProposalForm({ onDone, posted }: Props) {
  const id = useId();
  const toast = useToast();
  const fetcher = useFetcher<FormAnswer>();
  const formRef = useRef<HTMLFormElement>(null);
  const refused = posted && !posted.ok ? posted : undefined;
  const [courseText, setCourseText] = useState(refused?.values.courseName ?? "");
  const [courseId, setCourseId] = useState<number | null>(null);
  const [fields, setFields] = useState<Fields>(refused ? proposalFieldsOf(refused.values) : EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>(refused?.fieldErrors ?? {});
  const [alert, setAlert] = useState(refused?.formError ?? "");
  const [generation, setGeneration] = useState(0);
  const sending = fetcher.state !== "idle";

  const set = (name: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  const focusFirstInvalid = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  useFetcherAnswer(fetcher, (answer) => {
    if (answer.ok) {
      toast.show(answer.message, "success");
      setCourseText("");
      setCourseId(null);
      setFields(EMPTY);
      setGeneration((n) => n + 1);
      onDone?.();
      return;
    }
    setErrors(answer.fieldErrors);
    setAlert(answer.formError); // the toast sits behind the modal's backdrop, so the reason shows here too
    if (answer.formError) toast.show(answer.formError, "error");
    focusFirstInvalid();
  });

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={PROPOSAL_PATH}
      noValidate
      aria-describedby={`${id}-intro`}
      onSubmit={(event) => {
        if (sending) return event.preventDefault();
        const found = proposalProblems(courseId, fields);
        setAlert(found.alert);
        setErrors(found.errors);
        if (found.alert) {
          event.preventDefault();
          formRef.current?.querySelector<HTMLInputElement>('[role="combobox"]')?.focus();
        } else if (Object.keys(found.errors).length > 0) {
          event.preventDefault();
          focusFirstInvalid();
        }
      }}
    >
      <p id={`${id}-intro`} className={styles.intro}>
        Tell us which course your team needs and we will prepare a proposal for you.
      </p>
      <CourseSuggestInput
        label="Course"
        name="courseName"
        idName="ict_id"
        text={courseText}
        selectedId={courseId}
        required
        hint="Type at least 2 letters and choose the course from the suggestions."
        error={errors.ict_id}
        onTextChange={(text) => {
          setCourseText(text);
          setCourseId(null); // editing the text by hand clears the chosen course
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
      <SubmissionFields generation={generation} />
      {posted?.ok ? (
        <p role="status" className="message">
          {posted.message}
        </p>
      ) : null}
      <div role="alert" className={alert ? `message message-error ${styles.alert}` : undefined}>
        {alert}
      </div>
      <div className={styles.submitRow}>
        <button type="submit" className="btn btn-primary" aria-disabled={sending}>
          {sending ? "Sending…" : "Send request"}
        </button>
        <SubmissionNotice />
      </div>
    </fetcher.Form>
  );
}
