// Taking a test. The server draws an attempt's questions from its seed, keeps its clock (an
// answer at or after the deadline is refused; an attempt past its deadline counts as submitted
// with the answers saved before it), marks it, and shows correct answers only after submitting
// (a practice test tells each answer as it is saved).
import { randomInt } from "node:crypto";
import {
  type Attempt,
  answerIsCorrect,
  deadlineOf,
  drawQuestions,
  passes,
  pastDeadline,
  scoreAttempt,
  testMessages,
} from "@skillbridge/core/exams";
import type { Executor, Tx } from "../../db/client.ts";
import type { AttemptQuestion } from "../../db/schema-exam.ts";
import { attemptRepository, type StoredAttempt } from "./attempt-repository.ts";

type Question = AttemptQuestion;
export type Refusal = { status: 404 | 409 | 422; msg: string; field?: string };

const review = (question: Question, chosen: readonly number[] | undefined) => ({
  questionId: question.id,
  correct: question.correct,
  explanation: question.explanation,
  answeredCorrectly: answerIsCorrect(question.correct, chosen),
});

/** Submits an attempt with its saved answers: at its deadline when that has passed, else now. */
async function settle(tx: Tx, attempt: StoredAttempt, now: Date) {
  if (attempt.submittedAt) return;
  const test = await attemptRepository.test(tx, attempt.testId);
  const questions = await attemptRepository.questions(tx, attempt);
  const answers = new Map((await attemptRepository.answers(tx, attempt.id)).map((a) => [a.questionId, a.chosen]));
  const score = scoreAttempt(questions, answers);
  const submittedAt = pastDeadline(attempt.deadlineAt, now) ? attempt.deadlineAt! : now;
  await attemptRepository.markSubmitted(tx, attempt.id, {
    submittedAt,
    correct: score.correct,
    total: score.total,
    percent: score.percent,
    passed: passes(score.correct, score.total, test.passPercent),
  });
}

/** What the learner sees of an attempt (settled first when its time is up). */
export async function attemptView(db: Executor, attemptId: number, learnerId: number): Promise<Attempt | null> {
  const attempt = await attemptRepository.own(db, attemptId, learnerId);
  if (!attempt) return null;
  const test = await attemptRepository.test(db, attempt.testId);
  const questions = await attemptRepository.questions(db, attempt);
  const saved = await attemptRepository.answers(db, attempt.id);
  const answers = new Map(saved.map((a) => [a.questionId, a.chosen]));
  const submitted = attempt.submittedAt != null;
  const score = submitted ? scoreAttempt(questions, answers) : null;
  return {
    id: attempt.id,
    testId: test.id,
    title: test.title,
    kind: test.kind,
    passPercent: test.passPercent,
    startedAt: attempt.startedAt.toISOString(),
    deadline: attempt.deadlineAt?.toISOString() ?? null,
    now: new Date().toISOString(),
    submittedAt: attempt.submittedAt?.toISOString() ?? null,
    questions: questions.map((q) => ({ id: q.id, kind: q.kind, text: q.text, topic: q.topic, options: q.options })),
    answers: Object.fromEntries(saved.map((a) => [String(a.questionId), a.chosen])),
    feedback:
      test.kind === "practice"
        ? questions.filter((q) => answers.has(q.id)).map((q) => review(q, answers.get(q.id)))
        : [],
    result: score && {
      correct: attempt.correct ?? score.correct,
      total: attempt.total ?? score.total,
      percent: attempt.percent ?? score.percent,
      passed: attempt.passed ?? false,
      byTopic: score.byTopic,
      review: test.showAnswers ? questions.map((q) => review(q, answers.get(q.id))) : null,
    },
  };
}

/** Settles the learner's attempt when its time is up; true when it was (or already is) submitted. */
async function closedAttempt(tx: Tx, attempt: StoredAttempt, now: Date): Promise<boolean> {
  if (attempt.submittedAt) return true;
  if (!pastDeadline(attempt.deadlineAt, now)) return false;
  await settle(tx, attempt, now);
  return true;
}

