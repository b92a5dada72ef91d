// The payments page's status tabs say how many payments each holds. The list stops at 200 rows,
// so the counts come from their own read, staff-readable like the list, honouring the list's
// filters (method, batch, dates, search) but its status. "To refund" counts only money still to give
// back, as its tab lists. On each database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiHeaders, caller, signIn, type TestContext } from "../../test/app.ts";
import { createBatch, createLead, createLearner } from "../../test/factories.ts";
import { buildPaymentsApp, paymentsOfRequest, requestPayment } from "./test-setup.ts";

let t: TestContext;
let call: ReturnType<typeof caller>;
let plainStaffToken: string;
let course: { id: number };
let batchA: number;
let batchB: number;

const claim = (token: string, utr: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/payments/utr",
    headers: apiHeaders(),
    payload: { token, method: "upi", utr },
  });

/** A payer on `batch` who entered `utr`: the payment's id. */
async function claimed(name: string, batch: number, utr: string) {
  const lead = await createLead(t.database.db, {
    name,
    email: `payer.${Math.random().toString(36).slice(2)}@example.com`,
    courseId: course.id,
    trainingCardId: batch,
  });
  const { token, requestId } = await requestPayment(call, t, lead);
  const made = await claim(token, utr);
  expect(made.statusCode, made.body).toBe(201);
  const [payment] = await paymentsOfRequest(t, requestId);
  return { lead, payment: payment! };
}

beforeAll(async () => {
  let staffToken: string;
  ({ t, staffToken, plainStaffToken, course } = await buildPaymentsApp({
    course: { name: "Cloud Security Essentials", price: { list: 30000, sell: 24999 } },
  }));
  call = caller(t, () => staffToken);
  batchA = (await createBatch(t.database.db, course.id)).id;
  batchB = (await createBatch(t.database.db, course.id)).id;

  await claimed("Asha Menon", batchA, "734500000001"); // pending
  const confirmed = await claimed("Rahul Nair", batchA, "734500000002");
  expect((await call("POST", `/api/admin/payments/${confirmed.payment.id}/confirm`)).statusCode).toBe(200);
  const rejected = await claimed("Divya Pillai", batchA, "734500000003");
  expect((await call("POST", `/api/admin/payments/${rejected.payment.id}/reject`)).statusCode).toBe(200);
  // Two paid on a link staff replaced: flagged for refund; one of them then refunded in full.
  for (const [name, utr, refund] of [
    ["Kiran Rao", "734500000004", false],
    ["Vikram Iyer", "734500000005", true],
  ] as const) {
    const { lead, payment } = await claimed(name, batchA, utr);
    expect((await call("POST", `/api/admin/leads/${lead.id}/payment-request`)).statusCode).toBe(201);
    const flagged = await call("POST", `/api/admin/payments/${payment.id}/confirm`);
    expect(flagged.json()).toMatchObject({ status: "flagged" });
    if (refund) {
      const refunded = await call("POST", `/api/admin/payments/${payment.id}/refund`, {
        amount: "24999",
        reference: "NEFT N000000000201",
      });
      expect(refunded.statusCode, refunded.body).toBe(201);
    }
  }
  await claimed("Neha Joshi", batchB, "734500000006"); // pending, on the other batch
});
afterAll(() => t?.close());

const counts = (query = "", token?: string | null) =>
  call("GET", `/api/admin/payments/counts${query}`, undefined, token);
const listed = async (query: string) => (await call("GET", `/api/admin/payments?${query}`)).json() as unknown[];

describe("the status tabs' counts", () => {
  it("count every status; To refund leaves out money refunded in full", async () => {
    const res = await counts();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ pending: 2, confirmed: 1, rejected: 1, flagged: 1 });
  });

  it("honour the list's filters but its status, and agree with the list under each", async () => {
    for (const [query, expected] of [
      [`?batch=${batchA}`, { pending: 1, confirmed: 1, rejected: 1, flagged: 1 }],
      [`?batch=${batchB}`, { pending: 1, confirmed: 0, rejected: 0, flagged: 0 }],
      ["?q=neha", { pending: 1, confirmed: 0, rejected: 0, flagged: 0 }],
      ["?q=734500000003", { pending: 0, confirmed: 0, rejected: 1, flagged: 0 }],
      ["?method=bank", { pending: 0, confirmed: 0, rejected: 0, flagged: 0 }],
      ["?from=2099-01-01", { pending: 0, confirmed: 0, rejected: 0, flagged: 0 }],
      // A status given is ignored: the tabs count across statuses.
      ["?status=confirmed&method=upi", { pending: 2, confirmed: 1, rejected: 1, flagged: 1 }],
    ] as const) {
      const res = await counts(query);
      expect(res.json(), query).toEqual(expected);
      for (const status of ["pending", "confirmed", "rejected", "flagged"] as const) {
        const filters = query.replace(/^\?/, "").replace(/status=\w+&?/, "");
        expect((await listed(`${filters}&status=${status}`)).length, `${query} ${status}`).toBe(expected[status]);
      }
    }
  });

  it("are for staff, plain staff included; a learner or no session gets none", async () => {
    expect((await counts("", plainStaffToken)).statusCode).toBe(200);
    expect((await counts("", null)).statusCode).toBe(401);
    const learner = await createLearner(t.database.db, { email: "learner.counts@example.com" });
    expect((await counts("", await signIn(t.app, "learner", learner.email))).statusCode).toBe(403);
  });

  it("refuse a filter that does not parse", async () => {
    const res = await counts("?batch=abc");
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([expect.objectContaining({ loc: ["querystring", "batch"] })]);
  });
});
