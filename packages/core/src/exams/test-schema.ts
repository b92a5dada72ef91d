// A test of a course: open to the learners of all its batches, or of one batch. A practice test is
// untimed and tells the answer after each question; an exam is timed, draws its questions per
// attempt from the chosen topics, has a pass mark, a number of attempts and opening times, and
// shows answers and explanations after submitting only when staff allow it.
import { z } from "../zod.ts";
import { optionSchema, QUESTION_KINDS } from "./question-schema.ts";

export const TEST_KINDS = ["practice", "exam"] as const;
export type TestKind = (typeof TEST_KINDS)[number];

export const testMessages = {
  title: "Enter a title (up to 200 characters)",
  minutes: "An exam needs its time in whole minutes, from 1 to 600",
  count: "Draw from 1 to 200 questions",
  pass: "Enter a pass mark from 0 to 100 (%)",
  attempts: "Allow from 1 to 100 attempts, or leave empty for no limit",
  window: "The closing time must come after the opening time",
  batch: "This batch is not a batch of this course",
  unknownTest: "This test does not exist or is not open to you",
  unknownAttempt: "This attempt does not exist",
  notInAttempt: "This question is not part of your attempt",
  badOption: "Choose among the question's own options",
  oneOption: "This question takes exactly one answer",
  timeUp: "Time is up: this attempt was submitted with the answers saved before its deadline",
  submitted: "This attempt is already submitted",
  noAttemptsLeft: "You have used every attempt this test allows",
  closed: "This test is not open now",
  noQuestions: "This test has no questions to draw yet",
  taken: "Learners have attempted this test, so it stays: switch it off instead",
} as const;

const optionalInt = (min: number, max: number, message: string) =>
  z.preprocess(
    (v) => (v === "" || v === null || v === undefined ? null : typeof v === "string" ? Number(v) : v),
    z.number({ message }).int(message).min(min, message).max(max, message).nullable(),
  );
const optionalInstant = z.preprocess(
  (v) => (v === "" || v === null || v === undefined ? null : v),
  z.iso.datetime({ offset: true, message: "Enter a date and time" }).nullable(),
);

export const testInputSchema = z
  .object({
    title: z.string().trim().min(1, testMessages.title).max(200, testMessages.title),
    kind: z.enum(TEST_KINDS, { message: "Choose practice or exam" }),
    batchId: optionalInt(1, 2_147_483_647, testMessages.batch),
    minutes: optionalInt(1, 600, testMessages.minutes),
    questionCount: z.preprocess(
      (v) => (typeof v === "string" ? Number(v) : v),
      z
        .number({ message: testMessages.count })
        .int(testMessages.count)
        .min(1, testMessages.count)
        .max(200, testMessages.count),
    ),
    topics: z.array(z.string().trim().min(1).max(120)).max(50).default([]),
    passPercent: z.preprocess(
      (v) => (typeof v === "string" ? Number(v) : v),
      z
        .number({ message: testMessages.pass })
        .int(testMessages.pass)
        .min(0, testMessages.pass)
        .max(100, testMessages.pass),
    ),
    attemptsAllowed: optionalInt(1, 100, testMessages.attempts),
    openFrom: optionalInstant,
    openTo: optionalInstant,
    showAnswers: z.boolean().default(true),
    active: z.boolean().default(true),
  })
  .superRefine((t, ctx) => {
    if (t.kind === "exam" && t.minutes == null)
      ctx.addIssue({ code: "custom", path: ["minutes"], message: testMessages.minutes });
    if (t.openFrom && t.openTo && Date.parse(t.openTo) <= Date.parse(t.openFrom))
      ctx.addIssue({ code: "custom", path: ["openTo"], message: testMessages.window });
  });
export type TestInput = z.output<typeof testInputSchema>;

export const adminTestSchema = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  batchId: z.number().int().nullable(),
  title: z.string(),
  kind: z.enum(TEST_KINDS),
  minutes: z.number().int().nullable(),
  questionCount: z.number().int(),
  topics: z.array(z.string()),
  passPercent: z.number().int(),
  attemptsAllowed: z.number().int().nullable(),
  openFrom: z.string().nullable(),
  openTo: z.string().nullable(),
  showAnswers: z.boolean(),
  active: z.boolean(),
  attempts: z.number().int(),
});
export type AdminTest = z.infer<typeof adminTestSchema>;

/** A test as its learner sees it in the list. */
export const learnerTestSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  courseName: z.string(),
  kind: z.enum(TEST_KINDS),
  minutes: z.number().int().nullable(),
  questionCount: z.number().int(),
  passPercent: z.number().int(),
  attemptsAllowed: z.number().int().nullable(),
  attemptsUsed: z.number().int(),
  bestPercent: z.number().int().nullable(),
  openAttemptId: z.number().int().nullable(),
  /** The learner's latest attempt (open or submitted): its page shows the result once submitted. */
  lastAttemptId: z.number().int().nullable(),
  openTo: z.string().nullable(),
  canStart: z.boolean(),
});
export type LearnerTest = z.infer<typeof learnerTestSchema>;

/** A question as the learner sees it while answering: never its correct options. */
export const attemptQuestionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(QUESTION_KINDS),
  text: z.string(),
  topic: z.string(),
  options: z.array(optionSchema),
});

export const reviewSchema = z.object({
  questionId: z.number().int(),
  correct: z.array(z.number().int()),
  explanation: z.string(),
  answeredCorrectly: z.boolean(),
});

export const attemptResultSchema = z.object({
  correct: z.number().int(),
  total: z.number().int(),
  percent: z.number().int(),
  passed: z.boolean(),
  byTopic: z.array(z.object({ topic: z.string(), correct: z.number().int(), total: z.number().int() })),
  /** Each question's right answer and explanation, when the test shows them after submitting. */
  review: z.array(reviewSchema).nullable(),
});
export type AttemptResult = z.infer<typeof attemptResultSchema>;

export const attemptSchema = z.object({
  id: z.number().int(),
  testId: z.number().int(),
  title: z.string(),
  kind: z.enum(TEST_KINDS),
  passPercent: z.number().int(),
  startedAt: z.string(),
  deadline: z.string().nullable(),
  /** The server's clock when it answered: a countdown runs from deadline − now, not the device's clock. */
  now: z.string(),
  submittedAt: z.string().nullable(),
  questions: z.array(attemptQuestionSchema),
  answers: z.record(z.string(), z.array(z.number().int())),
  /** Practice tests: what each saved answer was told (right or not, the answer, the explanation). */
  feedback: z.array(reviewSchema),
  result: attemptResultSchema.nullable(),
});
export type Attempt = z.infer<typeof attemptSchema>;

export const answerInputSchema = z.object({
  chosen: z.array(z.number().int().min(0).max(1000)).max(6),
});

export const answerSavedSchema = z.object({
  questionId: z.number().int(),
  chosen: z.array(z.number().int()),
  savedAt: z.string(),
  feedback: reviewSchema.nullable(),
});
