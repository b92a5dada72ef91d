// Referrals through the real app, on each database: staff set the scheme (admins and finance,
// audited; everyone on staff reads it, nobody else); a learner's link code; a visitor enrolling with
// the link's cookie gets the discount on the payment request and its proforma, with the referral
// recorded; self-referral gets nothing; a code and a referral never stack; the reward is earned
// after the wait, cancelled by a refund within it; credit comes off the referrer's next fee once,
// even for two fees priced at once, and comes back when that fee is refunded in full; an earned payout is marked paid once.
import { execFileSync } from "node:child_process";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { apiHeaders, auditRows, caller, signIn, type TestContext } from "../../test/app.ts";
import { createBatch, createLead, createLearner } from "../../test/factories.ts";
import { buildPaymentsApp, mailedPaymentToken, type PaymentsApp, paymentsOfRequest } from "../payment/test-setup.ts";

let app: PaymentsApp;
let t: TestContext;
let call: ReturnType<typeof caller>;
let batchId: number;
let referrer: Awaited<ReturnType<typeof createLearner>>;
let referrerToken: string;
let code: string;

// ₹11,800 a seat: 10% off is ₹10,620 = taxable ₹9,000 + GST ₹1,620.
const FEE = 1_180_000;

beforeAll(async () => {
  app = await buildPaymentsApp({ course: { name: "Cloud Security Essentials", price: { list: 15000, sell: 11800 } } });
  t = app.t;
  call = caller(t, () => app.staffToken);
  batchId = (await createBatch(t.database.db, app.course.id, { capacity: 100 })).id;
  referrer = await createLearner(t.database.db, {
    firstName: "Asha",
    email: "asha.rao@example.com",
    contact: "+91 98450 12345",
  });
  referrerToken = await signIn(t.app, "learner", referrer.email);
  code = (await call("GET", "/api/learners/me/referral", undefined, referrerToken)).json().code;
});
afterAll(() => t?.close());

const scheme = (values: Record<string, string> = {}, token = app.staffToken) =>
  call(
    "PUT",
    "/api/admin/referrals/scheme",
    {
      enabled: "on",
      discountKind: "percent",
      discountValue: "10",
      reward: "500",
      rewardMode: "credit",
      waitDays: "0",
      ...values,
    },
    token,
  );

