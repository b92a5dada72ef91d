// Waiting said plainly and a seat offered from the waitlist held for its lead, through the API:
// an enrolment on a full batch answers its place on the waitlist (and its mail says it, never
// "Congratulations"); a freed seat offered to the first waitlisted lead is held for them for the
// business settings' offer hold, so another payer's payment confirmed at the same moment (on
// PostgreSQL two concurrent requests) is flagged for refund, never the offered lead's; that payer
// is told at once (a mail through the SMTP server, their payment page asks for nothing more) and a
// seat freed later is bought with the money held, not asked for again; an offer whose hold ran
// out goes to the next waitlisted lead.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { apiHeaders, auditRows, caller, type TestContext } from "../../test/app.ts";
import { createBatch, createLearner } from "../../test/factories.ts";
import { startSmtpServer } from "../mail/smtp-test-server.ts";
import { paymentMessages } from "./payment-flow.ts";
import { SEAT_GONE_MAIL_KIND } from "./payment-mail.ts";
import { paymentRepository } from "./repository.ts";
import { sweepPayments } from "./sweep.ts";
import { BUSINESS_SETTINGS, buildPaymentsApp, enrolByForm, enrolledOn, mailedPaymentToken } from "./test-setup.ts";
import { WAITLIST_OFFER_MAIL_KIND } from "./waitlist-offer.ts";

const ORIGIN = "https://academy.example.in";
const HOUR = 3_600_000;

let t: TestContext;
let call: ReturnType<typeof caller>;
let adminToken: string;
let course: { id: number };
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  let staffToken: string;
  ({ t, staffToken, adminToken, course } = await buildPaymentsApp({
    env: { SMTP_URL: smtp.url },
    course: { name: "Cloud Security Architect", price: { list: 30000, sell: 24999 } },
  }));
  call = caller(t, () => staffToken);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let n = 0;
async function enrol(batchId: number, name = "Kavya Nair") {
  const email = `held.${++n}.${Date.now()}@example.com`;
  const res = await enrolByForm(t, { name, email, contact: "+91 98450 33333", courseId: course.id, batchId });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().id as number, email, body: res.json() as { leadStatus: string; waitlistPosition?: number } };
}

/** A seat taken by a learner enrolled outside the payment path. */
async function takeSeat(batchId: number) {
  const learner = await createLearner(t.database.db);
  await t.database.db.insert(schema.enrolments).values({ learnerId: learner.id, trainingCardId: batchId });
}

let utr = 815_000_000_000;
/** The payer enters a UTR on their link: the pending payment's id. */
async function claim(email: string) {
  const token = await mailedPaymentToken(t, email);
  const res = await call("POST", "/api/payments/utr", { token, method: "upi", utr: String(++utr) }, null);
  expect(res.statusCode, res.body).toBe(201);
  const found = (await paymentRepository.byToken(t.database.db, token))!;
  const [payment] = await paymentRepository.paymentsOf(t.database.db, found.request.id);
  return { token, paymentId: payment!.id, requestId: found.request.id };
}

const openRequest = async (leadId: number) =>
  (
    await t.database.db
      .select()
      .from(schema.paymentRequests)
      .where(and(eq(schema.paymentRequests.leadId, leadId), eq(schema.paymentRequests.status, "open")))
  )[0];

const mailsOf = (email: string, kind: string) =>
  t.database.db
    .select()
    .from(schema.outbox)
    .where(and(eq(schema.outbox.to, email), eq(schema.outbox.kind, kind)));

const leadStatus = async (id: number) =>
  (await t.database.db.select().from(schema.leads).where(eq(schema.leads.id, id)))[0]!.status;

describe("an enrolment on a full batch", () => {
  it("answers its place on the waitlist, and its mail says so without congratulating", async () => {
    const batch = await createBatch(t.database.db, course.id, { capacity: 1 });
    const seated = await enrol(batch.id);
    expect(seated.body.leadStatus).toBe("new");
    expect(seated.body.waitlistPosition).toBeUndefined();
    await takeSeat(batch.id);
    const first = await enrol(batch.id, "Asha Rao");
    const second = await enrol(batch.id, "Bala Iyer");
    expect(first.body).toMatchObject({ leadStatus: "waitlist", waitlistPosition: 1 });
    expect(second.body).toMatchObject({ leadStatus: "waitlist", waitlistPosition: 2 });
    const [mail] = await t.database.db.select().from(schema.outbox).where(eq(schema.outbox.to, second.email));
    expect(mail!.text).toContain("You are on the waitlist (position 2)");
    expect(mail!.text).not.toContain("Congratulations");
    expect(mail!.text).not.toContain("/pay?token=");
  });
});

