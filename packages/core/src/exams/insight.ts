// What staff learn from a test's submitted attempts: how many, the pass rate, the average score,
// the scores in ten-point bands, and the questions most often missed (to fix the teaching or the
// question). A question left unanswered in a submitted attempt counts as missed.
import { z } from "../zod.ts";
import { answerIsCorrect } from "./scoring.ts";

export type InsightAttempt = {
  percent: number;
  passed: boolean;
  questions: readonly { id: number; text: string; topic: string; correct: readonly number[] }[];
  answers: ReadonlyMap<number, readonly number[]>;
};

/** The ten bands of a score: 0–9, 10–19 … 80–89 and 90–100. */
export const SCORE_BANDS = Array.from({ length: 10 }, (_, i) => (i === 9 ? "90–100 %" : `${i * 10}–${i * 10 + 9} %`));
export const bandOf = (percent: number) => Math.min(9, Math.max(0, Math.floor(percent / 10)));

/** At most this many questions are listed as most often missed. */
export const MOST_MISSED = 10;

export const testInsightSchema = z.object({
  testId: z.number().int(),
  title: z.string(),
  courseId: z.number().int(),
  courseName: z.string(),
  kind: z.enum(["practice", "exam"]),
  passPercent: z.number().int(),
  attempts: z.number().int(),
  learners: z.number().int(),
  /** Passed attempts as a whole percentage of submitted ones; null without any. */
  passRate: z.number().int().nullable(),
  /** The mean score, rounded down; null without any. */
  averagePercent: z.number().int().nullable(),
  bands: z.array(z.object({ band: z.string(), attempts: z.number().int() })),
  mostMissed: z.array(
    z.object({
      questionId: z.number().int(),
      text: z.string(),
      topic: z.string(),
      asked: z.number().int(),
      missed: z.number().int(),
      /** Missed as a whole percentage of the times it was asked. */
      missedPercent: z.number().int(),
    }),
  ),
});

export type TestInsight = z.infer<typeof testInsightSchema>;

export function testInsight(
  attempts: readonly InsightAttempt[],
): Pick<TestInsight, "attempts" | "passRate" | "averagePercent" | "bands" | "mostMissed"> {
  const bands = SCORE_BANDS.map((band) => ({ band, attempts: 0 }));
  const questions = new Map<number, { text: string; topic: string; asked: number; missed: number }>();
  let passed = 0;
  let total = 0;
  for (const attempt of attempts) {
    bands[bandOf(attempt.percent)]!.attempts++;
    if (attempt.passed) passed++;
    total += attempt.percent;
    for (const question of attempt.questions) {
      const seen = questions.get(question.id) ?? { text: question.text, topic: question.topic, asked: 0, missed: 0 };
      seen.asked++;
      if (!answerIsCorrect(question.correct, attempt.answers.get(question.id))) seen.missed++;
      questions.set(question.id, seen);
    }
  }
  const count = attempts.length;
  const mostMissed = [...questions]
    .filter(([, seen]) => seen.missed > 0)
    .map(([questionId, seen]) => ({
      questionId,
      text: seen.text,
      topic: seen.topic,
      asked: seen.asked,
      missed: seen.missed,
      missedPercent: Math.floor((seen.missed * 100) / seen.asked),
    }))
    // The largest share missed first; of equal shares, the one asked more; then the bank's order.
    .sort((a, b) => b.missedPercent - a.missedPercent || b.asked - a.asked || a.questionId - b.questionId)
    .slice(0, MOST_MISSED);
  return {
    attempts: count,
    passRate: count ? Math.floor((passed * 100) / count) : null,
    averagePercent: count ? Math.floor(total / count) : null,
    bands,
    mostMissed,
  };
}
