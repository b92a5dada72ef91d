// Refunds and credit notes through the API, with Razorpay's stand-in started here (never
// a mock of ours): a UPI payment refunded by hand in parts, each with a credit note reversing the
// invoice's tax; more than is left refused, nothing changed; a full refund frees the seat; a
// gateway payment refunded through Razorpay's refund API, its refund.processed webhook applied
// once whatever its order or repetition; 20 refunds at once → 20 consecutive credit notes; the
// month's GSTR-1 CSV against figures computed by hand; the credit note's PDF by its text.
import { execFileSync } from "node:child_process";
import { dayInIndia } from "@skillbridge/core";
import { gstr1Csv, gstr1SectionCsv } from "@skillbridge/core/money";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { auditRows, caller, signIn, type TestContext } from "../../test/app.ts";
import { createBatch, createLead, createLearner } from "../../test/factories.ts";
import { razorpayClient } from "./razorpay.ts";
import { startRazorpayStandIn } from "./razorpay-stand-in.ts";
import {
  buildPaymentsApp,
  deliverWebhook,
  documentCount,
  enrolledOn as enrolledOnBatch,
  paymentsOfRequest,
  requestPayment,
} from "./test-setup.ts";

const KEYS = { keyId: "rzp_test_StandIn0002", keySecret: "stand-in-key-secret-0002", webhookSecret: "stand-in-hook-2" };
// The course's sell price ₹9,999: 999,900 paise, tax inclusive.
const FEE = 999_900;

let t: TestContext;
let call: ReturnType<typeof caller>;
let staffToken: string;
let financeToken: string;
let gateway: Awaited<ReturnType<typeof startRazorpayStandIn>>;
let course: { id: number };

beforeAll(async () => {
  gateway = await startRazorpayStandIn(KEYS);
  ({
    t,
    adminToken: staffToken,
    staffToken: financeToken,
    course,
  } = await buildPaymentsApp({
    env: gateway.env,
    course: { name: "Cloud Practitioner", price: { list: 12000, sell: 9999 } },
  }));
  call = caller(t, () => staffToken);
});
afterAll(async () => {
  await t.close();
  await gateway.close();
});

let n = 0;
/** A lead on the batch, its payment link's token (from the mail), and optionally the payer's state. */
async function request(batchId: number, values: { name?: string; email?: string; payer?: object } = {}) {
  const email = values.email ?? `ravi.${++n}.${Date.now()}@example.com`;
  const lead = await createLead(t.database.db, {
    name: values.name ?? "Ravi Menon",
    email,
    contact: "+91 98450 22222",
    courseId: course.id,
    trainingCardId: batchId,
  });
  const { token, requestId } = await requestPayment(call, t, lead);
  if (values.payer) {
    const res = await call("POST", "/api/payments/payer", { token, ...values.payer }, null);
    expect(res.statusCode, res.body).toBe(200);
  }
  return { token, email, requestId };
}

let utr = 512_345_678_900;
/** A UPI payment entered by the payer and confirmed by staff: its id and tax invoice. */
async function upiPaid(batchId: number, values: Parameters<typeof request>[1] = {}) {
  const made = await request(batchId, values);
  const entered = await call(
    "POST",
    "/api/payments/utr",
    { token: made.token, method: "upi", utr: String(++utr) },
    null,
  );
  expect(entered.statusCode, entered.body).toBe(201);
  const [payment] = await paymentsOfRequest(t, made.requestId);
  const confirmed = await call("POST", `/api/admin/payments/${payment!.id}/confirm`);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { ...made, paymentId: payment!.id, confirmed: confirmed.json() };
}

/** A batch of one seat, taken by a paid fee; a second payer's UTR confirmed: flagged for refund. */
async function flaggedForRefund() {
  const batch = await createBatch(t.database.db, course.id, { capacity: 1 });
  await upiPaid(batch.id);
  const late = await request(batch.id);
  await call("POST", "/api/payments/utr", { token: late.token, method: "upi", utr: String(++utr) }, null);
  const [payment] = await paymentsOfRequest(t, late.requestId);
  expect((await call("POST", `/api/admin/payments/${payment!.id}/confirm`)).json()).toMatchObject({
    status: "flagged",
  });
  return { batch, payment: payment! };
}

const refund = (paymentId: number, payload: object, token: string | null = staffToken) =>
  call("POST", `/api/admin/payments/${paymentId}/refund`, payload, token);
const deliver = (hook: Parameters<typeof deliverWebhook>[1]) => deliverWebhook(t, hook);
const document = async (id: number) =>
  (await t.database.db.select().from(schema.documents).where(eq(schema.documents.id, id)))[0]!;
const creditNoteCount = () => documentCount(t, "credit_note");
const refundsOf = (paymentId: number) =>
  t.database.db.select().from(schema.refunds).where(eq(schema.refunds.paymentId, paymentId));
const enrolledOn = (batchId: number) => enrolledOnBatch(t, batchId);

