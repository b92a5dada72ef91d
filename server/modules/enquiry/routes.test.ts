// /api/ictEnquiry/: anyone may send an enquiry (stored before the 201, retries are safe);
// only staff may read them, as they hold visitors' contact details (contract).
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { apiHeaders, build, type TestContext } from "../../test/app.ts";
import { createCourse, createLearner, createStaff, TEST_PASSWORD } from "../../test/factories.ts";

let t: TestContext;
let course: { id: number };
let retiredCourse: { id: number };
let learnerToken: string;
let staffToken: string;

async function signIn(url: string, email: string) {
  const res = await t.app.inject({
    method: "POST",
    url,
    headers: apiHeaders(),
    payload: { email, password: TEST_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return res.json().access_token as string;
}

beforeAll(async () => {
  t = await build();
  const db = t.database.db;
  course = await createCourse(db, { name: "Certified Ethical Hacker" });
  retiredCourse = await createCourse(db, { status: "I" });
  learnerToken = await signIn("/api/login/learners/", (await createLearner(db)).email);
  staffToken = await signIn("/api/login/staff/", (await createStaff(db)).email);
});
afterAll(() => t.close());

const valid = () => ({
  ict_id: course.id,
  eName: "Meera Iyer",
  eEmail: "meera@example.com",
  eContact: "+91 91234 56789",
  eQuery: "Is there a weekend batch?",
});

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/ictEnquiry/",
    headers: { ...apiHeaders(), ...headers },
    payload: payload as object,
  });

const countEnquiries = async () => {
  const [row] = await t.database.db.select({ n: count() }).from(schema.enquiries);
  return row!.n;
};

describe("POST /api/ictEnquiry/", () => {
  it("stores an enquiry and answers 201 with it; source defaults to website, status A", async () => {
    const before = await countEnquiries();
    const res = await post(valid());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(Number),
      kind: "course",
      ict_id: course.id,
      eventId: null,
      eName: "Meera Iyer",
      eEmail: "meera@example.com",
      eContact: "+91 91234 56789",
      eQuery: "Is there a weekend batch?",
      eSrc: "website",
      status: "A",
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
    });
    expect(await countEnquiries()).toBe(before + 1);
    const [row] = await t.database.db.select().from(schema.enquiries).where(eq(schema.enquiries.id, body.id));
    expect(row).toMatchObject({ courseId: course.id, email: "meera@example.com", source: "website", status: "A" });
  });

  it("accepts the course id as a numeric string (form input) and an optional empty query", async () => {
    const { eQuery: _omitted, ...rest } = valid();
    const res = await post({ ...rest, ict_id: String(course.id), eSrc: "google" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ict_id: course.id, eQuery: "", eSrc: "google" });
  });

  it.each([
    ["a missing eName", { eName: undefined }, "eName"],
    ["a bad eEmail", { eEmail: "meera.example.com" }, "eEmail"],
    ["a bad eContact", { eContact: "call me" }, "eContact"],
    ["a non-numeric ict_id", { ict_id: "twelve" }, "ict_id"],
    ["a missing ict_id (an enquiry is always about a course)", { ict_id: undefined }, "ict_id"],
    ["an unknown eSrc", { eSrc: "tv" }, "eSrc"],
    ["an unknown extra field", { priority: "high" }, "priority"],
  ])("answers 422 for %s and stores nothing", async (_label, change, field) => {
    const before = await countEnquiries();
    const res = await post({ ...valid(), ...change });
    expect(res.statusCode).toBe(422);
    const { detail } = res.json();
    for (const item of detail) expect(item).toEqual({ loc: expect.any(Array), msg: expect.any(String) });
    expect(detail.map((item: { loc: unknown }) => item.loc)).toContainEqual(["body", field]);
    expect(await countEnquiries()).toBe(before);
  });

  it("answers 422 for an unknown or retired course and stores nothing", async () => {
    const before = await countEnquiries();
    for (const ict_id of [999_999, retiredCourse.id]) {
      const res = await post({ ...valid(), ict_id });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toContainEqual({ loc: ["body", "ict_id"], msg: expect.any(String) });
    }
    expect(await countEnquiries()).toBe(before);
  });

  it("answers 400 for a body that is not valid JSON", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/ictEnquiry/",
      headers: { ...apiHeaders(), "content-type": "application/json" },
      payload: "{nope",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: "Request body is not valid JSON" });
  });

  it("stores a retried enquiry once (Idempotency-Key) and refuses the key for another payload", async () => {
    const before = await countEnquiries();
    const key = { "idempotency-key": "enquiry-retry-1" };
    const first = await post(valid(), key);
    const second = await post(valid(), key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers["idempotent-replayed"]).toBe("true");
    expect(second.json().id).toBe(first.json().id);
    expect(await countEnquiries()).toBe(before + 1);

    const conflict = await post({ ...valid(), eQuery: "Another question" }, key);
    expect(conflict.statusCode).toBe(422);
    expect(conflict.json()).toEqual({ detail: expect.any(String) });
    expect(await countEnquiries()).toBe(before + 1);
  });

  it("stores the key with the id of the enquiry it created, and the enquiry's acknowledgement", async () => {
    const res = await post({ ...valid(), eEmail: "keyed.enquirer@example.com" }, { "idempotency-key": "enq-key-row" });
    expect(res.statusCode).toBe(201);
    const { id, createdAt } = res.json();
    const db = t.database.db;
    const [key] = await db.select().from(schema.idempotencyKeys).where(eq(schema.idempotencyKeys.key, "enq-key-row"));
    expect(key).toMatchObject({ scope: "enquiry", recordId: id, requestHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const [row] = await db.select().from(schema.enquiries).where(eq(schema.enquiries.id, id));
    expect(row!.createdAt.toISOString()).toBe(createdAt);
    const mail = await db.select().from(schema.outbox).where(eq(schema.outbox.to, "keyed.enquirer@example.com"));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain("Certified Ethical Hacker");
  });

  it("stores one row for concurrent retries with one key", async () => {
    const before = await countEnquiries();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => post(valid(), { "idempotency-key": "enq-burst" })),
    );
    expect(responses.map((res) => res.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(responses.map((res) => res.json().id)).size).toBe(1);
    expect(await countEnquiries()).toBe(before + 1);
  });
});

describe("GET /api/ictEnquiry/", () => {
  it("answers 401 to an anonymous visitor and 403 to a learner", async () => {
    const anonymous = await t.app.inject({ method: "GET", url: "/api/ictEnquiry/", headers: apiHeaders() });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ detail: expect.any(String) });
    expect(anonymous.body).not.toContain("meera@example.com");

    const learner = await t.app.inject({ method: "GET", url: "/api/ictEnquiry/", headers: apiHeaders(learnerToken) });
    expect(learner.statusCode).toBe(403);
    expect(learner.body).not.toContain("meera@example.com");
  });

  it("lists every enquiry, newest first, for staff", async () => {
    const created = await post({ ...valid(), eName: "Newest Enquirer" });
    const res = await t.app.inject({ method: "GET", url: "/api/ictEnquiry/", headers: apiHeaders(staffToken) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toHaveLength(await countEnquiries());
    expect(body[0]).toEqual(created.json());
    for (const enquiry of body) {
      expect(Object.keys(enquiry).sort()).toEqual(
        [
          "createdAt",
          "eContact",
          "eEmail",
          "eName",
          "eQuery",
          "eSrc",
          "eventId",
          "id",
          "ict_id",
          "kind",
          "status",
        ].sort(),
      );
    }
  });
});
