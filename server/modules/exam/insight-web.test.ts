// A test's results page for staff (/admin/tests/{id}), as the server renders it: the summary, the
// scores chart with its table, the most-missed questions linked to their edit form; a learner is
// sent away, an unknown test is 404.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { SESSION_COOKIE } from "../../plugins/auth.ts";
import { build, signedInPeople, type TestContext } from "../../test/app.ts";
import { createCourse } from "../../test/factories.ts";

let t: TestContext;
let staffToken: string;
let learnerToken: string;
let testId: number;
let emptyTestId: number;

beforeAll(async () => {
  t = await build({ web: true, env: { PAGE_CACHE_SECONDS: "0" } });
  ({ staffToken, learnerToken } = await signedInPeople(t));
  const db = t.database.db;
  const course = await createCourse(db, { name: "CompTIA Security+" });
  const [question] = await db
    .insert(schema.examQuestions)
    .values({
      courseId: course.id,
      kind: "single",
      text: "Which port does HTTPS use?",
      options: [
        { id: 1, text: "443" },
        { id: 2, text: "80" },
      ],
      correct: [1],
      topic: "Networking",
    })
    .returning();
  const tests = await db
    .insert(schema.examTests)
    .values([
      { courseId: course.id, title: "Security+ mock", kind: "exam", minutes: 30, questionCount: 1, passPercent: 70 },
      { courseId: course.id, title: "Untouched", kind: "exam", minutes: 30, questionCount: 1, passPercent: 70 },
    ])
    .returning();
  testId = tests[0]!.id;
  emptyTestId = tests[1]!.id;
  const learner = (await db.select().from(schema.learners))[0]!;
  const [attempt] = await db
    .insert(schema.examAttempts)
    .values({
      testId,
      learnerId: learner.id,
      seed: 1,
      questionIds: [question!.id],
      submittedAt: new Date(),
      correct: 0,
      total: 1,
      percent: 0,
      passed: false,
    })
    .returning();
  await db.insert(schema.examAnswers).values({ attemptId: attempt!.id, questionId: question!.id, chosen: [2] });
});
afterAll(() => t?.close());

const page = (url: string, token: string) => t.app.inject({ url, headers: { cookie: `${SESSION_COOKIE}=${token}` } });
/** The page's markup without React's separators between adjacent texts. */
const markup = (body: string) => body.replace(/<!-- -->/g, "");

describe("a test's results page", () => {
  it("shows the summary, the scores as a chart and a table, and the question most missed", async () => {
    const res = await page(`/admin/tests/${testId}`, staffToken);
    expect(res.statusCode).toBe(200);
    const body = markup(res.body);
    expect(body).toContain("Results: Security+ mock");
    expect(body).toMatch(/<dt>Pass rate \(pass mark 70 %\)<\/dt><dd>0 %<\/dd>/);
    expect(body).toContain('data-chart="test-scores"');
    expect(body).toMatch(/<th scope="row">0–9 %<\/th><td>1<\/td>/);
    expect(body).toContain("Which port does HTTPS use?");
    expect(body).toContain("1 (100 %)");
  });

  it("says so when nobody has submitted; staff only; unknown is 404", async () => {
    expect((await page(`/admin/tests/${emptyTestId}`, staffToken)).body).toContain(
      "Nobody has submitted an attempt yet.",
    );
    expect((await page(`/admin/tests/${testId}`, learnerToken)).statusCode).not.toBe(200);
    expect((await page("/admin/tests/999999", staffToken)).statusCode).toBe(404);
  });
});
