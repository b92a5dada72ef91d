// The Learner Enrollment form: opened from a batch's Enroll with the course
// and batch filled in and the course locked; Back returns to the batch popup. Name, e-mail and
// contact required; requirement optional. Stored through POST /leads/ once per submission (a
// derived Idempotency-Key), then the success popup. Failure: the 'Something went wrong.' alert
// plus the server's messages beside their fields. A real form: it posts to
// /course/{id}/enrol, whose page shows the same form to a visitor without scripts (a batch's
// Enroll is a link there until they run) and the success popup's words after a post.
import { emailSuggestion } from "@skillbridge/core/email-domain";
import { carriedCode } from "@skillbridge/core/money/coupon-code";
import { enrolmentCopy } from "@skillbridge/core/page-copy/enrolment";
import { fillCopy } from "@skillbridge/core/page-copy/fill";
import { leadCreateSchema } from "@skillbridge/core/schemas";
import { useRef, useState } from "react";
import { useFetcher } from "react-router";
import { CourseSuggestInput } from "../../forms/course-suggest-input";
import { fieldErrors } from "../../forms/errors";
import { TextAreaField, TextField } from "../../forms/field";
import { type FormAnswer, useFetcherAnswer } from "../../forms/form-answer";
import { LEAD_PERSON_FIELDS, PersonFields } from "../../forms/person-fields";
import { SubmissionFields } from "../../forms/submission-fields";
import { SubmissionNotice } from "../../forms/submission-notice";
import { useCopy, useDictionary, useLocalePath } from "../../i18n/copy";
import { useMessageText } from "../../i18n/message-text";
import { whatsappLink } from "../../site";
import { useSiteSettings } from "../../site-settings";
import { Dialog } from "../../ui/dialog";
import { Icon } from "../../ui/icon";
import { useToast } from "../../ui/toast";
import styles from "./enrolment.module.css";
import { ENROLMENT_TITLE, enrolmentPath } from "./enrolment-texts";
import { type EnrolmentValues, leadPayload, requiredErrors } from "./lead-payload";

export { EnrolmentSuccessDialog } from "./enrolment-success";

export const ENROLMENT_INTENT = "enrolment";

export type EnrolmentCourse = { id: number; ictName: string };
/**
 * The batch as the learner chose it; `label` says which one in words (dates, time, mode);
 * `waitlist`: every seat is taken, so the form joins its waitlist and says so.
 */
export type EnrolmentBatch = { id: number; label: string; waitlist?: boolean };

/** What a full batch's form says it does. */
export const joinWaitlistText = (
  courseName: string,
  batchLabel: string,
  words: string = enrolmentCopy.form.waitlistFor,
) => fillCopy(words, { course: courseName, batch: batchLabel });

const empty: EnrolmentValues = { leadName: "", leadEmail: "", leadContact: "", briefRequirement: "" };

/** The form's own checks: the shared schema, then "… is required" for each empty required field. */
export function enrolmentErrors(
  payload: ReturnType<typeof leadPayload>,
  values: EnrolmentValues,
  required: { readonly [K in keyof typeof enrolmentCopy.required]: string } = enrolmentCopy.required,
) {
  const parsed = leadCreateSchema.safeParse(payload);
  return { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...requiredErrors(values, required) };
}

/** The hidden field that carries a discount code from the page's address (`?code=`) to the enrolment. */
export const COUPON_CODE_FIELD = "couponCode";

/** The field the form keeps the address in that the visitor chose to keep as typed. */
export const EMAIL_CHECKED_FIELD = "emailChecked";

/** The "did you mean" question for an address, unless the visitor already kept it as typed. */
export function emailQuestion(email: string, checked: string | undefined): string | null {
  const suggestion = emailSuggestion(email);
  return suggestion && checked !== email ? suggestion : null;
}