describe("a refund by hand of a UPI payment", () => {
  it("is staff-only, needs an amount and the refund's reference, and a confirmed payment", async () => {
    const batch = await createBatch(t.database.db, course.id);
    const paid = await upiPaid(batch.id);
    const learner = await createLearner(t.database.db);
    const learnerToken = await signIn(t.app, "learner", learner.email);
    expect((await refund(paid.paymentId, { amount: "100", reference: "R1" }, null)).statusCode).toBe(401);
    expect((await refund(paid.paymentId, { amount: "100", reference: "R1" }, learnerToken)).statusCode).toBe(403);
    const noReference = await refund(paid.paymentId, { amount: "100" });
    expect(noReference.statusCode).toBe(422);
    expect(JSON.stringify(noReference.json())).toContain("Enter the reference of the refund you made");
    const badAmount = await refund(paid.paymentId, { amount: "12.345", reference: "R1" });
    expect(badAmount.statusCode).toBe(422);
    expect(JSON.stringify(badAmount.json())).toContain("Enter the amount to refund in rupees");
    // A payment still waiting for confirmation has nothing to refund.
    const waiting = await request(batch.id);
    await call("POST", "/api/payments/utr", { token: waiting.token, method: "upi", utr: String(++utr) }, null);
    const [pending] = await paymentsOfRequest(t, waiting.requestId);
    const early = await refund(pending!.id, { amount: "100", reference: "R1" });
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe("Only a confirmed payment, or one flagged for refund, can be refunded");
    expect((await refund(999_999, { amount: "100", reference: "R1" })).statusCode).toBe(404);
    expect(await refundsOf(paid.paymentId)).toEqual([]);
  });

  it("in parts: credit notes reverse the invoice's CGST/SGST, more than is left is refused, the rest frees the seat", async () => {
    const batch = await createBatch(t.database.db, course.id, { capacity: 3 });
    const paid = await upiPaid(batch.id);
    expect(await enrolledOn(batch.id)).toBe(1);

    const half = await refund(paid.paymentId, { amount: "5,000", reference: "UPI refund 901234567890" });
    expect(half.statusCode, half.body).toBe(201);
    expect(half.json()).toMatchObject({
      amountPaise: 500_000,
      status: "processed",
      refundedPaise: 500_000,
      refundablePaise: 499_900,
      seatFreed: false,
      creditNote: { number: expect.stringMatching(/^SBC\/\d\d-\d\d\/\d{5}$/) },
    });
    // ₹5,000 / 1.18 = ₹4,237.288… → 4,237.29 taxable; tax 762.71 → CGST 381.36, SGST 381.35.
    const first = await document(half.json().creditNote.id);
    expect(first).toMatchObject({
      kind: "credit_note",
      pricePaise: 500_000,
      taxablePaise: 423_729,
      cgstPaise: 38_136,
      sgstPaise: 38_135,
      igstPaise: 0,
      supply: "intra",
    });
    expect(first.number.length).toBeLessThanOrEqual(16);
    expect(first.description).toContain(`Refund against tax invoice ${paid.confirmed.invoiceNumber}`);

    // The same form posted again (it saw nothing refunded yet): refused, not refunded twice.
    const twice = await refund(paid.paymentId, { amount: "5,000", reference: "R1b", seenRefundedPaise: 0 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe(
      "This payment was refunded meanwhile (₹5,000.00 so far): nothing more was refunded, check before trying again",
    );
    expect(await refundsOf(paid.paymentId)).toHaveLength(1);

    // More than the ₹4,999 left: refused with the figure, nothing recorded, no number used.
    const notes = await creditNoteCount();
    const tooMuch = await refund(paid.paymentId, { amount: "5000", reference: "R2" });
    expect(tooMuch.statusCode).toBe(422);
    expect(JSON.stringify(tooMuch.json())).toContain(
      "This refund is more than what is left to refund (₹4,999.00): nothing was refunded",
    );
    expect(await creditNoteCount()).toBe(notes);
    expect(await refundsOf(paid.paymentId)).toHaveLength(1);

    const rest = await refund(paid.paymentId, {
      amount: "4999",
      reference: "UPI refund 901234567891",
      seenRefundedPaise: 500_000,
    });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json()).toMatchObject({ refundedPaise: FEE, refundablePaise: 0, seatFreed: true });
    // The invoice (847,373 + 76,264 + 76,263) less the first note: the notes add up to the invoice.
    const second = await document(rest.json().creditNote.id);
    expect(second).toMatchObject({ pricePaise: 499_900, taxablePaise: 423_644, cgstPaise: 38_128, sgstPaise: 38_128 });
    expect(second.sequence).toBe(first.sequence + 1);
    expect(await enrolledOn(batch.id)).toBe(0);
    const seats = await call("GET", `/api/admin/batches/${batch.id}/seats`);
    expect(seats.json()).toMatchObject({ enrolled: 0, seatsLeft: 3 });

    const nothingLeft = await refund(paid.paymentId, { amount: "1", reference: "R3" });
    expect(nothingLeft.statusCode).toBe(422);
    expect(JSON.stringify(nothingLeft.json())).toContain("This payment is refunded in full already");

    // Audited as every staff change: the refund, its credit note, the enrolment ended.
    const [row] = await refundsOf(paid.paymentId);
    expect((await auditRows(t, "refund", row!.id)).map((a) => a.action)).toEqual(["refund.create"]);
    expect((await auditRows(t, "document", first.id)).map((a) => a.action)).toEqual(["document.issue"]);
    const listed = await call("GET", `/api/admin/payments/refunds?ids=${paid.paymentId}`);
    expect(listed.json()).toEqual([
      {
        paymentId: paid.paymentId,
        refundedPaise: FEE,
        refundablePaise: 0,
        creditNotes: [
          expect.objectContaining({ id: first.id, number: first.number, amountPaise: 500_000 }),
          expect.objectContaining({ id: second.id, number: second.number, amountPaise: 499_900 }),
        ],
        failedRefunds: [],
      },
    ]);
  });

  it("in full: the lead is qualified again, the fee refunded (still shown to the learner), a new link can be sent", async () => {
    const batch = await createBatch(t.database.db, course.id);
    const learner = await createLearner(t.database.db);
    const paid = await upiPaid(batch.id, { email: learner.email });
    const [fee] = await t.database.db
      .select()
      .from(schema.paymentRequests)
      .where(eq(schema.paymentRequests.id, paid.requestId));
    const leadStatus = async () =>
      (await t.database.db.select().from(schema.leads).where(eq(schema.leads.id, fee!.leadId)))[0]!.status;
    expect(await leadStatus()).toBe("enrolled");
    // A new link is refused while the fee is paid.
    expect((await call("POST", `/api/admin/leads/${fee!.leadId}/payment-request`)).statusCode).toBe(422);

    const full = await refund(paid.paymentId, { amount: "9999", reference: "NEFT N000000000001" });
    expect(full.statusCode, full.body).toBe(201);
    expect(full.json()).toMatchObject({ refundablePaise: 0, seatFreed: true });
    expect(await leadStatus()).toBe("qualified");
    const [after] = await t.database.db
      .select()
      .from(schema.paymentRequests)
      .where(eq(schema.paymentRequests.id, paid.requestId));
    expect(after!.status).toBe("refunded");
    expect((await auditRows(t, "payment_request", paid.requestId)).map((a) => a.action)).toContain(
      "payment-request.refunded",
    );
    expect((await auditRows(t, "lead", fee!.leadId)).map((a) => a.action)).toContain("lead.status");
    // The old link takes no payment; the learner still sees the fee, its invoice and credit note.
    const page = await call("GET", `/api/payments/page?token=${paid.token}`, undefined, null);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ status: "cancelled", gateway: false, upi: null });
    const learnerToken = await signIn(t.app, "learner", learner.email);
    const fees = await call("GET", "/api/learners/me/fees", undefined, learnerToken);
    expect(fees.json()).toEqual([
      expect.objectContaining({
        status: "paid",
        refundedPaise: FEE,
        invoice: expect.objectContaining({ number: paid.confirmed.invoiceNumber }),
        creditNotes: [expect.objectContaining({ id: full.json().creditNote.id, amountPaise: FEE })],
      }),
    ]);
    // Staff can send the lead a new payment link.
    const again = await call("POST", `/api/admin/leads/${fee!.leadId}/payment-request`);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().requestId).not.toBe(paid.requestId);
  });

  it("of a payment flagged for refund (no seat left): refunded with no credit note, no seat changed", async () => {
    const { batch, payment } = await flaggedForRefund();
    const notes = await creditNoteCount();
    const res = await refund(payment.id, { amount: "9999", reference: "NEFT N123456789012345" });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ creditNote: null, refundablePaise: 0, seatFreed: false });
    expect(await creditNoteCount()).toBe(notes);
    expect(await enrolledOn(batch.id)).toBe(1);
  });

  it("leaves the To refund tab once a flagged payment is refunded in full", async () => {
    const { payment } = await flaggedForRefund();
    const toRefund = async () =>
      ((await call("GET", "/api/admin/payments?status=flagged")).json() as { id: number }[]).map((row) => row.id);
    expect(await toRefund()).toContain(payment.id);
    // Part of it back: still to refund.
    expect((await refund(payment.id, { amount: "4000", reference: "NEFT N1" })).statusCode).toBe(201);
    expect(await toRefund()).toContain(payment.id);
    expect((await refund(payment.id, { amount: "5999", reference: "NEFT N2" })).statusCode).toBe(201);
    expect(await toRefund()).not.toContain(payment.id);
    // Still found under all payments, as flagged.
    const all = (await call("GET", "/api/admin/payments")).json() as { id: number; status: string }[];
    expect(all.find((row) => row.id === payment.id)).toMatchObject({ status: "flagged" });
  });

  it("shows on the learner's Fees & invoices with each credit note downloadable", async () => {
    const batch = await createBatch(t.database.db, course.id);
    const learner = await createLearner(t.database.db);
    const paid = await upiPaid(batch.id, { email: learner.email });
    const made = await refund(paid.paymentId, { amount: "1000", reference: "R-fees" });
    expect(made.statusCode, made.body).toBe(201);
    const learnerToken = await signIn(t.app, "learner", learner.email);
    const fees = await call("GET", "/api/learners/me/fees", undefined, learnerToken);
    expect(fees.json()).toEqual([
      expect.objectContaining({
        status: "paid",
        refundedPaise: 100_000,
        creditNotes: [expect.objectContaining({ id: made.json().creditNote.id, amountPaise: 100_000 })],
      }),
    ]);
    const pdf = await call("GET", `/api/learners/me/documents/${made.json().creditNote.id}`, undefined, learnerToken);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.json().number).toBe(made.json().creditNote.number);
  });
});

