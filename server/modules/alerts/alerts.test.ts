// Follow-up alerts: the assignment mail, queued with the assignment; the daily digest
// at 09:00 IST (a moved clock), opted into per staff member, once per staff member per IST day
// even when several processes' workers run at once (the unique (staff, day) row).
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { apiHeaders, auditRows, build, caller, signIn, type TestContext } from "../../test/app.ts";
import { createBatch, createCourse, createLearner, createStaff, enrol } from "../../test/factories.ts";
import { createMailWorker } from "../mail/worker.ts";
import { ALERT_MAIL_KIND } from "./alert-mail.ts";
import { createDigestScheduler, digestDayDue, queueDailyDigests } from "./digest.ts";

let t: TestContext;
let call: ReturnType<typeof caller>;
let priya: { id: number; email: string };
let arjun: { id: number; email: string; token: string };
let leadId: number;
const ORIGIN = "https://www.example.in";
const ist = (local: string) => new Date(`${local}+05:30`);

/** PUT /api/admin/alerts as a staff member (Priya unless another token is given). */
const saveAlerts = (payload: object, token?: string) =>
  t.app.inject({
    method: "PUT",
    url: "/api/admin/alerts",
    headers: apiHeaders(token ?? priyaToken),
    payload,
  });
let priyaToken: string;

const mails = async (kind: string, to?: string) =>
  t.database.db
    .select()
    .from(schema.outbox)
    .where(and(eq(schema.outbox.kind, kind), to ? eq(schema.outbox.to, to) : undefined));

beforeAll(async () => {
  t = await build();
  const db = t.database.db;
  const priyaRow = await createStaff(db, { name: "Priya Menon" });
  priya = { id: priyaRow.id, email: priyaRow.email };
  priyaToken = await signIn(t.app, "staff", priyaRow.email);
  call = caller(t, () => priyaToken);
  const arjunRow = await createStaff(db, { name: "Arjun Nair" });
  arjun = { id: arjunRow.id, email: arjunRow.email, token: await signIn(t.app, "staff", arjunRow.email) };
  const course = await createCourse(db, { name: "Azure Administrator" });
  const [lead] = await db
    .insert(schema.leads)
    .values({ name: "Rohan Desai", email: "rohan@example.com", contact: "+91 98860 12345", courseId: course.id })
    .returning();
  leadId = lead!.id;
  // A batch starting in the digests' week (the clock is moved to 20–21 Nov 2026), 1 of 10 seats taken.
  const batch = await createBatch(db, course.id, { startDate: "2026-11-22", endDate: "2026-12-20", capacity: 10 });
  await enrol(db, (await createLearner(db)).id, batch.id);
});
afterAll(() => t.close());

describe("the assignment mail", () => {
  it("mails the staff member a lead is assigned to, with its link and without the visitor's details", async () => {
    const res = await call("PATCH", `/api/admin/inbox/lead/${leadId}`, { assigneeId: arjun.id });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await mails(ALERT_MAIL_KIND.assigned, arjun.email);
    expect(mail?.subject).toBe(`Assigned to you: Enrolment #${leadId} (Azure Administrator)`);
    expect(mail?.text).toContain("Priya Menon assigned Enrolment");
    expect(mail?.text).toContain(`/admin/inbox/lead/${leadId}`);
    expect(mail?.text).not.toContain("rohan@example.com");
    expect(mail?.text).not.toContain("98860");
  });

  it("sends nothing when the assignee stays the same or a staff member takes the lead themselves", async () => {
    await call("PATCH", `/api/admin/inbox/lead/${leadId}`, { assigneeId: arjun.id });
    expect(await mails(ALERT_MAIL_KIND.assigned)).toHaveLength(1);
    await call("PATCH", `/api/admin/inbox/lead/${leadId}`, { assigneeId: priya.id });
    expect(await mails(ALERT_MAIL_KIND.assigned, priya.email)).toHaveLength(0);
  });
});

describe("the daily digest", () => {
  it("is due from 09:00 IST", () => {
    expect(digestDayDue(ist("2026-11-20T08:59:59"))).toBeNull();
    expect(digestDayDue(ist("2026-11-20T09:00:00"))).toBe("2026-11-20");
    expect(digestDayDue(ist("2026-11-21T00:30:00"))).toBeNull(); // 19:00 UTC the day before: still early in IST
  });

  it("is opted into by each staff member for themselves (audited)", async () => {
    expect((await call("GET", "/api/admin/alerts")).json()).toEqual({ digest: false });
    const saved = await saveAlerts({ digest: true });
    expect(saved.json()).toEqual({ digest: true });
    expect((await auditRows(t, "staff", priya.id)).map((row) => row.action)).toContain("staff.digest");
    expect((await call("GET", "/api/admin/alerts", undefined, arjun.token)).json()).toEqual({ digest: false });
    expect((await saveAlerts({ digest: "yes" })).statusCode).toBe(422);
  });

  it("goes at 09:00 IST through the worker, once a day, to those who opted in", async () => {
    // An inactive colleague who had opted in gets none.
    await createStaff(t.database.db, { status: "I", digestOptIn: true });
    let clock = ist("2026-11-20T08:59:00");
    const worker = createMailWorker({
      db: t.database.db,
      from: "test@example.com",
      log: { info() {}, warn() {}, error() {} },
      beforeRun: createDigestScheduler({ db: t.database.db, origin: ORIGIN, now: () => clock }),
    });
    await worker.runOnce();
    expect(await mails(ALERT_MAIL_KIND.digest)).toHaveLength(0);
    clock = ist("2026-11-20T09:00:00");
    await worker.runOnce();
    const [digest, ...more] = await mails(ALERT_MAIL_KIND.digest);
    expect(more).toEqual([]);
    expect(digest).toMatchObject({ to: priya.email, status: "logged" });
    expect(digest?.subject).toMatch(/^Follow-up digest for 2026-11-20: \d+ new, \d+ past the promise$/);
    expect(digest?.text).toContain("Batches starting this week: 1");
    expect(digest?.text).toContain("1 of 10 seats taken — under half full");
    expect(digest?.text).toContain(`${ORIGIN}/admin/inbox/lead/${leadId}`);
    clock = ist("2026-11-20T17:00:00");
    await worker.runOnce();
    expect(await mails(ALERT_MAIL_KIND.digest)).toHaveLength(1);
  });

  it("is sent once per staff member per day across two processes running at once", async () => {
    await saveAlerts({ digest: true }, arjun.token);
    const now = ist("2026-11-21T09:00:30");
    // Two processes: each its own scheduler (its own memory), both claiming on the same database.
    const first = createDigestScheduler({ db: t.database.db, origin: ORIGIN, now: () => now });
    const second = createDigestScheduler({ db: t.database.db, origin: ORIGIN, now: () => now });
    const queued = await Promise.all([first(), second(), queueDailyDigests(t.database.db, { now, origin: ORIGIN })]);
    expect(queued.reduce((a, b) => a + b, 0)).toBe(2);
    const onThe21st = await t.database.db
      .select()
      .from(schema.staffDigests)
      .where(eq(schema.staffDigests.day, "2026-11-21"));
    expect(onThe21st.map((row) => row.staffId).sort()).toEqual([priya.id, arjun.id].sort());
    expect(onThe21st.every((row) => row.outboxId !== null)).toBe(true);
    expect(await mails(ALERT_MAIL_KIND.digest, arjun.email)).toHaveLength(1);
    expect(await mails(ALERT_MAIL_KIND.digest, priya.email)).toHaveLength(2); // the 20th and the 21st
  });
});
