// A batch's seats are sold only until it starts, or until the late-joining day staff set on it
// (through the API, against the Razorpay stand-in): no payment request, seat hold or confirmation
// for a batch that has started; an enrolment sent for one is kept and its mail offers the course's
// next batch instead of a payment link; money arriving for one (a UTR confirmed, a Razorpay
// capture) is recorded flagged for refund with the reason "batch_started".
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { caller, type TestContext } from "../../test/app.ts";
import { createBatch, createLead, daysFromToday } from "../../test/factories.ts";
import { startRazorpayStandIn } from "./razorpay-stand-in.ts";
import { buildPaymentsApp, enrolByForm, mailedPaymentToken, paymentsOfRequest } from "./test-setup.ts";

const KEYS = { keyId: "rzp_test_StandIn0025", keySecret: "stand-in-key-secret-0025", webhookSecret: "stand-in-25" };

let t: TestContext;
let call: ReturnType<typeof caller>;
let gateway: Awaited<ReturnType<typeof startRazorpayStandIn>>;
let course: { id: number };

beforeAll(async () => {
  gateway = await startRazorpayStandIn(KEYS);
  let staffToken: string;
  ({ t, staffToken, course } = await buildPaymentsApp({
    env: gateway.env,
    course: { name: "Network Defence Essentials", price: { list: 30000, sell: 24999 } },
  }));
  call = caller(t, () => staffToken);
});
afterAll(async () => {
  await t.close();
  await gateway.close();
});

let n = 0;
const nextEmail = () => `seat.buyer.${++n}.${Date.now()}@example.com`;

/** A batch that started `daysAgo` days ago (ends in a week unless `endsIn` says otherwise). */
const startedBatch = (daysAgo: number, endsIn = 7) =>
  createBatch(t.database.db, course.id, { startDate: daysFromToday(-daysAgo), endDate: daysFromToday(endsIn) });

/** Moves a batch's dates, as time passing would. */
const moveBatch = (batchId: number, startDate: string, endDate: string) =>
  t.database.db.update(schema.trainingCards).set({ startDate, endDate }).where(eq(schema.trainingCards.id, batchId));

