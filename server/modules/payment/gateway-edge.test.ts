// Money Razorpay has captured is never lost or refused (against the stand-in of its HTTP API): paid
// on a link whose request was replaced, had expired, was paid or refunded already, or for another
// amount than the fee, it is recorded once as a payment flagged for refund with its reason,
// answered 2xx on the return and on every webhook (however often retried), logged as a warning
// without the payer's details, and shown to the payer. Replacing a request cancels its Razorpay
// link, and tolerates Razorpay being unreachable. A failure of ours after a good signature is
// answered 200 and recorded for staff, never a 5xx for Razorpay to retry.
import { Writable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuildOptions, loggerOptions } from "../../app.ts";
import * as schema from "../../db/schema.ts";
import { auditRows, caller, type TestContext } from "../../test/app.ts";
import { createBatch } from "../../test/factories.ts";
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
  keyId: "rzp_test_StandIn0002",
  keySecret: "stand-in-key-secret-0002",
  webhookSecret: "stand-in-webhook-0002",
};
const FEE = 2_499_900;

let t: TestContext;
let call: ReturnType<typeof caller>;
let gateway: Awaited<ReturnType<typeof startRazorpayStandIn>>;
let course: { id: number };
let log = "";

beforeAll(async () => {
  gateway = await startRazorpayStandIn(KEYS);
  const stream = new Writable({
    write(chunk, _encoding, done) {
      log += chunk.toString();
      done();
    },
  });
  let adminToken: string;
  ({ t, adminToken, course } = await buildPaymentsApp({
    env: gateway.env,
    course: { name: "Solutions Architect", price: { list: 30000, sell: 24999 } },
    logger: { ...(loggerOptions("info") as object), stream } as BuildOptions["logger"],
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
  const email = `meera.${++n}.${Date.now()}@example.com`;
  const res = await enrolByForm(t, {
    name: "Meera Iyer",
    email,
    contact: "+91 98450 44444",
    courseId: course.id,
    batchId,
  });
  expect(res.statusCode, res.body).toBe(201);
  const token = await mailedPaymentToken(t, email);
  const leadId = res.json().id as number;
  const [request] = await t.database.db
    .select()
    .from(schema.paymentRequests)
    .where(eq(schema.paymentRequests.leadId, leadId));
  return { token, email, leadId, request: request! };
}

const back = (token: string, query: object) => call("POST", "/api/payments/razorpay/return", { token, ...query }, null);
const deliver = (hook: Parameters<typeof deliverWebhook>[1]) => deliverWebhook(t, hook);
const page = async (token: string) => (await call("GET", `/api/payments/page?token=${token}`, undefined, null)).json();
const paymentsOf = (requestId: number) => paymentsOfRequest(t, requestId);
const invoiceCount = () => documentCount(t, "tax_invoice");

/** Starts "Pay online" and answers the stand-in's link. */
async function startLink(token: string) {
  const res = await call("POST", "/api/payments/razorpay", { token }, null);
  expect(res.statusCode, res.body).toBe(201);
  const linkId = /\/pay\/(plink_[A-Za-z0-9]+)$/.exec(res.json().url)![1]!;
  return gateway.links.get(linkId)!;
}

/** Staff send the lead a new payment link: the old request is replaced. */
async function replace(lead: { leadId: number; email: string }) {
  return requestPayment(call, t, { id: lead.leadId, email: lead.email });
}

const cancelsAsked = (linkId: string) =>
  gateway.requests.filter((r) => r.method === "POST" && r.path === `/v1/payment_links/${linkId}/cancel`);

/** The log lines (JSON) with this message. */
const logged = (msg: string) =>
  log
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.msg === msg);

describe("a payment on a replaced link", () => {
  it("via the signed return: recorded once, flagged (link replaced), 200, the payer told, no invoice", async () => {
    const batch = await createBatch(t.database.db, course.id);
    const lead = await enrolment(batch.id);
    const link = await startLink(lead.token);
    // The payer pays the old link while staff send a new one: too late for Razorpay to cancel it.
    const { query, payment } = gateway.pay(link.id);
    const fresh = await replace(lead);
    expect(cancelsAsked(link.id)).toHaveLength(1);
    expect(logged("razorpay payment link of a replaced request not cancelled")).toContainEqual(
      expect.objectContaining({ linkId: link.id, err: expect.stringContaining("already paid") }),
    );
    const invoices = await invoiceCount();

    const returned = await back(lead.token, query);
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json().payments).toEqual([
      expect.objectContaining({
        method: "razorpay",
        status: "flagged",
        flagReason: "request_cancelled",
        amountPaise: FEE,
      }),
    ]);
    expect((await back(lead.token, query)).statusCode).toBe(200);
    // Razorpay's webhook of the same payment, delivered three times: answered 2xx, applied never again.
    const hook = gateway.webhook("payment_link.paid", { payment, link });
    for (let i = 0; i < 3; i++) {
      const res = await deliver(hook);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ applied: false });
    }
    expect(await paymentsOf(lead.request.id)).toEqual([
      expect.objectContaining({
        status: "flagged",
        flagReason: "request_cancelled",
        gatewayPaymentId: payment.id,
        amountPaise: FEE,
        invoiceId: null,
      }),
    ]);
    expect(await invoiceCount()).toBe(invoices);
    // The new request is still the lead's to pay; staff see the flagged payment under To refund.
    const [open] = await t.database.db
      .select()
      .from(schema.paymentRequests)
      .where(eq(schema.paymentRequests.id, fresh.requestId));
    expect(open!.status).toBe("open");
    const listed = await call("GET", "/api/admin/payments?status=flagged");
    expect(listed.json()).toContainEqual(
      expect.objectContaining({ method: "razorpay", status: "flagged", flagReason: "request_cancelled" }),
    );
    const warning = logged("razorpay payment flagged for refund").find((line) => line.gatewayPaymentId === payment.id);
    expect(warning).toMatchObject({ level: 40, flagReason: "request_cancelled", amountPaise: FEE });
    expect(JSON.stringify(warning)).not.toContain(lead.email);
  });

  it("via webhooks alone, retried 3×: one flagged row, each answered 2xx; Razorpay unreachable on replace", async () => {
    const batch = await createBatch(t.database.db, course.id);
    const lead = await enrolment(batch.id);
    const link = await startLink(lead.token);
    // Razorpay cannot be reached when staff replace the request: the new link is sent all the same.
    gateway.setReachable(false);
    try {
      await replace(lead);
    } finally {
      gateway.setReachable(true);
    }
    expect(logged("razorpay payment link of a replaced request not cancelled")).toContainEqual(
      expect.objectContaining({ linkId: link.id, err: expect.stringContaining("could not be reached") }),
    );
    expect(link.status).toBe("created");
    const { payment } = gateway.pay(link.id);

    const hook = gateway.webhook("payment_link.paid", { payment, link });
    const first = await deliver(hook);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ applied: true, flagReason: "request_cancelled" });
    for (let i = 0; i < 2; i++) {
      const again = await deliver(hook);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ applied: false });
    }
    const captured = await deliver(gateway.webhook("payment.captured", { payment }));
    expect(captured.statusCode).toBe(200);
    expect(captured.json()).toEqual({ applied: false });
    expect(await paymentsOf(lead.request.id)).toEqual([
      expect.objectContaining({ status: "flagged", flagReason: "request_cancelled", gatewayPaymentId: payment.id }),
    ]);
    expect((await page(lead.token)).payments).toEqual([
      expect.objectContaining({ status: "flagged", flagReason: "request_cancelled" }),
    ]);
  });

  it("cannot happen once the replacement has cancelled the old link at Razorpay", async () => {
    const batch = await createBatch(t.database.db, course.id);
    const lead = await enrolment(batch.id);
    const link = await startLink(lead.token);
    const made = await call("POST", `/api/admin/leads/${lead.leadId}/payment-request`);
    expect(made.statusCode, made.body).toBe(201);
    expect(cancelsAsked(link.id)).toHaveLength(1);
    expect(gateway.links.get(link.id)!.status).toBe("cancelled");
    expect(() => gateway.pay(link.id)).toThrow(/cancelled/);
  });
});

