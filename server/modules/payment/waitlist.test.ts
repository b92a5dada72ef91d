// The waitlist served when a seat frees, through the API: staff raising a full
// batch's capacity by one offers the seat to the earliest waitlisted lead only — a payment request
// with its proforma and a "seat is free" mail with the private link — the next seat to the next
// lead; a full refund's freed seat goes to the next waitlisted lead; two seats freed at once go to
// two different leads, never one lead twice nor two leads for one seat.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { auditRows, caller, type TestContext } from "../../test/app.ts";
import { createBatch } from "../../test/factories.ts";
import { paymentRepository } from "./repository.ts";
import { buildPaymentsApp, enrolByForm, mailedPaymentToken, paymentsOfRequest } from "./test-setup.ts";
import { WAITLIST_OFFER_MAIL_KIND } from "./waitlist-offer.ts";

// The course's sell price ₹15,000, tax inclusive.
const FEE = 1_500_000;

let t: TestContext;
let call: ReturnType<typeof caller>;
let staffToken: string;
let course: { id: number };

beforeAll(async () => {
  ({ t, staffToken, course } = await buildPaymentsApp({
    course: { name: "Ethical Hacking Bootcamp", price: { list: 20000, sell: 15000 } },
  }));
  call = caller(t, () => staffToken);
});
afterAll(() => t.close());

let n = 0;
/** An enrolment posted as the public form does: the lead's id and e-mail. */
async function enrol(batchId: number, name = "Anil Menon") {
  const res = await enrolByForm(t, {
    name,
    email: `waiting.${++n}.${Date.now()}@example.com`,
    contact: "+91 98450 22222",
    courseId: course.id,
    batchId,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().id as number, email: res.json().leadEmail as string };
}

let utr = 713_000_000_000;
/** An enrolment whose fee is paid by UPI and confirmed by staff: it takes a seat. */
async function paidSeat(batchId: number) {
  const lead = await enrol(batchId);
  const token = await mailedPaymentToken(t, lead.email);
  const entered = await call("POST", "/api/payments/utr", { token, method: "upi", utr: String(++utr) }, null);
  expect(entered.statusCode, entered.body).toBe(201);
  const found = (await paymentRepository.byToken(t.database.db, token))!;
  const [payment] = await paymentsOfRequest(t, found.request.id);
  const confirmed = await call("POST", `/api/admin/payments/${payment!.id}/confirm`);
  expect(confirmed.json()).toMatchObject({ status: "confirmed" });
  return { lead, paymentId: payment!.id };
}

const leadStatus = async (leadId: number) =>
  (await t.database.db.select().from(schema.leads).where(eq(schema.leads.id, leadId)))[0]!.status;

const openRequests = (leadId: number) =>
  t.database.db
    .select()
    .from(schema.paymentRequests)
    .where(and(eq(schema.paymentRequests.leadId, leadId), eq(schema.paymentRequests.status, "open")));

const offerMails = (email: string) =>
  t.database.db
    .select()
    .from(schema.outbox)
    .where(and(eq(schema.outbox.to, email), eq(schema.outbox.kind, WAITLIST_OFFER_MAIL_KIND)));

/** The lead was offered a seat exactly once: no longer waitlisted, one open request, one mail with its link. */
async function expectOffered(lead: { id: number; email: string }) {
  expect(await leadStatus(lead.id)).toBe("new");
  const requests = await openRequests(lead.id);
  expect(requests).toHaveLength(1);
  expect(requests[0]!.amountPaise).toBe(FEE);
  const [proforma] = await t.database.db
    .select()
    .from(schema.documents)
    .where(and(eq(schema.documents.paymentRequestId, requests[0]!.id), eq(schema.documents.kind, "proforma")));
  expect(proforma).toBeDefined();
  const mails = await offerMails(lead.email);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.subject).toBe("A seat is free: Ethical Hacking Bootcamp");
  expect(mails[0]!.text).toContain("A seat is free in the batch of Ethical Hacking Bootcamp");
  expect(mails[0]!.text).toContain(proforma!.number);
  expect(mails[0]!.text).toContain("https://academy.example.in/pay?token=");
  // The mailed link opens this lead's request.
  const token = await mailedPaymentToken(t, lead.email);
  expect((await paymentRepository.byToken(t.database.db, token))!.request.id).toBe(requests[0]!.id);
}

async function expectWaiting(lead: { id: number; email: string }) {
  expect(await leadStatus(lead.id)).toBe("waitlist");
  expect(await openRequests(lead.id)).toEqual([]);
  expect(await offerMails(lead.email)).toEqual([]);
}

