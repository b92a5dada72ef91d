// POST /api/leads/: the lead payload the site's forms send; stored before the 201, so retries are safe.
import { enrolmentNextSteps } from "@skillbridge/core/messages";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { apiHeaders, build, type TestContext } from "../../test/app.ts";
import { createBatch, createCourse } from "../../test/factories.ts";

type Row = { id: number };
let t: TestContext;
let course: Row;
let otherCourse: Row;
let retiredCourse: Row;
let batch: Row;
let otherBatch: Row;

beforeAll(async () => {
  t = await build();
  const db = t.database.db;
  course = await createCourse(db, { name: "CompTIA Security+" });
  otherCourse = await createCourse(db, { name: "CCNA" });
  retiredCourse = await createCourse(db, { status: "I" });
  batch = await createBatch(db, course.id);
  otherBatch = await createBatch(db, otherCourse.id);
});
afterAll(() => t.close());

const valid = () => ({
  leadName: "Ravi Kumar",
  leadEmail: "ravi.kumar@example.com",
  leadContact: "+91 98765 43210",
  briefRequirement: "Weekend batch please",
  leadStatus: "new",
  ictId_id: course.id,
});

const post = (payload: unknown, headers: Record<string, string> = {}, app = t.app) =>
  app.inject({
    method: "POST",
    url: "/api/leads/",
    headers: { ...apiHeaders(), ...headers },
    payload: payload as object,
  });

const countLeads = async () => {
  const [row] = await t.database.db.select({ n: count() }).from(schema.leads);
  return row!.n;
};

