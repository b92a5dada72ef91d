// The exam load bench's data, written straight into the database while no server holds it (the
// embedded one allows one process): a course with a bank of single-answer questions, a running
// batch with N learners enrolled (one password hash shared by all: hashing N passwords would only
// slow the set-up), and one timed exam drawing every question of the bank.
import { sql } from "drizzle-orm";
import { openPglite, openPostgres } from "../server/db/client.ts";
import * as schema from "../server/db/schema.ts";
import { hashPassword } from "../server/modules/auth/passwords.ts";
import { createBatch, createCourse, daysFromToday } from "../server/test/factories.ts";

export const BENCH_LEARNER_PASSWORD = "Bench-Exam-Load-9";
export const benchLearnerEmail = (i: number) => `exam.bench.${i}@example.com`;

export type ExamLoadTarget = { dataDir: string } | { databaseUrl: string };
export type ExamLoadData = { testId: number; learners: number; questions: number };

/** Writes the course, its bank, the exam, the batch and its learners; answers the exam's id. */
export async function writeExamLoadData(
  target: ExamLoadTarget,
  options: { learners: number; questions: number; minutes: number },
): Promise<ExamLoadData> {
  const database =
    "databaseUrl" in target ? await openPostgres(target.databaseUrl) : await openPglite({ dataDir: target.dataDir });
  try {
    const db = database.db;
    const course = await createCourse(db, { name: "Exam load bench: Cloud Practitioner" });
    const batch = await createBatch(db, course.id, { startDate: daysFromToday(-5), endDate: daysFromToday(30) });
    await db.insert(schema.examQuestions).values(
      Array.from({ length: options.questions }, (_, i) => ({
        courseId: course.id,
        kind: "single" as const,
        text: `Bench question ${i + 1}: which option is right?`,
        options: [1, 2, 3, 4].map((id) => ({ id, text: `Option ${id}` })),
        correct: [1 + (i % 4)],
        explanation: "Because it is.",
        topic: ["Compute", "Storage", "Networking", "Security"][i % 4]!,
      })),
    );
    const [test] = await db
      .insert(schema.examTests)
      .values({
        courseId: course.id,
        title: "Exam load bench: timed exam",
        kind: "exam",
        minutes: options.minutes,
        questionCount: options.questions,
        passPercent: 70,
        showAnswers: false,
      })
      .returning();
    const passwordHash = await hashPassword(BENCH_LEARNER_PASSWORD);
    // In chunks: one statement per few hundred rows keeps every driver's parameter count low.
    for (let from = 0; from < options.learners; from += 200) {
      const ids = Array.from({ length: Math.min(200, options.learners - from) }, (_, k) => from + k);
      const rows = await db
        .insert(schema.learners)
        .values(
          ids.map((i) => ({
            firstName: "Bench",
            lastName: `Learner ${i}`,
            username: `exam-bench-${i}`,
            email: benchLearnerEmail(i),
            contact: "+91 90000 00000",
            countryName: "India",
            passwordHash,
          })),
        )
        .returning({ id: schema.learners.id });
      await db
        .insert(schema.enrolments)
        .values(rows.map((row) => ({ learnerId: row.id, trainingCardId: batch.id, createdAt: new Date() })));
    }
    await db.execute(sql`analyze`);
    return { testId: test!.id, learners: options.learners, questions: options.questions };
  } finally {
    await database.close();
  }
}
