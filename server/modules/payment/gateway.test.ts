// Razorpay against a stand-in of its HTTP API started here (never a mock of ours):
// "Pay online" holds a seat and makes a payment link for the server's amount; the payer's return
// is applied only with Razorpay's signature, once; webhooks are applied only with the webhook
// signature, each event once, in any order; bad signatures, replays and unknown links change
// nothing; another amount is kept flagged for refund. A captured payment issues the tax invoice
// and enrols the learner.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { caller, type TestContext } from "../../test/app.ts";
import { createBatch, createLead } from "../../test/factories.ts";
import { startRazorpayStandIn } from "./razorpay-stand-in.ts";
import {
  buildPaymentsApp,
  deliverWebhook,
  documentCount,
  enrolByForm,
  mailedPaymentToken,
  paymentsOfRequest,
  requestPayment,
} from "./test-setup.ts";

const KEYS = {
  keyId: "rzp_test_StandIn0001",
  keySecret: "stand-in-key-secret-0001",
  webhookSecret: "stand-in-webhook-0001",
};

let t: TestContext;
let call: ReturnType<typeof caller>;
let gateway: Awaited<ReturnType<typeof startRazorpayStandIn>>;
let course: { id: number };

beforeAll(async () => {
  gateway = await startRazorpayStandIn(KEYS);
  let adminToken: string;
  ({ t, adminToken, course } = await buildPaymentsApp({
    env: gateway.env,
    course: { name: "Cloud Practitioner", price: { list: 12000, sell: 9999 } },
  }));
  call = caller(t, () => adminToken);
});
afterAll(async () => {
  await t.close();
  await gateway.close();
});

let n = 0;
/** An enrolment through the public form, and its payment link's token read from the mail. */
async function enrolment(batchId: number) {
  const email = `kavya.${++n}.${Date.now()}@example.com`;
  const res = await enrolByForm(t, {
    name: "Kavya Rao",
    email,
    contact: "+91 98450 33333",
    courseId: course.id,
    batchId,
  });
  expect(res.statusCode, res.body).toBe(201);
  const token = await mailedPaymentToken(t, email);
  const [request] = await t.database.db
    .select()
    .from(schema.paymentRequests)
    .where(eq(schema.paymentRequests.leadId, res.json().id));
  return { token, email, leadId: res.json().id as number, request: request! };
}

const start = (token: string) => call("POST", "/api/payments/razorpay", { token }, null);
const back = (token: string, query: object) => call("POST", "/api/payments/razorpay/return", { token, ...query }, null);
const deliver = (hook: Parameters<typeof deliverWebhook>[1]) => deliverWebhook(t, hook);

/** Starts "Pay online" and answers the stand-in's link. */
async function startLink(token: string) {
  const res = await start(token);
  expect(res.statusCode, res.body).toBe(201);
  const linkId = /\/pay\/(plink_[A-Za-z0-9]+)$/.exec(res.json().url)![1]!;
  return gateway.links.get(linkId)!;
}

const paymentsOf = (requestId: number) => paymentsOfRequest(t, requestId);
const invoiceCount = () => documentCount(t, "tax_invoice");