describe("POST /api/leads/", () => {
  it("stores a lead and answers 201 with the stored record", async () => {
    const before = await countLeads();
    const res = await post(valid());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(Number),
      leadName: "Ravi Kumar",
      leadEmail: "ravi.kumar@example.com",
      leadContact: "+91 98765 43210",
      briefRequirement: "Weekend batch please",
      leadStatus: "new",
      ictId_id: course.id,
      trainingId: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
    });
    expect(await countLeads()).toBe(before + 1);
    const [row] = await t.database.db.select().from(schema.leads).where(eq(schema.leads.id, body.id));
    expect(row).toMatchObject({
      name: "Ravi Kumar",
      email: "ravi.kumar@example.com",
      status: "new",
      courseId: course.id,
    });
  });

  it("needs only name, e-mail, contact and course; the status starts as 'new'", async () => {
    const { leadName, leadEmail, leadContact, ictId_id } = valid();
    const res = await post({ leadName, leadEmail, leadContact, ictId_id: String(ictId_id) });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      leadStatus: "new",
      briefRequirement: "",
      trainingId: null,
      ictId_id: course.id,
    });
  });

  it("stores the chosen batch of that course", async () => {
    const res = await post({ ...valid(), trainingId: batch.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().trainingId).toBe(batch.id);
    const [row] = await t.database.db.select().from(schema.leads).where(eq(schema.leads.id, res.json().id));
    expect(row!.trainingCardId).toBe(batch.id);
  });

  it("acknowledges the lead by mail with its course and batch, queued with the lead", async () => {
    const res = await post({ ...valid(), leadEmail: "batch.ack@example.com", trainingId: batch.id });
    expect(res.statusCode).toBe(201);
    const mails = await t.database.db.select().from(schema.outbox).where(eq(schema.outbox.to, "batch.ack@example.com"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("We received your request for CompTIA Security+");
    expect(mails[0]!.text).toContain("Dear Ravi Kumar,");
    expect(mails[0]!.text).toMatch(/Batch: \d{1,2} \w{3} \d{4} to \d{1,2} \w{3} \d{4}, 10:00–13:00 IST$/m);
    expect(mails[0]!.text).toContain("- Mode: Online, Online (Zoom)");
    // The mail repeats the success popup's next steps, word for word.
    for (const line of enrolmentNextSteps) expect(mails[0]!.text).toContain(line);
  });

  it("answers 422 for a batch of another course, an unknown or a retired course", async () => {
    const before = await countLeads();
    const cases: [Record<string, unknown>, string][] = [
      [{ trainingId: otherBatch.id }, "trainingId"],
      [{ trainingId: 999_999 }, "trainingId"],
      [{ ictId_id: 999_999 }, "ictId_id"],
      [{ ictId_id: retiredCourse.id }, "ictId_id"],
    ];
    for (const [change, field] of cases) {
      const res = await post({ ...valid(), ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(422);
      expect(res.json().detail).toContainEqual({ loc: ["body", field], msg: expect.any(String) });
    }
    expect(await countLeads()).toBe(before);
  });

  it.each([
    ["a missing leadName", { leadName: undefined }, "leadName"],
    ["a blank leadName", { leadName: "  " }, "leadName"],
    ["a bad leadEmail", { leadEmail: "ravi@" }, "leadEmail"],
    ["a leadContact that is not a phone number", { leadContact: "abc" }, "leadContact"],
    ["an unknown extra field", { isAdmin: true }, "isAdmin"],
    ["a leadStatus other than 'new'", { leadStatus: "won" }, "leadStatus"],
    ["a non-numeric ictId_id", { ictId_id: "x" }, "ictId_id"],
    ["a missing ictId_id", { ictId_id: undefined }, "ictId_id"],
  ])("answers 422 for %s and stores nothing", async (_label, change, field) => {
    const before = await countLeads();
    const res = await post({ ...valid(), ...change });
    expect(res.statusCode).toBe(422);
    const { detail } = res.json();
    expect(Array.isArray(detail)).toBe(true);
    for (const item of detail) expect(item).toEqual({ loc: expect.any(Array), msg: expect.any(String) });
    expect(detail.map((item: { loc: unknown }) => item.loc)).toContainEqual(["body", field]);
    expect(await countLeads()).toBe(before);
  });

  it("answers 400 for a body that is not valid JSON", async () => {
    const before = await countLeads();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/leads/",
      headers: { ...apiHeaders(), "content-type": "application/json" },
      payload: '{"leadName": "Ravi",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: "Request body is not valid JSON" });
    expect(await countLeads()).toBe(before);
  });

  it("answers 413 for a body over 64 KiB", async () => {
    const before = await countLeads();
    const res = await post({ ...valid(), briefRequirement: "x".repeat(70 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: expect.any(String) });
    expect(await countLeads()).toBe(before);
  });

  it("answers 401 without the API key", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/leads/", payload: valid() });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: expect.any(String) });
  });
});

describe("Idempotency-Key on POST /api/leads/", () => {
  it("stores a retried submission once and replays the first record", async () => {
    const before = await countLeads();
    const key = { "idempotency-key": "lead-retry-1" };
    const first = await post(valid(), key);
    const second = await post(valid(), key);
    expect(first.statusCode).toBe(201);
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    expect(second.statusCode).toBe(201);
    expect(second.headers["idempotent-replayed"]).toBe("true");
    expect(second.json()).toEqual(first.json());
    expect(await countLeads()).toBe(before + 1);
  });

  it("refuses the same key with a different payload, storing nothing more", async () => {
    const key = { "idempotency-key": "lead-retry-2" };
    expect((await post(valid(), key)).statusCode).toBe(201);
    const before = await countLeads();
    const res = await post({ ...valid(), leadName: "Someone Else" }, key);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ detail: expect.any(String) });
    expect(await countLeads()).toBe(before);
  });

  it("keeps keys of different submissions apart", async () => {
    const before = await countLeads();
    const a = await post(valid(), { "idempotency-key": "lead-a" });
    const b = await post(valid(), { "idempotency-key": "lead-b" });
    expect(a.json().id).not.toBe(b.json().id);
    expect(await countLeads()).toBe(before + 2);
  });

  it("stores exactly one row for 20 concurrent posts with one key", async () => {
    const before = await countLeads();
    const key = { "idempotency-key": "lead-burst-1" };
    const responses = await Promise.all(Array.from({ length: 20 }, () => post(valid(), key)));
    expect(responses.map((res) => res.statusCode)).toEqual(Array(20).fill(201));
    const ids = new Set(responses.map((res) => res.json().id));
    expect(ids.size).toBe(1);
    expect(responses.filter((res) => res.headers["idempotent-replayed"] === "true")).toHaveLength(19);
    expect(await countLeads()).toBe(before + 1);
  });

  it("answers 422 for a malformed key", async () => {
    const res = await post(valid(), { "idempotency-key": "x".repeat(201) });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0]).toMatchObject({ loc: ["headers", "idempotency-key"] });
  });
});

describe("rate limit", () => {
  it("answers 429 with a JSON detail to the 4th post from one address within a minute", async () => {
    const limited = await build({ env: { RATE_LIMIT_PER_MINUTE: "3" } });
    try {
      const limitedCourse = await createCourse(limited.database.db);
      const payload = { ...valid(), ictId_id: limitedCourse.id };
      const from = (remoteAddress: string) =>
        limited.app.inject({ method: "POST", url: "/api/leads/", headers: apiHeaders(), payload, remoteAddress });
      for (let i = 0; i < 3; i++) expect((await from("203.0.113.7")).statusCode).toBe(201);
      const fourth = await from("203.0.113.7");
      expect(fourth.statusCode).toBe(429);
      expect(fourth.headers["content-type"]).toMatch(/^application\/json/);
      expect(fourth.json()).toEqual({ detail: expect.any(String) });
      expect(Number(fourth.headers["retry-after"])).toBeGreaterThan(0);
      const [row] = await limited.database.db.select({ n: count() }).from(schema.leads);
      expect(row!.n).toBe(3);
      // Another visitor is not held up.
      expect((await from("203.0.113.8")).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
