// Discount codes through the real app, on each database: staff create, edit and switch codes
// (admins and finance; audited); a payer applies one on the payment page, which prices the fee and
// its proforma again (GST on the discounted fee) while nothing is paid or claimed; the tax invoice,
// the GSTR-1 export and the dashboard's revenue carry the discounted figures; payers racing for a
// code's last use get it once.
import { execFileSync } from "node:child_process";
import { dayInIndia } from "@skillbridge/core/rules";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { auditRows, caller, type TestContext } from "../../test/app.ts";
import { createBatch, createLead } from "../../test/factories.ts";
import {
  buildPaymentsApp,
  mailedPaymentToken,
  type PaymentsApp,
  paymentsOfRequest,
  requestPayment,
} from "../payment/test-setup.ts";

let app: PaymentsApp;
let t: TestContext;
let call: ReturnType<typeof caller>;
let batchId: number;

beforeAll(async () => {
  // ₹11,800 a seat: 10% off is ₹10,620 = taxable ₹9,000 + GST ₹1,620.
  app = await buildPaymentsApp({ course: { name: "Cloud Security Essentials", price: { list: 15000, sell: 11800 } } });
  t = app.t;
  call = caller(t, () => app.staffToken);
  batchId = (await createBatch(t.database.db, app.course.id, { capacity: 100 })).id;
});
afterAll(() => t?.close());

const today = () => dayInIndia(new Date());
const dayAfter = (days: number) => dayInIndia(new Date(Date.now() + days * 86_400_000));

async function payer(name = "Meera Krishnan", email = `payer.${Math.random().toString(36).slice(2)}@example.com`) {
  const lead = await createLead(t.database.db, { name, email, courseId: app.course.id, trainingCardId: batchId });
  return { ...(await requestPayment(call, t, lead)), email };
}

async function createCoupon(values: Record<string, unknown>) {
  const res = await call("POST", "/api/admin/coupons", { kind: "percent", value: "10", ...values });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; code: string };
}

const apply = (token: string, code: string) => call("POST", "/api/payments/coupon", { token, code }, null);
const pageOf = async (token: string) =>
  (await call("GET", `/api/payments/page?token=${token}`, undefined, null)).json();
const proformaOf = async (requestId: number) =>
  (await t.database.db.select().from(schema.documents).where(eq(schema.documents.paymentRequestId, requestId))).find(
    (row) => row.kind === "proforma",
  )!;
const pdfText = (base64: string) =>
  execFileSync("pdftotext", ["-layout", "-", "-"], { input: Buffer.from(base64, "base64") }).toString("utf8");

describe("staff managing codes", () => {
  it("creates, edits and switches a code, audited; the same code in another case is refused", async () => {
    const created = await createCoupon({ code: "early-bird", maxUses: "50", validTo: dayAfter(30) });
    expect(created).toMatchObject({
      code: "EARLY-BIRD",
      kind: "percent",
      value: 10,
      maxUses: 50,
      uses: 0,
      active: true,
    });
    const again = await call("POST", "/api/admin/coupons", { code: "Early-Bird", kind: "fixed", value: "500" });
    expect(again.statusCode).toBe(422);
    expect(again.json().detail[0]).toMatchObject({ loc: ["body", "code"], msg: expect.stringContaining("already") });

    const edited = await call("PUT", `/api/admin/coupons/${created.id}`, {
      code: "EARLY-BIRD",
      kind: "fixed",
      value: "1500",
      minFee: "10000",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ kind: "fixed", value: 150_000, minFeePaise: 1_000_000, maxUses: null });
    const off = await call("POST", `/api/admin/coupons/${created.id}/active`, { active: false });
    expect(off.json()).toMatchObject({ active: false });
    const list = (await call("GET", "/api/admin/coupons")).json() as { code: string }[];
    expect(list.map((row) => row.code)).toContain("EARLY-BIRD");

    const audit = await auditRows(t, "coupon", created.id);
    expect(audit.map((row) => row.action)).toEqual(["coupon.create", "coupon.update", "coupon.deactivate"]);
  });

  it("gives a code written by two staff at once to one of them; the other is told it is taken", async () => {
    const answers = await Promise.all(
      ["SAME-TIME", "same-time", "Same-Time", "SAME-time"].map((code) =>
        call("POST", "/api/admin/coupons", { code, kind: "fixed", value: "100" }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 422, 422, 422]);
    for (const res of answers.filter((answer) => answer.statusCode === 422)) {
      expect(res.json().detail[0]).toMatchObject({ loc: ["body", "code"], msg: expect.stringContaining("already") });
    }
    const renamed = await Promise.all(["RACE-A", "RACE-B"].map(async (code) => (await createCoupon({ code })).id)).then(
      (ids) =>
        Promise.all(
          ids.map((id) => call("PUT", `/api/admin/coupons/${id}`, { code: "RACE-C", kind: "percent", value: "5" })),
        ),
    );
    expect(renamed.map((res) => res.statusCode).sort()).toEqual([200, 422]);
  });

  it("lets plain staff see codes but not change them, and refuses bad input changing nothing", async () => {
    const before = (await call("GET", "/api/admin/coupons", undefined, app.plainStaffToken)).json().length;
    const refused = await call(
      "POST",
      "/api/admin/coupons",
      { code: "PLAIN1", kind: "percent", value: "5" },
      app.plainStaffToken,
    );
    expect(refused.statusCode).toBe(403);
    const bad = await call("POST", "/api/admin/coupons", { code: "BAD1", kind: "percent", value: "150" });
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json())).toContain("Enter a whole percentage from 1 to 100");
    expect((await call("GET", "/api/admin/coupons")).json().length).toBe(before);
    expect((await call("GET", "/api/admin/coupons", undefined, null)).statusCode).toBe(401);
  });
});

