// spec §4/§5 Feedback: message required; the name read-only, from the profile; an optional trainer;
// a rating 1 to 5 (default 5) as a keyboard-operable radio group of stars; submit disabled with
// 'Sending…' while sending. Success: 'Feedback sent!', the popup closes and the state resets.
// Failure: 'Failed to send: ' plus the error (spec §8).
import { RATING_DEFAULT, RATING_MAX, RATING_MIN } from "@skillbridge/core/constants";
import type { Enrolment, Feedback, FeedbackCreate } from "@skillbridge/core/schemas";
import { type FormEvent, useId, useState } from "react";
import { useApi } from "../../api";
import { TextAreaField, TextField } from "../../forms/field";
import { Icon } from "../../ui/icon";
import { useToast } from "../../ui/toast";
import { fullName, MISSING } from "./format";
import styles from "./learner.module.css";
import { learnerMessages, problemText } from "./learner-messages";

export type FeedbackLearner = {
  /** The signed-in learner's own id: the only one the API accepts as learnerId_id. */
  id: number;
  person: { firstName?: string | null; lastName?: string | null };
};

const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index);

type Props = { enrolment: Enrolment; learner: FeedbackLearner; onDone: () => void };

export function FeedbackForm({ enrolment, learner, onDone }: Props) {
  const api = useApi();
  const toast = useToast();
  const id = useId();
  const [message, setMessage] = useState("");
  const [trainer, setTrainer] = useState("");
  const [rating, setRating] = useState<number>(RATING_DEFAULT);
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const card = enrolment.trainingCard;

  const reset = () => {
    setMessage("");
    setTrainer("");
    setRating(RATING_DEFAULT);
    setError(undefined);
    setSending(false);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    if (!message.trim()) {
      setError("Feedback is required");
      (event.currentTarget.elements.namedItem("feedbackMsg") as HTMLTextAreaElement | null)?.focus();
      return;
    }
    setError(undefined);
    setSending(true);
    const payload: FeedbackCreate = {
      feedbackMsg: message.trim(),
      feedbackTrainer: trainer.trim(),
      feedbackRating: rating,
      feedbackDateTime: new Date().toISOString(),
      ictId_id: card.ictId_id,
      learnerId_id: learner.id,
      trainingId: card.id,
      status: "A",
    };
    let failure: string | null = null;
    try {
      const result = await api.post<Feedback>(`/training-cards/${card.id}/feedbacks`, payload);
      if (!result.ok) failure = problemText(result.error, learnerMessages.feedbackFailed);
    } catch (cause) {
      failure = cause instanceof Error && cause.message ? cause.message : learnerMessages.feedbackFailed;
    }
    if (failure) {
      setSending(false);
      toast.show(learnerMessages.feedbackSendFailed(failure), "error");
      return;
    }
    toast.show(learnerMessages.feedbackSent, "success");
    reset();
    onDone();
  }

  return (
    <form noValidate onSubmit={submit}>
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
                name={`${id}-rating`}
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
      <div className={styles.formActions}>
        <button type="button" className="btn" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={sending}>
          {sending ? "Sending…" : "Send Feedback"}
        </button>
      </div>
    </form>
  );
}