describe("a refund of a Razorpay payment", () => {
  /** A payment made through "Pay online": the payer returns from the stand-in, signed. */
  async function gatewayPaid(batchId: number) {
    const made = await request(batchId);
    const started = await call("POST", "/api/payments/razorpay", { token: made.token }, null);
    expect(started.statusCode, started.body).toBe(201);
    const linkId = /\/pay\/(plink_[A-Za-z0-9]+)$/.exec(started.json().url)![1]!;
    const paid = gateway.pay(linkId);
    const back = await call("POST", "/api/payments/razorpay/return", { token: made.token, ...paid.query }, null);
    expect(back.statusCode, back.body).toBe(200);
    const [payment] = await t.database.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.gatewayPaymentId, paid.payment.id));
    return { ...made, payment: payment!, gatewayPayment: paid.payment, link: paid.link };
  }

  it("goes through Razorpay's refund API in paise; its refund.processed is applied once, signed", async () => {
    const batch = await createBatch(t.database.db, course.id);
    const paid = await gatewayPaid(batch.id);
    const res = await refund(paid.payment.id, { amount: "2500.50" });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ amountPaise: 250_050, status: "pending", refundablePaise: FEE - 250_050 });
    const asked = gateway.requests.filter((r) => r.path === `/v1/payments/${paid.gatewayPayment.id}/refund`);
    expect(asked).toEqual([
      expect.objectContaining({ method: "POST", body: expect.objectContaining({ amount: 250_050 }) }),
    ]);
    const [made] = await refundsOf(paid.payment.id);
    expect(made).toMatchObject({
      method: "razorpay",
      status: "pending",
      gatewayRefundId: expect.stringMatching(/^rfnd_/),
    });

    const hook = gateway.processRefund(made!.gatewayRefundId!);
    // A forged signature changes nothing.
    const forged = await deliver({ ...hook, headers: { ...hook.headers, "x-razorpay-signature": "0".repeat(64) } });
    expect(forged.statusCode).toBe(400);
    expect((await refundsOf(paid.payment.id))[0]!.status).toBe("pending");
    const applied = await deliver(hook);
    expect(applied.json()).toEqual({ applied: true });
    // The same event again, or the same refund under another event id: nothing more.
    expect((await deliver(hook)).json()).toEqual({ applied: false });
    expect((await deliver(gateway.processRefund(made!.gatewayRefundId!))).json()).toEqual({ applied: false });
    const after = await refundsOf(paid.payment.id);
    expect(after).toEqual([expect.objectContaining({ status: "processed", processedAt: expect.any(Date) })]);
    expect((await auditRows(t, "refund", made!.id)).map((a) => a.action)).toEqual([
      "refund.create",
      "refund.processed",
    ]);

    // Razorpay refuses (its refunds are at least ₹1): nothing recorded, no credit-note number used.
    const notes = await creditNoteCount();
    const refused = await refund(paid.payment.id, { amount: "0.50" });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().detail).toContain("Razorpay refused the refund, nothing was recorded");
    expect(await creditNoteCount()).toBe(notes);
    expect(await refundsOf(paid.payment.id)).toHaveLength(1);

    // More than is left is refused before Razorpay is asked.
    const before = gateway.requests.length;
    const tooMuch = await refund(paid.payment.id, { amount: "9999" });
    expect(tooMuch.statusCode).toBe(422);
    expect(gateway.requests.length).toBe(before);
    // The rest, in full: the seat is free again.
    expect(await enrolledOn(batch.id)).toBe(1);
    const rest = await refund(paid.payment.id, { amount: "7498.50" });
    expect(rest.json()).toMatchObject({ refundablePaise: 0, seatFreed: true });
    expect(await enrolledOn(batch.id)).toBe(0);
    expect(gateway.payments.get(paid.gatewayPayment.id)!.amount_refunded).toBe(FEE);
  });

  it("asks Razorpay outside any transaction: a slow answer blocks no other request; its early webhook completes it", async () => {
    const batch = await createBatch(t.database.db, course.id);
    const paid = await gatewayPaid(batch.id);
    const notes = await creditNoteCount();
    gateway.setRefundDelay(1_500);
    try {
      const asked = refund(paid.payment.id, { amount: "9999" });
      // Razorpay has made the refund and not answered yet.
      const started = Date.now();
      while (!gateway.refunds.some((r) => r.payment_id === paid.gatewayPayment.id)) {
        expect(Date.now() - started).toBeLessThan(10_000);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const made = gateway.refunds.find((r) => r.payment_id === paid.gatewayPayment.id)!;
      // Reserved meanwhile: the amount is not refundable twice, and no credit note yet.
      const [reserved] = await refundsOf(paid.payment.id);
      expect(reserved).toMatchObject({
        status: "pending",
        amountPaise: FEE,
        gatewayRefundId: null,
        creditNoteId: null,
      });
      expect(made.notes).toEqual({ payment_id: String(paid.payment.id), refund_id: String(reserved!.id) });
      // A visitor's page is answered while Razorpay thinks (on PGlite: one connection).
      const before = Date.now();
      const page = await call("GET", `/api/ictData/${course.id}`, undefined, null);
      expect(page.statusCode).toBe(200);
      expect(Date.now() - before).toBeLessThan(1_000);
      const second = await refund(paid.payment.id, { amount: "1" });
      expect(second.statusCode).toBe(422);
      expect(JSON.stringify(second.json())).toContain("This payment is refunded in full already");
      // Its refund.processed comes before Razorpay's answer: found by our refund id in its notes.
      expect((await deliver(gateway.processRefund(made.id))).json()).toEqual({ applied: true });
      const answer = await asked;
      expect(answer.statusCode, answer.body).toBe(201);
      expect(answer.json()).toMatchObject({
        refundId: reserved!.id,
        status: "processed",
        refundablePaise: 0,
        creditNote: { number: expect.any(String) },
      });
    } finally {
      gateway.setRefundDelay(0);
    }
    const rows = await refundsOf(paid.payment.id);
    expect(rows).toEqual([
      expect.objectContaining({ status: "processed", gatewayRefundId: expect.stringMatching(/^rfnd_/) }),
    ]);
    expect(await creditNoteCount()).toBe(notes + 1);
    expect(await enrolledOn(batch.id)).toBe(0);
  });

  it("keeps nothing reserved when Razorpay refuses: the amount is refundable again, no credit note", async () => {
    const batch = await createBatch(t.database.db, course.id);
    const paid = await gatewayPaid(batch.id);
    const notes = await creditNoteCount();
    // Razorpay takes no refund of less than ₹1.
    const refused = await refund(paid.payment.id, { amount: "0.50", seenRefundedPaise: 0 });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().detail).toBe(
      "Razorpay refused the refund, nothing was recorded: Razorpay answered 400: The amount must be atleast INR 1.00",
    );
    expect(await refundsOf(paid.payment.id)).toEqual([]);
    expect(await creditNoteCount()).toBe(notes);
    const listed = await call("GET", `/api/admin/payments/refunds?ids=${paid.payment.id}`);
    expect(listed.json()).toEqual([
      { paymentId: paid.payment.id, refundedPaise: 0, refundablePaise: FEE, creditNotes: [], failedRefunds: [] },
    ]);
    expect(await enrolledOn(batch.id)).toBe(1);
    // The same form again, for a real amount: the whole fee is still refundable.
    const full = await refund(paid.payment.id, { amount: "9999", seenRefundedPaise: 0 });
    expect(full.statusCode, full.body).toBe(201);
    expect(full.json()).toMatchObject({ status: "pending", creditNote: null, refundablePaise: 0, seatFreed: true });
  });

  it("completes a refund from its webhook when we stopped before recording Razorpay's answer", async () => {
    const batch = await createBatch(t.database.db, course.id);
    const paid = await gatewayPaid(batch.id);
    // The first transaction committed the reservation; we stopped after Razorpay took the refund.
    const [reserved] = await t.database.db
      .insert(schema.refunds)
      .values({ paymentId: paid.payment.id, amountPaise: 300_000, method: "razorpay", status: "pending" })
      .returning();
    const rzp = razorpayClient({ ...KEYS, apiBase: gateway.url });
    const made = await rzp.refund(paid.gatewayPayment.id, 300_000, {
      payment_id: String(paid.payment.id),
      refund_id: String(reserved!.id),
    });
    const hook = gateway.processRefund(made.id);
    expect((await deliver(hook)).json()).toEqual({ applied: true });
    expect((await deliver(gateway.processRefund(made.id))).json()).toEqual({ applied: false });
    const rows = await refundsOf(paid.payment.id);
    expect(rows).toEqual([
      expect.objectContaining({
        id: reserved!.id,
        status: "processed",
        gatewayRefundId: made.id,
        creditNoteId: expect.any(Number),
      }),
    ]);
    // ₹3,000 intra-state: 2,542.37 taxable, CGST 228.82, SGST 228.81.
    expect(await document(rows[0]!.creditNoteId!)).toMatchObject({ pricePaise: 300_000, taxablePaise: 254_237 });
  });

  it("applies refund.failed once: the refund is failed, its amount refundable again, no credit note ever", async () => {
    const batch = await createBatch(t.database.db, course.id);
    const paid = await gatewayPaid(batch.id);
    const notes = await creditNoteCount();
    const res = await refund(paid.payment.id, { amount: "4000" });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: "pending", creditNote: null, refundablePaise: FEE - 400_000 });
    const [made] = await refundsOf(paid.payment.id);
    const hook = gateway.failRefund(made!.gatewayRefundId!);
    const forged = await deliver({ ...hook, headers: { ...hook.headers, "x-razorpay-signature": "f".repeat(64) } });
    expect(forged.statusCode).toBe(400);
    expect((await refundsOf(paid.payment.id))[0]!.status).toBe("pending");
    expect((await deliver(hook)).json()).toEqual({ applied: true });
    expect((await deliver(hook)).json()).toEqual({ applied: false });
    expect((await deliver(gateway.failRefund(made!.gatewayRefundId!))).json()).toEqual({ applied: false });
    const [failed] = await t.database.db.select().from(schema.refunds).where(eq(schema.refunds.id, made!.id));
    expect(failed).toMatchObject({ status: "failed", creditNoteId: null, processedAt: null });
    expect(await creditNoteCount()).toBe(notes);
    expect((await auditRows(t, "refund", made!.id)).map((a) => a.action)).toEqual(["refund.create", "refund.failed"]);
    const listed = await call("GET", `/api/admin/payments/refunds?ids=${paid.payment.id}`);
    // Staff see it beside the payment: its amount, when it failed, and that it failed.
    expect(listed.json()).toEqual([
      {
        paymentId: paid.payment.id,
        refundedPaise: 0,
        refundablePaise: FEE,
        creditNotes: [],
        failedRefunds: [{ id: made!.id, amountPaise: 400_000, failedAt: failed!.failedAt!.toISOString() }],
      },
    ]);
    // Refunded again, in full: allowed, as the failed refund gave nothing back.
    const again = await refund(paid.payment.id, { amount: "9999", seenRefundedPaise: 0 });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({ refundedPaise: FEE, refundablePaise: 0, seatFreed: true });
  });

  it("records a refund made on Razorpay's side from its webhook, once, even before the payment was known", async () => {
    const batch = await createBatch(t.database.db, course.id);
    const made = await request(batch.id);
    const started = await call("POST", "/api/payments/razorpay", { token: made.token }, null);
    const linkId = /\/pay\/(plink_[A-Za-z0-9]+)$/.exec(started.json().url)![1]!;
    const paid = gateway.pay(linkId);
    // Refunded on Razorpay's dashboard before any of its payment's news reached us.
    const rzp = razorpayClient({ ...KEYS, apiBase: gateway.url });
    const onTheirSide = await rzp.refund(paid.payment.id, 100_000, {});
    const early = gateway.processRefund(onTheirSide.id);
    const refused = await deliver(early);
    expect(refused.statusCode).toBe(422);
    // The payment arrives, then Razorpay delivers the refund's webhook again: recorded now, once.
    const captured = await deliver(gateway.webhook("payment_link.paid", { payment: paid.payment, link: paid.link }));
    expect(captured.json()).toEqual({ applied: true });
    expect((await deliver(early)).json()).toEqual({ applied: true });
    expect((await deliver(early)).json()).toEqual({ applied: false });
    const [payment] = await t.database.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.gatewayPaymentId, paid.payment.id));
    const rows = await refundsOf(payment!.id);
    expect(rows).toEqual([
      expect.objectContaining({ amountPaise: 100_000, status: "processed", gatewayRefundId: onTheirSide.id }),
    ]);
    // ₹1,000 intra-state: 847.46 + 76.27 + 76.27.
    expect(await document(rows[0]!.creditNoteId!)).toMatchObject({
      taxablePaise: 84_746,
      cgstPaise: 7_627,
      sgstPaise: 7_627,
    });
    // A refund of a payment that is not ours is refused.
    const stranger = gateway.webhook("refund.processed", {
      refund: {
        ...gateway.refunds.find((r) => r.id === onTheirSide.id)!,
        id: "rfnd_Stranger01",
        payment_id: "pay_Stranger01",
      },
    });
    expect((await deliver(stranger)).statusCode).toBe(422);
  });

  it("made on Razorpay's side in full frees the seat for the earliest waitlisted lead", async () => {
    const batch = await createBatch(t.database.db, course.id, { capacity: 1 });
    const paid = await gatewayPaid(batch.id);
    expect(await enrolledOn(batch.id)).toBe(1);
    const waiting = [];
    for (const name of ["Early Bird", "Late Comer"]) {
      waiting.push(
        await createLead(t.database.db, { name, courseId: course.id, trainingCardId: batch.id, status: "waitlist" }),
      );
    }
    const rzp = razorpayClient({ ...KEYS, apiBase: gateway.url });
    const onTheirSide = await rzp.refund(paid.gatewayPayment.id, FEE, {});
    expect((await deliver(gateway.processRefund(onTheirSide.id))).json()).toEqual({ applied: true });
    expect(await enrolledOn(batch.id)).toBe(0);
    const statusOf = async (id: number) =>
      (await t.database.db.select().from(schema.leads).where(eq(schema.leads.id, id)))[0]!.status;
    expect(await statusOf(waiting[0]!.id)).toBe("new");
    expect(await statusOf(waiting[1]!.id)).toBe("waitlist");
    const offers = await t.database.db
      .select()
      .from(schema.outbox)
      .where(and(eq(schema.outbox.kind, "waitlist-offer"), eq(schema.outbox.to, waiting[0]!.email)));
    expect(offers).toHaveLength(1);
    expect(offers[0]!.text).toContain("https://academy.example.in/pay?token=");
    const [open] = await t.database.db
      .select({ n: count() })
      .from(schema.paymentRequests)
      .where(and(eq(schema.paymentRequests.trainingCardId, batch.id), eq(schema.paymentRequests.status, "open")));
    expect(open!.n).toBe(1);
  });
});