describe("a payment for a request that takes no more money", () => {
  it("already paid, then refunded: each later capture flagged (paid already), answered 2xx", async () => {
    const batch = await createBatch(t.database.db, course.id);
    const lead = await enrolment(batch.id);
    // Three links of one request (the payer pressed "Pay online" three times).
    const links = [await startLink(lead.token), await startLink(lead.token), await startLink(lead.token)];
    const first = gateway.pay(links[0]!.id);
    expect((await back(lead.token, first.query)).json()).toMatchObject({ status: "paid" });

    const second = gateway.pay(links[1]!.id);
    const onPaid = await back(lead.token, second.query);
    expect(onPaid.statusCode, onPaid.body).toBe(200);
    expect(onPaid.json().payments).toContainEqual(
      expect.objectContaining({ status: "flagged", flagReason: "already_paid", amountPaise: FEE }),
    );

    // The first payment refunded in full through Razorpay: the fee is refunded.
    const [confirmed] = (await paymentsOf(lead.request.id)).filter((row) => row.status === "confirmed");
    const refunded = await call("POST", `/api/admin/payments/${confirmed!.id}/refund`, { amount: "24999" });
    expect(refunded.statusCode, refunded.body).toBe(201);
    const [refund] = await t.database.db
      .select()
      .from(schema.refunds)
      .where(eq(schema.refunds.paymentId, confirmed!.id));
    expect((await deliver(gateway.processRefund(refund!.gatewayRefundId!))).json()).toEqual({ applied: true });
    expect((await page(lead.token)).status).toBe("cancelled");

    const third = gateway.pay(links[2]!.id);
    const onRefunded = await deliver(gateway.webhook("payment_link.paid", { payment: third.payment, link: links[2]! }));
    expect(onRefunded.statusCode, onRefunded.body).toBe(200);
    expect(onRefunded.json()).toEqual({ applied: true, flagReason: "already_paid" });
    expect((await back(lead.token, third.query)).statusCode).toBe(200);
    const rows = await paymentsOf(lead.request.id);
    expect(rows.map((row) => [row.gatewayPaymentId, row.status, row.flagReason])).toEqual([
      [first.payment.id, "confirmed", null],
      [second.payment.id, "flagged", "already_paid"],
      [third.payment.id, "flagged", "already_paid"],
    ]);
  });

  it("expired: a capture after the request's link expired is flagged (expired), not enrolled", async () => {
    const batch = await createBatch(t.database.db, course.id);
    const lead = await enrolment(batch.id);
    const link = await startLink(lead.token);
    await t.database.db
      .update(schema.paymentRequests)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(schema.paymentRequests.id, lead.request.id));
    const { query } = gateway.pay(link.id);
    const res = await back(lead.token, query);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "expired", invoiceNumber: null });
    expect(await paymentsOf(lead.request.id)).toEqual([
      expect.objectContaining({ status: "flagged", flagReason: "request_expired" }),
    ]);
    const enrolled = await t.database.db
      .select()
      .from(schema.enrolments)
      .where(eq(schema.enrolments.trainingCardId, batch.id));
    expect(enrolled).toEqual([]);
  });
});

