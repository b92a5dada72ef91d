// The only place that queries tests as learners take them: which tests a learner may take, their
// attempts and saved answers. A test is for a learner enrolled in one of its course's batches
// (or in its one batch); an enrolment is a confirmed seat.
import { and, desc, eq, exists, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Executor, Tx } from "../../db/client.ts";
import {
  courses,
  enrolments,
  examAnswers,
  examAttempts,
  examQuestions,
  examTests,
  trainingCards,
} from "../../db/schema.ts";
import type { AttemptQuestion } from "../../db/schema-exam.ts";

export type StoredAttempt = typeof examAttempts.$inferSelect;

const enrolledIn = (db: Executor, learnerId: number) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(enrolments)
      .innerJoin(trainingCards, eq(trainingCards.id, enrolments.trainingCardId))
      .where(
        and(
          eq(enrolments.learnerId, learnerId),
          eq(trainingCards.courseId, examTests.courseId),
          or(isNull(examTests.batchId), eq(examTests.batchId, enrolments.trainingCardId)),
        ),
      ),
  );

/** Open now: switched on, and within its opening times when it has them. */
const openAt = (now: Date) =>
  and(
    eq(examTests.active, true),
    or(isNull(examTests.openFrom), lte(examTests.openFrom, now)),
    or(isNull(examTests.openTo), gt(examTests.openTo, now)),
  );

export const attemptRepository = {
  /** A test this learner may take (active and theirs), whatever its opening times; null otherwise. */
  async testFor(db: Executor, testId: number, learnerId: number) {
    const [row] = await db
      .select()
      .from(examTests)
      .where(and(eq(examTests.id, testId), eq(examTests.active, true), enrolledIn(db, learnerId)));
    return row ?? null;
  },

  async isOpen(db: Executor, testId: number, now: Date): Promise<boolean> {
    const [row] = await db
      .select({ id: examTests.id })
      .from(examTests)
      .where(and(eq(examTests.id, testId), openAt(now)));
    return row != null;
  },

  /** The tests open to the learner now, with their attempts (used, best score, the open one). */
  async openTests(db: Executor, learnerId: number, now: Date) {
    return db
      .select({
        test: examTests,
        courseName: courses.name,
        attemptsUsed:
          sql<number>`(select count(*) from exam_attempts a where a.test_id = ${examTests.id} and a.learner_id = ${learnerId})`.mapWith(
            Number,
          ),
        bestPercent: sql<
          number | null
        >`(select max(a.percent) from exam_attempts a where a.test_id = ${examTests.id} and a.learner_id = ${learnerId})`,
        lastAttempt: sql<
          number | null
        >`(select max(a.id) from exam_attempts a where a.test_id = ${examTests.id} and a.learner_id = ${learnerId})`,
        openAttempt: sql<
          number | null
        >`(select a.id from exam_attempts a where a.test_id = ${examTests.id} and a.learner_id = ${learnerId} and a.submitted_at is null)`,
      })
      .from(examTests)
      .innerJoin(courses, eq(courses.id, examTests.courseId))
      .where(and(openAt(now), enrolledIn(db, learnerId)))
      .orderBy(courses.name, examTests.id);
  },

  async attemptsUsed(db: Executor, testId: number, learnerId: number): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(examAttempts)
      .where(and(eq(examAttempts.testId, testId), eq(examAttempts.learnerId, learnerId)));
    return row?.n ?? 0;
  },

  async openAttempt(tx: Tx, testId: number, learnerId: number): Promise<StoredAttempt | null> {
    const [row] = await tx
      .select()
      .from(examAttempts)
      .where(
        and(eq(examAttempts.testId, testId), eq(examAttempts.learnerId, learnerId), isNull(examAttempts.submittedAt)),
      )
      .for("update");
    return row ?? null;
  },

  /** The learner's own attempt, locked when in a transaction that changes it; another's is null. */
  async own(db: Executor, attemptId: number, learnerId: number, lock = false): Promise<StoredAttempt | null> {
    const query = db
      .select()
      .from(examAttempts)
      .where(and(eq(examAttempts.id, attemptId), eq(examAttempts.learnerId, learnerId)));
    const [row] = lock ? await query.for("update") : await query;
    return row ?? null;
  },

  async test(db: Executor, testId: number) {
    const [row] = await db.select().from(examTests).where(eq(examTests.id, testId));
    return row!;
  },

  /** The active questions a test may draw from (its course's bank). */
  async pool(db: Executor, courseId: number) {
    return db
      .select({ id: examQuestions.id, topic: examQuestions.topic })
      .from(examQuestions)
      .where(and(eq(examQuestions.courseId, courseId), eq(examQuestions.active, true)));
  },

  /** Questions of the bank as they are now, in the order of `ids`, as an attempt keeps them. */
  async bankQuestions(db: Executor, ids: readonly number[]): Promise<AttemptQuestion[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select()
      .from(examQuestions)
      .where(inArray(examQuestions.id, [...ids]));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const { kind, text, options, correct, explanation, topic } = row;
      return [{ id, kind, text, options, correct, explanation, topic }];
    });
  },

  /** The attempt's questions in drawn order, as they were drawn (the bank's now for older attempts). */
  async questions(db: Executor, attempt: Pick<StoredAttempt, "questions" | "questionIds">): Promise<AttemptQuestion[]> {
    return attempt.questions ?? this.bankQuestions(db, attempt.questionIds);
  },

  async answers(db: Executor, attemptId: number) {
    return db.select().from(examAnswers).where(eq(examAnswers.attemptId, attemptId));
  },

  /** A new open attempt, or null when another start opened one meanwhile (the unique partial index). */
  async insert(tx: Tx, values: typeof examAttempts.$inferInsert): Promise<StoredAttempt | null> {
    const [row] = await tx.insert(examAttempts).values(values).onConflictDoNothing().returning();
    return row ?? null;
  },

  async saveAnswer(tx: Tx, attemptId: number, questionId: number, chosen: number[], savedAt: Date) {
    await tx
      .insert(examAnswers)
      .values({ attemptId, questionId, chosen, savedAt })
      .onConflictDoUpdate({ target: [examAnswers.attemptId, examAnswers.questionId], set: { chosen, savedAt } });
  },

  async markSubmitted(
    tx: Tx,
    attemptId: number,
    values: { submittedAt: Date; correct: number; total: number; percent: number; passed: boolean },
  ) {
    await tx
      .update(examAttempts)
      .set(values)
      .where(and(eq(examAttempts.id, attemptId), isNull(examAttempts.submittedAt)));
  },

  async latest(db: Executor, testId: number, learnerId: number) {
    const [row] = await db
      .select()
      .from(examAttempts)
      .where(and(eq(examAttempts.testId, testId), eq(examAttempts.learnerId, learnerId)))
      .orderBy(desc(examAttempts.id))
      .limit(1);
    return row ?? null;
  },
};