describe("a Razorpay refund approved by a second person", () => {
  it("waits for approval again when Razorpay then refuses it: no money moved, nothing reserved", async () => {
    const settings = (await call("GET", "/api/admin/business-settings")).json();
    const { id: _id, updatedAt: _at, ...stored } = settings;
    const save = (approvalThresholdPaise: number | null) =>
      call("PUT", "/api/admin/business-settings", {
        ...Object.fromEntries(Object.entries(stored).filter(([, value]) => value !== null)),
        approvalThresholdPaise,
      });
    expect((await save(10)).statusCode).toBe(200);
    try {
      const batch = await createBatch(t.database.db, course.id);
      const made = await request(batch.id);
      const started = await call("POST", "/api/payments/razorpay", { token: made.token }, null);
      const linkId = /\/pay\/(plink_[A-Za-z0-9]+)$/.exec(started.json().url)![1]!;
      const paid = gateway.pay(linkId);
      expect(
        (await call("POST", "/api/payments/razorpay/return", { token: made.token, ...paid.query }, null)).statusCode,
      ).toBe(200);
      const [payment] = await paymentsOfRequest(t, made.requestId);
      // Asked by a finance member (Razorpay takes no refund under ₹1), approved by the admin.
      const asked = await refund(payment!.id, { amount: "0.50" }, financeToken);
      expect(asked.statusCode, asked.body).toBe(202);
      const approved = await call("POST", `/api/admin/payment-approvals/${asked.json().approvalId}/approve`);
      expect(approved.statusCode).toBe(502);
      expect(await refundsOf(payment!.id)).toEqual([]);
      const waiting = (await call("GET", "/api/admin/payment-approvals")).json().items as { id: number }[];
      expect(waiting.map((item) => item.id)).toContain(asked.json().approvalId);
      expect((await auditRows(t, "payment_approval", asked.json().approvalId)).map((a) => a.action)).toEqual([
        "payment-approval.request",
        "payment-approval.approve",
        "payment-approval.reopen",
      ]);
    } finally {
      expect((await save(null)).statusCode).toBe(200);
    }
  });
});