/** The question's words, the same with and without scripts. */
export const didYouMean = (suggestion: string, typed: string, words: string = enrolmentCopy.form.didYouMean) =>
  fillCopy(words, { suggestion, typed });

export function enrolmentValuesOf(form: Record<string, string | undefined>): EnrolmentValues {
  return {
    leadName: form.leadName ?? "",
    leadEmail: form.leadEmail ?? "",
    leadContact: form.leadContact ?? "",
    briefRequirement: form.briefRequirement ?? "",
  };
}

/** An enrolment stored: on a full batch, its place on the waitlist. */
export type Enrolled = {
  course: EnrolmentCourse;
  batch?: EnrolmentBatch;
  waitlistPosition?: number;
  /** The enrolment's private payment page (a batch with a fee). */
  paymentPath?: string;
};

type EnrolmentFormProps = {
  course: EnrolmentCourse;
  batch?: EnrolmentBatch;
  /** Shown as a Back button when the form was opened from the batch popup. */
  onBack?: () => void;
  /** With scripts, after a success: the success popup. */
  onSuccess?: (enrolled: Enrolled) => void;
  /** The answer to a post made without scripts (the enrolment page). */
  posted?: FormAnswer;
  /** A discount code the page's address carried (`?code=`), applied to the fee if it is valid. */
  couponCode?: string;
};

