// The payments' periodic sweep (against the Razorpay stand-in), called directly with an advanced
// clock: a seat hold that ran out offers its seat to the earliest waitlisted lead — a payment
// request and the "seat is free" mail, once even when two sweeps run at the same time (on
// PostgreSQL on two connections) — and a Razorpay refund reserved just before a crash (Razorpay
// never asked, or asked but never recorded) is resolved: voided, or given Razorpay's refund id.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { auditRows, caller, type TestContext } from "../../test/app.ts";
import { createBatch, createLearner } from "../../test/factories.ts";
import { razorpayClient } from "./razorpay.ts";
import { startRazorpayStandIn } from "./razorpay-stand-in.ts";
import { STALE_REFUND_MINUTES, sweepPayments } from "./sweep.ts";
import { buildPaymentsApp, enrolByForm, mailedPaymentToken } from "./test-setup.ts";
import { WAITLIST_OFFER_MAIL_KIND } from "./waitlist-offer.ts";

const KEYS = { keyId: "rzp_test_StandIn0027", keySecret: "stand-in-key-secret-0027", webhookSecret: "stand-in-27" };
const ORIGIN = "https://academy.example.in";
const MINUTE = 60_000;

let t: TestContext;
let call: ReturnType<typeof caller>;
let gateway: Awaited<ReturnType<typeof startRazorpayStandIn>>;
let rzp: ReturnType<typeof razorpayClient>;
let course: { id: number };

beforeAll(async () => {
  gateway = await startRazorpayStandIn(KEYS);
  rzp = razorpayClient({ ...KEYS, apiBase: gateway.url });
  let adminToken: string;
  ({ t, adminToken, course } = await buildPaymentsApp({
    env: gateway.env,
    course: { name: "Threat Hunting Practitioner", price: { list: 16000, sell: 14000 } },
  }));
  call = caller(t, () => adminToken);
});
afterAll(async () => {
  await t.close();
  await gateway.close();
});

/** The sweep as the worker runs it, at `minutes` from now. */
const sweepAt = (minutes: number) =>
  sweepPayments(t.database.db, { now: new Date(Date.now() + minutes * MINUTE), origin: ORIGIN, razorpay: rzp });

let n = 0;
async function enrolment(batchId: number) {
  const email = `swept.${++n}.${Date.now()}@example.com`;
  const res = await enrolByForm(t, {
    name: "Nisha Das",
    email,
    contact: "+91 98450 66666",
    courseId: course.id,
    batchId,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().id as number, email };
}

const offerMails = (email: string) =>
  t.database.db
    .select()
    .from(schema.outbox)
    .where(and(eq(schema.outbox.to, email), eq(schema.outbox.kind, WAITLIST_OFFER_MAIL_KIND)));

const leadOf = async (id: number) =>
  (await t.database.db.select().from(schema.leads).where(eq(schema.leads.id, id)))[0]!;

const openRequests = (leadId: number) =>
  t.database.db
    .select()
    .from(schema.paymentRequests)
    .where(and(eq(schema.paymentRequests.leadId, leadId), eq(schema.paymentRequests.status, "open")));

describe("a seat hold that runs out", () => {
  it("offers its seat to the earliest waitlisted lead within one sweep, once across two sweeps at once", async () => {
    const batch = await createBatch(t.database.db, course.id, { capacity: 2 });
    const learner = await createLearner(t.database.db);
    await t.database.db.insert(schema.enrolments).values({ learnerId: learner.id, trainingCardId: batch.id });
    // One seat left; a payer starts paying online and holds it.
    const holder = await enrolment(batch.id);
    const started = await call(
      "POST",
      "/api/payments/razorpay",
      { token: await mailedPaymentToken(t, holder.email) },
      null,
    );
    expect(started.statusCode, started.body).toBe(201);
    // The batch is full: the next two enrolments wait, in order.
    const first = await enrolment(batch.id);
    const second = await enrolment(batch.id);
    expect((await leadOf(first.id)).status).toBe("waitlist");
    expect((await leadOf(second.id)).status).toBe("waitlist");

    // Before the hold ends, the sweep changes nothing.
    expect(await sweepAt(5)).toMatchObject({ holdsLapsed: 0, offered: 0 });
    expect(await offerMails(first.email)).toEqual([]);

    // 16 minutes later: two sweeps (two processes) at once.
    const [a, b] = await Promise.all([sweepAt(16), sweepAt(16)]);
    expect(a.holdsLapsed + b.holdsLapsed).toBe(1);
    expect(a.offered + b.offered).toBe(1);
    const mails = await offerMails(first.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toMatch(/\/pay\?token=[A-Za-z0-9_-]+/);
    expect(await openRequests(first.id)).toHaveLength(1);
    expect((await leadOf(first.id)).status).toBe("new");
    // The second waiting lead still waits; nothing more on the next sweep.
    expect((await leadOf(second.id)).status).toBe("waitlist");
    expect(await offerMails(second.email)).toEqual([]);
    expect(await sweepAt(17)).toMatchObject({ holdsLapsed: 0, offered: 0 });
    expect(await offerMails(first.email)).toHaveLength(1);
    const [holderRequest] = await openRequests(holder.id);
    expect(holderRequest!.holdUntil).toBeNull();
    expect(await auditRows(t, "payment_request", holderRequest!.id)).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: "payment-request.hold-lapsed" })]),
    );
  });
});