describe("credit-note numbers", () => {
  it("20 refunds at once get 20 consecutive numbers: no gap, no duplicate", async () => {
    const batch = await createBatch(t.database.db, course.id);
    const paid: Awaited<ReturnType<typeof upiPaid>>[] = [];
    for (let i = 0; i < 4; i++) paid.push(await upiPaid(batch.id));
    const before = await creditNoteCount();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => refund(paid[i % 4]!.paymentId, { amount: "100", reference: `C${i}` })),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    const notes = await t.database.db
      .select()
      .from(schema.documents)
      .where(eq(schema.documents.kind, "credit_note"))
      .orderBy(schema.documents.sequence);
    expect(notes).toHaveLength(before + 20);
    expect(notes.map((note) => note.sequence)).toEqual(Array.from({ length: before + 20 }, (_, i) => i + 1));
    expect(new Set(notes.map((note) => note.number)).size).toBe(notes.length);
    for (const one of paid) {
      const rows = await refundsOf(one.paymentId);
      expect(rows.reduce((sum, row) => sum + row.amountPaise, 0)).toBe(50_000);
    }
  });
});

describe("the GSTR-1 export", () => {
  it("lists the month's tax invoices and credit notes with the figures computed by hand, formula-safe", async () => {
    const batch = await createBatch(t.database.db, course.id);
    // A company in Maharashtra (inter-state: IGST), and a payer whose name a spreadsheet would run.
    const company = await upiPaid(batch.id, {
      payer: {
        payerState: "27",
        payerGstin: "27AAPFU0939F1ZV",
        payerLegalName: "Example Buyer LLP",
        payerAddress: "Unit 4, Example Park, Pune 411001",
      },
    });
    const formula = await upiPaid(batch.id, { name: "=HYPERLINK(1)" });
    const note = await refund(company.paymentId, { amount: "1000", reference: "R-gst" });
    expect(note.statusCode, note.body).toBe(201);
    const month = dayInIndia(new Date()).slice(0, 7);
    const res = await call("GET", `/api/admin/gstr1?month=${month}`);
    expect(res.statusCode, res.body).toBe(200);
    const csv = gstr1Csv(month, res.json());
    const lines = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe(
      "Document type,Document number,Document date,Recipient GSTIN,Recipient name,Place of supply,Taxable value,CGST,SGST,IGST,Total,Original invoice number,Original invoice date",
    );
    const [y, m, d] = dayInIndia(new Date()).split("-");
    const date = `${d}-${new Intl.DateTimeFormat("en-GB", { month: "short" }).format(new Date(`${y}-${m}-15`))}-${y}`;
    // ₹9,999 inter-state: 9,999 / 1.18 = 8,473.73 taxable, IGST 1,525.27.
    expect(lines).toContain(
      `Tax invoice,${company.confirmed.invoiceNumber},${date},27AAPFU0939F1ZV,Example Buyer LLP,27-Maharashtra,8473.73,0.00,0.00,1525.27,9999.00,,`,
    );
    // ₹1,000 back: 847.46 taxable, IGST 152.54, against the invoice.
    expect(lines).toContain(
      `Credit note,${note.json().creditNote.number},${date},27AAPFU0939F1ZV,Example Buyer LLP,27-Maharashtra,847.46,0.00,0.00,152.54,1000.00,${company.confirmed.invoiceNumber},${date}`,
    );
    // Intra-state: 8,473.73 + CGST 762.64 + SGST 762.63; the name starts with ' so it is text.
    expect(lines).toContain(
      `Tax invoice,${formula.confirmed.invoiceNumber},${date},,'=HYPERLINK(1),29-Karnataka,8473.73,762.64,762.63,0.00,9999.00,,`,
    );
    const [documents] = await t.database.db
      .select({ n: count() })
      .from(schema.documents)
      .where(and(eq(schema.documents.kind, "tax_invoice")));
    expect(lines.filter((line) => line.startsWith("Tax invoice"))).toHaveLength(documents!.n);
    expect(lines.filter((line) => line.startsWith("Credit note"))).toHaveLength(await creditNoteCount());

    // The same documents in the GST offline tool's sections: the company's invoice in B2B and its
    // credit note in CDNR (the credit note follows its invoice), the individual's fee summed in B2CS.
    const rows = res.json();
    expect(gstr1SectionCsv("b2b", rows)).toContain(
      `27AAPFU0939F1ZV,Example Buyer LLP,${company.confirmed.invoiceNumber},${date},9999.00,27-Maharashtra,N,,Regular B2B,,18,8473.73,\r\n`,
    );
    expect(gstr1SectionCsv("cdnr", rows)).toContain(
      `27AAPFU0939F1ZV,Example Buyer LLP,${note.json().creditNote.number},${date},C,27-Maharashtra,N,Regular B2B,1000.00,,18,847.46,\r\n`,
    );
    expect(gstr1SectionCsv("cdnur", rows)).not.toContain(note.json().creditNote.number);
    expect(gstr1SectionCsv("b2cs", rows)).toMatch(/^OE,29-Karnataka,,18,\d+\.\d{2},,\r$/m);
    expect(gstr1SectionCsv("b2cl", rows)).not.toContain(formula.confirmed.invoiceNumber);

    // The company's tax invoice names its billing address, as the payer gave it.
    const invoicePdf = await call("GET", `/api/admin/documents/${company.confirmed.invoiceId}`);
    const invoiceText = execFileSync("pdftotext", ["-layout", "-", "-"], {
      input: Buffer.from(invoicePdf.json().pdfBase64, "base64"),
    }).toString();
    expect(invoiceText).toContain("Unit 4, Example Park, Pune 411001");
    expect(invoiceText).toContain("Tax payable on reverse charge: No");

    expect((await call("GET", "/api/admin/gstr1?month=2020-01")).json()).toEqual([]);
    expect((await call("GET", "/api/admin/gstr1?month=2026-13")).statusCode).toBe(422);
    expect((await call("GET", `/api/admin/gstr1?month=${month}`, undefined, null)).statusCode).toBe(401);
  });
});

