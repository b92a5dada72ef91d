// The question bank page's form posts: add or edit a question, import a CSV file, add or edit a
// test. Each is checked with core's schema for the answer in place, then sent to the API (which
// checks it again and audits it). Works without JavaScript.
import { examEndpoints } from "@skillbridge/core";
import type { ApiClient } from "@skillbridge/core/api-client";
import { MAX_IMPORT_CHARS, MAX_OPTIONS, questionInputSchema, testInputSchema } from "@skillbridge/core/exams";
import { data } from "react-router";
import { apiFieldErrors, errorText, failedCallStatus, fieldErrors } from "../../forms/errors";
import { type FormValues, readPostedForm } from "../../forms/form-action.server";
import { istInstant } from "./exam-labels";

export type BankAnswer = {
  intent?: string;
  done?: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
};

const failed = "This could not be saved. Please try again.";
// Room for a CSV file a little over the import's limit, so it gets the import's own message.
const MAX_IMPORT_BYTES = 2 * MAX_IMPORT_CHARS + 64 * 1024;

/** The options typed (blank ones left out) and the ticked ones, renumbered to match. */
export function questionBody(form: FormValues) {
  const options: string[] = [];
  const correct: number[] = [];
  for (let i = 1; i <= MAX_OPTIONS; i++) {
    const text = (form[`option${i}`] ?? "").trim();
    if (!text) continue;
    options.push(text);
    if (form[`correct${i}`] === "on") correct.push(options.length);
  }
  return {
    kind: form.kind ?? "",
    text: form.text ?? "",
    options,
    correct,
    explanation: form.explanation ?? "",
    topic: form.topic ?? "",
    active: form.active === "on",
  };
}

export function testBody(form: FormValues) {
  return {
    title: form.title ?? "",
    kind: form.kind ?? "",
    batchId: form.batchId ?? "",
    minutes: form.kind === "practice" ? "" : (form.minutes ?? ""),
    questionCount: form.questionCount ?? "",
    topics: (form.topics ?? "")
      .split(",")
      .map((topic) => topic.trim())
      .filter(Boolean),
    passPercent: form.passPercent ?? "",
    attemptsAllowed: form.attemptsAllowed ?? "",
    openFrom: istInstant(form.openFrom),
    openTo: istInstant(form.openTo),
    showAnswers: form.showAnswers === "on",
    active: form.active === "on",
  };
}

const refused = (intent: string, error: Parameters<typeof apiFieldErrors>[0], status: number, values: FormValues) => {
  const errors = apiFieldErrors(error);
  return data<BankAnswer>(
    { intent, errors: Object.keys(errors).length ? errors : { form: errorText(error, failed) }, values },
    { status: failedCallStatus(status) },
  );
};

export async function bankAction(api: ApiClient, request: Request, courseId: number) {
  const { values: posted, files } = await readPostedForm(request, MAX_IMPORT_BYTES);
  // An unticked box is sent by no browser: "" says it was unticked when the form is shown again.
  const form: FormValues = {
    ...posted,
    active: posted.active === "on" ? "on" : "",
    showAnswers: posted.showAnswers === "on" ? "on" : "",
  };
  const intent = form.intent ?? "";
  if (intent === "import") {
    const file = files.csv;
    const csv = file ? await file.text() : (form.csvText ?? "");
    const result = await api.call(examEndpoints.importQuestions, { params: { id: courseId }, body: { csv } });
    if (result.ok) return data<BankAnswer>({ intent, done: `${result.data.imported} question(s) imported.` });
    return data<BankAnswer>(
      { intent, errors: { csv: errorText(result.error, failed) } },
      { status: failedCallStatus(result.status) },
    );
  }
  if (intent === "delete-question" || intent === "delete-test") {
    const id = Number(form.id);
    const result =
      intent === "delete-question"
        ? await api.call(examEndpoints.deleteQuestion, { params: { id } })
        : await api.call(examEndpoints.deleteTest, { params: { id } });
    if (result.ok)
      return data<BankAnswer>({ intent, done: intent === "delete-question" ? "Question deleted." : "Test deleted." });
    return data<BankAnswer>(
      { intent, errors: { form: errorText(result.error, failed) } },
      { status: failedCallStatus(result.status) },
    );
  }
  if (intent === "question") {
    const body = questionBody(form);
    const parsed = questionInputSchema.safeParse(body);
    if (!parsed.success)
      return data<BankAnswer>({ intent, errors: fieldErrors(parsed.error), values: form }, { status: 422 });
    const id = Number(form.id);
    const result = id
      ? await api.call(examEndpoints.updateQuestion, { params: { id }, body: parsed.data })
      : await api.call(examEndpoints.createQuestion, { params: { id: courseId }, body: parsed.data });
    if (result.ok) return data<BankAnswer>({ intent, done: id ? "Question saved." : "Question added." });
    return refused(intent, result.error, result.status, form);
  }
  if (intent === "test") {
    const body = testBody(form);
    const parsed = testInputSchema.safeParse(body);
    if (!parsed.success)
      return data<BankAnswer>({ intent, errors: fieldErrors(parsed.error), values: form }, { status: 422 });
    const id = Number(form.id);
    const result = id
      ? await api.call(examEndpoints.updateTest, { params: { id }, body: body as never })
      : await api.call(examEndpoints.createTest, { params: { id: courseId }, body: body as never });
    if (result.ok) return data<BankAnswer>({ intent, done: `${result.data.title} is ${id ? "saved" : "added"}.` });
    return refused(intent, result.error, result.status, form);
  }
  return data<BankAnswer>({ errors: { form: failed } }, { status: 400 });
}