let n = 0;
/** An enrolment posted as the public form posts it, with the referral cookie (or `cookie`). */
async function enrolReferred(values: { email?: string; contact?: string; cookie?: string; batch?: number } = {}) {
  const email = values.email ?? `friend.${++n}.${Date.now()}@example.com`;
  const res = await t.app.inject({
    method: "POST",
    url: "/api/leads/",
    headers: { ...apiHeaders(), cookie: values.cookie ?? `sb_referral=${code}` },
    payload: {
      leadName: "Kiran Das",
      leadEmail: email,
      leadContact: values.contact ?? `+91 90000 1${String(n).padStart(4, "0")}`,
      leadStatus: "new",
      ictId_id: app.course.id,
      trainingId: values.batch ?? batchId,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const token = await mailedPaymentToken(t, email);
  const [request] = await t.database.db
    .select()
    .from(schema.paymentRequests)
    .innerJoin(schema.leads, eq(schema.leads.id, schema.paymentRequests.leadId))
    .where(sql`lower(${schema.leads.email}) = lower(${email})`);
  return { email, token, requestId: request!.payment_requests.id, lead: request!.leads };
}

const pageOf = async (token: string) =>
  (await call("GET", `/api/payments/page?token=${token}`, undefined, null)).json();
const referralOf = async (requestId: number) =>
  (await t.database.db.select().from(schema.referrals).where(eq(schema.referrals.paymentRequestId, requestId)))[0];
const proformaOf = async (requestId: number) =>
  (await t.database.db.select().from(schema.documents).where(eq(schema.documents.paymentRequestId, requestId))).find(
    (row) => row.kind === "proforma",
  )!;
const pdfText = (base64: string) =>
  execFileSync("pdftotext", ["-layout", "-", "-"], { input: Buffer.from(base64, "base64") }).toString("utf8");

let utr = 712_345_678_900;
/** The payer's UPI payment entered and confirmed by finance. */
async function pay(token: string, requestId: number) {
  const entered = await call("POST", "/api/payments/utr", { token, method: "upi", utr: String(++utr) }, null);
  expect(entered.statusCode, entered.body).toBe(201);
  const [payment] = await paymentsOfRequest(t, requestId);
  const confirmed = await call("POST", `/api/admin/payments/${payment!.id}/confirm`);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return payment!.id;
}
const mine = async (token = referrerToken) => (await call("GET", "/api/learners/me/referral", undefined, token)).json();
const overview = async () => (await call("GET", "/api/admin/referrals")).json();

describe("the scheme and the links", () => {
  it("is saved by admins and finance, audited; plain staff read it; learners and visitors cannot", async () => {
    const saved = await scheme({ waitDays: "0" });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().scheme).toMatchObject({
      enabled: true,
      discountKind: "percent",
      discountValue: 10,
      rewardPaise: 50_000,
      rewardMode: "credit",
      waitDays: 0,
    });
    expect((await scheme({}, app.plainStaffToken)).statusCode).toBe(403);
    expect((await call("GET", "/api/admin/referrals", undefined, app.plainStaffToken)).statusCode).toBe(200);
    expect((await call("GET", "/api/admin/referrals", undefined, referrerToken)).statusCode).toBe(403);
    expect((await call("GET", "/api/admin/referrals", undefined, null)).statusCode).toBe(401);
    const bad = await scheme({ discountValue: "150" });
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json())).toContain("Enter a whole percentage from 1 to 100");
    const badWait = await scheme({ waitDays: "-1" });
    expect(JSON.stringify(badWait.json())).toContain("Enter the wait in whole days, from 0 to 365");
    expect((await overview()).scheme.discountValue).toBe(10);
    expect((await auditRows(t, "referral_scheme", 1)).map((row) => row.action)).toEqual(["referral.scheme"]);
  });

  it("gives each learner one unguessable code of their own; the link check names nobody", async () => {
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
    expect((await mine()).code).toBe(code);
    const other = await createLearner(t.database.db);
    const otherCode = (await mine(await signIn(t.app, "learner", other.email))).code;
    expect(otherCode).not.toBe(code);
    expect(JSON.stringify(await mine())).not.toContain(otherCode);
    expect((await call("GET", "/api/learners/me/referral", undefined, null)).statusCode).toBe(401);
    const link = await call("GET", `/api/referrals/links/${code.toLowerCase()}`, undefined, null);
    expect(link.statusCode).toBe(200);
    expect(link.json()).toEqual({ code });
    expect((await call("GET", "/api/referrals/links/ZZZZZZZZZZ", undefined, null)).statusCode).toBe(404);
    // The learner's data export holds their link, never a friend's details.
    const data = (await call("GET", "/api/learners/me/data", undefined, referrerToken)).json();
    expect(data.referrals.link.code).toBe(code);
  });
});