describe("the credit note's PDF", () => {
  it("names the provider, recipient, SAC, the tax reversed and the total in figures and words", async () => {
    const batch = await createBatch(t.database.db, course.id);
    const paid = await upiPaid(batch.id, { name: "Anita Desai" });
    const made = await refund(paid.paymentId, { amount: "5000", reference: "R-pdf" });
    const pdf = await call("GET", `/api/admin/documents/${made.json().creditNote.id}`);
    expect(pdf.statusCode).toBe(200);
    const text = execFileSync("pdftotext", ["-layout", "-", "-"], {
      input: Buffer.from(pdf.json().pdfBase64, "base64"),
    }).toString();
    const flat = text.replace(/\s+/g, " ");
    expect(flat).toContain("CREDIT NOTE");
    expect(flat).toContain(`Credit note No.: ${made.json().creditNote.number}`);
    expect(flat).toContain("Example Skills Training Private Limited");
    expect(flat).toContain("GSTIN: 29AAGCB7383J1Z4");
    expect(flat).toContain("Anita Desai");
    expect(flat).toContain(`Refund against tax invoice ${paid.confirmed.invoiceNumber}`);
    expect(flat).toContain("SAC: 999293");
    // SAC once (not again in the description), no reverse charge, dates as the product writes them.
    expect(flat.match(/999293/g)).toHaveLength(1);
    expect(flat).toContain("Tax payable on reverse charge: No");
    expect(flat).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(flat).toMatch(/For Example Skills Training Private Limited Anita Rao Authorised Signatory/);
    expect(flat).toMatch(/Taxable value INR 4,237\.29/);
    expect(flat).toMatch(/CGST @ 9% INR 381\.36/);
    expect(flat).toMatch(/SGST @ 9% INR 381\.35/);
    expect(flat).toMatch(/Total \(tax inclusive\) INR 5,000\.00/);
    expect(flat).toContain("Amount in words: Rupees Five Thousand Only");

    // Its page shows the same, with the original invoice; a tax invoice is no credit note.
    const view = await call("GET", `/api/admin/credit-notes/${made.json().creditNote.id}`);
    expect(view.json()).toMatchObject({
      number: made.json().creditNote.number,
      originalInvoice: { id: paid.confirmed.invoiceId, number: paid.confirmed.invoiceNumber },
      recipient: { name: "Anita Desai", gstin: null, address: null },
      provider: { gstin: "29AAGCB7383J1Z4", stateCode: "29" },
      supply: "intra",
      taxablePaise: 423_729,
      cgstPaise: 38_136,
      sgstPaise: 38_135,
      totalPaise: 500_000,
      totalInWords: "Rupees Five Thousand Only",
    });
    // Its description names SAC nowhere (the page's table states it once) and writes dates as 5 Dec 2026.
    expect(view.json().description).not.toMatch(/999293|\d{4}-\d{2}-\d{2}/);
    expect((await call("GET", `/api/admin/credit-notes/${paid.confirmed.invoiceId}`)).statusCode).toBe(404);
  });
});