describe("a payer applying a code", () => {
  it("prices the fee and proforma again: the discount off the tax-inclusive fee, GST on what is left", async () => {
    await createCoupon({ code: "WEBINAR10" });
    const { token, requestId } = await payer();
    const applied = await apply(token, "  webinar10 ");
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({
      amountPaise: 1_062_000,
      discount: { code: "WEBINAR10", listPaise: 1_180_000, discountPaise: 118_000 },
      couponOpen: false,
      split: { pricePaise: 1_062_000, taxablePaise: 900_000, cgstPaise: 81_000, sgstPaise: 81_000 },
    });
    expect(await proformaOf(requestId)).toMatchObject({
      pricePaise: 1_062_000,
      taxablePaise: 900_000,
      discountPaise: 118_000,
      couponCode: "WEBINAR10",
    });
    const pdf = await call("GET", `/api/payments/document?token=${token}&kind=proforma`, undefined, null);
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = pdfText(pdf.json().pdfBase64);
    expect(text).toMatch(/Discount \(code WEBINAR10\)\s+- INR 1,180\.00/);
    expect(text).toMatch(/Taxable value after discount\s+INR 9,000\.00/);

    // A second code on the same fee is refused; so is a prefix or an unknown code elsewhere.
    expect((await apply(token, "WEBINAR10")).statusCode).toBe(409);
    const other = await payer();
    const prefix = await apply(other.token, "WEBINAR1");
    expect(prefix.statusCode).toBe(422);
    expect(prefix.json().detail[0].msg).toBe("We do not know this code: check its spelling.");
    expect((await pageOf(other.token)).amountPaise).toBe(1_180_000);
  });

  it("refuses expired, not yet valid, other-course, used-up-for-this-e-mail and inactive codes, changing nothing", async () => {
    await createCoupon({ code: "OLD5", validFrom: dayAfter(-10), validTo: dayAfter(-1) });
    await createCoupon({ code: "SOON5", validFrom: dayAfter(2) });
    await createCoupon({ code: "OTHER5", scope: "courses", scopeIds: String(app.course.id + 1000) });
    await createCoupon({ code: "ONCE5", maxUsesPerEmail: "1" });
    const off = await createCoupon({ code: "OFF5" });
    await call("POST", `/api/admin/coupons/${off.id}/active`, { active: false });

    const { token, requestId, email } = await payer();
    const refusal = async (code: string) => {
      const res = await apply(token, code);
      expect(res.statusCode, res.body).toBe(422);
      return res.json().detail[0].msg as string;
    };
    expect(await refusal("old5")).toMatch(/^This code has expired on \d{1,2} \w{3} \d{4}\.$/);
    expect(await refusal("SOON5")).toMatch(/^This code is valid from /);
    expect(await refusal("OTHER5")).toBe("This code is not valid for this course or batch.");
    expect(await refusal("OFF5")).toBe("This code is no longer offered.");
    expect((await pageOf(token)).amountPaise).toBe(1_180_000);
    expect((await proformaOf(requestId)).discountPaise).toBe(0);

    expect((await apply(token, "ONCE5")).statusCode).toBe(200);
    const second = await payer("Meera Again", email.toUpperCase());
    expect((await apply(second.token, "ONCE5")).json().detail[0].msg).toBe(
      "This code has already been used as many times as it allows with your e-mail address.",
    );
  });

  it("never changes a fee already claimed, and a code switched off after use stays on its payment", async () => {
    const code = await createCoupon({ code: "STAYS10" });
    const claimed = await payer();
    const utr = await call(
      "POST",
      "/api/payments/utr",
      { token: claimed.token, method: "upi", utr: "512345678901" },
      null,
    );
    expect(utr.statusCode, utr.body).toBe(201);
    const late = await apply(claimed.token, "STAYS10");
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toContain("can no longer change");
    expect((await pageOf(claimed.token)).amountPaise).toBe(1_180_000);

    const kept = await payer();
    expect((await apply(kept.token, "STAYS10")).statusCode).toBe(200);
    await call("POST", `/api/admin/coupons/${code.id}/active`, { active: false });
    expect((await pageOf(kept.token)).discount).toMatchObject({ code: "STAYS10", discountPaise: 118_000 });
  });
});

