// The learner's data (DPDP Act): everything held about them as JSON, their own only;
// an erasure request staff see and carry out — the learner anonymised (no sign-in, no feed, no
// enquiry details), certificates revoked, tax invoices kept as issued; audited.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { apiHeaders, auditRows, build, signedInPeople, signIn, type TestContext } from "../../test/app.ts";
import { createBatch, createCourse, createLearner, enrol } from "../../test/factories.ts";

let t: TestContext;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const api = (method: "GET" | "POST", url: string, token: string | null) =>
  t.app.inject({ method, url: `/api${url}`, headers: apiHeaders(token ?? undefined) });

describe("my data", () => {
  it("holds the profile, enrolments, enquiries and sessions of the learner, and nothing of another", async () => {
    const db = t.database.db;
    const learner = await createLearner(db, { firstName: "Meera", email: "meera.data@example.com" });
    const other = await createLearner(db, { email: "other.data@example.com" });
    const course = await createCourse(db, { name: "Data Analytics with Python" });
    const batch = await createBatch(db, course.id);
    await enrol(db, learner.id, batch.id);
    await enrol(db, other.id, batch.id);
    await db.insert(schema.enquiries).values({
      kind: "course",
      courseId: course.id,
      name: "Meera",
      email: "MEERA.DATA@example.com",
      contact: "+91 90000 11111",
      query: "Weekend batches?",
    });
    const token = await signIn(t.app, "learner", learner.email);
    expect((await api("GET", "/learners/me/data", null)).statusCode).toBe(401);
    const res = await api("GET", "/learners/me/data", token);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("no-store");
    const data = res.json();
    expect(data.profile).toMatchObject({ firstName: "Meera", email: "meera.data@example.com", hasPassword: true });
    expect(JSON.stringify(data)).not.toContain("argon2");
    expect(data.enrolments).toEqual([expect.objectContaining({ course: "Data Analytics with Python" })]);
    expect(data.enquiries).toEqual([expect.objectContaining({ query: "Weekend batches?" })]);
    expect(data.sessions).toHaveLength(1);
    expect(JSON.stringify(data)).not.toContain("other.data@example.com");
  });
});

describe("erasure", () => {
  it("is asked once by the learner, seen and carried out by staff: anonymised, signed out, audited", async () => {
    const t2 = t;
    const { staffToken, learnerToken } = await signedInPeople(t2, { learner: { email: "erase.me@example.com" } });
    const learner = (
      await t2.database.db.select().from(schema.learners).where(eq(schema.learners.email, "erase.me@example.com"))
    )[0]!;
    await t2.database.db.insert(schema.leads).values({
      name: "Erase Me",
      email: "erase.me@example.com",
      contact: "+91 90000 22222",
      courseId: (await createCourse(t2.database.db)).id,
    });

    const asked = await api("POST", "/learners/me/erasure-request", learnerToken);
    expect(asked.statusCode).toBe(202);
    expect(asked.json().detail).toContain("tax invoices");
    expect((await api("POST", "/learners/me/erasure-request", learnerToken)).statusCode).toBe(409);
    expect((await api("GET", "/learners/me/account", learnerToken)).json().erasureRequestedAt).toEqual(
      expect.any(String),
    );

    expect((await api("GET", "/admin/erasure-requests", learnerToken)).statusCode).toBe(403);
    const list = (await api("GET", "/admin/erasure-requests", staffToken)).json();
    const request = list.find((item: { learnerId: number }) => item.learnerId === learner.id);
    expect(request).toMatchObject({ erasedAt: null, learnerName: `${learner.firstName} ${learner.lastName}` });

    expect((await api("POST", `/admin/erasure-requests/${request.id}/erase`, learnerToken)).statusCode).toBe(403);
    const erased = await api("POST", `/admin/erasure-requests/${request.id}/erase`, staffToken);
    expect(erased.statusCode, erased.body).toBe(200);
    expect((await api("POST", `/admin/erasure-requests/${request.id}/erase`, staffToken)).statusCode).toBe(404);

    const [row] = await t2.database.db.select().from(schema.learners).where(eq(schema.learners.id, learner.id));
    expect(row).toMatchObject({ firstName: "Erased learner", contact: null, passwordHash: null, status: "I" });
    expect(row!.email).not.toContain("erase.me");
    expect((await api("GET", "/learners/me/account", learnerToken)).statusCode).toBe(401);
    const leads = await t2.database.db.select().from(schema.leads);
    expect(JSON.stringify(leads)).not.toContain("erase.me@example.com");
    expect(JSON.stringify(leads)).not.toContain("90000 22222");
    const audit = await auditRows(t2, "learner", learner.id);
    expect(audit.map((entry) => entry.action)).toEqual(["erasure.request", "erase"]);
    expect(JSON.stringify(audit)).not.toContain("erase.me");
  });
});
