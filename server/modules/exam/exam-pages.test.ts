// The question bank and test pages as plain HTML, through the real app with session cookies:
// staff add a question and import CSV by form post and download the bank; a learner starts the
// mock exam, answers a page at a time without scripts (or one answer in the background), submits
// and sees topic scores. Correct answers are never in the page before submitting; another learner's
// attempt is not found.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { SESSION_COOKIE } from "../../plugins/auth.ts";
import { build, caller, signedInPeople, signIn, type TestContext } from "../../test/app.ts";
import { createBatch, createCourse, createLearner, enrol } from "../../test/factories.ts";

const SITE = "http://localhost";
let t: TestContext;
let people: Awaited<ReturnType<typeof signedInPeople>>;
let courseId: number;
let testId: number;
let otherLearnerToken: string;

beforeAll(async () => {
  t = await build({ web: true, env: { PAGE_CACHE_SECONDS: "0" } });
  people = await signedInPeople(t);
  const call = caller(t, () => people.staffToken);
  const db = t.database.db;
  courseId = (await createCourse(db, { name: "Ethical Hacking Basics" })).id;
  const batch = await createBatch(db, courseId);
  await enrol(db, people.learner.id, batch.id);
  const other = await createLearner(db);
  await enrol(db, other.id, batch.id);
  otherLearnerToken = await signIn(t.app, "learner", other.email);
  for (let i = 1; i <= 7; i++) {
    await call("POST", `/api/admin/courses/${courseId}/questions`, {
      kind: "single",
      text: `Which option is number one? (${i})`,
      options: ["One", "Two"],
      correct: [1],
      explanation: `Secret explanation ${i}`,
      topic: i <= 4 ? "Scanning" : "Web",
    });
  }
  const made = await call("POST", `/api/admin/courses/${courseId}/tests`, {
    title: "Mock exam",
    kind: "exam",
    minutes: 15,
    questionCount: 7,
    passPercent: 50,
  });
  testId = made.json().id;
});
afterAll(() => t?.close());

const cookie = (token: string) => `${SESSION_COOKIE}=${token}`;
const page = (url: string, token: string) => t.app.inject({ method: "GET", url, headers: { cookie: cookie(token) } });
const post = (url: string, token: string, form: Record<string, string>) =>
  t.app.inject({
    method: "POST",
    url,
    headers: {
      cookie: cookie(token),
      origin: SITE,
      "sec-fetch-site": "same-origin",
      "content-type": "application/x-www-form-urlencoded",
    },
    payload: new URLSearchParams(form).toString(),
  });
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>|<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

describe("the back office's questions and tests page", () => {
  it("adds a question and imports CSV by form post, and downloads the bank and the template", async () => {
    const base = `/admin/courses/${courseId}/questions`;
    const shown = await page(base, people.staffToken);
    expect(shown.statusCode).toBe(200);
    expect(textOf(shown.body)).toContain("Question bank (7)");
    const added = await post(base, people.staffToken, {
      intent: "question",
      kind: "single",
      text: "What does this print?\n```\necho hi\n```",
      option1: "hi",
      option2: "",
      option3: "echo",
      correct3: "on",
      topic: "Shell",
      // Not ticked: inactive, so the mock exam below never draws it.
    });
    expect(added.statusCode, added.body.slice(0, 500)).toBe(200);
    expect(textOf(added.body)).toContain("Question added.");
    const [stored] = await t.database.db
      .select()
      .from(schema.examQuestions)
      .where(eq(schema.examQuestions.topic, "Shell"));
    expect(stored).toMatchObject({
      options: [
        { id: 1, text: "hi" },
        { id: 2, text: "echo" },
      ],
      correct: [2],
    });
    expect((await page(base, people.staffToken)).body).toMatch(/<pre[^>]*><code>echo hi<\/code><\/pre>/);

    const refused = await post(base, people.staffToken, { intent: "import", csvText: "kind,text\nsingle,=1+1" });
    expect(refused.statusCode).toBe(422);
    expect(textOf(refused.body)).toContain("The columns must be exactly");

    const csv = await page(`${base}.csv`, people.staffToken);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.body).toContain("Which option is number one? (1)");
    const template = await page(`${base}.csv?template=1`, people.staffToken);
    expect(template.body).toContain("kind,topic,text,option1");
    const deleted = await post(`${base}?question=${stored!.id}`, people.staffToken, {
      intent: "delete-question",
      id: String(stored!.id),
    });
    expect(textOf(deleted.body)).toContain("Question deleted.");
    expect(
      await t.database.db.select().from(schema.examQuestions).where(eq(schema.examQuestions.id, stored!.id)),
    ).toEqual([]);
    const learnerTry = await page(base, people.learnerToken);
    expect(learnerTry.statusCode).not.toBe(200);
  });
});