describe("a payment link replaced by a newer one", () => {
  it("carries the code over to the new link while it holds (its use moves with it); a code that lapsed since does not", async () => {
    const code = await createCoupon({ code: "CARRY10", maxUses: "1" });
    const lead = await createLead(t.database.db, {
      name: "Ira Bose",
      email: "ira.carry@example.com",
      courseId: app.course.id,
      trainingCardId: batchId,
    });
    const first = await requestPayment(call, t, lead);
    expect((await apply(first.token, "carry10")).statusCode).toBe(200);
    const second = await requestPayment(call, t, lead);
    expect(second.token).not.toBe(first.token);
    expect(await pageOf(second.token)).toMatchObject({ amountPaise: 1_062_000, discount: { code: "CARRY10" } });
    expect(await proformaOf(second.requestId)).toMatchObject({ pricePaise: 1_062_000, couponCode: "CARRY10" });
    // The one use allowed is the new link's, not spent twice.
    const listed = (await call("GET", "/api/admin/coupons")).json() as { id: number; uses: number }[];
    expect(listed.find((row) => row.id === code.id)?.uses).toBe(1);

    expect((await call("POST", `/api/admin/coupons/${code.id}/active`, { active: false })).statusCode).toBe(200);
    const third = await requestPayment(call, t, lead);
    const full = await pageOf(third.token);
    expect(full.amountPaise).toBe(1_180_000);
    expect(full.discount ?? null).toBeNull();
  });
});

/** An enrolment posted as the public form posts it, with the code its shared link carried. */
const enrol = (email: string, couponCode: string, trainingId = batchId) =>
  call(
    "POST",
    "/api/leads/",
    {
      leadName: "Kabir Sethi",
      leadEmail: email,
      leadContact: "+91 98450 12121",
      ictId_id: app.course.id,
      trainingId,
      couponCode,
    },
    null,
  );
const acknowledgementTo = async (email: string) =>
  (await t.database.db.select().from(schema.outbox).where(eq(schema.outbox.to, email)))[0]!;

describe("a code carried by a shared link through the enrolment", () => {
  it("prices the new payment request with a valid code: the payment page and the mail say the discounted fee", async () => {
    await createCoupon({ code: "LINK15", value: "15" });
    const email = "kabir.link@example.com";
    const res = await enrol(email, " link15 ");
    expect(res.statusCode, res.body).toBe(201);
    const path = res.json().paymentPath as string;
    expect(path).toMatch(/^\/pay\?token=[\w-]+$/);
    const token = new URL(path, "http://x").searchParams.get("token")!;
    // ₹11,800 less 15% = ₹10,030.
    expect(await pageOf(token)).toMatchObject({ amountPaise: 1_003_000, discount: { code: "LINK15" } });
    const mail = await acknowledgementTo(email);
    expect(mail.text).toContain("10,030.00");
    expect(mail.text).not.toContain("11,800.00");
  });

  it("keeps a refused code on the link (the payment page's field), pricing the fee in full; a malformed code is refused", async () => {
    await createCoupon({ code: "GONE", validFrom: dayAfter(-10), validTo: dayAfter(-1) });
    const email = "kabir.expired@example.com";
    const res = await enrol(email, "gone");
    expect(res.statusCode, res.body).toBe(201);
    const path = res.json().paymentPath as string;
    expect(path).toMatch(/^\/pay\?token=[\w-]+&code=GONE$/);
    const token = new URL(path, "http://x").searchParams.get("token")!;
    expect((await pageOf(token)).amountPaise).toBe(1_180_000);
    expect((await acknowledgementTo(email)).text).toMatch(/\/pay\?token=[\w-]+&code=GONE/);

    const bad = await enrol("kabir.bad@example.com", "no spaces allowed");
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0]).toMatchObject({ loc: ["body", "couponCode"] });
  });
});

