// Question banks, tests and attempts (migrations 0029 and 0030). Foreign keys to courses,
// batches and learners are declared in the migrations; schema.ts is not imported here (a cycle).
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** A question as an attempt drew it: what the learner was asked and how it is marked. */
export type AttemptQuestion = {
  id: number;
  kind: "single" | "multiple" | "true_false";
  text: string;
  options: { id: number; text: string }[];
  correct: number[];
  explanation: string;
  topic: string;
};

export const examQuestions = pgTable(
  "exam_questions",
  {
    id: serial("id").primaryKey(),
    courseId: integer("course_id").notNull(),
    kind: text("kind").$type<"single" | "multiple" | "true_false">().notNull(),
    text: text("text").notNull(),
    /** The options in order, ids 1..n. */
    options: jsonb("options").$type<{ id: number; text: string }[]>().notNull(),
    correct: integer("correct").array().notNull(),
    explanation: text("explanation").notNull().default(""),
    topic: text("topic").notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("exam_questions_course_idx").on(t.courseId, t.id)],
);

export const examTests = pgTable(
  "exam_tests",
  {
    id: serial("id").primaryKey(),
    courseId: integer("course_id").notNull(),
    /** One batch only; null: every batch of the course. */
    batchId: integer("training_card_id"),
    title: text("title").notNull(),
    kind: text("kind").$type<"practice" | "exam">().notNull(),
    minutes: integer("minutes"),
    questionCount: integer("question_count").notNull(),
    topics: text("topics").array().notNull().default(sql`'{}'`),
    passPercent: integer("pass_percent").notNull(),
    attemptsAllowed: integer("attempts_allowed"),
    openFrom: timestamp("open_from", { withTimezone: true }),
    openTo: timestamp("open_to", { withTimezone: true }),
    showAnswers: boolean("show_answers").notNull().default(true),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("exam_tests_course_idx").on(t.courseId)],
);

export const examAttempts = pgTable(
  "exam_attempts",
  {
    id: serial("id").primaryKey(),
    testId: integer("test_id").notNull(),
    learnerId: integer("learner_id").notNull(),
    seed: integer("seed").notNull(),
    questionIds: integer("question_ids").array().notNull(),
    /** The drawn questions as they were then, in drawn order; null for attempts made before (migration 0041). */
    questions: jsonb("questions").$type<AttemptQuestion[]>(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    deadlineAt: timestamp("deadline_at", { withTimezone: true }),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    correct: integer("correct"),
    total: integer("total"),
    percent: integer("percent"),
    passed: boolean("passed"),
  },
  (t) => [
    uniqueIndex("exam_attempts_one_open_uq").on(t.testId, t.learnerId).where(sql`submitted_at is null`),
    index("exam_attempts_learner_idx").on(t.learnerId, t.testId),
  ],
);

export const examAnswers = pgTable(
  "exam_answers",
  {
    attemptId: integer("attempt_id").notNull(),
    questionId: integer("question_id").notNull(),
    chosen: integer("chosen").array().notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);
