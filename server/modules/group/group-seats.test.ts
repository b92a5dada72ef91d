// A group request's seats through the real app, on each database: its hold counts all its seats,
// and staff confirming its payment take all of them in one transaction or none (batch too full:
// the money is flagged no_seat, nobody enrolled, no tax invoice).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { caller, type TestContext } from "../../test/app.ts";
import { createBatch, createLearner } from "../../test/factories.ts";
import { seatRepository, seatsLeft } from "../payment/seat-repository.ts";
import { buildPaymentsApp, enrolByForm, enrolledOn, type PaymentsApp } from "../payment/test-setup.ts";

let app: PaymentsApp;
let t: TestContext;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  app = await buildPaymentsApp({ course: { name: "Team DevOps", price: { list: 12000, sell: 10000 } } });
  t = app.t;
  call = caller(t, () => app.staffToken);
});
afterAll(() => t?.close());

async function enrolLearners(batchId: number, n: number) {
  for (let i = 0; i < n; i++) {
    const learner = await createLearner(t.database.db);
    await t.database.db.insert(schema.enrolments).values({ learnerId: learner.id, trainingCardId: batchId });
  }
}

let leads = 0;
/** A request made into a group of `seats`, with a claimed UTR of its amount. */
async function groupClaim(batchId: number, seats: number, utr: string) {
  const res = await enrolByForm(t, {
    name: "Kavya Rao",
    email: `kavya.${++leads}.${Date.now()}@example.com`,
    contact: "+91 98450 33333",
    courseId: app.course.id,
    batchId,
  });
  expect(res.statusCode, res.body).toBe(201);
  const [request] = await t.database.db
    .update(schema.paymentRequests)
    .set({ seats })
    .where(eq(schema.paymentRequests.leadId, res.json().id))
    .returning();
  const [payment] = await t.database.db
    .insert(schema.payments)
    .values({ paymentRequestId: request!.id, method: "upi", utr, amountPaise: request!.amountPaise })
    .returning();
  return { requestId: request!.id, paymentId: payment!.id };
}

describe("a group's seats", () => {
  it("counts a group's hold as all its seats", async () => {
    const batch = await createBatch(t.database.db, app.course.id, { capacity: 10 });
    const { requestId } = await groupClaim(batch.id, 4, "412345678901");
    await t.database.db
      .update(schema.paymentRequests)
      .set({ holdUntil: new Date(Date.now() + 60_000) })
      .where(eq(schema.paymentRequests.id, requestId));
    const seats = await seatRepository.count(t.database.db, batch.id);
    expect(seats).toMatchObject({ held: 4, enrolled: 0 });
    expect(seatsLeft(seats!)).toBe(6);
  });

  it("takes none of a group's seats when the batch lacks even one: flagged no_seat, nobody enrolled", async () => {
    const batch = await createBatch(t.database.db, app.course.id, { capacity: 4 });
    await enrolLearners(batch.id, 2);
    const { requestId, paymentId } = await groupClaim(batch.id, 3, "512345678901");
    const res = await call("POST", `/api/admin/payments/${paymentId}/confirm`);
    expect(res.statusCode, res.body).toBe(200);
    const [payment] = await t.database.db.select().from(schema.payments).where(eq(schema.payments.id, paymentId));
    expect(payment).toMatchObject({ status: "flagged", flagReason: "no_seat" });
    expect(await enrolledOn(t, batch.id)).toBe(2);
    const invoices = await t.database.db
      .select()
      .from(schema.documents)
      .where(eq(schema.documents.paymentRequestId, requestId));
    expect(invoices.map((row) => row.kind)).toEqual(["proforma"]);
  });
});
