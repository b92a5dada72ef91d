// What happens to a submission, for leads and enquiries alike: where it came from and
// the notice shown are stored; a filled honeypot is refused and stores nothing; a fast fill is
// only flagged; the acknowledgement mail is queued once per stored submission, never per retry.
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { apiHeaders, build, type TestContext } from "../../test/app.ts";
import { createCourse } from "../../test/factories.ts";

let t: TestContext;
let courseId: number;

beforeAll(async () => {
  t = await build();
  courseId = (await createCourse(t.database.db, { name: "Cisco CCNA 200-301" })).id;
});
afterAll(() => t.close());

let n = 0;
const endpoints = [
  {
    name: "lead",
    url: "/api/leads/",
    table: schema.leads,
    valid: (email: string) => ({
      leadName: "Ravi Kumar",
      leadEmail: email,
      leadContact: "+91 98765 43210",
      ictId_id: courseId,
    }),
    formSource: "enrolment-form",
  },
  {
    name: "enquiry",
    url: "/api/ictEnquiry/",
    table: schema.enquiries,
    valid: (email: string) => ({
      ict_id: courseId,
      eName: "Meera Iyer",
      eEmail: email,
      eContact: "+91 91234 56789",
    }),
    formSource: "standalone-enquiry",
  },
] as const;

const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

describe.each(endpoints)("POST $url ($name)", (endpoint) => {
  const email = () => `visitor${++n}.${endpoint.name}@example.com`;
  const post = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url: endpoint.url, headers: { ...apiHeaders(), ...headers }, payload });
  const rowOf = async (id: number) => {
    const [row] = await t.database.db.select().from(endpoint.table).where(eq(endpoint.table.id, id));
    return row!;
  };
  const countRows = async () => (await t.database.db.select({ n: count() }).from(endpoint.table))[0]!.n;
  const mailTo = (to: string) => t.database.db.select().from(schema.outbox).where(eq(schema.outbox.to, to));
  const countMail = async () => (await t.database.db.select({ n: count() }).from(schema.outbox))[0]!.n;

  it("stores where it came from, the notice shown and when it was received", async () => {
    const meta = {
      formSource: endpoint.formSource,
      pageUrl: "https://www.example.in/contact?utm_source=test",
      noticeId: "privacy-notice-2026-11",
      noticeShownAt: secondsAgo(40),
      formStartedAt: secondsAgo(40),
    };
    const before = Date.now();
    const res = await post({ ...endpoint.valid(email()), ...meta });
    expect(res.statusCode).toBe(201);
    const row = await rowOf(res.json().id);
    expect(row).toMatchObject({
      formSource: endpoint.formSource,
      pageUrl: meta.pageUrl,
      noticeId: "privacy-notice-2026-11",
      suspectedBot: false,
      flagReason: null,
    });
    expect(row.noticeShownAt?.toISOString()).toBe(meta.noticeShownAt);
    // received: created_at, taken by the database when it stored the submission
    expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(before - 2000);
    expect(row.createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 2000);
    expect(res.json().createdAt).toBe(row.createdAt.toISOString());
  });

  it("stores null notice details for an API client that sends none", async () => {
    const res = await post(endpoint.valid(email()));
    expect(res.statusCode).toBe(201);
    expect(await rowOf(res.json().id)).toMatchObject({
      formSource: "api",
      pageUrl: null,
      noticeId: null,
      noticeShownAt: null,
      suspectedBot: false,
      flagReason: null,
    });
  });

  it("refuses a filled honeypot with 400 and stores and queues nothing", async () => {
    const [rowsBefore, mailBefore] = [await countRows(), await countMail()];
    const res = await post({ ...endpoint.valid(email()), website: "http://cheap-pills.example" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: "Your submission could not be accepted." });
    expect(res.json()).toEqual({ detail: "Your submission could not be accepted." });
    expect(await countRows()).toBe(rowsBefore);
    expect(await countMail()).toBe(mailBefore);
    // The same refusal with an Idempotency-Key leaves the key unused.
    const keyed = await post({ ...endpoint.valid("kept@example.com"), website: "x" }, { "idempotency-key": "hp-1" });
    expect(keyed.statusCode).toBe(400);
    expect((await post(endpoint.valid("kept@example.com"), { "idempotency-key": "hp-1" })).statusCode).toBe(201);
  });

  it("accepts an empty honeypot", async () => {
    const res = await post({ ...endpoint.valid(email()), website: "" });
    expect(res.statusCode).toBe(201);
  });

  it("stores and flags (never refuses) a form filled in under 3 seconds", async () => {
    const to = email();
    const res = await post({ ...endpoint.valid(to), formSource: endpoint.formSource, formStartedAt: secondsAgo(1) });
    expect(res.statusCode).toBe(201);
    const row = await rowOf(res.json().id);
    expect(row.suspectedBot).toBe(true);
    expect(row.flagReason).toMatch(/^form filled in [01]\.\d s \(under 3 s\)$/);
    // The visitor is still acknowledged.
    expect(await mailTo(to)).toHaveLength(1);
  });

  it("does not flag a form filled in 3 seconds or more", async () => {
    const res = await post({ ...endpoint.valid(email()), formStartedAt: secondsAgo(3.5) });
    expect(res.statusCode).toBe(201);
    expect(await rowOf(res.json().id)).toMatchObject({ suspectedBot: false, flagReason: null });
  });

  it("flags a form start time after its receipt (a forged or skewed clock)", async () => {
    const res = await post({ ...endpoint.valid(email()), formStartedAt: new Date(Date.now() + 60_000).toISOString() });
    expect(res.statusCode).toBe(201);
    const row = await rowOf(res.json().id);
    expect(row.suspectedBot).toBe(true);
    expect(row.flagReason).toMatch(/after its receipt/);
  });

  it("queues one acknowledgement to the visitor with the stored record", async () => {
    const to = email();
    const res = await post(endpoint.valid(to));
    expect(res.statusCode).toBe(201);
    const mails = await mailTo(to);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to,
      kind: `${endpoint.name}-acknowledgement`,
      status: "pending",
      attempts: 0,
      lastError: null,
      sentAt: null,
      subject: "We received your request for Cisco CCNA 200-301",
    });
    expect(mails[0]!.text).toContain("What happens next");
    expect(mails[0]!.text).toContain("+91 98450 22334");
    expect(mails[0]!.html).toContain("What happens next");
  });

  it("queues no second acknowledgement for a replay, nor for 10 concurrent retries", async () => {
    const to = email();
    const key = { "idempotency-key": `ack-once-${endpoint.name}` };
    const first = await post(endpoint.valid(to), key);
    const replay = await post(endpoint.valid(to), key);
    expect(first.statusCode).toBe(201);
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    expect(await mailTo(to)).toHaveLength(1);

    const burstTo = email();
    const burst = await Promise.all(
      Array.from({ length: 10 }, () => post(endpoint.valid(burstTo), { "idempotency-key": `burst-${endpoint.name}` })),
    );
    expect(burst.map((res) => res.statusCode)).toEqual(Array(10).fill(201));
    expect(await mailTo(burstTo)).toHaveLength(1);
  });

  it("queues nothing for a submission it refuses (unknown course)", async () => {
    const to = email();
    const payload = {
      ...endpoint.valid(to),
      ...(endpoint.name === "lead" ? { ictId_id: 999_999 } : { ict_id: 999_999 }),
    };
    expect((await post(payload)).statusCode).toBe(422);
    expect(await mailTo(to)).toHaveLength(0);
  });
});