describe("a seat offered from the waitlist", () => {
  it("is held for the offered lead: another payer's payment confirmed at the same moment is flagged and that payer told", async () => {
    const batch = await createBatch(t.database.db, course.id, { capacity: 1 });
    // Another payer enrolled while the seat was free and has a link; then the seat was taken.
    const other = await enrol(batch.id, "Imran Shaikh");
    await takeSeat(batch.id);
    const waiting = await enrol(batch.id, "Wasim Akram");
    expect(waiting.body.waitlistPosition).toBe(1);

    const before = Date.now();
    const raised = await call("PUT", `/api/admin/batches/${batch.id}/capacity`, { capacity: 2 });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(await leadStatus(waiting.id)).toBe("new");
    const offer = (await openRequest(waiting.id))!;
    // Held for the default 48 hours, and the mail says until when.
    expect(offer.offeredUntil!.getTime() - before).toBeGreaterThan(47.9 * HOUR);
    expect(offer.offeredUntil!.getTime() - before).toBeLessThan(48.1 * HOUR);
    const [offerMail] = await mailsOf(waiting.email, WAITLIST_OFFER_MAIL_KIND);
    expect(offerMail!.text).toContain("We hold it for you until");
    // The public batch is full for everyone else meanwhile.
    const seats = await call("GET", `/api/admin/batches/${batch.id}/seats`);
    expect(seats.json()).toMatchObject({ seatsLeft: 0 });

    const otherPaid = await claim(other.email);
    const offeredPaid = await claim(waiting.email);
    // Both payments are confirmed by staff at the same moment (two requests at once).
    const [a, b] = await Promise.all([
      call("POST", `/api/admin/payments/${otherPaid.paymentId}/confirm`),
      call("POST", `/api/admin/payments/${offeredPaid.paymentId}/confirm`),
    ]);
    expect(a.json(), a.body).toMatchObject({ status: "flagged", flagReason: "no_seat" });
    expect(b.json(), b.body).toMatchObject({ status: "confirmed" });
    expect(await enrolledOn(t, batch.id)).toBe(2);
    expect(await leadStatus(other.id)).toBe("waitlist");

    // The payer is told at once: a mail, and their page asks for no other payment.
    const told = await mailsOf(other.email, SEAT_GONE_MAIL_KIND);
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toBe("No seat was left: your payment will be refunded — Cloud Security Architect");
    await t.app.mailWorker.runOnce();
    const delivered = smtp.received.find(
      (mail) => mail.to.includes(other.email) && mail.body.includes("no seat was left on the batch"),
    );
    expect(delivered, "the no-seat mail delivered through SMTP").toBeDefined();
    expect(delivered!.body).toContain("please do not pay again");
    const page = await call("GET", `/api/payments/page?token=${otherPaid.token}`, undefined, null);
    expect(page.json()).toMatchObject({ status: "open", seatGone: true, upi: null, gateway: false });
    const again = await call(
      "POST",
      "/api/payments/utr",
      { token: otherPaid.token, method: "upi", utr: "815999999999" },
      null,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(paymentMessages.seatGone);

    // A seat freed later goes to the waitlisted payer with the money held: confirmed, not asked again.
    const raisedAgain = await call("PUT", `/api/admin/batches/${batch.id}/capacity`, { capacity: 3 });
    expect(raisedAgain.statusCode, raisedAgain.body).toBe(200);
    const [held] = await paymentRepository.paymentsOf(t.database.db, otherPaid.requestId);
    expect(held).toMatchObject({ status: "confirmed", flagReason: null });
    expect(held!.invoiceId).not.toBeNull();
    expect(await mailsOf(other.email, WAITLIST_OFFER_MAIL_KIND)).toEqual([]);
    expect(await enrolledOn(t, batch.id)).toBe(3);
  });

  it("whose hold runs out goes to the next waitlisted lead; the hold is the time staff set", async () => {
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/admin/business-settings",
      headers: apiHeaders(adminToken),
      payload: { ...BUSINESS_SETTINGS, offerHoldHours: 6 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ offerHoldHours: 6 });
    try {
      const batch = await createBatch(t.database.db, course.id, { capacity: 1 });
      await takeSeat(batch.id);
      const first = await enrol(batch.id, "Farah Khan");
      const second = await enrol(batch.id, "Gopal Das");
      await call("PUT", `/api/admin/batches/${batch.id}/capacity`, { capacity: 2 });
      const offer = (await openRequest(first.id))!;
      expect(offer.offeredUntil!.getTime() - Date.now()).toBeLessThan(6 * HOUR);
      expect(offer.offeredUntil!.getTime() - Date.now()).toBeGreaterThan(5.9 * HOUR);

      const sweepAt = (hours: number) =>
        sweepPayments(t.database.db, { now: new Date(Date.now() + hours * HOUR), origin: ORIGIN, razorpay: null });
      // Within the hold nothing moves.
      expect(await sweepAt(5)).toMatchObject({ offersLapsed: 0, offered: 0 });
      expect(await leadStatus(second.id)).toBe("waitlist");
      // After it, the seat goes to the next.
      expect(await sweepAt(7)).toMatchObject({ offersLapsed: 1, offered: 1 });
      expect(await leadStatus(second.id)).toBe("new");
      expect((await openRequest(second.id))!.offeredUntil!.getTime()).toBeGreaterThan(Date.now() + 5.9 * HOUR);
      expect(await mailsOf(second.email, WAITLIST_OFFER_MAIL_KIND)).toHaveLength(1);
      expect((await openRequest(first.id))!.offeredUntil).toBeNull();
      expect((await auditRows(t, "payment_request", offer.id)).map((row) => row.action)).toContain(
        "payment-request.offer-lapsed",
      );
    } finally {
      await t.app.inject({
        method: "PUT",
        url: "/api/admin/business-settings",
        headers: apiHeaders(adminToken),
        payload: BUSINESS_SETTINGS,
      });
    }
  });
});

