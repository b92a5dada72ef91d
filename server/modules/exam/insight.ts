// A test's insight for staff, from its submitted attempts: each attempt's questions as it drew them
// (the bank's now for attempts made before attempts kept their questions) and its saved answers.
import { type TestInsight, testInsight } from "@skillbridge/core/exams";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { courses, examAnswers, examAttempts, examTests } from "../../db/schema.ts";
import { attemptRepository } from "./attempt-repository.ts";

export async function insightOf(db: Executor, testId: number): Promise<TestInsight | null> {
  const [test] = await db
    .select({ test: examTests, courseName: courses.name })
    .from(examTests)
    .innerJoin(courses, eq(courses.id, examTests.courseId))
    .where(eq(examTests.id, testId));
  if (!test) return null;
  const attempts = await db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.testId, testId), isNotNull(examAttempts.submittedAt)));
  const answers = attempts.length
    ? await db
        .select()
        .from(examAnswers)
        .where(
          inArray(
            examAnswers.attemptId,
            attempts.map((attempt) => attempt.id),
          ),
        )
    : [];
  const answersOf = new Map<number, Map<number, number[]>>();
  for (const answer of answers) {
    const own = answersOf.get(answer.attemptId) ?? new Map<number, number[]>();
    own.set(answer.questionId, answer.chosen);
    answersOf.set(answer.attemptId, own);
  }
  const marked = await Promise.all(
    attempts.map(async (attempt) => ({
      percent: attempt.percent ?? 0,
      passed: attempt.passed ?? false,
      questions: await attemptRepository.questions(db, attempt),
      answers: answersOf.get(attempt.id) ?? new Map<number, number[]>(),
    })),
  );
  return {
    testId,
    title: test.test.title,
    courseId: test.test.courseId,
    courseName: test.courseName,
    kind: test.test.kind,
    passPercent: test.test.passPercent,
    learners: new Set(attempts.map((attempt) => attempt.learnerId)).size,
    ...testInsight(marked),
  };
}
