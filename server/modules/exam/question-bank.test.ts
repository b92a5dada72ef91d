// Question banks and tests through the real app, on each database: staff add and edit questions
// (audited), export them and import CSV all or none; bad input is refused changing nothing;
// learners never reach the bank; tests are added with their rules.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import {
  auditRows,
  build,
  caller,
  expectStaffOnly,
  rowCount,
  signedInPeople,
  type TestContext,
} from "../../test/app.ts";
import { createBatch, createCourse } from "../../test/factories.ts";

let t: TestContext;
let call: ReturnType<typeof caller>;
let people: Awaited<ReturnType<typeof signedInPeople>>;
let courseId: number;

beforeAll(async () => {
  t = await build();
  people = await signedInPeople(t);
  call = caller(t, () => people.staffToken);
  const course = await createCourse(t.database.db, { name: "Network Fundamentals" });
  courseId = course.id;
  await t.database.db.insert(schema.learningModules).values({ courseId, title: "Subnetting", position: 1 });
});
afterAll(() => t?.close());

const question = (over: Record<string, unknown> = {}) => ({
  kind: "single",
  text: "Which port does HTTPS use?\n```\ncurl https://example.com\n```",
  options: ["80", "443", "22"],
  correct: [2],
  explanation: "443 is the default HTTPS port.",
  topic: "Protocols",
  ...over,
});
const HEADER = "kind,topic,text,option1,option2,option3,option4,option5,option6,correct,explanation,active";
const bank = async () => (await call("GET", `/api/admin/courses/${courseId}/questions`)).json();

describe("the question bank", () => {
  it("is for staff only", async () => {
    await expectStaffOnly(
      call,
      [
        ["GET", `/api/admin/courses/${courseId}/questions`],
        ["POST", `/api/admin/courses/${courseId}/questions`, question()],
        ["PUT", "/api/admin/questions/1", question()],
        ["GET", `/api/admin/courses/${courseId}/questions/csv`],
        ["POST", `/api/admin/courses/${courseId}/questions/import`, { csv: HEADER }],
        ["POST", `/api/admin/courses/${courseId}/tests`, {}],
      ],
      people.learnerToken,
    );
  });

  it("adds and edits a question, audited; suggests the course's modules as topics", async () => {
    const created = await call("POST", `/api/admin/courses/${courseId}/questions`, question());
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      options: [
        { id: 1, text: "80" },
        { id: 2, text: "443" },
        { id: 3, text: "22" },
      ],
      correct: [2],
      active: true,
    });
    const id = created.json().id;
    const edited = await call(
      "PUT",
      `/api/admin/questions/${id}`,
      question({ kind: "multiple", correct: [3, 2], active: false }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ kind: "multiple", correct: [2, 3], active: false });
    expect((await auditRows(t, "question", id)).map((row) => row.action)).toEqual([
      "question.create",
      "question.update",
    ]);
    const view = await bank();
    expect(view.topics).toEqual(["Subnetting", "Protocols"]);
    expect(view.questions).toHaveLength(1);
  });

  it("refuses bad questions and changes nothing", async () => {
    const before = await rowCount(t, schema.examQuestions);
    for (const bad of [
      question({ correct: [1, 2] }),
      question({ options: ["only one"] }),
      question({ correct: [5] }),
      question({ kind: "true_false", options: ["True", "False", "Maybe"], correct: [1] }),
      question({ text: "  " }),
    ]) {
      const res = await call("POST", `/api/admin/courses/${courseId}/questions`, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(res.json().detail[0].msg).toEqual(expect.any(String));
    }
    expect((await call("POST", "/api/admin/courses/999999/questions", question())).statusCode).toBe(404);
    expect((await call("PUT", "/api/admin/questions/999999", question())).statusCode).toBe(404);
    expect(await rowCount(t, schema.examQuestions)).toBe(before);
  });

  it("imports CSV all or none, refusing a bad line, formulas, wrong columns and over 2,000 rows", async () => {
    const before = await rowCount(t, schema.examQuestions);
    const importing = (csv: string) => call("POST", `/api/admin/courses/${courseId}/questions/import`, { csv });
    const badLine = await importing(`${HEADER}\nsingle,A,Q1,a,b,,,,,1,,yes\nsingle,A,Q2,a,b,,,,,1;2,,yes\n`);
    expect(badLine.statusCode).toBe(422);
    expect(badLine.json().detail[0].msg).toMatch(/^Line 3: correct/);
    const formula = await importing(`${HEADER}\nsingle,A,Q1,"=HYPERLINK(""x"")",b,,,,,1,,yes\n`);
    expect(formula.json().detail[0].msg).toMatch(/^Line 2: .*formula/);
    expect((await importing("kind,topic,text\nsingle,A,Q")).json().detail[0].msg).toMatch(/columns must be exactly/);
    const many = await importing(`${HEADER}\n${"single,A,Q,a,b,,,,,1,,yes\n".repeat(2001)}`);
    expect(many.json().detail[0].msg).toMatch(/at most 2,000/);
    expect(await rowCount(t, schema.examQuestions)).toBe(before);

    const good = await importing(
      `${HEADER}\nsingle,Routing,What is a default route?,0.0.0.0/0,127.0.0.1,,,,,1,Matches every address.,yes\n` +
        `true_false,Routing,"OSPF is a link-state protocol.",True,False,,,,,1,,no\n`,
    );
    expect(good.statusCode, good.body).toBe(201);
    expect(good.json()).toEqual({ imported: 2 });
    expect(await rowCount(t, schema.examQuestions)).toBe(before + 2);
    const audit = await auditRows(t, "course", courseId);
    expect(audit.map((row) => row.action)).toContain("question.import");
  });

  it("imports a full file of 2,000 long questions", async () => {
    const course = await createCourse(t.database.db);
    const long = "Which of these protocols is connectionless? ".repeat(6);
    const rows = Array.from(
      { length: 2000 },
      (_, i) => `single,Topic ${i % 5},"${long}${i}",TCP,UDP,SCTP,,,,2,"UDP has no handshake.",yes\n`,
    );
    const csv = `${HEADER}\n${rows.join("")}`;
    expect(csv.length).toBeGreaterThan(500_000);
    const res = await call("POST", `/api/admin/courses/${course.id}/questions/import`, { csv });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
    expect(res.json()).toEqual({ imported: 2000 });
  });

  it("exports the bank as CSV that imports again", async () => {
    const res = await call("GET", `/api/admin/courses/${courseId}/questions/csv`);
    expect(res.statusCode).toBe(200);
    const { csv, filename } = res.json();
    expect(filename).toBe(`questions-course-${courseId}.csv`);
    expect(csv).toContain(HEADER);
    expect(csv).toContain("What is a default route?");
    const other = await createCourse(t.database.db);
    const again = await call("POST", `/api/admin/courses/${other.id}/questions/import`, { csv });
    expect(again.json()).toEqual({ imported: (await bank()).questions.length });
  });
});