async function enrolled(batchId: number) {
  const email = nextEmail();
  const res = await enrolByForm(t, {
    name: "Ravi Iyer",
    email,
    contact: "+91 98450 44444",
    courseId: course.id,
    batchId,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().id as number, email };
}

const requestsOf = (leadId: number) =>
  t.database.db.select().from(schema.paymentRequests).where(eq(schema.paymentRequests.leadId, leadId));

/** The batch's details as the back office's batch form saves them, with `lateJoinUntil`. */
async function saveLateJoining(batchId: number, lateJoinUntil: string | null) {
  const found = (await call("GET", `/api/admin/batches/${batchId}`)).json().batch;
  return call("PATCH", `/api/admin/batches/${batchId}`, {
    batchStartDate: found.batchStartDate,
    batchEndDate: found.batchEndDate,
    batchStartTime: found.batchStartTime,
    batchEndTime: found.batchEndTime,
    ictStudyMode: found.ictStudyMode,
    ictLocation: found.ictLocation,
    ictHours: found.ictHours,
    status: found.status,
    lateJoinUntil,
  });
}

async function setLateJoining(batchId: number, lateJoinUntil: string | null) {
  const res = await saveLateJoining(batchId, lateJoinUntil);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe("a batch that has started", () => {
  it("gets no payment request from staff", async () => {
    const batch = await startedBatch(1);
    const lead = await createLead(t.database.db, { courseId: course.id, trainingCardId: batch.id });
    const res = await call("POST", `/api/admin/leads/${lead.id}/payment-request`);
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toContain("This batch has started");
    expect(await requestsOf(lead.id)).toEqual([]);
  });

  it("is sold until the late-joining day staff set, and no longer after it", async () => {
    const batch = await startedBatch(2);
    const lead = await createLead(t.database.db, { courseId: course.id, trainingCardId: batch.id });
    const saved = await setLateJoining(batch.id, daysFromToday(1));
    expect(saved).toMatchObject({ id: batch.id, lateJoinUntil: daysFromToday(1) });
    const allowed = await call("POST", `/api/admin/leads/${lead.id}/payment-request`);
    expect(allowed.statusCode, allowed.body).toBe(201);
    // Late joining that ended yesterday: no more.
    await setLateJoining(batch.id, daysFromToday(-1));
    const other = await createLead(t.database.db, { courseId: course.id, trainingCardId: batch.id });
    expect((await call("POST", `/api/admin/leads/${other.id}/payment-request`)).statusCode).toBe(422);
    // Cleared with an empty value; a day outside the batch is refused with its field named.
    expect((await setLateJoining(batch.id, null)).lateJoinUntil).toBeNull();
    const outside = await saveLateJoining(batch.id, daysFromToday(30));
    expect(outside.statusCode).toBe(422);
    expect(JSON.stringify(outside.json())).toContain("lateJoinUntil");
  });

  it("keeps an enrolment sent for it: no payment link, its mail offers the course's next batch", async () => {
    const ended = await startedBatch(50, -42);
    const next = await createBatch(t.database.db, course.id, {
      startDate: daysFromToday(12),
      endDate: daysFromToday(40),
      location: "Pune, Baner",
      studyMode: "Classroom",
    });
    const lead = await enrolled(ended.id);
    const [stored] = await t.database.db.select().from(schema.leads).where(eq(schema.leads.id, lead.id));
    expect(stored).toMatchObject({ status: "new", trainingCardId: ended.id });
    expect(await requestsOf(lead.id)).toEqual([]);
    const [mail] = await t.database.db.select().from(schema.outbox).where(eq(schema.outbox.to, lead.email));
    expect(mail!.text).toContain("This batch has already started");
    expect(mail!.text).toContain("The next batch of this course");
    expect(mail!.text).toContain("Pune, Baner");
    expect(mail!.text).toContain(`https://academy.example.in/course/${course.id}/`);
    expect(mail!.text).not.toContain("/pay?token=");
    expect(mail!.text).not.toContain("Pay your fee");
    expect(next.id).toBeGreaterThan(0);
  });

  it("holds no seat for a payer pressing Pay online", async () => {
    const batch = await createBatch(t.database.db, course.id, { capacity: 5 });
    const lead = await enrolled(batch.id);
    const token = await mailedPaymentToken(t, lead.email);
    await moveBatch(batch.id, daysFromToday(-1), daysFromToday(20));
    const res = await call("POST", "/api/payments/razorpay", { token }, null);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toContain("This batch has started");
    const [request] = await requestsOf(lead.id);
    expect(request!.holdUntil).toBeNull();
  });

  it("flags money captured by Razorpay once it has started: recorded for refund, no seat", async () => {
    const batch = await createBatch(t.database.db, course.id);
    const lead = await enrolled(batch.id);
    const token = await mailedPaymentToken(t, lead.email);
    const started = await call("POST", "/api/payments/razorpay", { token }, null);
    expect(started.statusCode, started.body).toBe(201);
    const linkId = /\/pay\/(plink_[A-Za-z0-9]+)$/.exec(started.json().url)![1]!;
    // The payer pays six weeks later, the batch long over.
    await moveBatch(batch.id, daysFromToday(-60), daysFromToday(-42));
    const paid = gateway.pay(linkId);
    const back = await call("POST", "/api/payments/razorpay/return", { token, ...paid.query }, null);
    expect(back.statusCode, back.body).toBe(200);
    const [request] = await requestsOf(lead.id);
    expect(await paymentsOfRequest(t, request!.id)).toEqual([
      expect.objectContaining({ method: "razorpay", status: "flagged", flagReason: "batch_started", invoiceId: null }),
    ]);
    expect(request!.status).toBe("open");
    const enrolments = await t.database.db
      .select()
      .from(schema.enrolments)
      .where(eq(schema.enrolments.trainingCardId, batch.id));
    expect(enrolments).toEqual([]);
    const flagged = await call("GET", `/api/admin/payments?status=flagged&batch=${batch.id}`);
    expect(flagged.json()).toEqual([expect.objectContaining({ flagReason: "batch_started" })]);
  });

  it("flags a UTR claimed after it started when staff confirm it; one claimed before is confirmed", async () => {
    const batch = await createBatch(t.database.db, course.id);
    const late = await enrolled(batch.id);
    const early = await enrolled(batch.id);
    const claim = async (email: string, utr: string) => {
      const token = await mailedPaymentToken(t, email);
      const res = await call("POST", "/api/payments/utr", { token, method: "upi", utr }, null);
      expect(res.statusCode, res.body).toBe(201);
      const [payment] = await t.database.db.select().from(schema.payments).where(eq(schema.payments.utr, utr));
      return payment!;
    };
    const before = await claim(early.email, "725000000001");
    // The batch ended six weeks ago; the early payer's money arrived before its start.
    await moveBatch(batch.id, daysFromToday(-60), daysFromToday(-42));
    await t.database.db
      .update(schema.payments)
      .set({ createdAt: new Date(`${daysFromToday(-61)}T12:00:00+05:30`) })
      .where(eq(schema.payments.id, before.id));
    const after = await claim(late.email, "725000000002");
    const flagged = await call("POST", `/api/admin/payments/${after.id}/confirm`);
    expect(flagged.json()).toEqual({ status: "flagged", paymentId: after.id, flagReason: "batch_started" });
    const confirmed = await call("POST", `/api/admin/payments/${before.id}/confirm`);
    expect(confirmed.json()).toMatchObject({ status: "confirmed" });
    const [row] = await t.database.db
      .select()
      .from(schema.payments)
      .where(and(eq(schema.payments.id, after.id), eq(schema.payments.status, "flagged")));
    expect(row!.flagReason).toBe("batch_started");
  });
});
