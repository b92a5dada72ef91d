// A plan's parts paid online through Razorpay (its local stand-in): a later part cannot be started
// before part 1 is paid; part 1 paid online confirms the seat; part 2 paid online gets its own tax
// invoice for its own amount, holds no seat and enrols nobody again, even once the batch has started.
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { caller, type TestContext } from "../../test/app.ts";
import { createBatch, createLead, daysFromToday } from "../../test/factories.ts";
import { startRazorpayStandIn } from "../payment/razorpay-stand-in.ts";
import { buildPaymentsApp, requestPayment } from "../payment/test-setup.ts";

const KEYS = {
  keyId: "rzp_test_StandIn0002",
  keySecret: "stand-in-key-secret-0002",
  webhookSecret: "stand-in-webhook-0002",
};

let t: TestContext;
let call: ReturnType<typeof caller>;
let gateway: Awaited<ReturnType<typeof startRazorpayStandIn>>;
let course: { id: number };

beforeAll(async () => {
  gateway = await startRazorpayStandIn(KEYS);
  let staffToken: string;
  ({ t, staffToken, course } = await buildPaymentsApp({
    env: gateway.env,
    course: { name: "Cloud Practitioner", price: { list: 12000, sell: 10000 } },
  }));
  call = caller(t, () => staffToken);
});
afterAll(async () => {
  await t.close();
  await gateway.close();
});

const start = (token: string) => call("POST", "/api/payments/razorpay", { token }, null);
const back = (token: string, query: object) => call("POST", "/api/payments/razorpay/return", { token, ...query }, null);

async function payOnline(token: string) {
  const started = await start(token);
  expect(started.statusCode, started.body).toBe(201);
  const linkId = /\/pay\/(plink_[A-Za-z0-9]+)$/.exec(started.json().url)![1]!;
  const { query } = gateway.pay(linkId);
  const paid = await back(token, query);
  expect(paid.statusCode, paid.body).toBe(200);
  return paid.json();
}

describe("a plan paid online", () => {
  it("takes part 1 for the seat, then part 2 with its own invoice, never a second seat", async () => {
    const db = t.database.db;
    const batch = await createBatch(db, course.id);
    const plan = {
      parts: [
        { percent: 60, dueAfterDays: 0 },
        { percent: 40, dueAfterDays: 20 },
      ],
    };
    expect((await call("PUT", `/api/admin/batches/${batch.id}/payment-plan`, plan)).statusCode).toBe(200);
    const lead = await createLead(db, {
      name: "Kiran Shah",
      email: "kiran.plan.online@example.com",
      courseId: course.id,
      trainingCardId: batch.id,
    });
    const { token } = await requestPayment(call, t, lead);
    expect((await call("POST", "/api/payments/plan", { token }, null)).statusCode).toBe(200);
    const part2 = (await call("POST", "/api/payments/plan/part", { token, partNo: 2 }, null)).json().token as string;

    // Part 2 first: refused with the reason, no link made.
    const early = await start(part2);
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe("Part 1 must be paid first");

    const first = await payOnline(token);
    expect(first).toMatchObject({ status: "paid", amountPaise: 600_000 });
    const enrolled = async () =>
      (await db.select().from(schema.enrolments).where(eq(schema.enrolments.trainingCardId, batch.id))).length;
    expect(await enrolled()).toBe(1);

    // The batch has started by the time part 2 is paid: it is still taken (the seat is part 1's).
    await db
      .update(schema.trainingCards)
      .set({ startDate: daysFromToday(-3) })
      .where(eq(schema.trainingCards.id, batch.id));
    const second = await payOnline(part2);
    expect(second).toMatchObject({ status: "paid", amountPaise: 400_000 });
    expect(second.invoiceNumber).not.toBe(first.invoiceNumber);
    expect(await enrolled()).toBe(1);
    const payments = await db
      .select()
      .from(schema.payments)
      .innerJoin(schema.paymentRequests, eq(schema.paymentRequests.id, schema.payments.paymentRequestId))
      .where(eq(schema.paymentRequests.leadId, lead.id))
      .orderBy(asc(schema.payments.id));
    expect(payments.map((row) => [row.payments.method, row.payments.status, row.payments.amountPaise])).toEqual([
      ["razorpay", "confirmed", 600_000],
      ["razorpay", "confirmed", 400_000],
    ]);
  });
});