describe("a classroom batch with its own price", () => {
  it("is charged that price: its proforma, its payment page and the course page agree", async () => {
    const batch = await createBatch(t.database.db, course.id, {
      studyMode: "Classroom",
      location: "Bengaluru (Koramangala centre)",
      pricePaise: 3_499_900,
      capacity: 12,
    });
    // Two sessions, on a Saturday and a Sunday (IST).
    await t.database.db.insert(schema.trainingSchedules).values([
      {
        trainingCardId: batch.id,
        startsAt: new Date("2026-12-05T04:30:00Z"),
        endsAt: new Date("2026-12-05T07:30:00Z"),
        totalHours: 3,
      },
      {
        trainingCardId: batch.id,
        startsAt: new Date("2026-12-06T04:30:00Z"),
        endsAt: new Date("2026-12-06T07:30:00Z"),
        totalHours: 3,
      },
    ]);
    const lead = await enrol(batch.id, "Meera Pillai");
    const token = await mailedPaymentToken(t, lead.email);
    const found = (await paymentRepository.byToken(t.database.db, token))!;
    expect(found.request.amountPaise).toBe(3_499_900);
    const [proforma] = await t.database.db
      .select()
      .from(schema.documents)
      .where(and(eq(schema.documents.paymentRequestId, found.request.id), eq(schema.documents.kind, "proforma")));
    expect(proforma!.pricePaise).toBe(3_499_900);
    const page = await call("GET", `/api/payments/page?token=${token}`, undefined, null);
    expect(page.json()).toMatchObject({ amountPaise: 3_499_900 });
    const coursePage = await call("GET", `/api/ictData/${course.id}/page`, undefined, null);
    const listed = coursePage.json().batches.find((item: { id: number }) => item.id === batch.id);
    // The course's own price (₹24,999) is not what this batch costs.
    expect(listed).toMatchObject({ feePaise: 3_499_900, seatsLeft: 12, sessionDays: [6, 7] });
  });
});