/** Starts an attempt or resumes the open one: the attempt's id and whether it is new, or a refusal. */
export async function startAttempt(
  tx: Tx,
  testId: number,
  learnerId: number,
): Promise<{ id: number; created: boolean } | Refusal> {
  const now = new Date();
  const test = await attemptRepository.testFor(tx, testId, learnerId);
  if (!test) return { status: 404, msg: testMessages.unknownTest };
  const open = await attemptRepository.openAttempt(tx, testId, learnerId);
  if (open && !(await closedAttempt(tx, open, now))) return { id: open.id, created: false };
  if (!(await attemptRepository.isOpen(tx, testId, now))) return { status: 409, msg: testMessages.closed };
  const used = await attemptRepository.attemptsUsed(tx, testId, learnerId);
  if (test.attemptsAllowed != null && used >= test.attemptsAllowed)
    return { status: 409, msg: testMessages.noAttemptsLeft };
  const seed = randomInt(0, 2 ** 31 - 1);
  const questionIds = drawQuestions(
    seed,
    await attemptRepository.pool(tx, test.courseId),
    test.questionCount,
    test.topics,
  );
  if (questionIds.length === 0) return { status: 409, msg: testMessages.noQuestions };
  const row = await attemptRepository.insert(tx, {
    testId,
    learnerId,
    seed,
    questionIds,
    // Kept as drawn: a question edited later changes neither this attempt's marking nor its review.
    questions: await attemptRepository.bankQuestions(tx, questionIds),
    startedAt: now,
    deadlineAt: deadlineOf(now, test.kind === "exam" ? test.minutes : null),
  });
  if (row) return { id: row.id, created: true };
  // Another start opened one meanwhile: that one is resumed.
  const other = await attemptRepository.openAttempt(tx, testId, learnerId);
  return other ? { id: other.id, created: false } : { status: 409, msg: testMessages.closed };
}

/** Saves one answer as given, or refuses and changes nothing. */
export async function saveAnswer(
  tx: Tx,
  input: { attemptId: number; learnerId: number; questionId: number; chosen: number[] },
) {
  const now = new Date();
  const attempt = await attemptRepository.own(tx, input.attemptId, input.learnerId, true);
  if (!attempt) return { status: 404, msg: testMessages.unknownAttempt } as Refusal;
  if (attempt.submittedAt) return { status: 409, msg: testMessages.submitted } as Refusal;
  if (await closedAttempt(tx, attempt, now)) return { status: 409, msg: testMessages.timeUp } as Refusal;
  if (!attempt.questionIds.includes(input.questionId))
    return { status: 422, msg: testMessages.notInAttempt, field: "questionId" } as Refusal;
  const question = (await attemptRepository.questions(tx, attempt)).find((q) => q.id === input.questionId);
  const ids = new Set(question!.options.map((option) => option.id));
  const chosen = [...new Set(input.chosen)].sort((a, b) => a - b);
  if (chosen.some((id) => !ids.has(id)))
    return { status: 422, msg: testMessages.badOption, field: "chosen" } as Refusal;
  if (question!.kind !== "multiple" && chosen.length > 1)
    return { status: 422, msg: testMessages.oneOption, field: "chosen" } as Refusal;
  await attemptRepository.saveAnswer(tx, attempt.id, question!.id, chosen, now);
  const test = await attemptRepository.test(tx, attempt.testId);
  return {
    questionId: question!.id,
    chosen,
    savedAt: now.toISOString(),
    feedback: test.kind === "practice" ? review(question!, chosen) : null,
  };
}

/** Submits the learner's attempt (once; submitting again changes nothing). False: not theirs. */
export async function submitAttempt(tx: Tx, attemptId: number, learnerId: number): Promise<boolean> {
  const attempt = await attemptRepository.own(tx, attemptId, learnerId, true);
  if (!attempt) return false;
  await settle(tx, attempt, new Date());
  return true;
}
