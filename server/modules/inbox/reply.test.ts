// Replying to a lead or enquiry by e-mail ("enquiry reply"): staff only; the reply is
// queued in the outbox (text and HTML, to the visitor) in the same transaction as its note, a
// new item moves to "contacted", the audit log has it; bad input or an unknown item stores nothing.
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { apiHeaders, build, type TestContext } from "../../test/app.ts";
import { createCourse, createLearner, createStaff, TEST_PASSWORD } from "../../test/factories.ts";

let t: TestContext;
let staffToken: string;
let learnerToken: string;
let enquiryId: number;

async function signIn(url: string, email: string) {
  const res = await t.app.inject({
    method: "POST",
    url,
    headers: apiHeaders(),
    payload: { email, password: TEST_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().access_token as string;
}

const counts = async () => ({
  outbox: (await t.database.db.select({ n: count() }).from(schema.outbox))[0]!.n,
  notes: (await t.database.db.select({ n: count() }).from(schema.inboxNotes))[0]!.n,
});
const replyTo = (id: number, payload: unknown, token: string | undefined = staffToken) =>
  t.app.inject({
    method: "POST",
    url: `/api/admin/inbox/course/${id}/reply`,
    headers: apiHeaders(token),
    payload: payload as Record<string, unknown>,
  });

beforeAll(async () => {
  t = await build();
  const db = t.database.db;
  staffToken = await signIn("/api/login/staff/", (await createStaff(db, { name: "Meera Pillai" })).email);
  learnerToken = await signIn("/api/login/learners/", (await createLearner(db)).email);
  const course = await createCourse(db, { name: "Azure Fundamentals" });
  const [row] = await db
    .insert(schema.enquiries)
    .values({
      kind: "course",
      courseId: course.id,
      name: "Bhavna Iyer",
      email: "bhavna@example.com",
      contact: "+91 90000 00003",
      query: "Is there a weekend batch?",
      formSource: "course-enquiry",
    })
    .returning();
  enquiryId = row!.id;
});
afterAll(() => t.close());

describe("POST /api/admin/inbox/{type}/{id}/reply", () => {
  const good = {
    subject: "Weekend batch for Azure Fundamentals",
    message: "Yes: Saturdays from 6 December.\n\nSee you!",
  };

  it("refuses anonymous visitors and learners, storing nothing", async () => {
    const before = await counts();
    expect((await replyTo(enquiryId, good, "")).statusCode).toBe(401);
    expect((await replyTo(enquiryId, good, learnerToken)).statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it("refuses an empty subject or message, and an unknown item, storing nothing", async () => {
    const before = await counts();
    const empty = await replyTo(enquiryId, { subject: " ", message: "" });
    expect(empty.statusCode).toBe(422);
    expect(JSON.stringify(empty.json())).toContain("Write a subject");
    expect(JSON.stringify(empty.json())).toContain("Write your reply");
    expect((await replyTo(999_999, good)).statusCode).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it("queues the mail to the visitor, keeps it as a note, moves the item to contacted and audits it", async () => {
    const res = await replyTo(enquiryId, good);
    expect(res.statusCode, res.body).toBe(201);
    const detail = res.json();
    expect(detail.status).toBe("contacted");
    expect(detail.notes[0].body).toContain("Weekend batch for Azure Fundamentals");
    expect(
      detail.history.some((h: { field: string; to: string }) => h.field === "status" && h.to === "contacted"),
    ).toBe(true);

    const [mail] = await t.database.db.select().from(schema.outbox).where(eq(schema.outbox.kind, "enquiry-reply"));
    expect(mail).toMatchObject({ to: "bhavna@example.com", subject: good.subject, status: "pending" });
    expect(mail!.text).toContain("Dear Bhavna Iyer,");
    expect(mail!.text).toContain("Yes: Saturdays from 6 December.");
    expect(mail!.text).toContain("Meera Pillai");
    expect(mail!.text).toContain("Azure Fundamentals");
    expect(mail!.html).toContain("<p");

    const audit = await t.database.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, "enquiry.reply"));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({ subject: good.subject, to: "bhavna@example.com" });
  });

  it("escapes what staff write in the HTML version", async () => {
    await replyTo(enquiryId, { subject: "Follow-up", message: "<script>alert(1)</script> & more" });
    const mails = await t.database.db.select().from(schema.outbox).where(eq(schema.outbox.subject, "Follow-up"));
    expect(mails[0]!.html).not.toContain("<script>");
    expect(mails[0]!.html).toContain("&lt;script&gt;");
  });
});
