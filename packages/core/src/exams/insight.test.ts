import { describe, expect, it } from "vitest";
import { bandOf, type InsightAttempt, testInsight } from "./insight.ts";

const q = (id: number, topic = "Routing") => ({ id, text: `Question ${id}`, topic, correct: [1] });
const attempt = (percent: number, passed: boolean, answers: [number, number[]][]): InsightAttempt => ({
  percent,
  passed,
  questions: [q(1), q(2), q(3, "Security")],
  answers: new Map(answers),
});

describe("a test's insight", () => {
  it("counts attempts, the pass rate and the average, rounded down, with scores in ten-point bands", () => {
    const insight = testInsight([
      attempt(100, true, [
        [1, [1]],
        [2, [1]],
        [3, [1]],
      ]),
      attempt(66, false, [
        [1, [1]],
        [2, [1]],
        [3, [2]],
      ]),
      attempt(33, false, [[1, [1]]]),
    ]);
    expect(insight).toMatchObject({ attempts: 3, passRate: 33, averagePercent: 66 });
    expect(insight.bands.map((band) => band.attempts)).toEqual([0, 0, 0, 1, 0, 0, 1, 0, 0, 1]);
    expect(insight.bands[9]!.band).toBe("90–100 %");
    // Question 3 was missed twice in three (once wrong, once unanswered), question 2 once.
    expect(insight.mostMissed.map((row) => [row.questionId, row.missed, row.asked, row.missedPercent])).toEqual([
      [3, 2, 3, 66],
      [2, 1, 3, 33],
    ]);
  });

  it("says nothing is known without attempts", () => {
    expect(testInsight([])).toMatchObject({ attempts: 0, passRate: null, averagePercent: null, mostMissed: [] });
  });

  it("puts 100 % in the top band and never outside the ten", () => {
    expect([0, 9, 10, 89, 90, 100].map(bandOf)).toEqual([0, 0, 1, 8, 9, 9]);
  });
});
