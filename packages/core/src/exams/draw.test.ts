import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { drawQuestions, seededRandom } from "./draw.ts";

const pool = (n: number, topics = ["A", "B", "C"]) =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, topic: topics[i % topics.length]! }));

describe("drawing an attempt's questions", () => {
  it("draws the same questions in the same order for the same seed, whatever the pool's order", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 0, max: 40 }), (seed, n) => {
        const questions = pool(30);
        const shuffled = [...questions].reverse();
        expect(drawQuestions(seed, shuffled, n, [])).toEqual(drawQuestions(seed, questions, n, []));
      }),
    );
  });

  it("never repeats a question, draws min(n, pool) and only from the chosen topics", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 0, max: 50 }),
        fc.subarray(["A", "B", "C"]),
        (seed, n, topics) => {
          const questions = pool(30);
          const drawn = drawQuestions(seed, questions, n, topics);
          const eligible = questions.filter((q) => topics.length === 0 || topics.includes(q.topic));
          expect(new Set(drawn).size).toBe(drawn.length);
          expect(drawn.length).toBe(Math.min(n, eligible.length));
          for (const id of drawn) expect(eligible.map((q) => q.id)).toContain(id);
        },
      ),
    );
  });

  it("matches topics whatever their case or edge spaces", () => {
    const drawn = drawQuestions(
      7,
      [
        { id: 1, topic: " Networking " },
        { id: 2, topic: "Storage" },
      ],
      5,
      ["networking"],
    );
    expect(drawn).toEqual([1]);
  });

  it("draws differently for different seeds (not always the first questions)", () => {
    const draws = new Set(Array.from({ length: 20 }, (_, seed) => drawQuestions(seed, pool(30), 5, []).join(",")));
    expect(draws.size).toBeGreaterThan(15);
  });

  it("gives numbers in [0, 1) from its generator", () => {
    const random = seededRandom(42);
    for (let i = 0; i < 1000; i++) {
      const x = random();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  });
});
