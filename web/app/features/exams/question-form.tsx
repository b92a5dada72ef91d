// A question's form, to add one or edit it: posts to the bank page's action (no JavaScript needed).
// Options are six fields (blank ones are left out); a box beside each marks it correct.
import { type AdminQuestion, MAX_OPTIONS, QUESTION_KINDS } from "@skillbridge/core/exams";
import { TextAreaField, TextField } from "../../forms/field";
import type { BankAnswer } from "./bank-action.server";
import { KIND_LABELS } from "./exam-labels";

export function questionFormValues(question: AdminQuestion): Record<string, string> {
  const values: Record<string, string> = {
    id: String(question.id),
    kind: question.kind,
    text: question.text,
    explanation: question.explanation,
    topic: question.topic,
    active: question.active ? "on" : "",
  };
  for (const option of question.options) {
    values[`option${option.id}`] = option.text;
    if (question.correct.includes(option.id)) values[`correct${option.id}`] = "on";
  }
  return values;
}

export function QuestionForm({
  values,
  answer,
  topics,
  label,
}: {
  values: Record<string, string>;
  answer?: BankAnswer;
  topics: string[];
  label: string;
}) {
  const posted = answer?.intent === "question" && answer.values ? answer : undefined;
  const shown = posted?.values ?? values;
  const errors = posted?.errors ?? {};
  const prefix = `question-${shown.id ?? "new"}`;
  return (
    <form method="post" aria-label={label}>
      <input type="hidden" name="intent" value="question" />
      {shown.id ? <input type="hidden" name="id" value={shown.id} /> : null}
      <div className="field">
        <label htmlFor={`${prefix}-kind`}>Kind</label>
        <select id={`${prefix}-kind`} name="kind" defaultValue={shown.kind ?? "single"}>
          {QUESTION_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </div>
      <TextAreaField
        id={`${prefix}-text`}
        label="Question"
        name="text"
        required
        rows={5}
        defaultValue={shown.text ?? ""}
        hint="Plain text; put code between lines of ``` to show it as a code block"
        error={errors.text}
      />
      <fieldset>
        <legend>Options (2 to 6) — tick the correct one(s)</legend>
        {Array.from({ length: MAX_OPTIONS }, (_, i) => i + 1).map((n) => (
          <div key={n} className="field">
            <label htmlFor={`${prefix}-option${n}`}>Option {n}</label>
            <input
              id={`${prefix}-option${n}`}
              name={`option${n}`}
              maxLength={500}
              defaultValue={shown[`option${n}`] ?? ""}
            />
            <label>
              <input type="checkbox" name={`correct${n}`} defaultChecked={shown[`correct${n}`] === "on"} /> Option {n}{" "}
              is correct
            </label>
          </div>
        ))}
        {errors.options || errors.correct ? (
          <p role="alert" className="field-error">
            {errors.options ?? errors.correct}
          </p>
        ) : null}
      </fieldset>
      <TextAreaField
        id={`${prefix}-explanation`}
        label="Explanation (shown after answering)"
        name="explanation"
        defaultValue={shown.explanation ?? ""}
        error={errors.explanation}
      />
      <TextField
        id={`${prefix}-topic`}
        label="Topic"
        name="topic"
        required
        maxLength={120}
        list={`${prefix}-topics`}
        defaultValue={shown.topic ?? ""}
        hint="Suggested: the course's modules"
        error={errors.topic}
      />
      <datalist id={`${prefix}-topics`}>
        {topics.map((topic) => (
          <option key={topic} value={topic} />
        ))}
      </datalist>
      <label>
        <input type="checkbox" name="active" defaultChecked={shown.active !== ""} /> Active (tests may draw it)
      </label>
      {errors.form ? (
        <p role="alert" className="message message-error">
          {errors.form}
        </p>
      ) : null}
      <p>
        <button type="submit" className="btn btn-primary">
          {shown.id ? "Save question" : "Add question"}
        </button>
      </p>
    </form>
  );
}
