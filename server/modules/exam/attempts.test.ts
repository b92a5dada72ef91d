// Taking tests through the real app, on each database: only learners enrolled in a matching batch
// see and take a test; an attempt draws its questions from its seed, never shows correct answers
// before submitting, keeps one open attempt per learner and test, refuses answers after its
// deadline (and counts as submitted with the answers saved before it), and is its learner's alone.
import { drawQuestions } from "@skillbridge/core/exams";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { auditRows, build, caller, rowCount, signedInPeople, signIn, type TestContext } from "../../test/app.ts";
import { createBatch, createCourse, createLearner, enrol } from "../../test/factories.ts";

let t: TestContext;
let call: ReturnType<typeof caller>;
let people: Awaited<ReturnType<typeof signedInPeople>>;
let courseId: number;
let batchId: number;
let otherBatchId: number;
let learner: string;
let classmate: string;
let outsider: string;
let classmateInOtherBatch: string;

const TOPICS = ["Routing", "Switching", "Security"];

beforeAll(async () => {
  t = await build();
  people = await signedInPeople(t);
  call = caller(t, () => people.staffToken);
  const db = t.database.db;
  courseId = (await createCourse(db, { name: "Network Fundamentals" })).id;
  batchId = (await createBatch(db, courseId)).id;
  otherBatchId = (await createBatch(db, courseId)).id;
  await enrol(db, people.learner.id, batchId);
  learner = people.learnerToken;
  const mate = await createLearner(db);
  await enrol(db, mate.id, batchId);
  classmate = await signIn(t.app, "learner", mate.email);
  outsider = await signIn(t.app, "learner", (await createLearner(db)).email);
  const other = await createLearner(db);
  await enrol(db, other.id, otherBatchId);
  classmateInOtherBatch = await signIn(t.app, "learner", other.email);
  for (let i = 0; i < 12; i++) {
    const kind = i % 4 === 3 ? "multiple" : "single";
    const res = await call("POST", `/api/admin/courses/${courseId}/questions`, {
      kind,
      text: `Question ${i + 1}`,
      options: ["A", "B", "C", "D"],
      correct: kind === "multiple" ? [1, 2] : [1],
      explanation: `Because ${i + 1}.`,
      topic: TOPICS[i % 3],
    });
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(() => t?.close());

async function createTest(over: Record<string, unknown> = {}) {
  const res = await call("POST", `/api/admin/courses/${courseId}/tests`, {
    title: "Mock exam",
    kind: "exam",
    minutes: 20,
    questionCount: 6,
    topics: [],
    passPercent: 50,
    attemptsAllowed: 2,
    showAnswers: true,
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

type AttemptJson = {
  id: number;
  deadline: string | null;
  startedAt: string;
  questions: { id: number; kind: string; text: string; topic: string; options: { id: number }[] }[];
  answers: Record<string, number[]>;
  submittedAt: string | null;
  result: null | { correct: number; total: number; passed: boolean; byTopic: unknown[]; review: unknown[] | null };
  feedback: unknown[];
};

const start = (testId: number, token = learner) =>
  call("POST", `/api/learners/me/tests/${testId}/attempts`, undefined, token);
const answer = (attemptId: number, questionId: number, chosen: number[], token = learner) =>
  call("PUT", `/api/learners/me/attempts/${attemptId}/answers/${questionId}`, { chosen }, token);
const answerRows = async (attemptId: number) =>
  t.database.db.select().from(schema.examAnswers).where(eq(schema.examAnswers.attemptId, attemptId));

describe("who may take a test", () => {
  it("lists and starts tests only for learners with a seat in a matching batch", async () => {
    const courseTest = await createTest({ title: "Course-wide" });
    const batchTest = await createTest({ title: "Batch only", batchId });
    const titles = async (token: string) =>
      ((await call("GET", "/api/learners/me/tests", undefined, token)).json() as { title: string }[]).map(
        (x) => x.title,
      );
    expect(await titles(learner)).toEqual(expect.arrayContaining(["Course-wide", "Batch only"]));
    expect(await titles(classmateInOtherBatch)).toContain("Course-wide");
    expect(await titles(classmateInOtherBatch)).not.toContain("Batch only");
    expect(await titles(outsider)).toEqual([]);
    expect((await start(courseTest, outsider)).statusCode).toBe(404);
    expect((await start(batchTest, classmateInOtherBatch)).statusCode).toBe(404);
    expect((await call("GET", "/api/learners/me/tests", undefined, people.staffToken)).statusCode).toBe(403);
    expect((await call("GET", "/api/learners/me/tests", undefined, null)).statusCode).toBe(401);
  });

  it("keeps a closed or switched-off test shut", async () => {
    const closed = await createTest({
      title: "Closed",
      openTo: new Date(Date.now() - 60_000).toISOString(),
      openFrom: null,
    });
    const later = await createTest({ title: "Later", openFrom: new Date(Date.now() + 3_600_000).toISOString() });
    const off = await createTest({ title: "Off", active: false });
    const list = (await call("GET", "/api/learners/me/tests", undefined, learner)).json() as { id: number }[];
    expect(list.map((x) => x.id)).not.toEqual(expect.arrayContaining([closed]));
    expect(list.map((x) => x.id)).not.toContain(later);
    expect((await start(closed)).statusCode).toBe(409);
    expect((await start(later)).statusCode).toBe(409);
    expect((await start(off)).statusCode).toBe(404);
  });
});

describe("an attempt", () => {
  it("draws from its seed, hides the answers, and resumes on a second start", async () => {
    const testId = await createTest({ topics: ["Routing", "security"], questionCount: 6 });
    const first = await start(testId);
    expect(first.statusCode, first.body).toBe(201);
    const attempt = first.json() as AttemptJson;
    expect(first.body).not.toMatch(/"correct"|explanation|Because/);
    expect(attempt.questions).toHaveLength(6);
    expect(new Set(attempt.questions.map((q) => q.id)).size).toBe(6);
    expect(attempt.questions.every((q) => ["Routing", "Security"].includes(q.topic))).toBe(true);
    expect(Date.parse(attempt.deadline!) - Date.parse(attempt.startedAt)).toBe(20 * 60_000);

    const [stored] = await t.database.db
      .select()
      .from(schema.examAttempts)
      .where(eq(schema.examAttempts.id, attempt.id));
    const pool = await t.database.db
      .select()
      .from(schema.examQuestions)
      .where(eq(schema.examQuestions.courseId, courseId));
    expect(attempt.questions.map((q) => q.id)).toEqual(drawQuestions(stored!.seed, pool, 6, ["Routing", "security"]));

    const again = await start(testId);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(attempt.id);
    const [a, b] = await Promise.all([start(testId), start(testId)]);
    expect([a.json().id, b.json().id]).toEqual([attempt.id, attempt.id]);
    const open = await t.database.db
      .select()
      .from(schema.examAttempts)
      .where(and(eq(schema.examAttempts.testId, testId), eq(schema.examAttempts.learnerId, people.learner.id)));
    expect(open).toHaveLength(1);
  });

  it("saves answers as given, refusing other questions, tampered options and two answers to one, changing nothing", async () => {
    const testId = await createTest({ questionCount: 4, topics: ["Switching"] });
    const attempt = (await start(testId)).json() as AttemptJson;
    const [q1, q2] = attempt.questions;
    const saved = await answer(attempt.id, q1!.id, [2]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ questionId: q1!.id, chosen: [2], feedback: null });
    expect((await answer(attempt.id, q1!.id, [1])).statusCode).toBe(200); // changed
    const notInAttempt = (await call("GET", `/api/admin/courses/${courseId}/questions`))
      .json()
      .questions.find((q: { topic: string }) => q.topic === "Routing").id;
    const refusals = [
      await answer(attempt.id, notInAttempt, [1]),
      await answer(attempt.id, q2!.id, [99]),
      await answer(attempt.id, q2!.id, [0]),
    ];
    for (const res of refusals) expect(res.statusCode, res.body).toBe(422);
    const single = attempt.questions.find((q) => q.kind === "single")!;
    expect((await answer(attempt.id, single.id, [1, 2])).statusCode).toBe(422);
    const rows = await answerRows(attempt.id);
    expect(rows.map((row) => [row.questionId, row.chosen])).toEqual([[q1!.id, [1]]]);
    const reloaded = (await call("GET", `/api/learners/me/attempts/${attempt.id}`, undefined, learner)).json();
    expect(reloaded.answers).toEqual({ [q1!.id]: [1] });
    expect(reloaded.result).toBeNull();
  });

  it("is its learner's alone", async () => {
    const testId = await createTest();
    const attempt = (await start(testId)).json() as AttemptJson;
    const q = attempt.questions[0]!;
    expect((await call("GET", `/api/learners/me/attempts/${attempt.id}`, undefined, classmate)).statusCode).toBe(404);
    expect((await answer(attempt.id, q.id, [1], classmate)).statusCode).toBe(404);
    expect(
      (await call("POST", `/api/learners/me/attempts/${attempt.id}/submit`, undefined, classmate)).statusCode,
    ).toBe(404);
    expect(await answerRows(attempt.id)).toEqual([]);
  });

  it("refuses answers after the deadline and counts as submitted with the answers saved before it", async () => {
    const testId = await createTest({ questionCount: 4, topics: ["Routing"], passPercent: 50 });
    const attempt = (await start(testId)).json() as AttemptJson;
    const [q1, q2] = attempt.questions;
    await answer(attempt.id, q1!.id, q1!.kind === "multiple" ? [1, 2] : [1]); // right
    await answer(attempt.id, q2!.id, [3]); // wrong
    // The clock runs out: the deadline moved into the past.
    const deadline = new Date(Date.now() - 1000);
    await t.database.db
      .update(schema.examAttempts)
      .set({ deadlineAt: deadline })
      .where(eq(schema.examAttempts.id, attempt.id));
    const late = await answer(attempt.id, attempt.questions[2]!.id, [1]);
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toMatch(/Time is up/);
    expect(await answerRows(attempt.id)).toHaveLength(2);
    const view = (
      await call("GET", `/api/learners/me/attempts/${attempt.id}`, undefined, learner)
    ).json() as AttemptJson;
    expect(Date.parse(view.submittedAt!)).toBe(deadline.getTime());
    expect(view.result).toMatchObject({ correct: 1, total: 4, percent: 25, passed: false });
    expect(view.result!.byTopic).toEqual([{ topic: "Routing", correct: 1, total: 4 }]);
  });

  it("scores on submitting: all-or-nothing multiple answers, topic scores, and answers shown when allowed", async () => {
    const testId = await createTest({ questionCount: 12, topics: [], passPercent: 60, showAnswers: false });
    const attempt = (await start(testId)).json() as AttemptJson;
    for (const q of attempt.questions) {
      // Multiple-answer questions get half their answer: never scored.
      await answer(attempt.id, q.id, q.kind === "multiple" ? [1] : [1]);
    }
    const submitted = await call("POST", `/api/learners/me/attempts/${attempt.id}/submit`, undefined, learner);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const result = submitted.json().result;
    expect(result).toMatchObject({ correct: 9, total: 12, percent: 75, passed: true, review: null });
    expect(result.byTopic).toHaveLength(3);
    expect(result.byTopic.reduce((n: number, x: { total: number }) => n + x.total, 0)).toBe(12);
    expect((await answer(attempt.id, attempt.questions[0]!.id, [2])).statusCode).toBe(409);
    const twice = await call("POST", `/api/learners/me/attempts/${attempt.id}/submit`, undefined, learner);
    expect(twice.json().result).toEqual(result);

    const shown = await createTest({ questionCount: 2, showAnswers: true });
    const other = (await start(shown)).json() as AttemptJson;
    const done = (await call("POST", `/api/learners/me/attempts/${other.id}/submit`, undefined, learner)).json();
    expect(done.result.review).toHaveLength(2);
    expect(done.result.review[0]).toMatchObject({
      correct: expect.any(Array),
      explanation: expect.stringMatching(/Because/),
    });
  });

  it("keeps its questions as drawn: staff editing one later changes neither the attempt nor its marking", async () => {
    const testId = await createTest({ questionCount: 3, topics: ["Routing"], showAnswers: true });
    const attempt = (await start(testId)).json() as AttemptJson;
    const drawn = attempt.questions.find((q) => q.kind === "single")!;
    expect((await answer(attempt.id, drawn.id, [1])).statusCode).toBe(200);
    // Mid-attempt, staff reword the question, make option 2 the right one and take option 4 away.
    const edited = await call("PUT", `/api/admin/questions/${drawn.id}`, {
      kind: "single",
      text: "Reworded after the attempt started",
      options: ["A", "B", "C"],
      correct: [2],
      explanation: "Changed.",
      topic: "Routing",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const resumed = (await start(testId)).json() as AttemptJson;
    expect(resumed.id).toBe(attempt.id);
    const same = resumed.questions.find((q) => q.id === drawn.id)!;
    expect(same.text).toBe(drawn.text);
    expect(same.options).toHaveLength(4);
    // Option 4 was in the question as drawn: still an answer this attempt may give.
    expect((await answer(attempt.id, drawn.id, [4])).statusCode).toBe(200);
    expect((await answer(attempt.id, drawn.id, [1])).statusCode).toBe(200);
    const done = (await call("POST", `/api/learners/me/attempts/${attempt.id}/submit`, undefined, learner)).json();
    const reviewed = done.result.review.find((item: { questionId: number }) => item.questionId === drawn.id);
    expect(reviewed).toMatchObject({
      correct: [1],
      answeredCorrectly: true,
      explanation: expect.stringMatching(/Because/),
    });
    // The attempt keeps the question as it was drawn.
    const stored = await t.database.db.select().from(schema.examAttempts).where(eq(schema.examAttempts.id, attempt.id));
    expect(stored[0]!.questions?.find((q) => q.id === drawn.id)?.text).toBe(drawn.text);
    // The bank's question as it was, for the tests after this one (option 1 right in single questions).
    const restored = await call("PUT", `/api/admin/questions/${drawn.id}`, {
      kind: "single",
      text: drawn.text,
      options: ["A", "B", "C", "D"],
      correct: [1],
      explanation: `Because ${drawn.text.replace("Question ", "")}.`,
      topic: "Routing",
    });
    expect(restored.statusCode, restored.body).toBe(200);
  });

  it("allows only the attempts the test allows, refusing one more and changing nothing", async () => {
    const testId = await createTest({ attemptsAllowed: 2, questionCount: 2 });
    for (let i = 0; i < 2; i++) {
      const attempt = (await start(testId)).json() as AttemptJson;
      await call("POST", `/api/learners/me/attempts/${attempt.id}/submit`, undefined, learner);
    }
    const before = await rowCount(t, schema.examAttempts);
    const third = await start(testId);
    expect(third.statusCode).toBe(409);
    expect(third.json().detail).toMatch(/every attempt/);
    expect(await rowCount(t, schema.examAttempts)).toBe(before);
    const listed = ((await call("GET", "/api/learners/me/tests", undefined, learner)).json() as { id: number }[]).find(
      (x) => x.id === testId,
    );
    expect(listed).toMatchObject({
      attemptsUsed: 2,
      bestPercent: expect.any(Number),
      canStart: false,
      openAttemptId: null,
      lastAttemptId: expect.any(Number),
    });
    // The learner's own data export lists their attempts with their scores.
    const exported = (await call("GET", "/api/learners/me/data", undefined, learner)).json();
    expect(exported.testAttempts.length).toBeGreaterThanOrEqual(2);
    expect(exported.testAttempts[0]).toMatchObject({ test: "Mock exam", startedAt: expect.any(String) });
  });

  it("deletes only questions no attempt drew and tests nobody attempted, audited", async () => {
    const testId = await createTest({ questionCount: 1, topics: ["Security"] });
    const attempt = (await start(testId)).json() as AttemptJson;
    const drawnId = attempt.questions[0]!.id;
    const drawn = await call("DELETE", `/api/admin/questions/${drawnId}`);
    expect(drawn.statusCode).toBe(409);
    expect(drawn.json().detail).toMatch(/switch it off/);
    expect((await call("DELETE", `/api/admin/tests/${testId}`)).statusCode).toBe(409);

    const spare = await call("POST", `/api/admin/courses/${courseId}/questions`, {
      kind: "true_false",
      text: "Spare",
      options: ["True", "False"],
      correct: [1],
      topic: "Spare",
    });
    const spareId = spare.json().id;
    expect((await call("DELETE", `/api/admin/questions/${spareId}`, undefined, learner)).statusCode).toBe(403);
    expect((await call("DELETE", `/api/admin/questions/${spareId}`)).statusCode).toBe(204);
    expect((await call("DELETE", `/api/admin/questions/${spareId}`)).statusCode).toBe(404);
    const unused = await createTest({ title: "Unused" });
    expect((await call("DELETE", `/api/admin/tests/${unused}`)).statusCode).toBe(204);
    const left = (await call("GET", `/api/admin/courses/${courseId}/questions`)).json();
    expect(left.questions.map((q: { id: number }) => q.id)).toContain(drawnId);
    expect(left.questions.map((q: { id: number }) => q.id)).not.toContain(spareId);
    expect(left.tests.map((x: { id: number }) => x.id)).not.toContain(unused);
    expect((await auditRows(t, "question", spareId)).map((row) => row.action)).toEqual([
      "question.create",
      "question.delete",
    ]);
  });

  it("tells a practice test's answer after each question, untimed", async () => {
    const testId = await createTest({ kind: "practice", minutes: null, attemptsAllowed: null, questionCount: 3 });
    const attempt = (await start(testId)).json() as AttemptJson;
    expect(attempt.deadline).toBeNull();
    const q = attempt.questions[0]!;
    const saved = await answer(attempt.id, q.id, [1]);
    expect(saved.json().feedback).toMatchObject({ questionId: q.id, answeredCorrectly: q.kind !== "multiple" });
    const view = (await call("GET", `/api/learners/me/attempts/${attempt.id}`, undefined, learner)).json();
    expect(view.feedback).toHaveLength(1);
  });
});

describe("a test's insight for staff", () => {
  it("counts submitted attempts, the pass rate, the average and the bands, and lists the questions most missed", async () => {
    const testId = await createTest({ questionCount: 3, topics: ["Security"], passPercent: 60, attemptsAllowed: null });
    // The learner answers all three right (option 1 is right in single questions); the classmate
    // answers the first right and leaves the others; an attempt still open is not counted.
    const mine = (await start(testId)).json() as AttemptJson;
    for (const q of mine.questions) {
      const saved = await answer(mine.id, q.id, q.kind === "multiple" ? [1, 2] : [1]);
      expect(saved.statusCode).toBe(200);
    }
    await call("POST", `/api/learners/me/attempts/${mine.id}/submit`, undefined, learner);
    const theirs = (await start(testId, classmate)).json() as AttemptJson;
    await answer(
      theirs.id,
      theirs.questions[0]!.id,
      theirs.questions[0]!.kind === "multiple" ? [1, 2] : [1],
      classmate,
    );
    await call("POST", `/api/learners/me/attempts/${theirs.id}/submit`, undefined, classmate);
    await start(testId);

    expect((await call("GET", `/api/admin/tests/${testId}/insight`, undefined, learner)).statusCode).toBe(403);
    expect((await call("GET", "/api/admin/tests/999999/insight")).statusCode).toBe(404);
    const insight = (await call("GET", `/api/admin/tests/${testId}/insight`)).json();
    expect(insight).toMatchObject({ attempts: 2, learners: 2, passRate: 50, averagePercent: 66, passPercent: 60 });
    expect(insight.bands.find((band: { band: string }) => band.band === "90–100 %").attempts).toBe(1);
    expect(insight.bands.find((band: { band: string }) => band.band === "30–39 %").attempts).toBe(1);
    // The classmate's two unanswered questions, each missed once in the attempts that drew it (one
    // or both: each draws 3 of the topic's 4).
    const unanswered = theirs.questions.slice(1).map((q) => q.id);
    expect(insight.mostMissed.map((row: { questionId: number }) => row.questionId).sort()).toEqual(unanswered.sort());
    for (const row of insight.mostMissed) {
      const asked = mine.questions.some((q) => q.id === row.questionId) ? 2 : 1;
      expect(row).toMatchObject({ missed: 1, asked, topic: "Security", missedPercent: asked === 2 ? 50 : 100 });
    }
  });
});