describe("taking the mock exam without scripts", () => {
  it("starts, saves a page at a time, resumes, submits and shows the score by topic", async () => {
    const list = await page("/learner/tests", people.learnerToken);
    expect(textOf(list.body)).toContain("Mock exam");
    expect(textOf(list.body)).toContain("Timed exam: 15 minutes");
    const started = await post("/learner/tests", people.learnerToken, { testId: String(testId) });
    expect(started.statusCode).toBe(302);
    const url = started.headers.location as string;
    expect(url).toMatch(/^\/learner\/attempts\/\d+$/);
    const attemptId = Number(url.split("/").pop());

    const first = await page(url, people.learnerToken);
    expect(first.statusCode).toBe(200);
    expect(first.body).not.toContain("Secret explanation");
    expect(textOf(first.body)).toContain("Page 1 of 2");
    const ids = [...first.body.matchAll(/name="q(\d+)"/g)].map((m) => Number(m[1]));
    const onPage = [...new Set(ids)];
    expect(onPage).toHaveLength(5);

    const answers: Record<string, string> = { page: "1", questions: onPage.join(","), intent: "next" };
    for (const id of onPage) answers[`q${id}`] = "1";
    const next = await post(url, people.learnerToken, answers);
    expect(next.statusCode).toBe(302);
    expect(next.headers.location).toBe(`${url}?page=2`);
    const saved = await t.database.db
      .select()
      .from(schema.examAnswers)
      .where(eq(schema.examAnswers.attemptId, attemptId));
    expect(saved).toHaveLength(5);

    // A second start (another tab) resumes the same attempt.
    expect((await post("/learner/tests", people.learnerToken, { testId: String(testId) })).headers.location).toBe(url);
    expect((await page(url, otherLearnerToken)).statusCode).toBe(404);

    // The background save used with scripts: one answer, as JSON.
    const second = await page(`${url}?page=2`, people.learnerToken);
    const rest = [...new Set([...second.body.matchAll(/name="q(\d+)"/g)].map((m) => Number(m[1])))];
    expect(rest).toHaveLength(2);
    const background = await post(`${url}/answer`, people.learnerToken, {
      questionId: String(rest[0]),
      [`q${rest[0]}`]: "2",
    });
    expect(background.statusCode).toBe(200);
    expect(background.json()).toEqual({ saved: true, feedback: null });
    const intruder = await post(`${url}/answer`, otherLearnerToken, {
      questionId: String(rest[0]),
      [`q${rest[0]}`]: "1",
    });
    expect(intruder.statusCode).toBe(404);

    const submitted = await post(url, people.learnerToken, { page: "2", questions: "", intent: "submit" });
    expect(submitted.statusCode).toBe(302);
    const result = textOf((await page(url, people.learnerToken)).body);
    expect(result).toContain("5 of 7 correct (71%): passed");
    expect(result).toContain("Score by topic");
    expect(result).toMatch(/Scanning \d of 4/);
    expect(result).toContain("Secret explanation");
    const [attempt] = await t.database.db
      .select()
      .from(schema.examAttempts)
      .where(and(eq(schema.examAttempts.id, attemptId), eq(schema.examAttempts.learnerId, people.learner.id)));
    expect(attempt!.percent).toBe(71);
  });
});
