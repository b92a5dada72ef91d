// "Tell me when a batch opens": a visitor's request is checked (clear messages, nothing stored on
// bad input), stored once per course and e-mail (a repeat answers the same and stores nothing),
// and told exactly once by mail when staff add an upcoming active batch — never for an inactive or
// past one, not again for a second batch, and once per person when two batches are added at once.
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { apiHeaders, build, caller, expectStaffOnly, signedInPeople, type TestContext } from "../../test/app.ts";
import { createCourse, daysFromToday } from "../../test/factories.ts";

let t: TestContext;
let staffToken: string;
let learnerToken: string;

beforeAll(async () => {
  t = await build();
  ({ staffToken, learnerToken } = await signedInPeople(t));
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t, () => staffToken)(...args);
const ask = (payload: object) =>
  t.app.inject({ method: "POST", url: "/api/batch-interests/", headers: apiHeaders(), payload });
const interests = (courseId: number) =>
  t.database.db
    .select()
    .from(schema.batchInterests)
    .where(eq(schema.batchInterests.courseId, courseId))
    .orderBy(asc(schema.batchInterests.id));
const openedMails = () =>
  t.database.db
    .select()
    .from(schema.outbox)
    .where(eq(schema.outbox.kind, "batch-opened"))
    .orderBy(asc(schema.outbox.id));
const mailsFor = async (courseName: string) =>
  (await openedMails()).filter((mail) => mail.subject === `A batch of ${courseName} is open for enrolment`);

const batch = (values: Record<string, unknown> = {}) => ({
  batchStartDate: daysFromToday(14),
  batchEndDate: daysFromToday(44),
  batchStartTime: "09:30",
  batchEndTime: "12:30",
  ictStudyMode: "Classroom",
  ictLocation: "Bengaluru, Koramangala",
  ictHours: 36,
  status: "A",
  ...values,
});
const addBatch = (courseId: number, values: Record<string, unknown> = {}) =>
  call("POST", `/api/admin/courses/${courseId}/batches`, batch(values));

describe("POST /api/batch-interests/", () => {
  it("needs the API key", async () => {
    const course = await createCourse(t.database.db);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/batch-interests/",
      payload: { ict_id: course.id, name: "Asha", email: "asha@example.com" },
    });
    expect(res.statusCode).toBe(401);
    expect(await interests(course.id)).toHaveLength(0);
  });

  it("refuses bad input with a message per field and stores nothing", async () => {
    const course = await createCourse(t.database.db);
    const res = await ask({ ict_id: course.id, name: " ", email: "not-an-email", phone: "12" });
    expect(res.statusCode).toBe(422);
    const messages = (res.json().detail as { loc: string[]; msg: string }[]).map((item) => [item.loc.at(-1), item.msg]);
    expect(messages).toEqual(
      expect.arrayContaining([
        ["name", "Name is required"],
        ["email", "Enter a valid e-mail address"],
        ["phone", "Enter a phone number with its country code, e.g. +91 98765 43210"],
      ]),
    );
    expect(await interests(course.id)).toHaveLength(0);
  });

  it("refuses an unknown or retired course, and a filled honeypot, storing nothing", async () => {
    const retired = await createCourse(t.database.db, { status: "I" });
    const unknown = await ask({ ict_id: 999_999, name: "Asha", email: "asha@example.com" });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({ detail: [{ loc: ["body", "ict_id"], msg: "Course not found" }] });
    expect((await ask({ ict_id: retired.id, name: "Asha", email: "asha@example.com" })).statusCode).toBe(422);
    const course = await createCourse(t.database.db);
    const bot = await ask({ ict_id: course.id, name: "Asha", email: "asha@example.com", website: "http://spam" });
    expect(bot.statusCode).toBe(400);
    expect(await interests(retired.id)).toHaveLength(0);
    expect(await interests(course.id)).toHaveLength(0);
  });

  it("stores a request once: a repeat by the same e-mail (any case) answers the same and adds no row", async () => {
    const course = await createCourse(t.database.db, { name: "Cloud Security Basics" });
    const first = await ask({
      ict_id: course.id,
      name: "Asha Rao",
      email: "asha@example.com",
      phone: "+91 98765 43210",
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ ict_id: course.id, ictName: "Cloud Security Basics" });
    const again = await ask({ ict_id: course.id, name: "Asha R", email: "ASHA@example.com", phone: "" });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const rows = await interests(course.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "Asha Rao", email: "asha@example.com", phone: "+91 98765 43210" });
    expect(rows[0]!.notifiedBatchId).toBeNull();
  });
});

