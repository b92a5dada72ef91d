// Feedback on a training: message required; the name read-only, from the profile; an optional trainer;
// a rating 1 to 5 (default 5) as a keyboard-operable radio group of stars; submit disabled with
// 'Sending…' while sending. Success: 'Feedback sent!', the popup closes and the state resets.
// Failure: 'Failed to send: ' plus the error. A real form: it posts to the
// training's feedback page (/learner/trainings/{id}/feedback), which is also where a learner
// without scripts fills it in.
import { RATING_DEFAULT, RATING_MAX, RATING_MIN } from "@skillbridge/core/constants";
import type { Enrolment } from "@skillbridge/core/schemas";
import { useState } from "react";
import { useFetcher } from "react-router";
import { TextAreaField, TextField } from "../../forms/field";
import { useFetcherAnswer } from "../../forms/form-answer";
import { PROFILE_PATH } from "../../session/paths";
import { Icon } from "../../ui/icon";
import { useToast } from "../../ui/toast";
import { fullName, MISSING } from "./format";
import styles from "./learner.module.css";
import { learnerTrainingPath } from "./paths";

export type FeedbackLearner = {
  /** The signed-in learner's own id: the only one the API accepts as learnerId_id. */
  id: number;
  person: { firstName?: string | null; lastName?: string | null };
};

/** What the feedback action answers: the success text, or the message required / the failure. */
export type FeedbackAnswer =
  | { ok: true; message: string }
  | {
      ok: false;
      fieldError?: string;
      formError?: string;
      values: { feedbackMsg: string; feedbackTrainer: string; rating: number; publishConsent?: boolean };
    };

export const FEEDBACK_REQUIRED = "Feedback is required";

const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index);

/** A rating from the form: a whole number of stars in range, else the default. */
export function ratingOf(raw: string | null | undefined): number {
  const value = Number(raw);
  return Number.isInteger(value) && value >= RATING_MIN && value <= RATING_MAX ? value : RATING_DEFAULT;
}

type Props = {
  enrolment: Enrolment;
  learner: FeedbackLearner;
  /** Closes the popup (Cancel, and after a success); on the page, Cancel is a link back. */
  onDone?: () => void;
  /** The answer to a post made without scripts (the feedback page). */
  posted?: FeedbackAnswer;
};

export function FeedbackForm({ enrolment, learner, onDone, posted }: Props) {
  const toast = useToast();
  const fetcher = useFetcher<FeedbackAnswer>();
  const refused = posted && !posted.ok ? posted : undefined;
  const [message, setMessage] = useState(refused?.values.feedbackMsg ?? "");
  const [trainer, setTrainer] = useState(refused?.values.feedbackTrainer ?? "");
  const [rating, setRating] = useState<number>(refused?.values.rating ?? RATING_DEFAULT);
  const [consent, setConsent] = useState(refused?.values.publishConsent ?? false);
  const [error, setError] = useState<string | undefined>(refused?.fieldError);
  const sending = fetcher.state !== "idle";
  const card = enrolment.trainingCard;

  useFetcherAnswer(fetcher, (answer) => {
    if (answer.ok) {
      toast.show(answer.message, "success");
      setMessage("");
      setTrainer("");
      setRating(RATING_DEFAULT);
      setConsent(false);
      setError(undefined);
      onDone?.();
      return;
    }
    setError(answer.fieldError);
    if (answer.formError) toast.show(answer.formError, "error");
  });

  return (
    <fetcher.Form
      method="post"
      action={learnerTrainingPath(card.id, "feedback")}
      noValidate
      onSubmit={(event) => {
        if (sending) return event.preventDefault();
        if (!message.trim()) {
          event.preventDefault();
          setError(FEEDBACK_REQUIRED);
          (event.currentTarget.elements.namedItem("feedbackMsg") as HTMLTextAreaElement | null)?.focus();
          return;
        }
        setError(undefined);
      }}
    >
      <TextField label="Your name" name="learnerName" value={fullName(learner.person) || MISSING} readOnly />
      <TextField
        label="Trainer"
        name="feedbackTrainer"
        hint="Optional: the trainer's name"
        maxLength={120}
        autoComplete="off"
        value={trainer}
        onChange={(event) => setTrainer(event.target.value)}
      />
      <fieldset className={styles.rating}>
        <legend>
          Rating{" "}
          <span className="field-hint">
            ({rating} of {RATING_MAX})
          </span>
        </legend>
        <div className={styles.stars}>
          {RATINGS.map((value) => (
            <label key={value} className={styles.star}>
              <input
                type="radio"
                name="feedbackRating"
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
              />
              <Icon name="star" size={28} fill={value <= rating ? "currentColor" : "none"} />
              <span className="visually-hidden">
                {value} {value === 1 ? "star" : "stars"}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField
        label="Your feedback"
        name="feedbackMsg"
        required
        rows={4}
        maxLength={2000}
        value={message}
        error={error}
        onChange={(event) => setMessage(event.target.value)}
      />
      <label className={styles.consent}>
        <input
          type="checkbox"
          name="publishConsent"
          checked={consent}
          onChange={(event) => setConsent(event.target.checked)}
        />
        <span>
          Publish my rating and feedback on the course page with my first name (after our team reviews it). You can ask
          us to remove it at any time.
        </span>
      </label>
      {posted?.ok ? (
        <p role="status" className="message">
          {posted.message}
        </p>
      ) : refused?.formError ? (
        <p role="alert" className="message message-error">
          {refused.formError}
        </p>
      ) : null}
      <div className={styles.formActions}>
        {onDone ? (
          <button type="button" className="btn" onClick={onDone}>
            Cancel
          </button>
        ) : (
          <a href={`${PROFILE_PATH}?tab=courses`} className="btn">
            Cancel
          </a>
        )}
        <button type="submit" className="btn btn-primary" disabled={sending}>
          {sending ? "Sending…" : "Send Feedback"}
        </button>
      </div>
    </fetcher.Form>
  );
}