describe("a discounted fee paid", () => {
  it("issues a tax invoice with the discount line; GSTR-1 and the dashboard's revenue carry the discounted figures", async () => {
    const code = await createCoupon({ code: "PAID10" });
    const { token, requestId } = await payer("Kavya Menon");
    expect((await apply(token, "PAID10")).statusCode).toBe(200);
    const entered = await call("POST", "/api/payments/utr", { token, method: "upi", utr: "612345678901" }, null);
    expect(entered.statusCode, entered.body).toBe(201);
    const [payment] = await paymentsOfRequest(t, requestId);
    expect(payment!.amountPaise).toBe(1_062_000);
    const confirmed = await call("POST", `/api/admin/payments/${payment!.id}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { invoiceNumber } = confirmed.json() as { invoiceNumber: string };

    const pdf = await call("GET", `/api/payments/document?token=${token}&kind=tax_invoice`, undefined, null);
    const text = pdfText(pdf.json().pdfBase64);
    expect(text).toContain("TAX INVOICE");
    expect(text).toMatch(/Fee before discount \(incl\. GST\)\s+INR 11,800\.00/);
    expect(text).toMatch(/Discount \(code PAID10\)\s+- INR 1,180\.00/);
    expect(text).toMatch(/CGST @ 9%\s+INR 810\.00/);
    expect(text).toMatch(/Total \(tax inclusive\)\s+INR 10,620\.00/);

    const month = today().slice(0, 7);
    const gstr1 = await call("GET", `/api/admin/gstr1?month=${month}`);
    expect(gstr1.statusCode, gstr1.body).toBe(200);
    const row = (gstr1.json() as { number: string }[]).find((r) => r.number === invoiceNumber);
    expect(row).toMatchObject({ taxablePaise: 900_000, cgstPaise: 81_000, sgstPaise: 81_000, igstPaise: 0 });

    const dashboard = await call("GET", `/api/admin/dashboard?from=${today()}&to=${today()}`);
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    const received = (dashboard.json().revenue.byMonth as { courseName: string; receivedPaise: number }[])
      .filter((r) => r.courseName === "Cloud Security Essentials")
      .reduce((sum, r) => sum + r.receivedPaise, 0);
    expect(received).toBe(1_062_000);

    const uses = await call("GET", `/api/admin/coupons/${code.id}`);
    expect(uses.json()).toMatchObject({
      coupon: { code: "PAID10", uses: 1, revenuePaise: 1_062_000 },
      uses: [{ payerName: "Kavya Menon", discountPaise: 118_000, amountPaise: 1_062_000, status: "paid" }],
    });
  });
});

describe("payers racing for a code's last use", () => {
  it("gives it to exactly one of 20", async () => {
    await createCoupon({ code: "LAST1", maxUses: "1" });
    const payers = [];
    for (let i = 0; i < 20; i++) payers.push(await payer(`Racer ${i}`));
    const answers = await Promise.all(payers.map((p) => apply(p.token, "LAST1")));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 422)).toHaveLength(19);
    expect(answers.find((res) => res.statusCode === 422)!.json().detail[0].msg).toBe(
      "This code has been used as many times as it allows.",
    );
  });
});

// Last in the file: the paid seat that fills its batch would count in the revenue asserted above.
describe("a waitlisted enrolment with a code", () => {
  it("keeps the code of a waitlisted enrolment for the seat offered later", async () => {
    await createCoupon({ code: "WAIT20", value: "20" });
    const full = (await createBatch(t.database.db, app.course.id, { capacity: 1 })).id;
    // The one seat paid for: the batch is full.
    const holder = await createLead(t.database.db, {
      name: "Seat Holder",
      email: "seat.holder@example.com",
      courseId: app.course.id,
      trainingCardId: full,
    });
    const { requestId, token: holderToken } = await requestPayment(call, t, holder);
    const claimed = await call(
      "POST",
      "/api/payments/utr",
      { token: holderToken, method: "upi", utr: "612300004444" },
      null,
    );
    expect(claimed.statusCode, claimed.body).toBe(201);
    const [payment] = await paymentsOfRequest(t, requestId);
    expect((await call("POST", `/api/admin/payments/${payment!.id}/confirm`)).statusCode).toBe(200);

    const waiting = await enrol("kabir.waits@example.com", "wait20", full);
    expect(waiting.statusCode, waiting.body).toBe(201);
    expect(waiting.json()).toMatchObject({ waitlistPosition: 1 });
    expect(waiting.json().paymentPath).toBeUndefined();

    const raised = await call("PUT", `/api/admin/batches/${full}/capacity`, { capacity: 2 });
    expect(raised.statusCode, raised.body).toBe(200);
    const token = await mailedPaymentToken(t, "kabir.waits@example.com");
    // ₹11,800 less 20% = ₹9,440.
    expect(await pageOf(token)).toMatchObject({ amountPaise: 944_000, discount: { code: "WAIT20" } });
  });
});
