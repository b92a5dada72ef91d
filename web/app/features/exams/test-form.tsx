// A test's form, to add one or edit it: posts to the bank page's action (no JavaScript needed).
// Opening times are typed in IST.
import type { AdminTest } from "@skillbridge/core/exams";
import { TextField } from "../../forms/field";
import type { BankAnswer } from "./bank-action.server";
import { istLocalValue } from "./exam-labels";

export function testFormValues(test: AdminTest): Record<string, string> {
  return {
    id: String(test.id),
    title: test.title,
    kind: test.kind,
    batchId: test.batchId == null ? "" : String(test.batchId),
    minutes: test.minutes == null ? "" : String(test.minutes),
    questionCount: String(test.questionCount),
    topics: test.topics.join(", "),
    passPercent: String(test.passPercent),
    attemptsAllowed: test.attemptsAllowed == null ? "" : String(test.attemptsAllowed),
    openFrom: istLocalValue(test.openFrom),
    openTo: istLocalValue(test.openTo),
    showAnswers: test.showAnswers ? "on" : "",
    active: test.active ? "on" : "",
  };
}

export function TestForm({
  values,
  answer,
  batches,
  label,
}: {
  values: Record<string, string>;
  answer?: BankAnswer;
  batches: { id: number; startDate: string; location: string }[];
  label: string;
}) {
  const posted = answer?.intent === "test" && answer.values ? answer : undefined;
  const shown = posted?.values ?? values;
  const errors = posted?.errors ?? {};
  const prefix = `test-${shown.id ?? "new"}`;
  return (
    <form method="post" aria-label={label}>
      <input type="hidden" name="intent" value="test" />
      {shown.id ? <input type="hidden" name="id" value={shown.id} /> : null}
      <TextField
        id={`${prefix}-title`}
        label="Title"
        name="title"
        required
        maxLength={200}
        defaultValue={shown.title ?? ""}
        error={errors.title}
      />
      <div className="field">
        <label htmlFor={`${prefix}-kind`}>Kind</label>
        <select id={`${prefix}-kind`} name="kind" defaultValue={shown.kind ?? "exam"}>
          <option value="exam">Timed exam</option>
          <option value="practice">Practice (untimed, answer shown after each question)</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${prefix}-batch`}>Open to</label>
        <select id={`${prefix}-batch`} name="batchId" defaultValue={shown.batchId ?? ""}>
          <option value="">Every batch of this course</option>
          {batches.map((batch) => (
            <option key={batch.id} value={batch.id}>
              Batch {batch.id}: from {batch.startDate}, {batch.location}
            </option>
          ))}
        </select>
        {errors.batchId ? <span className="field-error">{errors.batchId}</span> : null}
      </div>
      <TextField
        id={`${prefix}-minutes`}
        label="Time in minutes (exams)"
        name="minutes"
        inputMode="numeric"
        defaultValue={shown.minutes ?? ""}
        error={errors.minutes}
      />
      <TextField
        id={`${prefix}-count`}
        label="Questions drawn per attempt"
        name="questionCount"
        inputMode="numeric"
        required
        defaultValue={shown.questionCount ?? "10"}
        error={errors.questionCount}
      />
      <TextField
        id={`${prefix}-topics`}
        label="Topics to draw from"
        name="topics"
        defaultValue={shown.topics ?? ""}
        hint="Separated by commas; empty: every topic"
        error={errors.topics}
      />
      <TextField
        id={`${prefix}-pass`}
        label="Pass mark (%)"
        name="passPercent"
        inputMode="numeric"
        required
        defaultValue={shown.passPercent ?? "60"}
        error={errors.passPercent}
      />
      <TextField
        id={`${prefix}-attempts`}
        label="Attempts allowed"
        name="attemptsAllowed"
        inputMode="numeric"
        defaultValue={shown.attemptsAllowed ?? ""}
        hint="Empty: no limit"
        error={errors.attemptsAllowed}
      />
      <TextField
        id={`${prefix}-from`}
        label="Opens (IST)"
        name="openFrom"
        type="datetime-local"
        defaultValue={shown.openFrom ?? ""}
        hint="Empty: open now"
        error={errors.openFrom}
      />
      <TextField
        id={`${prefix}-to`}
        label="Closes (IST)"
        name="openTo"
        type="datetime-local"
        defaultValue={shown.openTo ?? ""}
        hint="Empty: no closing time"
        error={errors.openTo}
      />
      <label>
        <input type="checkbox" name="showAnswers" defaultChecked={shown.showAnswers !== ""} /> Show answers and
        explanations after submitting
      </label>
      <label>
        <input type="checkbox" name="active" defaultChecked={shown.active !== ""} /> Active
      </label>
      {errors.form ? (
        <p role="alert" className="message message-error">
          {errors.form}
        </p>
      ) : null}
      <p>
        <button type="submit" className="btn btn-primary">
          {shown.id ? "Save test" : "Add test"}
        </button>
      </p>
    </form>
  );
}
