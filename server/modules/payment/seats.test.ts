// Seats, through the API: staff set a batch's capacity (never below the learners
// enrolled), a full batch is marked on the public schedule and an enrolment on it joins the
// waitlist (no payment link), a started gateway payment holds a seat, and payments completing at
// once for the last seats confirm exactly as many as are left — the rest flagged for refund, their
// leads waitlisted — while a second payment of a paid enrolment is flagged, never a second seat.
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { auditRows, caller, type TestContext } from "../../test/app.ts";
import { createBatch, createLearner } from "../../test/factories.ts";
import { seatRepository } from "./seat-repository.ts";
import { buildPaymentsApp, enrolByForm, enrolledOn as enrolledOnBatch } from "./test-setup.ts";

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

async function enrolLearners(batchId: number, n: number) {
  for (let i = 0; i < n; i++) {
    const learner = await createLearner(t.database.db);
    await t.database.db.insert(schema.enrolments).values({ learnerId: learner.id, trainingCardId: batchId });
  }
}

let leadCount = 0;
/** An enrolment posted as the public form does. */
const enrol = (batchId: number) =>
  enrolByForm(t, {
    name: "Anil Menon",
    email: `anil.${++leadCount}.${Date.now()}@example.com`,
    contact: "+91 98450 22222",
    courseId: course.id,
    batchId,
  });

/** A lead's open request and a claimed UTR on it, as the payer's page makes them. */
async function claimFor(batchId: number, utr: string) {
  const res = await enrol(batchId);
  expect(res.statusCode, res.body).toBe(201);
  const [request] = await t.database.db
    .select()
    .from(schema.paymentRequests)
    .where(eq(schema.paymentRequests.leadId, res.json().id));
  const [payment] = await t.database.db
    .insert(schema.payments)
    .values({ paymentRequestId: request!.id, method: "upi", utr, amountPaise: request!.amountPaise })
    .returning();
  return { leadId: res.json().id as number, requestId: request!.id, paymentId: payment!.id };
}

const enrolledOn = (batchId: number) => enrolledOnBatch(t, batchId);

const publicBatch = async (batchId: number) => {
  const res = await call("GET", `/api/ictData/${course.id}/training-cards`, undefined, null);
  return (res.json() as { id: number; isFull?: boolean }[]).find((card) => card.id === batchId)!;
};