describe("tests of a course", () => {
  const exam = (over: Record<string, unknown> = {}) => ({
    title: "Mock exam",
    kind: "exam",
    minutes: 30,
    questionCount: 10,
    topics: ["Routing"],
    passPercent: 70,
    attemptsAllowed: 2,
    openFrom: null,
    openTo: null,
    showAnswers: true,
    active: true,
    ...over,
  });

  it("adds and edits a test, audited; refuses a batch of another course and an untimed exam", async () => {
    const batch = await createBatch(t.database.db, courseId);
    const created = await call("POST", `/api/admin/courses/${courseId}/tests`, exam({ batchId: batch.id }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ batchId: batch.id, minutes: 30, attempts: 0 });
    const id = created.json().id;
    const edited = await call("PUT", `/api/admin/tests/${id}`, exam({ kind: "practice", minutes: null }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ kind: "practice", batchId: null });
    expect((await auditRows(t, "test", id)).map((row) => row.action)).toEqual(["test.create", "test.update"]);

    const before = await rowCount(t, schema.examTests);
    const otherBatch = await createBatch(t.database.db, (await createCourse(t.database.db)).id);
    const wrongBatch = await call("POST", `/api/admin/courses/${courseId}/tests`, exam({ batchId: otherBatch.id }));
    expect(wrongBatch.statusCode).toBe(422);
    const untimed = await call("POST", `/api/admin/courses/${courseId}/tests`, exam({ minutes: null }));
    expect(untimed.statusCode).toBe(422);
    const window = exam({ openFrom: "2026-12-02T10:00:00+05:30", openTo: "2026-12-01T10:00:00+05:30" });
    expect((await call("POST", `/api/admin/courses/${courseId}/tests`, window)).statusCode).toBe(422);
    expect(await rowCount(t, schema.examTests)).toBe(before);
    const [stored] = await t.database.db.select().from(schema.examTests).where(eq(schema.examTests.id, id));
    expect(stored!.kind).toBe("practice");
  });
});