const setCapacity = (batchId: number, capacity: number | null) =>
  call("PUT", `/api/admin/batches/${batchId}/capacity`, { capacity });

describe("a seat freed on a full batch", () => {
  it("by a raised capacity goes to the earliest waitlisted lead only; the next seat to the next", async () => {
    const batch = await createBatch(t.database.db, course.id, { capacity: 1 });
    await paidSeat(batch.id);
    const first = await enrol(batch.id, "Asha Rao");
    const second = await enrol(batch.id, "Bala Iyer");
    await expectWaiting(first);
    await expectWaiting(second);

    const raised = await setCapacity(batch.id, 2);
    expect(raised.statusCode, raised.body).toBe(200);
    await expectOffered(first);
    await expectWaiting(second);
    expect(raised.json().waitlist.map((lead: { leadId: number }) => lead.leadId)).toEqual([second.id]);
    // Audited: the capacity, the lead leaving the waitlist and its payment request.
    expect((await auditRows(t, "batch", batch.id)).map((row) => row.action)).toEqual(["batch.capacity"]);
    const leadAudit = await auditRows(t, "lead", first.id);
    expect(leadAudit.at(-1)).toMatchObject({ action: "lead.status", after: { status: "new" } });
    const [request] = await openRequests(first.id);
    expect((await auditRows(t, "payment_request", request!.id)).map((row) => row.action)).toEqual([
      "payment-request.create",
    ]);

    // The same capacity again frees nothing: nobody else is offered, nobody twice.
    expect((await setCapacity(batch.id, 2)).statusCode).toBe(200);
    await expectWaiting(second);
    expect(await offerMails(first.email)).toHaveLength(1);

    expect((await setCapacity(batch.id, 3)).statusCode).toBe(200);
    await expectOffered(first);
    await expectOffered(second);
  });

  it("by a lifted capacity (no limit) goes to every waitlisted lead, once each", async () => {
    const batch = await createBatch(t.database.db, course.id, { capacity: 1 });
    await paidSeat(batch.id);
    const waiting = [await enrol(batch.id), await enrol(batch.id)];
    const lifted = await setCapacity(batch.id, null);
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json()).toMatchObject({ capacity: null, seatsLeft: null, waitlist: [] });
    for (const lead of waiting) await expectOffered(lead);
  });

  it("by a full refund goes to the next waitlisted lead", async () => {
    const batch = await createBatch(t.database.db, course.id, { capacity: 1 });
    const paid = await paidSeat(batch.id);
    const next = await enrol(batch.id, "Chitra Nair");
    const after = await enrol(batch.id, "Dev Shah");
    await expectWaiting(next);

    const refunded = await call("POST", `/api/admin/payments/${paid.paymentId}/refund`, {
      amount: String(FEE / 100),
      reference: "UPI refund 713000000999",
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    expect(refunded.json()).toMatchObject({ seatFreed: true });
    await expectOffered(next);
    await expectWaiting(after);
    // The refunded lead itself is not put on the waitlist, nor offered the seat.
    expect(await leadStatus(paid.lead.id)).toBe("qualified");
    expect(await offerMails(paid.lead.email)).toEqual([]);
  });

  it("two at once go to two different leads, never one lead twice", async () => {
    // Two full refunds at once.
    const batch = await createBatch(t.database.db, course.id, { capacity: 2 });
    const paid = [await paidSeat(batch.id), await paidSeat(batch.id)];
    const waiting = [await enrol(batch.id), await enrol(batch.id), await enrol(batch.id)];
    const refunds = await Promise.all(
      paid.map((seat, i) =>
        call("POST", `/api/admin/payments/${seat.paymentId}/refund`, {
          amount: String(FEE / 100),
          reference: `UPI refund 71300000100${i}`,
        }),
      ),
    );
    for (const res of refunds) expect(res.statusCode, res.body).toBe(201);
    await expectOffered(waiting[0]!);
    await expectOffered(waiting[1]!);
    await expectWaiting(waiting[2]!);

    // Two capacity raises at once (to 2 and to 3 on a batch of 1 full seat): 2 seats freed in all,
    // whichever runs first.
    const other = await createBatch(t.database.db, course.id, { capacity: 1 });
    await paidSeat(other.id);
    const queue = [await enrol(other.id), await enrol(other.id), await enrol(other.id)];
    const raises = await Promise.all([setCapacity(other.id, 2), setCapacity(other.id, 3)]);
    for (const res of raises) expect(res.statusCode, res.body).toBe(200);
    await expectOffered(queue[0]!);
    await expectOffered(queue[1]!);
    await expectWaiting(queue[2]!);
  });
});