describe("a referred visitor's fee", () => {
  it("gets the discount on the request and its proforma, the referral recorded with its referrer", async () => {
    await scheme({ waitDays: "0" });
    const friend = await enrolReferred();
    expect(friend.lead.referrerLearnerId).toBe(referrer.id);
    const page = await pageOf(friend.token);
    expect(page).toMatchObject({
      amountPaise: 1_062_000,
      discount: { label: "Referral discount", listPaise: FEE, discountPaise: 118_000 },
      split: { pricePaise: 1_062_000, taxablePaise: 900_000, cgstPaise: 81_000, sgstPaise: 81_000 },
    });
    // The payer's page never names the referrer.
    expect(JSON.stringify(page)).not.toMatch(/asha/i);
    expect(await proformaOf(friend.requestId)).toMatchObject({
      pricePaise: 1_062_000,
      discountPaise: 118_000,
      discountLabel: "Referral discount",
    });
    expect(await referralOf(friend.requestId)).toMatchObject({
      referrerLearnerId: referrer.id,
      discountPaise: 118_000,
      rewardPaise: 50_000,
      rewardMode: "credit",
    });
    const pdf = await call("GET", `/api/payments/document?token=${friend.token}&kind=proforma`, undefined, null);
    expect(pdfText(pdf.json().pdfBase64)).toMatch(/Referral discount\s+- INR 1,180\.00/);
  });

  it("refuses self-referral by e-mail (any case) or phone: no discount, no referral", async () => {
    const byEmail = await enrolReferred({ email: "ASHA.RAO@example.com" });
    const byPhone = await enrolReferred({ contact: "098450 12345" });
    for (const self of [byEmail, byPhone]) {
      expect(self.lead.referrerLearnerId).toBeNull();
      expect((await pageOf(self.token)).amountPaise).toBe(FEE);
      expect(await referralOf(self.requestId)).toBeUndefined();
    }
  });

  it("gets nothing from an unknown code, a scheme switched off, or no cookie", async () => {
    expect((await pageOf((await enrolReferred({ cookie: "sb_referral=ZZZZZZZZZZ" })).token)).amountPaise).toBe(FEE);
    expect((await pageOf((await enrolReferred({ cookie: "other=1" })).token)).amountPaise).toBe(FEE);
    await scheme({ enabled: "off" });
    expect((await pageOf((await enrolReferred()).token)).amountPaise).toBe(FEE);
    await scheme();
  });

  it("takes one discount only: a smaller code is refused in words, a larger one replaces the referral's", async () => {
    await call("POST", "/api/admin/coupons", { code: "SMALL5", kind: "percent", value: "5" });
    await call("POST", "/api/admin/coupons", { code: "BIG20", kind: "percent", value: "20" });
    const friend = await enrolReferred();
    const small = await call("POST", "/api/payments/coupon", { token: friend.token, code: "SMALL5" }, null);
    expect(small.statusCode).toBe(422);
    expect(small.json().detail[0].msg).toBe(
      "Your referral discount (₹1,180.00) is larger than this code's (₹590.00): one discount applies to a fee, so we kept the larger.",
    );
    expect((await pageOf(friend.token)).amountPaise).toBe(1_062_000);
    const big = await call("POST", "/api/payments/coupon", { token: friend.token, code: "BIG20" }, null);
    expect(big.statusCode, big.body).toBe(200);
    expect(big.json()).toMatchObject({
      amountPaise: 944_000,
      discount: { code: "BIG20", listPaise: FEE, discountPaise: 236_000 },
    });
    expect(await referralOf(friend.requestId)).toMatchObject({ discountPaise: 0, referrerLearnerId: referrer.id });
    expect(await proformaOf(friend.requestId)).toMatchObject({
      pricePaise: 944_000,
      discountPaise: 236_000,
      couponCode: "BIG20",
    });
  });
});

