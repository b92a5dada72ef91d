// How an attempt is marked. A question scores when the options chosen are exactly its correct
// options (a multiple-answer question is all or nothing); an unanswered question scores nothing.
// The pass mark is a whole percentage compared without rounding: 7 of 10 passes a 70% mark.

export type MarkedQuestion = { id: number; topic: string; correct: readonly number[] };
export type TopicScore = { topic: string; correct: number; total: number };
export type AttemptScore = { correct: number; total: number; percent: number; byTopic: TopicScore[] };

export function answerIsCorrect(correct: readonly number[], chosen: readonly number[] | undefined): boolean {
  if (!chosen || chosen.length === 0) return false;
  const given = new Set(chosen);
  return given.size === correct.length && correct.every((option) => given.has(option));
}

/** The score of an attempt; topics in the order they first appear among its questions. */
export function scoreAttempt(
  questions: readonly MarkedQuestion[],
  answers: ReadonlyMap<number, readonly number[]>,
): AttemptScore {
  const topics = new Map<string, TopicScore>();
  let correct = 0;
  for (const question of questions) {
    const topic = question.topic.trim() || "General";
    const row = topics.get(topic) ?? { topic, correct: 0, total: 0 };
    row.total++;
    if (answerIsCorrect(question.correct, answers.get(question.id))) {
      row.correct++;
      correct++;
    }
    topics.set(topic, row);
  }
  const total = questions.length;
  return { correct, total, percent: percentOf(correct, total), byTopic: [...topics.values()] };
}

/** A whole percentage, rounded down (so a shown 69% never passes a 70% mark). */
export const percentOf = (correct: number, total: number) => (total === 0 ? 0 : Math.floor((correct * 100) / total));

export const passes = (correct: number, total: number, passPercent: number) =>
  total > 0 && correct * 100 >= passPercent * total;

/** The server's clock decides: an answer at or after the deadline is too late. No deadline: untimed. */
export const pastDeadline = (deadline: Date | null, now: Date) =>
  deadline != null && now.getTime() >= deadline.getTime();

/** The deadline of an attempt started now: its minutes later, or none for an untimed test. */
export const deadlineOf = (startedAt: Date, minutes: number | null) =>
  minutes == null ? null : new Date(startedAt.getTime() + minutes * 60_000);