describe("Pay online (Razorpay)", () => {
  it("is offered on the page and makes a payment link for the server's amount, holding a seat", async () => {
    const batch = await createBatch(t.database.db, course.id, { capacity: 1 });
    const { token, request } = await enrolment(batch.id);
    expect((await call("GET", `/api/payments/page?token=${token}`, undefined, null)).json().gateway).toBe(true);
    const res = await call("POST", "/api/payments/razorpay", { token, amountPaise: 100 }, null);
    expect([400, 422]).toContain(res.statusCode); // no amount is ever read from the browser
    const link = await startLink(token);
    expect(link.amount).toBe(request.amountPaise);
    expect(link.amount).toBe(999_900);
    const sent = gateway.requests.find(
      (r) => r.path === "/v1/payment_links" && (r.body as { reference_id: string }).reference_id === link.reference_id,
    )!;
    expect(sent.body).toMatchObject({ currency: "INR", callback_method: "get" });
    expect((sent.body as { callback_url: string }).callback_url).toBe(
      `https://academy.example.in/pay/razorpay?token=${token}`,
    );
    const seats = await call("GET", `/api/admin/batches/${batch.id}/seats`);
    expect(seats.json()).toMatchObject({ held: 1, seatsLeft: 0 });
    // Another payer of the full batch cannot start one while the seat is held.
    const other = await createLead(t.database.db, {
      name: "Other",
      email: "other@example.com",
      contact: "+91 90000 00000",
      courseId: course.id,
      trainingCardId: batch.id,
    });
    const { token: otherToken } = await requestPayment(call, t, other);
    const refused = await start(otherToken);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain("Every seat of this batch is taken");
  });

  it("applies the payer's return only with Razorpay's signature, once: tax invoice and learner", async () => {
    const batch = await createBatch(t.database.db, course.id);
    const { token, email, request } = await enrolment(batch.id);
    const link = await startLink(token);
    const { query } = gateway.pay(link.id);
    const invoices = await invoiceCount();

    const forged = await back(token, { ...query, razorpay_signature: "0".repeat(64) });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().detail).toContain("signature");
    const swapped = await back(token, { ...query, razorpay_payment_link_status: "cancelled" });
    expect(swapped.statusCode).toBe(400);
    expect(await paymentsOf(request.id)).toEqual([]);

    const paid = await back(token, query);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({
      status: "paid",
      invoiceNumber: expect.stringMatching(/^SB\/\d\d-\d\d\/\d{6}$/),
    });
    const replay = await back(token, query);
    expect(replay.statusCode).toBe(200);
    expect(await paymentsOf(request.id)).toEqual([
      expect.objectContaining({ method: "razorpay", status: "confirmed", gatewayPaymentId: query.razorpay_payment_id }),
    ]);
    expect(await invoiceCount()).toBe(invoices + 1);
    const [learner] = await t.database.db.select().from(schema.learners).where(eq(schema.learners.email, email));
    const enrolled = await t.database.db
      .select()
      .from(schema.enrolments)
      .where(eq(schema.enrolments.learnerId, learner!.id));
    expect(enrolled.map((row) => row.trainingCardId)).toEqual([batch.id]);
    // The webhook of the same payment arriving afterwards changes nothing.
    const late = await deliver(
      gateway.webhook("payment.captured", { payment: gateway.payments.get(query.razorpay_payment_id)! }),
    );
    expect(late.json()).toEqual({ applied: false });
    expect(await invoiceCount()).toBe(invoices + 1);
    // One tax-invoice mail (its PDF attached when sent), however often the payment is reported.
    const mails = await t.database.db.select().from(schema.outbox).where(eq(schema.outbox.to, email));
    expect(mails.filter((mail) => mail.kind === "tax-invoice")).toHaveLength(1);
  });

  it("keeps another amount flagged for refund (never a seat) and refuses a return of another request's link", async () => {
    const batch = await createBatch(t.database.db, course.id);
    const { token, request } = await enrolment(batch.id);
    const link = await startLink(token);
    const { query } = gateway.pay(link.id, { amount: 100 });
    const second = await enrolment(batch.id);
    const elsewhere = await back(second.token, query);
    expect(elsewhere.statusCode).toBe(422);
    expect(await paymentsOf(second.request.id)).toEqual([]);
    const tampered = await back(token, query);
    expect(tampered.statusCode).toBe(200);
    expect(tampered.json()).toMatchObject({ status: "open", invoiceNumber: null });
    expect(await paymentsOf(request.id)).toEqual([
      expect.objectContaining({ status: "flagged", flagReason: "amount_mismatch", amountPaise: 100 }),
    ]);
  });
});

describe("Razorpay's webhooks", () => {
  it("are applied only when signed, each event once, in any order", async () => {
    const batch = await createBatch(t.database.db, course.id);
    const { token, request } = await enrolment(batch.id);
    const link = await startLink(token);
    const { payment } = gateway.pay(link.id);
    const invoices = await invoiceCount();

    const unsigned = gateway.webhook("payment.captured", { payment }, undefined, "not-the-webhook-secret");
    expect((await deliver(unsigned)).statusCode).toBe(400);
    const tamperedBody = gateway.webhook("payment.captured", { payment });
    expect(
      (await deliver({ ...tamperedBody, body: tamperedBody.body.replace(String(payment.amount), "100") })).statusCode,
    ).toBe(400);
    expect(await paymentsOf(request.id)).toEqual([]);

    // A failure of an earlier attempt arriving late frees the hold, nothing else.
    const failed = await deliver(
      gateway.webhook("payment.failed", { payment: { ...payment, id: "pay_failedAttempt1", status: "failed" } }),
    );
    expect(failed.statusCode, failed.body).toBe(200);
    const captured = gateway.webhook("payment_link.paid", { payment, link });
    const first = await deliver(captured);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ applied: true });
    expect((await deliver(captured)).json()).toEqual({ applied: false });
    expect((await deliver(gateway.webhook("payment.captured", { payment }))).json()).toEqual({ applied: false });
    expect((await deliver(gateway.webhook("order.paid", { payment }))).json()).toEqual({ applied: false });
    // A failure reported after the capture changes nothing.
    expect(
      (await deliver(gateway.webhook("payment.failed", { payment: { ...payment, status: "failed" } }))).statusCode,
    ).toBe(200);
    expect(await paymentsOf(request.id)).toEqual([expect.objectContaining({ status: "confirmed" })]);
    expect(await invoiceCount()).toBe(invoices + 1);
    expect((await call("GET", `/api/payments/page?token=${token}`, undefined, null)).json().status).toBe("paid");
  });

  it("of an unknown payment are refused and change nothing (the event may come again)", async () => {
    const stranger = {
      id: "pay_unknown00001",
      entity: "payment" as const,
      amount: 999_900,
      currency: "INR",
      status: "captured",
      order_id: "order_unknown0001",
      notes: { payment_request_id: "1", reference_id: "SBR1-99" },
      amount_refunded: 0,
    };
    const hook = gateway.webhook("payment.captured", { payment: stranger });
    const res = await deliver(hook);
    expect(res.statusCode).toBe(422);
    const seen = await t.database.db
      .select()
      .from(schema.gatewayEvents)
      .where(eq(schema.gatewayEvents.eventId, hook.eventId));
    expect(seen).toEqual([]);
    const none = await t.database.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.gatewayPaymentId, stranger.id));
    expect(none).toEqual([]);
  });
});
