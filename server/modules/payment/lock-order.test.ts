// One lock order for seats: confirming a waitlisted lead's payment (which locked the payment
// request, then the batch) and raising the batch's capacity (which locked the batch, then offered
// the freed seat to that same lead, locking its request) used to wait for each other in a cycle,
// and PostgreSQL killed one of them (deadlock, 40P01). Every path now locks the batch first. Run
// together 50 times on PostgreSQL, neither ever fails with a deadlock and the batch is never
// over capacity. (The embedded database has one connection, so its transactions never overlap:
// a few rounds there check the same outcomes.)
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { caller, type TestContext } from "../../test/app.ts";
import { createBatch, createLead, createLearner, enrol } from "../../test/factories.ts";
import { auditedWrite } from "../audit/audit.ts";
import { confirmPayment } from "./payment-flow.ts";
import { buildPaymentsApp, enrolledOn, paymentsOfRequest, requestPayment } from "./test-setup.ts";

const onPostgres = process.env.TEST_DB_DRIVER === "postgres";
const ROUNDS = onPostgres ? 50 : 5;

let t: TestContext;
let call: ReturnType<typeof caller>;
let course: { id: number };

beforeAll(async () => {
  let financeToken: string;
  ({
    t,
    staffToken: financeToken,
    course,
  } = await buildPaymentsApp({ course: { name: "Network Defence", price: { list: 9000, sell: 8000 } } }));
  call = caller(t, () => financeToken);
});
afterAll(() => t.close());

/** The PostgreSQL error code of a failure (drizzle wraps the driver's error as its cause). */
function sqlState(error: unknown): string | null {
  for (let at: unknown = error; at && typeof at === "object"; at = (at as { cause?: unknown }).cause) {
    const code = (at as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

let n = 0;
let utr = 815_000_000_000;
/** A full one-seat batch and a waitlisted lead whose UTR waits for confirmation. */
async function fullBatchWithWaitlistedClaim() {
  const db = t.database.db;
  const batch = await createBatch(db, course.id, { capacity: 1 });
  const learner = await createLearner(db);
  await enrol(db, learner.id, batch.id);
  const lead = await createLead(db, {
    name: "Farah Khan",
    email: `waiting.${++n}.${Date.now()}@example.com`,
    contact: "+91 98450 33333",
    courseId: course.id,
    trainingCardId: batch.id,
  });
  const made = await requestPayment(call, t, lead);
  const entered = await call(
    "POST",
    "/api/payments/utr",
    { token: made.token, method: "upi", utr: String(++utr) },
    null,
  );
  expect(entered.statusCode, entered.body).toBe(201);
  await db.update(schema.leads).set({ status: "waitlist" }).where(eq(schema.leads.id, lead.id));
  const [payment] = await paymentsOfRequest(t, made.requestId);
  return { batch, paymentId: payment!.id };
}

describe("confirming a waitlisted lead's payment while the batch's capacity changes", () => {
  it(`never deadlocks (${ROUNDS} rounds at once) and never sells more seats than the capacity`, async () => {
    const deadlocks: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const { batch, paymentId } = await fullBatchWithWaitlistedClaim();
      const actor = { staffId: null, requestId: `lock-order-${round}`, ip: "127.0.0.1" };
      const [confirmed, capacity] = await Promise.all([
        auditedWrite(t.database.db, actor, (tx, audit) =>
          confirmPayment(tx, audit, { paymentId, staffId: null, origin: "https://academy.example.in" }),
        ).then(
          () => null,
          (error: unknown) => sqlState(error) ?? String(error),
        ),
        call("PUT", `/api/admin/batches/${batch.id}/capacity`, { capacity: 2 }),
      ]);
      if (confirmed === "40P01" || capacity.statusCode === 500) deadlocks.push(round);
      // The capacity change has no other way to fail.
      expect(capacity.statusCode, capacity.body).not.toBe(500);
      // The confirmation either went through, or found its request replaced by the seat's offer
      // (a unique-index refusal, the replaced-link case) — never a deadlock.
      expect([null, "23505"]).toContain(confirmed);
      expect(await enrolledOn(t, batch.id)).toBeLessThanOrEqual(2);
    }
    expect(deadlocks).toEqual([]);
  }, 300_000);
});