describe("a batch's capacity", () => {
  it("is set by staff only, audited, and never below the learners enrolled", async () => {
    const batch = await createBatch(t.database.db, course.id);
    await enrolLearners(batch.id, 3);
    expect((await call("GET", `/api/admin/batches/${batch.id}/seats`, undefined, null)).statusCode).toBe(401);
    expect((await call("PUT", `/api/admin/batches/${batch.id}/capacity`, { capacity: 5 }, null)).statusCode).toBe(401);
    const below = await call("PUT", `/api/admin/batches/${batch.id}/capacity`, { capacity: 2 });
    expect(below.statusCode).toBe(422);
    expect(below.json().detail[0]).toMatchObject({ loc: ["body", "capacity"] });
    expect(below.json().detail[0].msg).toContain("3 learners are already enrolled");
    expect((await call("PUT", `/api/admin/batches/${batch.id}/capacity`, { capacity: 0 })).statusCode).toBe(422);
    const saved = await call("PUT", `/api/admin/batches/${batch.id}/capacity`, { capacity: 4 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ capacity: 4, enrolled: 3, held: 0, seatsLeft: 1, waitlist: [] });
    expect(await auditRows(t, "batch", batch.id)).toHaveLength(1);
    expect((await publicBatch(batch.id)).isFull).toBe(false);
    const unlimited = await call("PUT", `/api/admin/batches/${batch.id}/capacity`, { capacity: null });
    expect(unlimited.json()).toMatchObject({ capacity: null, seatsLeft: null });
    expect((await call("PUT", "/api/admin/batches/999999/capacity", { capacity: 4 })).statusCode).toBe(404);
  });

  it("when reached, marks the batch full and puts a new enrolment on the waitlist, in order", async () => {
    const batch = await createBatch(t.database.db, course.id, { capacity: 2 });
    await enrolLearners(batch.id, 2);
    expect((await publicBatch(batch.id)).isFull).toBe(true);
    const first = await enrol(batch.id);
    const second = await enrol(batch.id);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    const leads = await t.database.db.select().from(schema.leads).where(eq(schema.leads.trainingCardId, batch.id));
    expect(leads.map((lead) => lead.status)).toEqual(["waitlist", "waitlist"]);
    // No payment link for a seat that does not exist; the mail says so.
    const requests = await t.database.db
      .select()
      .from(schema.paymentRequests)
      .where(eq(schema.paymentRequests.trainingCardId, batch.id));
    expect(requests).toEqual([]);
    const [mail] = await t.database.db.select().from(schema.outbox).where(eq(schema.outbox.to, first.json().leadEmail));
    expect(mail!.text).toContain("You are on the waitlist");
    expect(mail!.text).not.toContain("/pay?token=");
    const seats = await call("GET", `/api/admin/batches/${batch.id}/seats`);
    expect(seats.json().waitlist.map((lead: { leadId: number }) => lead.leadId)).toEqual([
      first.json().id,
      second.json().id,
    ]);
    // A seat frees (staff raise the capacity): the first waiting lead is offered it (waitlist.test.ts)
    // and it is held for them, so the batch stays full for everyone else; staff may still send that
    // lead a new payment link, which replaces the one offered.
    await call("PUT", `/api/admin/batches/${batch.id}/capacity`, { capacity: 3 });
    expect((await publicBatch(batch.id)).isFull).toBe(true);
    const offered = await call("POST", `/api/admin/leads/${first.json().id}/payment-request`);
    expect(offered.statusCode, offered.body).toBe(201);
  });

  it("counts a started gateway payment's hold for 15 minutes", async () => {
    const batch = await createBatch(t.database.db, course.id, { capacity: 1 });
    const held = await claimFor(batch.id, "611111111111");
    const until = await t.database.db.transaction((tx) => seatRepository.hold(tx, held.requestId));
    expect(until.getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    expect((await publicBatch(batch.id)).isFull).toBe(true);
    expect((await call("GET", `/api/admin/batches/${batch.id}/seats`)).json()).toMatchObject({ held: 1, seatsLeft: 0 });
    // The holder itself still gets its seat.
    const confirmed = await call("POST", `/api/admin/payments/${held.paymentId}/confirm`);
    expect(confirmed.json()).toMatchObject({ status: "confirmed" });
    // An expired hold takes no seat.
    const other = await createBatch(t.database.db, course.id, { capacity: 1 });
    const expired = await claimFor(other.id, "611111111112");
    await t.database.db
      .update(schema.paymentRequests)
      .set({ holdUntil: new Date(Date.now() - 1000) })
      .where(eq(schema.paymentRequests.id, expired.requestId));
    expect((await publicBatch(other.id)).isFull).toBe(false);
  });
});

describe("payments completing at once", () => {
  it("take exactly the 5 seats left: 20 confirmations → 5 confirmed, 15 flagged for refund and waitlisted", async () => {
    const batch = await createBatch(t.database.db, course.id, { capacity: 8 });
    await enrolLearners(batch.id, 3);
    const claims = [];
    for (let n = 0; n < 20; n++) claims.push(await claimFor(batch.id, String(620_000_000_000 + n)));
    const results = await Promise.all(
      claims.map((claim) => call("POST", `/api/admin/payments/${claim.paymentId}/confirm`)),
    );
    for (const res of results) expect(res.statusCode, res.body).toBe(200);
    const outcomes = results.map((res) => res.json());
    expect(outcomes.filter((outcome) => outcome.status === "confirmed")).toHaveLength(5);
    const flagged = outcomes.filter((outcome) => outcome.status === "flagged");
    expect(flagged).toHaveLength(15);
    for (const outcome of flagged) expect(outcome.flagReason).toBe("no_seat");
    expect(await enrolledOn(batch.id)).toBe(8);
    const invoices = await t.database.db
      .select({ n: count() })
      .from(schema.documents)
      .innerJoin(schema.paymentRequests, eq(schema.paymentRequests.id, schema.documents.paymentRequestId))
      .where(and(eq(schema.documents.kind, "tax_invoice"), eq(schema.paymentRequests.trainingCardId, batch.id)));
    expect(invoices[0]!.n).toBe(5);
    const seats = await call("GET", `/api/admin/batches/${batch.id}/seats`);
    expect(seats.json()).toMatchObject({ capacity: 8, enrolled: 8, seatsLeft: 0 });
    expect(seats.json().waitlist).toHaveLength(15);
    const list = await call("GET", "/api/admin/payments?status=flagged");
    const ids = new Set(flagged.map((outcome) => outcome.paymentId));
    expect(list.json().filter((row: { id: number }) => ids.has(row.id))).toHaveLength(15);
    expect(await auditRows(t, "payment", flagged[0].paymentId)).toHaveLength(1);
  }, 120_000); // 20 leads made and confirmed: long on a loaded 2-core machine

  it("flag a second payment of a paid enrolment for refund: never a second seat", async () => {
    const batch = await createBatch(t.database.db, course.id, { capacity: 10 });
    const first = await claimFor(batch.id, "630000000001");
    const [second] = await t.database.db
      .insert(schema.payments)
      .values({ paymentRequestId: first.requestId, method: "upi", utr: "630000000002", amountPaise: 1_500_000 })
      .returning();
    const both = await Promise.all([
      call("POST", `/api/admin/payments/${first.paymentId}/confirm`),
      call("POST", `/api/admin/payments/${second!.id}/confirm`),
    ]);
    expect(both.map((res) => res.json().status).sort()).toEqual(["confirmed", "flagged"]);
    expect(both.find((res) => res.json().status === "flagged")!.json().flagReason).toBe("already_paid");
    expect(await enrolledOn(batch.id)).toBe(1);
    const [lead] = await t.database.db.select().from(schema.leads).where(eq(schema.leads.id, first.leadId));
    expect(lead!.status).toBe("enrolled");
  });
});

describe("the staff's payments list", () => {
  it("filters by status, method, batch and dates, and searches invoice numbers, UTRs and names", async () => {
    const batch = await createBatch(t.database.db, course.id, { capacity: 5 });
    const paid = await claimFor(batch.id, "640000000001");
    await claimFor(batch.id, "640000000002");
    const confirmed = await call("POST", `/api/admin/payments/${paid.paymentId}/confirm`);
    const invoice = confirmed.json().invoiceNumber as string;
    const ids = async (query: string) =>
      ((await call("GET", `/api/admin/payments?${query}`)).json() as { id: number }[]).map((row) => row.id);
    expect((await ids(`batch=${batch.id}`)).length).toBe(2);
    expect(await ids(`batch=${batch.id}&status=confirmed`)).toEqual([paid.paymentId]);
    expect((await ids(`batch=${batch.id}&method=bank`)).length).toBe(0);
    expect((await ids(`batch=${batch.id}&method=upi&status=`)).length).toBe(2);
    expect(await ids(`q=${encodeURIComponent(invoice)}`)).toEqual([paid.paymentId]);
    expect((await ids("q=640000000002")).length).toBe(1);
    expect((await ids(`batch=${batch.id}&q=anil%20MEN`)).length).toBe(2);
    expect((await ids(`batch=${batch.id}&q=${encodeURIComponent("%")}`)).length).toBe(0);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
    const tomorrow = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(
      new Date(Date.now() + 86_400_000),
    );
    expect((await ids(`batch=${batch.id}&from=${today}&to=${today}`)).length).toBe(2);
    expect((await ids(`batch=${batch.id}&from=${tomorrow}`)).length).toBe(0);
    expect((await call("GET", "/api/admin/payments?method=barter")).statusCode).toBeGreaterThanOrEqual(400);
    expect((await call("GET", "/api/admin/payments?from=yesterday")).statusCode).toBeGreaterThanOrEqual(400);
  });
});
