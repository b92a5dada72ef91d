// The Learner Enrollment form (spec §2, §4, §5, §8): opened from a batch's Enroll with the course
// and batch filled in and the course locked; Back returns to the batch popup. Name, e-mail and
// contact required; requirement optional. Posts POST /leads/ once per open (Idempotency-Key),
// then the success popup. Failure: the 'Something went wrong.' alert plus the server's messages
// beside their fields. Loaded on first use (it carries the zod schema).
import { MAX_SUGGESTIONS } from "@skillbridge/core/constants";
import { leadCreateSchema } from "@skillbridge/core/schemas";
import { type FormEvent, useRef, useState } from "react";
import { CourseSuggestInput } from "../../forms/course-suggest-input";
import { fieldErrors } from "../../forms/errors";
import { TextAreaField, TextField } from "../../forms/field";
import { HoneypotField } from "../../forms/honeypot";
import { LEAD_PERSON_FIELDS, PersonFields } from "../../forms/person-fields";
import { SubmissionNotice } from "../../forms/submission-notice";
import { useSubmission } from "../../forms/use-submission";
import { whatsappLink } from "../../site";
import { Dialog } from "../../ui/dialog";
import { Icon } from "../../ui/icon";
import { useToast } from "../../ui/toast";
import styles from "./enrolment.module.css";
import { ENROLMENT_FAILED, ENROLMENT_TITLE } from "./enrolment-texts";
import { type EnrolmentValues, leadPayload, requiredErrors, serverFieldErrors } from "./lead-payload";

export { EnrolmentSuccessDialog } from "./enrolment-success";

const CHOOSE_COURSE = "Please choose a course from the suggestions";

export type EnrolmentCourse = { id: number; ictName: string };
/** The batch as the learner chose it; `label` says which one in words (dates, time, mode). */
export type EnrolmentBatch = { id: number; label: string };

type EnrolmentDialogProps = {
  /** Given: the course is fixed and its field locked. Not given: the learner picks from suggestions. */
  course?: EnrolmentCourse;
  batch?: EnrolmentBatch;
  /** Shown as a Back button when the form was opened from the batch popup. */
  onBack?: () => void;
  onClose: () => void;
  onSuccess: (enrolled: { course: EnrolmentCourse; batch?: EnrolmentBatch }) => void;
};

const empty: EnrolmentValues = { leadName: "", leadEmail: "", leadContact: "", briefRequirement: "" };

export function EnrolmentDialog({ course, batch, onBack, onClose, onSuccess }: EnrolmentDialogProps) {
  const toast = useToast();
  const { submit, state, honeypot, setHoneypot } = useSubmission("/leads/", "enrolment-form");
  const [values, setValues] = useState(empty);
  const [courseText, setCourseText] = useState(course?.ictName ?? "");
  const [chosen, setChosen] = useState<EnrolmentCourse | null>(course ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const done = useRef(false);
  const sending = state === "loading";

  const set = (name: keyof EnrolmentValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const payload = leadPayload(values, chosen?.id ?? null, batch?.id);
    const parsed = leadCreateSchema.safeParse(payload);
    const found = { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...requiredErrors(values) };
    if (found.ictId_id) found.ictId_id = CHOOSE_COURSE;
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      const field = first === "ictId_id" ? form.querySelector('[role="combobox"]') : form.elements.namedItem(first);
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    // A second click while the first is on its way gets the same answer (same Idempotency-Key).
    const result = await submit(payload);
    if (done.current) return;
    if (result.ok && chosen) {
      done.current = true;
      onSuccess({ course: chosen, batch });
    } else if (!result.ok) {
      setErrors(serverFieldErrors(result.error));
      toast.show(ENROLMENT_FAILED, "error");
    }
  }

  const chatText = `Hello, I want to enrol in "${courseText || "a course"}"${batch ? ` (${batch.label})` : ""}.`;

  return (
    <Dialog open onClose={onClose} title={ENROLMENT_TITLE}>
      <form noValidate onSubmit={onSubmit} aria-label={ENROLMENT_TITLE}>
        <CourseSuggestInput
          label="Course"
          text={courseText}
          selectedId={chosen?.id ?? null}
          locked={Boolean(course)}
          required
          hint={course ? undefined : `Type at least 2 letters to see up to ${MAX_SUGGESTIONS} courses`}
          error={errors.ictId_id}
          onTextChange={(text) => {
            // spec §5: editing the course text by hand clears the chosen course
            setCourseText(text);
            setChosen(null);
          }}
          onSelect={(suggestion) => {
            setCourseText(suggestion.ictName);
            setChosen({ id: suggestion.id, ictName: suggestion.ictName });
            setErrors(({ ictId_id: _, ...rest }) => rest);
          }}
        />
        {batch ? (
          <TextField label="Batch" name="trainingId" readOnly value={batch.label} error={errors.trainingId} />
        ) : null}
        <PersonFields
          names={LEAD_PERSON_FIELDS}
          values={values}
          errors={errors}
          onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
          contactHint="add the country code, e.g. +91 98765 43210"
        />
        <TextAreaField
          label="Requirement (optional)"
          name="briefRequirement"
          value={values.briefRequirement}
          onChange={set("briefRequirement")}
          error={errors.briefRequirement}
        />
        <HoneypotField value={honeypot} onChange={setHoneypot} />
        <p>
          <a className={styles.whatsapp} href={whatsappLink(chatText)} target="_blank" rel="noopener noreferrer">
            <Icon name="whatsapp" size={18} /> Questions first? Ask on WhatsApp
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
        <SubmissionNotice />
        <div className={styles.buttons}>
          {onBack ? (
            <button type="button" className="btn" onClick={onBack}>
              <Icon name="chevronLeft" size={18} /> Back
            </button>
          ) : null}
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {sending ? "Sending…" : "Enroll"}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