describe("the referrer's reward", () => {
  it("is earned after the wait, counted as credit, and taken off the referrer's next fee once", async () => {
    const rewarder = await createLearner(t.database.db, {
      email: `ravi.${Date.now()}@example.com`,
      contact: "+91 91111 22222",
    });
    const rewarderToken = await signIn(t.app, "learner", rewarder.email);
    const rewarderCode = (await mine(rewarderToken)).code;
    await scheme({ waitDays: "7", reward: "500" });
    const friend = await enrolReferred({ cookie: `sb_referral=${rewarderCode}` });
    await pay(friend.token, friend.requestId);
    expect(await mine(rewarderToken)).toMatchObject({ creditPaise: 0, earnedPaise: 0, referred: 1 });
    const referralId = (await referralOf(friend.requestId))!.id;
    const stateOf = async () =>
      (await overview()).referrals.find((item: { id: number }) => item.id === referralId).state;
    expect(await stateOf()).toBe("waiting");
    // Eight days on: the payment was confirmed before the wait.
    await t.database.db.execute(
      sql`update payments set confirmed_at = now() - interval '8 days' where payment_request_id = ${friend.requestId}`,
    );
    expect(await mine(rewarderToken)).toMatchObject({ creditPaise: 50_000, earnedPaise: 50_000 });
    expect(await stateOf()).toBe("earned");

    // Two fees of the referrer's priced at once: the ₹500 of credit comes off one of them only.
    const second = await createBatch(t.database.db, app.course.id, { capacity: 100 });
    const leads = await Promise.all(
      [batchId, second.id].map((id) =>
        createLead(t.database.db, { name: "Ravi", email: rewarder.email, courseId: app.course.id, trainingCardId: id }),
      ),
    );
    const made = await Promise.all(leads.map((lead) => call("POST", `/api/admin/leads/${lead.id}/payment-request`)));
    for (const res of made) expect(res.statusCode, res.body).toBe(201);
    const requests = await Promise.all(
      made.map(async (res) => {
        const id = res.json().requestId as number;
        const [row] = await t.database.db
          .select()
          .from(schema.paymentRequests)
          .where(eq(schema.paymentRequests.id, id));
        return row!;
      }),
    );
    expect(requests.map((row) => row.amountPaise).sort((a, b) => a - b)).toEqual([FEE - 50_000, FEE]);
    const uses = await t.database.db
      .select()
      .from(schema.referralCreditUses)
      .where(eq(schema.referralCreditUses.learnerId, rewarder.id));
    expect(uses.map((use) => use.amountPaise)).toEqual([50_000]);
    const credited = requests.find((row) => row.amountPaise === FEE - 50_000)!.id;
    expect(await proformaOf(credited)).toMatchObject({ discountPaise: 50_000, discountLabel: "Referral credit" });
    expect((await mine(rewarderToken)).creditPaise).toBe(0);

    // A newer link for that fee replaces the old one: the credit comes back and goes on the new one.
    const creditedLead = requests.find((row) => row.id === credited)!.leadId;
    const again = await call("POST", `/api/admin/leads/${creditedLead}/payment-request`);
    expect(again.statusCode, again.body).toBe(201);
    const newer = again.json().requestId as number;
    expect(await proformaOf(newer)).toMatchObject({ pricePaise: FEE - 50_000, discountLabel: "Referral credit" });
    expect((await mine(rewarderToken)).creditPaise).toBe(0);

    // A code on top: the code's discount off the list fee, the credit after it.
    await call("POST", "/api/admin/coupons", { code: "CREDIT20", kind: "percent", value: "20" });
    const token = await mailedPaymentToken(t, rewarder.email);
    const coded = await call("POST", "/api/payments/coupon", { token, code: "CREDIT20" }, null);
    expect(coded.statusCode, coded.body).toBe(200);
    expect(coded.json()).toMatchObject({
      amountPaise: FEE - 236_000 - 50_000,
      discount: { label: "Discount (code CREDIT20) and Referral credit", listPaise: FEE, discountPaise: 286_000 },
    });

    // That fee paid, then refunded in full: the credit it used is the referrer's to use again.
    const paid = await pay(token, newer);
    expect((await mine(rewarderToken)).creditPaise).toBe(0);
    const refund = await call("POST", `/api/admin/payments/${paid}/refund`, {
      amount: String((FEE - 286_000) / 100),
      reference: "R-CREDIT-BACK",
    });
    expect(refund.statusCode, refund.body).toBe(201);
    expect((await mine(rewarderToken)).creditPaise).toBe(50_000);
  });

  it("is cancelled by a refund within the wait", async () => {
    await scheme({ waitDays: "30" });
    const friend = await enrolReferred();
    const paymentId = await pay(friend.token, friend.requestId);
    const refunded = await call("POST", `/api/admin/payments/${paymentId}/refund`, {
      amount: "100",
      reference: "R-REF-1",
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    const id = (await referralOf(friend.requestId))!.id;
    const row = (await overview()).referrals.find((item: { id: number }) => item.id === id);
    expect(row).toMatchObject({ state: "cancelled", rewardPaise: 50_000 });
  });

  it("as a payout, is marked paid once by finance (audited), never by plain staff", async () => {
    await scheme({ waitDays: "0", rewardMode: "payout", reward: "750" });
    const friend = await enrolReferred();
    const id = (await referralOf(friend.requestId))!.id;
    // Not yet paid: nothing to pay out.
    expect((await call("POST", `/api/admin/referrals/${id}/paid`)).statusCode).toBe(409);
    await pay(friend.token, friend.requestId);
    const before = (await overview()).totals.payoutOwedPaise;
    expect(before).toBeGreaterThanOrEqual(75_000);
    expect((await call("POST", `/api/admin/referrals/${id}/paid`, undefined, app.plainStaffToken)).statusCode).toBe(
      403,
    );
    const paid = await call("POST", `/api/admin/referrals/${id}/paid`);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().referrals.find((item: { id: number }) => item.id === id)).toMatchObject({ state: "paid_out" });
    expect(paid.json().totals.payoutOwedPaise).toBe(before - 75_000);
    expect(paid.json().referrers.find((row: { email: string }) => row.email === referrer.email)).toMatchObject({
      name: expect.stringContaining("Asha"),
      payoutOwedPaise: 0,
      payoutPaidPaise: 75_000,
    });
    expect((await call("POST", `/api/admin/referrals/${id}/paid`)).statusCode).toBe(409);
    expect((await auditRows(t, "referral", id)).map((row) => row.action)).toEqual(["referral.payout_paid"]);
    expect((await call("POST", "/api/admin/referrals/999999/paid")).statusCode).toBe(404);
    await scheme();
  });
});
