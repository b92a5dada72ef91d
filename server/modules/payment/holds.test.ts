// Unpaid seat holds never keep a batch full for buyers who pay (through the API, against the
// Razorpay stand-in): pressing "Pay online" again gives the same link and never extends the hold;
// a request starts only a few holds in all; one e-mail and one client address hold only a few at
// once; and all unpaid holds of a batch together stay within the share of its capacity set in the
// business settings (half by default, rounded up, at least 1).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { apiHeaders, caller, type TestContext } from "../../test/app.ts";
import { createBatch } from "../../test/factories.ts";
import { startRazorpayStandIn } from "./razorpay-stand-in.ts";
import { HOLD_LIMITS } from "./seat-hold.ts";
import { BUSINESS_SETTINGS, buildPaymentsApp, enrolByForm, mailedPaymentToken } from "./test-setup.ts";

const KEYS = { keyId: "rzp_test_StandIn0026", keySecret: "stand-in-key-secret-0026", webhookSecret: "stand-in-26" };

let t: TestContext;
let call: ReturnType<typeof caller>;
let gateway: Awaited<ReturnType<typeof startRazorpayStandIn>>;
let course: { id: number };

beforeAll(async () => {
  gateway = await startRazorpayStandIn(KEYS);
  let adminToken: string;
  ({ t, adminToken, course } = await buildPaymentsApp({
    env: gateway.env,
    course: { name: "Incident Response Lab", price: { list: 20000, sell: 18000 } },
  }));
  call = caller(t, () => adminToken);
});
afterAll(async () => {
  await t.close();
  await gateway.close();
});

let n = 0;
/** An enrolment through the public form (with `email`, or a new one) and its payment link's token. */
async function enrolment(batchId: number, email = `holder.${++n}.${Date.now()}@example.com`) {
  const res = await enrolByForm(t, {
    name: "Asha Pillai",
    email,
    contact: "+91 98450 55555",
    courseId: course.id,
    batchId,
  });
  expect(res.statusCode, res.body).toBe(201);
  const [request] = await t.database.db
    .select()
    .from(schema.paymentRequests)
    .where(eq(schema.paymentRequests.leadId, res.json().id));
  return { token: await mailedPaymentToken(t, email), email, request: request! };
}

/** "Pay online" pressed from a client address (each test its own, so their limits stay apart). */
const start = (token: string, address: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/payments/razorpay",
    headers: apiHeaders(),
    payload: { token },
    remoteAddress: address,
  });

const requestRow = async (id: number) =>
  (await t.database.db.select().from(schema.paymentRequests).where(eq(schema.paymentRequests.id, id)))[0]!;

/** Time passes: the request's hold ran out a second ago. */
const lapse = (id: number) =>
  t.database.db
    .update(schema.paymentRequests)
    .set({ holdUntil: new Date(Date.now() - 1000) })
    .where(eq(schema.paymentRequests.id, id));

