// Lead → learner: the learner is found (any case) or created without a password,
// enrolled in the batch, the lead moves to 'enrolled' with history and audit rows, and a
// one-time set-password link is queued in the same transaction. A refused conversion stores nothing.
import { createHash } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { apiHeaders, build, type TestContext } from "../../test/app.ts";
import { createBatch, createCourse, createLearner, createStaff, TEST_PASSWORD } from "../../test/factories.ts";
import { splitName } from "./convert.ts";

let t: TestContext;
let staffToken: string;
let course: { id: number };
let batch: { id: number };
let laterBatch: { id: number };
let foreignBatch: { id: number };

beforeAll(async () => {
  t = await build({ env: { PUBLIC_ORIGIN: "https://academy.example.in" } });
  const db = t.database.db;
  const member = await createStaff(db);
  const login = await t.app.inject({
    method: "POST",
    url: "/api/login/staff/",
    headers: apiHeaders(),
    payload: { email: member.email, password: TEST_PASSWORD },
  });
  staffToken = login.json().access_token;
  course = await createCourse(db, { name: "Certified Ethical Hacker" });
  batch = await createBatch(db, course.id);
  laterBatch = await createBatch(db, course.id);
  foreignBatch = await createBatch(db, (await createCourse(db)).id);
});
afterAll(() => t.close());

async function lead(values: Partial<typeof schema.leads.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(schema.leads)
    .values({
      name: "Meera Krishnan Iyer",
      email: `meera.${Math.random().toString(36).slice(2)}@example.com`,
      contact: "+91 98450 11111",
      courseId: course.id,
      trainingCardId: batch.id,
      ...values,
    })
    .returning();
  return row!;
}
const convert = (id: number, payload: object = {}) =>
  t.app.inject({
    method: "POST",
    url: `/api/admin/leads/${id}/convert`,
    headers: apiHeaders(staffToken),
    payload,
  });
const mailsTo = (to: string) => t.database.db.select().from(schema.outbox).where(eq(schema.outbox.to, to));
const counts = async () => {
  const db = t.database.db;
  const [[learners], [enrolments], [outbox], [audit]] = await Promise.all([
    db.select({ n: count() }).from(schema.learners),
    db.select({ n: count() }).from(schema.enrolments),
    db.select({ n: count() }).from(schema.outbox),
    db.select({ n: count() }).from(schema.auditLog),
  ]);
  return { learners: learners!.n, enrolments: enrolments!.n, outbox: outbox!.n, audit: audit!.n };
};

