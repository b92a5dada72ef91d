import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { answerIsCorrect, deadlineOf, passes, pastDeadline, percentOf, scoreAttempt } from "./scoring.ts";

describe("marking an attempt", () => {
  it("scores a multiple-answer question all or nothing, whatever the order chosen", () => {
    expect(answerIsCorrect([1, 3], [3, 1])).toBe(true);
    expect(answerIsCorrect([1, 3], [1])).toBe(false);
    expect(answerIsCorrect([1, 3], [1, 2, 3])).toBe(false);
    expect(answerIsCorrect([2], [])).toBe(false);
    expect(answerIsCorrect([2], undefined)).toBe(false);
  });

  it("counts by topic, and the topics add up to the whole", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ topic: fc.constantFrom("A", "B", "C"), right: fc.boolean(), answered: fc.boolean() }), {
          maxLength: 40,
        }),
        (rows) => {
          const questions = rows.map((row, i) => ({ id: i + 1, topic: row.topic, correct: [1] }));
          const answers = new Map(
            rows.flatMap((row, i) => (row.answered ? [[i + 1, row.right ? [1] : [2]] as [number, number[]]] : [])),
          );
          const score = scoreAttempt(questions, answers);
          expect(score.total).toBe(rows.length);
          expect(score.correct).toBe(rows.filter((row) => row.answered && row.right).length);
          expect(score.byTopic.reduce((sum, t) => sum + t.correct, 0)).toBe(score.correct);
          expect(score.byTopic.reduce((sum, t) => sum + t.total, 0)).toBe(score.total);
          expect(score.percent).toBe(percentOf(score.correct, score.total));
        },
      ),
    );
  });

  it("passes at the mark exactly, never on a rounded figure", () => {
    expect(passes(7, 10, 70)).toBe(true);
    expect(passes(69, 100, 70)).toBe(false);
    expect(passes(2, 3, 67)).toBe(false); // 66.7%
    expect(percentOf(2, 3)).toBe(66);
    expect(passes(0, 0, 0)).toBe(false);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 0, max: 100 }), (total, mark) => {
        const needed = Math.ceil((mark * total) / 100);
        expect(passes(needed, total, mark)).toBe(true);
        if (needed > 0) expect(passes(needed - 1, total, mark)).toBe(false);
      }),
    );
  });

  it("keeps the server's clock: at or after the deadline is too late; untimed never is", () => {
    const start = new Date("2026-11-28T10:00:00Z");
    const deadline = deadlineOf(start, 30)!;
    expect(deadline.toISOString()).toBe("2026-11-28T10:30:00.000Z");
    expect(pastDeadline(deadline, new Date("2026-11-28T10:29:59.999Z"))).toBe(false);
    expect(pastDeadline(deadline, deadline)).toBe(true);
    expect(deadlineOf(start, null)).toBeNull();
    expect(pastDeadline(null, new Date("2100-01-01"))).toBe(false);
  });
});