describe("a refund reserved just before a crash", () => {
  /** A fee paid online: the payer's return from the stand-in, signed. */
  async function paidOnline() {
    const batch = await createBatch(t.database.db, course.id);
    const lead = await enrolment(batch.id);
    const token = await mailedPaymentToken(t, lead.email);
    const started = await call("POST", "/api/payments/razorpay", { token }, null);
    const linkId = /\/pay\/(plink_[A-Za-z0-9]+)$/.exec(started.json().url)![1]!;
    const paid = gateway.pay(linkId);
    const back = await call("POST", "/api/payments/razorpay/return", { token, ...paid.query }, null);
    expect(back.statusCode, back.body).toBe(200);
    const [payment] = await t.database.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.gatewayPaymentId, paid.payment.id));
    return { payment: payment!, gatewayPaymentId: paid.payment.id };
  }

  /** The refund's first transaction, committed `minutesAgo` minutes ago; then the process stopped. */
  const reserve = async (paymentId: number, amountPaise: number, minutesAgo: number) =>
    (
      await t.database.db
        .insert(schema.refunds)
        .values({
          paymentId,
          amountPaise,
          method: "razorpay",
          status: "pending",
          createdAt: new Date(Date.now() - minutesAgo * MINUTE),
        })
        .returning()
    )[0]!;

  const refundRow = async (id: number) =>
    (await t.database.db.select().from(schema.refunds).where(eq(schema.refunds.id, id)))[0] ?? null;

  it("never asked of Razorpay: voided by the sweep, its amount refundable again", async () => {
    const { payment, gatewayPaymentId } = await paidOnline();
    const stale = await reserve(payment.id, 400_000, STALE_REFUND_MINUTES + 1);
    const fresh = await reserve(payment.id, 100_000, 0);
    const asked = gateway.requests.length;
    const swept = await sweepAt(0);
    expect(swept.refundsVoided).toBe(1);
    expect(await refundRow(stale.id)).toBeNull();
    // One being asked right now is left to its own request.
    expect(await refundRow(fresh.id)).toMatchObject({ status: "pending", gatewayRefundId: null });
    expect(gateway.requests.slice(asked).map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v1/payments/${gatewayPaymentId}/refunds`,
    ]);
    expect(await auditRows(t, "refund", stale.id)).toEqual([expect.objectContaining({ action: "refund.void" })]);
    // The amount is refundable again: all of the fee but the fresh reservation.
    const left = await call("GET", `/api/admin/payments/refunds?ids=${payment.id}`);
    expect(left.json()).toEqual([
      expect.objectContaining({ paymentId: payment.id, refundablePaise: payment.amountPaise - 100_000 }),
    ]);
  });

  it("asked of Razorpay but never recorded: the sweep finds Razorpay's refund by its notes and records it", async () => {
    const { payment, gatewayPaymentId } = await paidOnline();
    const reserved = await reserve(payment.id, 250_000, STALE_REFUND_MINUTES + 2);
    gateway.setRefundStatus("processed");
    const made = await rzp.refund(gatewayPaymentId, 250_000, {
      payment_id: String(payment.id),
      refund_id: String(reserved.id),
    });
    gateway.setRefundStatus("pending");
    const [a, b] = await Promise.all([sweepAt(0), sweepAt(0)]);
    expect(a.refundsRecorded + b.refundsRecorded).toBe(1);
    expect(a.refundsVoided + b.refundsVoided).toBe(0);
    const row = await refundRow(reserved.id);
    expect(row).toMatchObject({ status: "processed", gatewayRefundId: made.id });
    expect(row!.creditNoteId).not.toBeNull();
    // Its webhook arriving later changes nothing more.
    const hook = gateway.webhook("refund.processed", { refund: gateway.refunds.find((r) => r.id === made.id)! });
    const late = await t.app.inject({
      method: "POST",
      url: "/api/payments/razorpay/webhook",
      headers: hook.headers,
      payload: hook.body,
    });
    expect(late.json()).toEqual({ applied: false });
  });
});