describe("a capture for another amount than the fee", () => {
  it("₹1 on a ₹24,999 link: recorded, flagged (amount), warned without personal data, 2xx; the fee still due", async () => {
    const batch = await createBatch(t.database.db, course.id);
    const lead = await enrolment(batch.id);
    const link = await startLink(lead.token);
    const { query, payment } = gateway.pay(link.id, { amount: 100 });
    const res = await back(lead.token, query);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "open" });
    expect(res.json().payments).toEqual([
      expect.objectContaining({
        method: "razorpay",
        status: "flagged",
        flagReason: "amount_mismatch",
        amountPaise: 100,
      }),
    ]);
    const hook = gateway.webhook("payment_link.paid", { payment, link });
    for (let i = 0; i < 3; i++) {
      const again = await deliver(hook);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ applied: false });
    }
    expect(await paymentsOf(lead.request.id)).toEqual([
      expect.objectContaining({ status: "flagged", flagReason: "amount_mismatch", amountPaise: 100 }),
    ]);
    const warning = logged("razorpay payment flagged for refund").find((line) => line.gatewayPaymentId === payment.id);
    expect(warning).toMatchObject({
      level: 40,
      flagReason: "amount_mismatch",
      amountPaise: 100,
      paymentRequestId: lead.request.id,
    });
    for (const personal of [lead.email, "Meera", "98450"]) expect(JSON.stringify(warning)).not.toContain(personal);
    const [flagged] = await paymentsOf(lead.request.id);
    expect((await auditRows(t, "payment", flagged!.id)).map((a) => a.action)).toEqual([
      "payment.gateway",
      "payment.flag",
    ]);
    // Staff refund it from To refund, through Razorpay, for what was captured.
    const refunded = await call("POST", `/api/admin/payments/${flagged!.id}/refund`, { amount: "1" });
    expect(refunded.statusCode, refunded.body).toBe(201);
    expect(gateway.refunds).toContainEqual(expect.objectContaining({ payment_id: payment.id, amount: 100 }));
  });

  it("reported by webhook first: applied once, flagged, 2xx", async () => {
    const batch = await createBatch(t.database.db, course.id);
    const lead = await enrolment(batch.id);
    const link = await startLink(lead.token);
    const { payment, query } = gateway.pay(link.id, { amount: 2_500_000 });
    const hook = gateway.webhook("payment.captured", { payment });
    expect((await deliver(hook)).json()).toEqual({ applied: true, flagReason: "amount_mismatch" });
    expect((await deliver(hook)).json()).toEqual({ applied: false });
    expect((await back(lead.token, query)).statusCode).toBe(200);
    expect(await paymentsOf(lead.request.id)).toEqual([
      expect.objectContaining({ status: "flagged", flagReason: "amount_mismatch", amountPaise: 2_500_000 }),
    ]);
  });
});

