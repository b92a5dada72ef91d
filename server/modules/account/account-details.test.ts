// Account details that are true: a learner made by a payment lives where they said when paying
// (an Indian state: country India and that state; Outside India: only that), a learner who had an
// account keeps their own details; an erasure request can be withdrawn by the learner until staff
// act, and not after; asking and withdrawing are both in the audit log. PGlite and PostgreSQL.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { apiHeaders, caller, signIn, type TestContext } from "../../test/app.ts";
import { createBatch, createLead, createLearner } from "../../test/factories.ts";
import { buildPaymentsApp, paymentsOfRequest, requestPayment } from "../payment/test-setup.ts";

let t: TestContext;
let call: ReturnType<typeof caller>;
let course: { id: number };

beforeAll(async () => {
  let adminToken: string;
  ({ t, adminToken, course } = await buildPaymentsApp({
    course: { name: "Cloud Security Essentials", price: { list: 12000, sell: 9999 } },
  }));
  call = caller(t, () => adminToken);
});
afterAll(() => t.close());

let utr = 612_345_678_900;
/** A lead's fee paid by UPI after choosing `payerState` (or nothing), confirmed by staff: the learner's row. */
async function paidBy(email: string, payerState: string | null) {
  const batch = await createBatch(t.database.db, course.id);
  const lead = await createLead(t.database.db, { courseId: course.id, trainingCardId: batch.id, email });
  const { token, requestId } = await requestPayment(call, t, lead);
  if (payerState) {
    const chosen = await call("POST", "/api/payments/payer", { token, payerState }, null);
    expect(chosen.statusCode, chosen.body).toBe(200);
  }
  const entered = await call("POST", "/api/payments/utr", { token, method: "upi", utr: String(++utr) }, null);
  expect(entered.statusCode, entered.body).toBe(201);
  const [payment] = await paymentsOfRequest(t, requestId);
  const confirmed = await call("POST", `/api/admin/payments/${payment!.id}/confirm`);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const [learner] = await t.database.db
    .select()
    .from(schema.learners)
    .where(eq(schema.learners.id, confirmed.json().learnerId));
  return learner!;
}

describe("a learner made by a payment", () => {
  it("gets the country India and the state chosen when paying", async () => {
    const learner = await paidBy("maharashtra.payer@example.com", "27");
    expect(learner).toMatchObject({ countryName: "India", stateCode: "27" });
  });

  it("from outside India is marked Outside India, with no country guessed", async () => {
    expect(await paidBy("abroad.payer@example.com", "96")).toMatchObject({ countryName: null, stateCode: "96" });
  });

  it("who chose nothing keeps both empty, and an existing learner keeps their own details", async () => {
    expect(await paidBy("silent.payer@example.com", null)).toMatchObject({ countryName: null, stateCode: null });
    const known = await createLearner(t.database.db, {
      email: "known.payer@example.com",
      countryName: "India",
      stateCode: "29",
    });
    expect(await paidBy(known.email, "27")).toMatchObject({ id: known.id, countryName: "India", stateCode: "29" });
  });
});

describe("an erasure request", () => {
  const api = (method: "GET" | "POST" | "DELETE", url: string, token: string) =>
    t.app.inject({ method, url: `/api${url}`, headers: apiHeaders(token) });

  it("can be withdrawn by the learner until staff act, and not after", async () => {
    const learner = await createLearner(t.database.db, { email: "withdraws@example.com" });
    const token = await signIn(t.app, "learner", learner.email);
    // Nothing to withdraw yet.
    expect((await api("DELETE", "/learners/me/erasure-request", token)).statusCode).toBe(409);

    expect((await api("POST", "/learners/me/erasure-request", token)).statusCode).toBe(202);
    const withdrawn = await api("DELETE", "/learners/me/erasure-request", token);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().detail).toBe("Your erasure request is withdrawn: your account stays as it is.");
    expect((await api("GET", "/learners/me/account", token)).json().erasureRequestedAt).toBeNull();
    expect(
      await t.database.db.select().from(schema.erasureRequests).where(eq(schema.erasureRequests.learnerId, learner.id)),
    ).toEqual([]);
    // Staff no longer see it; the learner may ask again.
    const list = (await call("GET", "/api/admin/erasure-requests")).json() as { learnerId: number }[];
    expect(list.some((row) => row.learnerId === learner.id)).toBe(false);
    expect((await api("POST", "/learners/me/erasure-request", token)).statusCode).toBe(202);

    // Once staff carry it out, the learner is signed out for good and nothing can be withdrawn.
    const [open] = await t.database.db
      .select()
      .from(schema.erasureRequests)
      .where(eq(schema.erasureRequests.learnerId, learner.id));
    expect((await call("POST", `/api/admin/erasure-requests/${open!.id}/erase`)).statusCode).toBe(200);
    expect((await api("DELETE", "/learners/me/erasure-request", token)).statusCode).toBe(401);
    const [kept] = await t.database.db
      .select()
      .from(schema.erasureRequests)
      .where(eq(schema.erasureRequests.learnerId, learner.id));
    expect(kept!.erasedAt).not.toBeNull();
  });

  it("is withdrawn only by its own learner", async () => {
    const asker = await createLearner(t.database.db, { email: "asker@example.com" });
    const other = await createLearner(t.database.db, { email: "bystander@example.com" });
    const askerToken = await signIn(t.app, "learner", asker.email);
    expect((await api("POST", "/learners/me/erasure-request", askerToken)).statusCode).toBe(202);
    const otherToken = await signIn(t.app, "learner", other.email);
    expect((await api("DELETE", "/learners/me/erasure-request", otherToken)).statusCode).toBe(409);
    expect((await api("GET", "/learners/me/account", askerToken)).json().erasureRequestedAt).not.toBeNull();
  });

  it("is audited when asked and when withdrawn, where staff read the audit log, naming the learner by id only", async () => {
    const learner = await createLearner(t.database.db, { email: "changes.mind@example.com" });
    const token = await signIn(t.app, "learner", learner.email);
    expect((await api("POST", "/learners/me/erasure-request", token)).statusCode).toBe(202);
    const [asked] = await t.database.db
      .select()
      .from(schema.erasureRequests)
      .where(eq(schema.erasureRequests.learnerId, learner.id));
    expect((await api("DELETE", "/learners/me/erasure-request", token)).statusCode).toBe(200);
    // A second withdrawal finds nothing open and logs nothing.
    expect((await api("DELETE", "/learners/me/erasure-request", token)).statusCode).toBe(409);

    const log = await call("GET", `/api/admin/audit?entity=learner&entityId=${learner.id}`);
    expect(log.statusCode, log.body).toBe(200);
    const requested = { erasureRequestId: asked!.id, requestedAt: asked!.createdAt.toISOString() };
    expect(log.json()).toEqual([
      expect.objectContaining({ action: "erasure.withdraw", staffId: null, before: requested, after: null }),
      expect.objectContaining({ action: "erasure.request", staffId: null, before: null, after: requested }),
    ]);
    expect(log.body).not.toContain(learner.email);
  });
});