describe("POST /api/admin/leads/{id}/convert", () => {
  it("creates the learner without a password, enrols them, marks the lead enrolled and queues a set-password link", async () => {
    const row = await lead();
    const res = await convert(row.id);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json();
    expect(result).toEqual({
      learnerId: expect.any(Number),
      learnerCreated: true,
      enrolmentId: expect.any(Number),
      trainingId: batch.id,
      mail: "set-password",
    });
    const db = t.database.db;
    const [learner] = await db.select().from(schema.learners).where(eq(schema.learners.id, result.learnerId));
    expect(learner).toMatchObject({
      firstName: "Meera",
      lastName: "Krishnan Iyer",
      email: row.email,
      contact: "+91 98450 11111",
      status: "A",
      passwordHash: null,
    });
    const [enrolment] = await db.select().from(schema.enrolments).where(eq(schema.enrolments.id, result.enrolmentId));
    expect(enrolment).toMatchObject({ learnerId: learner!.id, trainingCardId: batch.id });
    const [stored] = await db.select().from(schema.leads).where(eq(schema.leads.id, row.id));
    expect(stored!.status).toBe("enrolled");

    const [mail] = await mailsTo(row.email);
    expect(mail!.kind).toBe("learner-set-password");
    expect(mail!.text).toContain("Certified Ethical Hacker");
    expect(mail!.text).not.toMatch(/password:\s*\S+@/i);
    const link = /https:\/\/academy\.example\.in\/learner\/set-password\?token=([\w-]+)/.exec(mail!.text);
    expect(link).not.toBeNull();
    expect(mail!.html).toContain(`href="${link![0]}"`);
    // Only the token's SHA-256 is stored, valid for 72 hours.
    const [token] = await db
      .select()
      .from(schema.learnerPasswordTokens)
      .where(eq(schema.learnerPasswordTokens.learnerId, learner!.id));
    expect(token!.tokenHash).toBe(createHash("sha256").update(link![1]!).digest("hex"));
    const hours = (token!.expiresAt.getTime() - token!.createdAt.getTime()) / 3_600_000;
    expect(Math.round(hours)).toBe(72);

    const detail = await t.app.inject({
      method: "GET",
      url: `/api/admin/inbox/lead/${row.id}`,
      headers: apiHeaders(staffToken),
    });
    expect(detail.json()).toMatchObject({ status: "enrolled", learnerId: learner!.id });
    expect(detail.json().history.map((change: { field: string }) => change.field)).toEqual(["status", "converted"]);
    const actions = (await db.select().from(schema.auditLog)).map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(["learner.create", "enrolment.create", "lead.status", "lead.convert"]),
    );
    const [created] = await db.select().from(schema.auditLog).where(eq(schema.auditLog.action, "learner.create"));
    expect(created!.after).not.toHaveProperty("passwordHash");
  });

  it("finds an existing learner by e-mail in any case and sends an enrolment notice instead", async () => {
    const existing = await createLearner(t.database.db, { email: "Known.Learner@Example.com" });
    const row = await lead({ email: "known.learner@example.COM", trainingCardId: null });
    const before = await counts();
    const res = await convert(row.id, { trainingId: laterBatch.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      learnerId: existing.id,
      learnerCreated: false,
      trainingId: laterBatch.id,
      mail: "enrolment-notice",
    });
    const after = await counts();
    expect(after.learners).toBe(before.learners);
    expect(after.enrolments).toBe(before.enrolments + 1);
    const [mail] = await mailsTo(existing.email);
    expect(mail!.kind).toBe("learner-enrolment");
    expect(mail!.text).toContain("https://academy.example.in/learner/login");
    expect(mail!.text).not.toContain("set-password");
  });

  it("does not enrol twice when converted again", async () => {
    const row = await lead();
    const first = (await convert(row.id)).json();
    const again = await convert(row.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      learnerId: first.learnerId,
      enrolmentId: first.enrolmentId,
      learnerCreated: false,
    });
  });

  it.each([
    ["a lead without a batch and none chosen", { trainingCardId: null }, {}, ["body", "trainingId"]],
    ["a batch of another course", {}, () => ({ trainingId: foreignBatch.id }), ["body", "trainingId"]],
    ["an unknown batch", {}, { trainingId: 999_999 }, ["body", "trainingId"]],
    ["an unknown field", {}, { password: "secret123" }, ["body", "password"]],
  ])("refuses %s with 422 and stores nothing", async (_label, values, payload, loc) => {
    const row = await lead(values);
    const before = await counts();
    const res = await convert(row.id, typeof payload === "function" ? payload() : payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail.map((item: { loc: string[] }) => item.loc)).toContainEqual(loc);
    expect(await counts()).toEqual(before);
    const [stored] = await t.database.db.select().from(schema.leads).where(eq(schema.leads.id, row.id));
    expect(stored!.status).toBe("new");
  });

  it("answers 404 for an unknown lead", async () => {
    expect((await convert(999_999)).statusCode).toBe(404);
  });
});

describe("splitName", () => {
  it.each([
    ["Ravi Kumar", { firstName: "Ravi", lastName: "Kumar" }],
    ["  Ravi   Kumar  Sharma ", { firstName: "Ravi", lastName: "Kumar Sharma" }],
    ["Madonna", { firstName: "Madonna", lastName: null }],
  ])("splits %j", (name, parts) => {
    expect(splitName(name)).toEqual(parts);
  });
});