export function EnrolmentForm({ course, batch, onBack, onSuccess, posted, couponCode }: EnrolmentFormProps) {
  const toast = useToast();
  const copy = useCopy("enrolment", enrolmentCopy);
  const localePath = useLocalePath();
  const title = useDictionary()?.course.enrolmentTitle ?? ENROLMENT_TITLE;
  const messageText = useMessageText("enrolment", enrolmentCopy);
  const fetcher = useFetcher<FormAnswer>();
  const refused = posted && !posted.ok ? posted : undefined;
  const code = carriedCode(couponCode ?? refused?.values[COUPON_CODE_FIELD]);
  const [values, setValues] = useState<EnrolmentValues>(refused ? enrolmentValuesOf(refused.values) : empty);
  const [errors, setErrors] = useState<Record<string, string>>(refused?.fieldErrors ?? {});
  const done = useRef(false);
  const sending = fetcher.state !== "idle";
  // An address the visitor kept as typed after "did you mean": sent along, so it is not asked again.
  const [emailChecked, setEmailChecked] = useState(refused?.values[EMAIL_CHECKED_FIELD] ?? "");
  const [suggestion, setSuggestion] = useState<string | null>(null);

  const set = (name: keyof EnrolmentValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  useFetcherAnswer(fetcher, (answer) => {
    if (done.current) return;
    if (answer.ok) {
      done.current = true;
      onSuccess?.({
        course,
        batch,
        waitlistPosition: answer.waitlistPosition,
        ...(answer.next ? { paymentPath: answer.next } : {}),
      });
      return;
    }
    setErrors(answer.fieldErrors);
    if (answer.values[EMAIL_CHECKED_FIELD]) setEmailChecked(answer.values[EMAIL_CHECKED_FIELD]);
    if (answer.formError) toast.show(messageText(answer.formError), "error");
  });

  const settings = useSiteSettings();
  const chatText = fillCopy(batch ? copy.form.chatTextBatch : copy.form.chatText, {
    course: course.ictName,
    batch: batch?.label ?? "",
  });
  const shownErrors = Object.fromEntries(Object.entries(errors).map(([name, text]) => [name, messageText(text)]));

  return (
    <fetcher.Form
      method="post"
      action={localePath(enrolmentPath(course.id, batch?.id))}
      noValidate
      aria-label={title}
      onSubmit={(event) => {
        if (sending || done.current) return event.preventDefault();
        const found = enrolmentErrors(leadPayload(values, course.id, batch?.id), values, copy.required);
        const question = Object.keys(found).length ? null : emailQuestion(values.leadEmail.trim(), emailChecked);
        setErrors(found);
        setSuggestion(question);
        if (question) {
          // Asked once: Enroll again sends the address as typed.
          event.preventDefault();
          setEmailChecked(values.leadEmail.trim());
          return;
        }
        const first = Object.keys(found)[0];
        if (first) {
          event.preventDefault();
          const field = event.currentTarget.elements.namedItem(first);
          if (field instanceof HTMLElement) field.focus();
        }
      }}
    >
      {refused?.formError ? (
        <p role="alert" className="message message-error">
          {messageText(refused.formError)}
        </p>
      ) : null}
      {batch?.waitlist ? (
        <p className="message">
          <strong>{joinWaitlistText(course.ictName, batch.label, copy.form.waitlistFor)}</strong>
          {copy.form.waitlistNote}
        </p>
      ) : null}
      <CourseSuggestInput
        label={copy.form.course}
        text={course.ictName}
        selectedId={course.id}
        locked
        required
        onTextChange={() => undefined}
        onSelect={() => undefined}
      />
      {batch ? (
        <>
          <input type="hidden" name="trainingId" value={batch.id} />
          <TextField
            label={copy.form.batch}
            name="batchLabel"
            readOnly
            value={batch.label}
            error={shownErrors.trainingId}
          />
        </>
      ) : null}
      <PersonFields
        names={LEAD_PERSON_FIELDS}
        values={values}
        errors={shownErrors}
        onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
        labels={copy.person}
        contactHint={copy.person.contactHint}
      />
      <input type="hidden" name={EMAIL_CHECKED_FIELD} value={emailChecked} />
      {code ? (
        <>
          <input type="hidden" name={COUPON_CODE_FIELD} value={code} />
          <p className="message">
            {copy.form.discount} <strong>{code}</strong>
            {copy.form.discountNote}
          </p>
        </>
      ) : null}
      {suggestion ? (
        <p role="alert" className="message">
          {didYouMean(suggestion, values.leadEmail.trim(), copy.form.didYouMean)}{" "}
          <button
            type="button"
            className="btn-link"
            onClick={() => {
              setValues((current) => ({ ...current, leadEmail: suggestion }));
              setSuggestion(null);
            }}
          >
            {fillCopy(copy.form.use, { suggestion })}
          </button>
        </p>
      ) : null}
      <TextAreaField
        label={copy.form.requirement}
        name="briefRequirement"
        value={values.briefRequirement}
        onChange={set("briefRequirement")}
        error={shownErrors.briefRequirement}
      />
      <SubmissionFields />
      <p>
        <a
          className={styles.whatsapp}
          href={whatsappLink(settings, chatText)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Icon name="whatsapp" size={18} /> {copy.form.whatsapp}
          <span className="visually-hidden"> {copy.newTab}</span>
        </a>
      </p>
      <SubmissionNotice words={copy.notice} />
      <div className={styles.buttons}>
        {onBack ? (
          <button type="button" className="btn" onClick={onBack}>
            <Icon name="chevronLeft" size={18} /> {copy.form.back}
          </button>
        ) : null}
        <button type="submit" className="btn btn-primary" disabled={sending}>
          {sending ? copy.sending : batch?.waitlist ? copy.form.joinWaitlist : copy.form.enrol}
        </button>
      </div>
    </fetcher.Form>
  );
}

type EnrolmentDialogProps = {
  course: EnrolmentCourse;
  batch?: EnrolmentBatch;
  onBack?: () => void;
  onClose: () => void;
  onSuccess: (enrolled: Enrolled) => void;
  couponCode?: string;
};

export function EnrolmentDialog({ onClose, ...form }: EnrolmentDialogProps) {
  const title = useDictionary()?.course.enrolmentTitle ?? ENROLMENT_TITLE;
  return (
    <Dialog open onClose={onClose} title={title}>
      <EnrolmentForm {...form} />
    </Dialog>
  );
}
