// An open attempt: one page of questions in a form that posts to the attempt page (saving the
// page's answers and moving on, without JavaScript). With scripts, each change is also saved in
// the background, a countdown runs from the server's deadline, and a status says whether the
// answers are saved (or not yet, while offline). A practice test tells each answer once saved.
import type { Attempt } from "@skillbridge/core/exams";
import { useCallback } from "react";
import { Countdown } from "./countdown";
import styles from "./exams.module.css";
import { QuestionText } from "./question-text";
import { type SaveStatus, useAutosave } from "./use-autosave";

const STATUS_TEXT: Record<SaveStatus, string> = {
  idle: "",
  saving: "Saving…",
  saved: "Saved",
  offline: "Not saved yet — you are offline",
  error: "",
};

type Props = { attempt: Attempt; page: number; perPage: number };

export function AttemptForm({ attempt, page, perPage }: Props) {
  const pages = Math.max(1, Math.ceil(attempt.questions.length / perPage));
  const shown = attempt.questions.slice((page - 1) * perPage, page * perPage);
  const timeUp = useCallback(() => window.location.reload(), []);
  const { save, status, error, feedback } = useAutosave(attempt.id, timeUp);
  const saved = new Map(attempt.feedback.map((item) => [item.questionId, item]));

  const onChange = (event: React.FormEvent<HTMLFormElement>) => {
    const fieldset = (event.target as HTMLElement).closest<HTMLFieldSetElement>("fieldset[data-question]");
    if (!fieldset) return;
    const body = new FormData();
    body.set("questionId", fieldset.dataset.question!);
    for (const input of fieldset.querySelectorAll<HTMLInputElement>("input:checked")) body.set(input.name, input.value);
    save(Number(fieldset.dataset.question), body);
  };

  return (
    <form method="post" onChange={onChange} aria-label={attempt.title}>
      {attempt.deadline ? <Countdown deadline={attempt.deadline} serverNow={attempt.now} onTimeUp={timeUp} /> : null}
      <p role="status" aria-live="polite" className="save-status">
        {status === "error" ? error : STATUS_TEXT[status]}
      </p>
      <input type="hidden" name="page" value={page} />
      <input type="hidden" name="questions" value={shown.map((q) => q.id).join(",")} />
      <p>
        Page {page} of {pages} · {attempt.questions.length} questions
      </p>
      {shown.map((question, index) => {
        const given = attempt.answers[String(question.id)] ?? [];
        const told = feedback[question.id] ?? saved.get(question.id);
        const number = (page - 1) * perPage + index + 1;
        return (
          <fieldset key={question.id} data-question={question.id} className={`card ${styles.question}`}>
            <legend>
              Question {number} ({question.topic}){question.kind === "multiple" ? ": choose all that apply" : ""}
            </legend>
            <QuestionText text={question.text} />
            {question.options.map((option) => {
              const id = `q${question.id}-option${option.id}`;
              return (
                <div key={option.id} className={styles.option}>
                  {question.kind === "multiple" ? (
                    <input
                      id={id}
                      type="checkbox"
                      name={`q${question.id}o${option.id}`}
                      defaultChecked={given.includes(option.id)}
                    />
                  ) : (
                    <input
                      id={id}
                      type="radio"
                      name={`q${question.id}`}
                      value={option.id}
                      defaultChecked={given.includes(option.id)}
                    />
                  )}{" "}
                  <label htmlFor={id}>{option.text}</label>
                </div>
              );
            })}
            {told ? (
              <p className={`message ${told.answeredCorrectly ? "message-success" : "message-error"}`}>
                {told.answeredCorrectly ? "Correct." : "Not correct."} Right answer:{" "}
                {question.options
                  .filter((o) => told.correct.includes(o.id))
                  .map((o) => o.text)
                  .join("; ")}
                . {told.explanation}
              </p>
            ) : null}
          </fieldset>
        );
      })}
      <p className={styles.actions}>
        {page > 1 ? (
          <button type="submit" name="intent" value="previous" className="btn">
            Save and go back
          </button>
        ) : null}
        <button type="submit" name="intent" value="save" className="btn">
          {attempt.kind === "practice" ? "Save and check" : "Save answers"}
        </button>
        {page < pages ? (
          <button type="submit" name="intent" value="next" className="btn btn-primary">
            Save and next page
          </button>
        ) : null}
        <button type="submit" name="intent" value="submit" className="btn btn-primary">
          Submit the {attempt.kind === "practice" ? "practice test" : "exam"}
        </button>
      </p>
    </form>
  );
}
