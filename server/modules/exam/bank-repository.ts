// The only place that queries question banks and tests (the staff side).
import type { AdminQuestion, AdminTest, QuestionInput, TestInput } from "@skillbridge/core/exams";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Executor, Tx } from "../../db/client.ts";
import { courses, examAttempts, examQuestions, examTests, learningModules, trainingCards } from "../../db/schema.ts";

export type StoredQuestion = typeof examQuestions.$inferSelect;
export type StoredTest = typeof examTests.$inferSelect;

export function questionView(row: StoredQuestion): AdminQuestion {
  return {
    id: row.id,
    courseId: row.courseId,
    kind: row.kind,
    text: row.text,
    options: row.options,
    correct: row.correct,
    explanation: row.explanation,
    topic: row.topic,
    active: row.active,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function testView(row: StoredTest, attempts: number): AdminTest {
  return {
    id: row.id,
    courseId: row.courseId,
    batchId: row.batchId,
    title: row.title,
    kind: row.kind,
    minutes: row.minutes,
    questionCount: row.questionCount,
    topics: row.topics,
    passPercent: row.passPercent,
    attemptsAllowed: row.attemptsAllowed,
    openFrom: row.openFrom?.toISOString() ?? null,
    openTo: row.openTo?.toISOString() ?? null,
    showAnswers: row.showAnswers,
    active: row.active,
    attempts,
  };
}

/** Options are stored with ids 1..n in the order given. */
const questionValues = (input: QuestionInput) => ({
  kind: input.kind,
  text: input.text,
  options: input.options.map((text, index) => ({ id: index + 1, text })),
  correct: [...input.correct].sort((a, b) => a - b),
  explanation: input.explanation,
  topic: input.topic,
  active: input.active,
});

const testValues = (input: TestInput) => ({
  title: input.title,
  kind: input.kind,
  batchId: input.batchId,
  minutes: input.minutes,
  questionCount: input.questionCount,
  topics: input.topics,
  passPercent: input.passPercent,
  attemptsAllowed: input.attemptsAllowed,
  openFrom: input.openFrom ? new Date(input.openFrom) : null,
  openTo: input.openTo ? new Date(input.openTo) : null,
  showAnswers: input.showAnswers,
  active: input.active,
});

export const bankRepository = {
  async course(db: Executor, id: number) {
    const [row] = await db.select({ id: courses.id, name: courses.name }).from(courses).where(eq(courses.id, id));
    return row ?? null;
  },

  async batches(db: Executor, courseId: number) {
    return db
      .select({ id: trainingCards.id, startDate: trainingCards.startDate, location: trainingCards.location })
      .from(trainingCards)
      .where(eq(trainingCards.courseId, courseId))
      .orderBy(asc(trainingCards.startDate), asc(trainingCards.id));
  },

  /** Topic suggestions: the course's module titles, then the topics its questions already use. */
  async topics(db: Executor, courseId: number): Promise<string[]> {
    const modules = await db
      .select({ title: learningModules.title })
      .from(learningModules)
      .where(eq(learningModules.courseId, courseId))
      .orderBy(asc(learningModules.position));
    const used = await db
      .selectDistinct({ topic: examQuestions.topic })
      .from(examQuestions)
      .where(eq(examQuestions.courseId, courseId));
    return [...new Set([...modules.map((m) => m.title), ...used.map((u) => u.topic).sort()])];
  },

  async questions(db: Executor, courseId: number): Promise<StoredQuestion[]> {
    return db.select().from(examQuestions).where(eq(examQuestions.courseId, courseId)).orderBy(asc(examQuestions.id));
  },

  async lockQuestion(tx: Tx, id: number): Promise<StoredQuestion | null> {
    const [row] = await tx.select().from(examQuestions).where(eq(examQuestions.id, id)).for("update");
    return row ?? null;
  },

  async insertQuestions(tx: Tx, courseId: number, inputs: QuestionInput[]): Promise<StoredQuestion[]> {
    if (inputs.length === 0) return [];
    return tx
      .insert(examQuestions)
      .values(inputs.map((input) => ({ courseId, ...questionValues(input) })))
      .returning();
  },

  async updateQuestion(tx: Tx, id: number, input: QuestionInput): Promise<StoredQuestion> {
    const [row] = await tx
      .update(examQuestions)
      .set({ ...questionValues(input), updatedAt: new Date() })
      .where(eq(examQuestions.id, id))
      .returning();
    return row!;
  },

  /** Whether any attempt drew the question (its answers and results refer to it). */
  async questionDrawn(db: Executor, id: number): Promise<boolean> {
    const [row] = await db
      .select({ id: examAttempts.id })
      .from(examAttempts)
      .where(sql`${id} = any(${examAttempts.questionIds})`)
      .limit(1);
    return row != null;
  },

  async deleteQuestion(tx: Tx, id: number) {
    await tx.delete(examQuestions).where(eq(examQuestions.id, id));
  },

  async testAttempted(db: Executor, id: number): Promise<boolean> {
    const [row] = await db
      .select({ id: examAttempts.id })
      .from(examAttempts)
      .where(eq(examAttempts.testId, id))
      .limit(1);
    return row != null;
  },

  async deleteTest(tx: Tx, id: number) {
    await tx.delete(examTests).where(eq(examTests.id, id));
  },

  async tests(db: Executor, courseId: number, id?: number): Promise<AdminTest[]> {
    const rows = await db
      .select({ test: examTests, attempts: count(examAttempts.id) })
      .from(examTests)
      .leftJoin(examAttempts, eq(examAttempts.testId, examTests.id))
      .where(and(eq(examTests.courseId, courseId), id == null ? undefined : eq(examTests.id, id)))
      .groupBy(examTests.id)
      .orderBy(asc(examTests.id));
    return rows.map((row) => testView(row.test, row.attempts));
  },

  async lockTest(tx: Tx, id: number): Promise<StoredTest | null> {
    const [row] = await tx.select().from(examTests).where(eq(examTests.id, id)).for("update");
    return row ?? null;
  },

  async batchOfCourse(db: Executor, batchId: number, courseId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: trainingCards.id })
      .from(trainingCards)
      .where(and(eq(trainingCards.id, batchId), eq(trainingCards.courseId, courseId)));
    return row != null;
  },

  async insertTest(tx: Tx, courseId: number, input: TestInput): Promise<StoredTest> {
    const [row] = await tx
      .insert(examTests)
      .values({ courseId, ...testValues(input) })
      .returning();
    return row!;
  },

  async updateTest(tx: Tx, id: number, input: TestInput): Promise<StoredTest> {
    const [row] = await tx
      .update(examTests)
      .set({ ...testValues(input), updatedAt: sql`now()` })
      .where(eq(examTests.id, id))
      .returning();
    return row!;
  },
};
