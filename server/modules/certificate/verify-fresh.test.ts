// A certificate check is never answered from a cache: with anonymous pages cached, the verify
// page and the verify API read the certificate as it is at that moment, so a revocation and an
// erasure show on the very next check (they used to read "Valid" for the page cache's seconds,
// the render's API memo having kept the answer), and every answer says no-store. Needs the web
// build (`npm run build`), as web.test.ts does.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { apiHeaders, build, signIn, type TestContext } from "../../test/app.ts";
import { createBatch, createCourse, createLearner, createStaff, daysFromToday, enrol } from "../../test/factories.ts";

let t: TestContext;
let staffToken: string;
let batchId: number;
beforeAll(async () => {
  t = await build({ web: true, env: { PAGE_CACHE_SECONDS: "30" } });
  const db = t.database.db;
  staffToken = await signIn(t.app, "staff", (await createStaff(db)).email);
  const course = await createCourse(db, { name: "Network Defence Essentials" });
  batchId = (await createBatch(db, course.id, { startDate: daysFromToday(-30), endDate: daysFromToday(-2) })).id;
});
afterAll(() => t.close());

const staff = (url: string, payload: object = {}) =>
  t.app.inject({ method: "POST", url: `/api${url}`, headers: apiHeaders(staffToken), payload });

async function certificateOf(firstName: string): Promise<{ id: number; code: string; learnerId: number }> {
  const learner = await createLearner(t.database.db, { firstName, lastName: "Verma" });
  // Enrolled before the batch ended: only such learners are certified.
  await enrol(t.database.db, learner.id, batchId, new Date(daysFromToday(-31)));
  const issued = await staff(`/admin/batches/${batchId}/certificates`, { learnerIds: [learner.id] });
  expect(issued.statusCode, issued.body).toBe(201);
  return { ...issued.json().issued[0], learnerId: learner.id };
}

/** The verification page and the API's answer, as an anonymous visitor asks for them. */
async function check(code: string) {
  const page = await t.app.inject({ method: "GET", url: `/verify/${code}` });
  const api = await t.app.inject({ method: "GET", url: `/api/certificates/verify/${code}`, headers: apiHeaders() });
  for (const res of [page, api]) {
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toMatch(/no-store/);
    expect(res.headers["cache-control"]).toMatch(/private/);
    expect(res.headers["cache-control"]).not.toMatch(/s-maxage|public/);
  }
  return { page: page.body, status: api.json().status as string, learnerName: api.json().learnerName as string };
}

describe("/verify/{code} with anonymous pages cached", () => {
  it("shows a revocation on the next check, twice in a row", async () => {
    const certificate = await certificateOf("Kavya");
    // Asked twice: the second would be kept by the page cache and the render's API memo.
    for (let i = 0; i < 3; i++) {
      const before = await check(certificate.code);
      expect(before.status).toBe("valid");
      expect(before.page).toContain("Valid certificate");
    }
    const revoked = await staff(`/admin/certificates/${certificate.id}/revoke`, { reason: "Issued by mistake" });
    expect(revoked.statusCode, revoked.body).toBe(200);
    for (let i = 0; i < 2; i++) {
      const after = await check(certificate.code);
      expect(after.status).toBe("revoked");
      expect(after.page).toContain("Revoked certificate");
      expect(after.page).not.toContain("Valid certificate");
    }
  });

  it("shows an erasure on the next check: renamed and revoked", async () => {
    const certificate = await certificateOf("Rohan");
    for (let i = 0; i < 3; i++) expect((await check(certificate.code)).page).toContain("Rohan Verma");
    const learner = (
      await t.database.db.select().from(schema.learners).where(eq(schema.learners.id, certificate.learnerId))
    )[0]!;
    const session = await signIn(t.app, "learner", learner.email);
    const asked = await t.app.inject({
      method: "POST",
      url: "/api/learners/me/erasure-request",
      headers: apiHeaders(session),
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const [request] = await t.database.db
      .select()
      .from(schema.erasureRequests)
      .where(eq(schema.erasureRequests.learnerId, learner.id));
    expect((await staff(`/admin/erasure-requests/${request!.id}/erase`)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) {
      const after = await check(certificate.code);
      expect(after.status).toBe("revoked");
      expect(after.page).not.toContain("Rohan Verma");
      expect(after.learnerName).not.toContain("Rohan");
    }
  });
});