describe("a failure of ours after a good signature", () => {
  it("is answered 200, logged by constraint and code, recorded for staff; the event resent later applies", async () => {
    const batch = await createBatch(t.database.db, course.id);
    const lead = await enrolment(batch.id);
    const link = await startLink(lead.token);
    const { payment } = gateway.pay(link.id);
    // Issuing the tax invoice fails (a constraint of the test's own making).
    await t.database.db.execute(
      sql.raw(`alter table documents add constraint test_no_invoice check (kind <> 'tax_invoice') not valid`),
    );
    const hook = gateway.webhook("payment_link.paid", { payment, link });
    let res: Awaited<ReturnType<typeof deliver>>;
    try {
      res = await deliver(hook);
    } finally {
      await t.database.db.execute(sql.raw(`alter table documents drop constraint test_no_invoice`));
    }
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ applied: false, failed: true });
    expect(await paymentsOf(lead.request.id)).toEqual([]);
    const line = logged("razorpay webhook not applied").find((entry) => entry.eventId === hook.eventId);
    expect(line).toMatchObject({ level: 50, code: "23514", constraint: "test_no_invoice" });
    expect(JSON.stringify(line)).not.toContain(lead.email);
    expect(await auditRows(t, "gateway_event", hook.eventId)).toEqual([
      expect.objectContaining({
        action: "gateway.webhook-failed",
        after: expect.objectContaining({ gatewayPaymentId: payment.id, code: "23514", constraint: "test_no_invoice" }),
      }),
    ]);
    // Resent from Razorpay's Dashboard once the cause is gone: applied, once.
    expect((await deliver(hook)).json()).toEqual({ applied: true });
    expect((await deliver(hook)).json()).toEqual({ applied: false });
    expect(await paymentsOf(lead.request.id)).toEqual([expect.objectContaining({ status: "confirmed" })]);
  });

  it("a serialization failure is retried at once: applied once, answered 200", async () => {
    const batch = await createBatch(t.database.db, course.id);
    const lead = await enrolment(batch.id);
    const link = await startLink(lead.token);
    const { payment } = gateway.pay(link.id);
    // The first insert of a payment fails as PostgreSQL fails a transaction it cannot serialize.
    await t.database.db.execute(sql.raw("create sequence test_flaky_seq"));
    await t.database.db.execute(
      sql.raw(`create function test_flaky() returns trigger language plpgsql as $$
        begin
          if nextval('test_flaky_seq') = 1 then raise exception 'flaky' using errcode = '40001'; end if;
          return new;
        end $$`),
    );
    await t.database.db.execute(
      sql.raw("create trigger test_flaky before insert on payments for each row execute function test_flaky()"),
    );
    const hook = gateway.webhook("payment_link.paid", { payment, link });
    let res: Awaited<ReturnType<typeof deliver>>;
    try {
      res = await deliver(hook);
    } finally {
      await t.database.db.execute(sql.raw("drop trigger test_flaky on payments"));
      await t.database.db.execute(sql.raw("drop function test_flaky()"));
      await t.database.db.execute(sql.raw("drop sequence test_flaky_seq"));
    }
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ applied: true });
    expect(await paymentsOf(lead.request.id)).toEqual([expect.objectContaining({ status: "confirmed" })]);
    expect(logged("razorpay webhook not applied").filter((line) => line.eventId === hook.eventId)).toEqual([]);
  });
});