describe("a seat hold", () => {
  it("is never extended by pressing Pay online again: 10 restarts give the same link and end", async () => {
    const batch = await createBatch(t.database.db, course.id, { capacity: 4 });
    const { token, request } = await enrolment(batch.id);
    const first = await start(token, "198.51.100.1");
    expect(first.statusCode, first.body).toBe(201);
    const held = (await requestRow(request.id)).holdUntil!;
    expect(held.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    for (let i = 0; i < 10; i++) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      const again = await start(token, "198.51.100.1");
      expect(again.statusCode, again.body).toBe(201);
      expect(again.json().url).toBe(first.json().url);
    }
    const after = await requestRow(request.id);
    expect(after.holdUntil!.getTime()).toBe(held.getTime());
    expect(after.holdsStarted).toBe(1);
    const links = await t.database.db
      .select()
      .from(schema.gatewayLinks)
      .where(eq(schema.gatewayLinks.paymentRequestId, request.id));
    expect(links).toHaveLength(1);
  });

  it(`is started at most ${HOLD_LIMITS.perRequest} times by one payment request`, async () => {
    const batch = await createBatch(t.database.db, course.id, { capacity: 4 });
    const { token, request } = await enrolment(batch.id);
    for (let i = 0; i < HOLD_LIMITS.perRequest; i++) {
      const res = await start(token, "198.51.100.2");
      expect(res.statusCode, res.body).toBe(201);
      await lapse(request.id);
    }
    const refused = await start(token, "198.51.100.2");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain(`started ${HOLD_LIMITS.perRequest} times`);
    expect((await requestRow(request.id)).holdUntil!.getTime()).toBeLessThan(Date.now());
  });

  it("is one at a time per payer's e-mail, over all their enrolments", async () => {
    const email = `one.payer.${Date.now()}@example.com`;
    const first = await enrolment((await createBatch(t.database.db, course.id, { capacity: 4 })).id, email);
    const second = await enrolment((await createBatch(t.database.db, course.id, { capacity: 4 })).id, email);
    expect((await start(first.token, "198.51.100.3")).statusCode).toBe(201);
    const refused = await start(second.token, "198.51.100.4");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain("already in progress");
    expect((await requestRow(second.request.id)).holdUntil).toBeNull();
    // The first one's hold ended: the second may start.
    await lapse(first.request.id);
    expect((await start(second.token, "198.51.100.4")).statusCode).toBe(201);
  });

  it(`is at most ${HOLD_LIMITS.perAddress} at once from one client address`, async () => {
    const batch = await createBatch(t.database.db, course.id, { capacity: 40 });
    for (let i = 0; i < HOLD_LIMITS.perAddress; i++) {
      const { token } = await enrolment(batch.id);
      expect((await start(token, "198.51.100.5")).statusCode).toBe(201);
    }
    const { token, request } = await enrolment(batch.id);
    const refused = await start(token, "198.51.100.5");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain("from your network");
    expect((await requestRow(request.id)).holdUntil).toBeNull();
    expect((await start(token, "198.51.100.6")).statusCode).toBe(201);
  });
});

describe("a batch's unpaid holds together", () => {
  it("take at most half its capacity by default, and the share an admin sets", async () => {
    // Two throw-away enrolments can no longer fill a 2-seat batch: one hold, the other seat free.
    const small = await createBatch(t.database.db, course.id, { capacity: 2 });
    const a = await enrolment(small.id);
    const b = await enrolment(small.id);
    expect((await start(a.token, "198.51.100.10")).statusCode).toBe(201);
    const refused = await start(b.token, "198.51.100.11");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain("that can be held for online payment");
    const seats = await call("GET", `/api/admin/batches/${small.id}/seats`);
    expect(seats.json()).toMatchObject({ capacity: 2, held: 1, seatsLeft: 1 });
    // A real buyer still enrols with a payment link: the batch is not full.
    const buyer = await enrolment(small.id);
    expect(buyer.request.status).toBe("open");

    // 5 seats: half rounded up is 3; at 40 percent, 2.
    const five = await createBatch(t.database.db, course.id, { capacity: 5 });
    const starts = [];
    for (let i = 0; i < 4; i++) starts.push(await enrolment(five.id));
    for (const [i, made] of starts.slice(0, 3).entries()) {
      expect((await start(made.token, `198.51.100.${20 + i}`)).statusCode).toBe(201);
    }
    expect((await start(starts[3]!.token, "198.51.100.23")).statusCode).toBe(409);
    const saved = await call("PUT", "/api/admin/business-settings", { ...BUSINESS_SETTINGS, holdSharePercent: 40 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call("GET", "/api/admin/business-settings")).json().holdSharePercent).toBe(40);
    const other = await createBatch(t.database.db, course.id, { capacity: 5 });
    const x = await enrolment(other.id);
    const y = await enrolment(other.id);
    const z = await enrolment(other.id);
    expect((await start(x.token, "198.51.100.30")).statusCode).toBe(201);
    expect((await start(y.token, "198.51.100.31")).statusCode).toBe(201);
    expect((await start(z.token, "198.51.100.32")).statusCode).toBe(409);
    const bad = await call("PUT", "/api/admin/business-settings", { ...BUSINESS_SETTINGS, holdSharePercent: 0 });
    expect(bad.statusCode).toBe(422);
    await call("PUT", "/api/admin/business-settings", BUSINESS_SETTINGS);
    expect((await call("GET", "/api/admin/business-settings")).json().holdSharePercent).toBe(50);
  });
});