describe("the mail when a batch opens", () => {
  it("is queued once per person for an upcoming active batch, naming the course, the batch and its link", async () => {
    const course = await createCourse(t.database.db, { name: "Network Defence Essentials" });
    await ask({ ict_id: course.id, name: "Asha Rao", email: "asha.nde@example.com" });
    await ask({ ict_id: course.id, name: "Vikram Nair", email: "vikram.nde@example.com", phone: "+91 91234 56789" });

    const inactive = await addBatch(course.id, { status: "I" });
    expect(inactive.statusCode).toBe(201);
    const past = await addBatch(course.id, { batchStartDate: daysFromToday(-3), batchEndDate: daysFromToday(20) });
    expect(past.statusCode).toBe(201);
    expect(await mailsFor("Network Defence Essentials")).toHaveLength(0);

    const added = await addBatch(course.id);
    expect(added.statusCode).toBe(201);
    const batchId = added.json().id as number;
    const mails = await mailsFor("Network Defence Essentials");
    expect(mails.map((mail) => mail.to).sort()).toEqual(["asha.nde@example.com", "vikram.nde@example.com"]);
    const asha = mails.find((mail) => mail.to === "asha.nde@example.com")!;
    expect(asha.text).toContain("Dear Asha Rao,");
    expect(asha.text).toContain("Mode: Classroom, Bengaluru, Koramangala");
    expect(asha.text).toContain("09:30–12:30 IST");
    expect(asha.text).toMatch(new RegExp(`http://localhost(:\\d+)?/course/${course.id}/Network_Defence_Essentials`));
    expect(asha.html).toContain(`/course/${course.id}/Network_Defence_Essentials`);
    const rows = await interests(course.id);
    expect(rows.every((row) => row.notifiedBatchId === batchId && row.notifiedAt !== null)).toBe(true);

    // A second batch tells nobody again; a new request waits for the next batch.
    await ask({ ict_id: course.id, name: "Asha Rao", email: "asha.nde@example.com" });
    await addBatch(course.id, { batchStartDate: daysFromToday(30), batchEndDate: daysFromToday(60) });
    expect(await mailsFor("Network Defence Essentials")).toHaveLength(2);
  });

  it("is queued when an inactive batch is made active by an edit, and only then", async () => {
    const course = await createCourse(t.database.db, { name: "Linux Administration" });
    await ask({ ict_id: course.id, name: "Asha Rao", email: "asha.linux@example.com" });
    const draft = (await addBatch(course.id, { status: "I" })).json().id as number;
    expect(await mailsFor("Linux Administration")).toHaveLength(0);
    const activated = await call("PATCH", `/api/admin/batches/${draft}`, batch());
    expect(activated.statusCode).toBe(200);
    expect(await mailsFor("Linux Administration")).toHaveLength(1);
    await call("PATCH", `/api/admin/batches/${draft}`, batch({ ictLocation: "Online (Zoom)" }));
    expect(await mailsFor("Linux Administration")).toHaveLength(1);
  });

  it("waits while the course is retired: its page is gone", async () => {
    const course = await createCourse(t.database.db, { name: "Retired Meanwhile" });
    await ask({ ict_id: course.id, name: "Asha Rao", email: "asha.retired@example.com" });
    await t.database.db.update(schema.courses).set({ status: "I" }).where(eq(schema.courses.id, course.id));
    expect((await addBatch(course.id)).statusCode).toBe(201);
    expect(await mailsFor("Retired Meanwhile")).toHaveLength(0);
    expect((await interests(course.id))[0]!.notifiedBatchId).toBeNull();
  });

  it("goes out once per person when two batches are added at the same moment", async () => {
    const course = await createCourse(t.database.db, { name: "Parallel Course" });
    const people = Array.from({ length: 6 }, (_, i) => `person${i}.parallel@example.com`);
    for (const email of people) await ask({ ict_id: course.id, name: "Learner", email });
    // On PostgreSQL the two transactions run on two connections at once; the claim decides.
    const [a, b] = await Promise.all([
      addBatch(course.id),
      addBatch(course.id, { batchStartDate: daysFromToday(21), batchEndDate: daysFromToday(50) }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const mails = await mailsFor("Parallel Course");
    expect(mails.map((mail) => mail.to).sort()).toEqual([...people].sort());
    const rows = await interests(course.id);
    const batchIds = new Set(rows.map((row) => row.notifiedBatchId));
    expect(batchIds.size).toBe(1);
    expect([a.json().id, b.json().id]).toContain([...batchIds][0]);
  });
});

describe("staff views", () => {
  it("are staff only", async () => {
    await expectStaffOnly(
      call,
      [
        ["GET", "/api/admin/batch-interests/waiting"],
        ["GET", "/api/admin/courses/1/batch-interests"],
      ],
      learnerToken,
    );
  });

  it("list the people waiting per course (oldest first) and a course's requests", async () => {
    const course = await createCourse(t.database.db, { name: "Waiting Room Course" });
    await ask({ ict_id: course.id, name: "Asha Rao", email: "asha.wait@example.com", phone: "+91 98765 43210" });
    await ask({ ict_id: course.id, name: "Vikram Nair", email: "vikram.wait@example.com" });
    const waiting = await call("GET", "/api/admin/batch-interests/waiting");
    expect(waiting.statusCode).toBe(200);
    const row = (waiting.json() as { ict_id: number; ictName: string; waiting: number; oldest: string }[]).find(
      (item) => item.ict_id === course.id,
    );
    expect(row).toMatchObject({ ictName: "Waiting Room Course", waiting: 2, oldest: expect.any(String) });

    const list = await call("GET", `/api/admin/courses/${course.id}/batch-interests`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      waiting: 2,
      items: [
        { name: "Vikram Nair", email: "vikram.wait@example.com", phone: null, notifiedBatchId: null },
        { name: "Asha Rao", email: "asha.wait@example.com", phone: "+91 98765 43210", notifiedBatchId: null },
      ],
    });
    expect((await call("GET", "/api/admin/courses/999999/batch-interests")).statusCode).toBe(404);

    await addBatch(course.id);
    const after = (await call("GET", "/api/admin/batch-interests/waiting")).json() as { ict_id: number }[];
    expect(after.some((item) => item.ict_id === course.id)).toBe(false);
    expect((await call("GET", `/api/admin/courses/${course.id}/batch-interests`)).json().waiting).toBe(0);
  });
});
