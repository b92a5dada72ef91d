// Fees by UPI or bank transfer, through the API: business settings, a lead's payment
// link by mail, the payment page's figures (the server's, whatever the browser sends), the payer's
// place of supply and GSTIN, a UTR entered once, and staff's confirmation, which issues the tax
// invoice with the next number and makes the lead a learner enrolled on the batch.

import { execFileSync } from "node:child_process";
import { businessSettingsSchema } from "@skillbridge/core/money";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { demoBusinessSettings } from "../../db/seed/catalogue/business.ts";
import { apiHeaders, auditRows, caller, signIn, type TestContext } from "../../test/app.ts";
import { createBatch, createCourse, createLead, createLearner } from "../../test/factories.ts";
import { BANK_DETAILS, BUSINESS_SETTINGS, buildPaymentsApp, requestPayment } from "./test-setup.ts";

let t: TestContext;
let call: ReturnType<typeof caller>;
let adminToken: string;
let staffToken: string;
let learnerToken: string;
let course: { id: number };
let batch: { id: number };

const SETTINGS = { ...BUSINESS_SETTINGS, ...BANK_DETAILS };

beforeAll(async () => {
  // No business settings yet: the first tests save them.
  ({ t, adminToken, staffToken, course } = await buildPaymentsApp({
    settings: null,
    course: { name: "Cloud Security Essentials", price: { list: 30000, sell: 24999 } },
  }));
  const learner = await createLearner(t.database.db);
  learnerToken = await signIn(t.app, "learner", learner.email);
  call = caller(t, () => adminToken);
  batch = await createBatch(t.database.db, course.id);
});
afterAll(() => t.close());

const lead = (values: Partial<typeof schema.leads.$inferInsert> = {}) =>
  createLead(t.database.db, {
    email: `meera.${Math.random().toString(36).slice(2)}@example.com`,
    courseId: course.id,
    trainingCardId: batch.id,
    ...values,
  });

/** Asks for a lead's payment link and reads its token from the mail, as the payer would. */
const paymentToken = async (theLead: { id: number; email: string }) => (await requestPayment(call, t, theLead)).token;

const putSettings = (payload: object, token: string = adminToken) =>
  t.app.inject({ method: "PUT", url: "/api/admin/business-settings", headers: apiHeaders(token), payload });

const page = (token: string) => call("GET", `/api/payments/page?token=${token}`, undefined, null);

describe("business settings", () => {
  it("are staff-only, saved by an admin only, and checked", async () => {
    expect((await call("GET", "/api/admin/business-settings", undefined, null)).statusCode).toBe(401);
    expect((await call("GET", "/api/admin/business-settings", undefined, learnerToken)).statusCode).toBe(403);
    expect((await putSettings(SETTINGS, staffToken)).statusCode).toBe(403);
    const typo = await putSettings({ ...SETTINGS, gstin: "29AAGCB7383J1Z5" });
    expect([400, 422]).toContain(typo.statusCode);
    expect(JSON.stringify(typo.json())).toContain("typo");
  });

  it("of the demo are fictional yet pass the same checks", () => {
    const parsed = businessSettingsSchema.safeParse({ ...demoBusinessSettings, lutNumber: undefined });
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(demoBusinessSettings.legalName).toContain("(demo)");
  });

  it("must exist before a payment can be asked for", async () => {
    const { id } = await lead();
    const res = await call("POST", `/api/admin/leads/${id}/payment-request`);
    expect(res.statusCode).toBe(422);
    const saved = await putSettings(SETTINGS);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ gstin: SETTINGS.gstin, lutNumber: null });
    expect(await auditRows(t, "business_settings", 1)).toHaveLength(1);
  });
});

describe("the payment page", () => {
  it("opens by the mailed link with the course's fee, split intra-state until the payer chooses", async () => {
    const token = await paymentToken(await lead());
    const res = await page(token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // ₹24,999 tax inclusive: taxable 2118559 + CGST 190671 + SGST 190670 paise.
    expect(body).toMatchObject({ status: "open", amountPaise: 2_499_900, payerState: null });
    expect(body.split).toMatchObject({
      supply: "intra",
      taxablePaise: 2_118_559,
      cgstPaise: 190_671,
      sgstPaise: 190_670,
    });
    expect(body.proformaNumber).toMatch(/^SBP\/\d\d-\d\d\/\d{5}$/);
    expect(body.upi.link).toBe(
      `upi://pay?pa=fees.example@okexample&pn=Example%20Skills%20Training&am=24999.00&cu=INR&tn=${body.proformaNumber}`,
    );
    expect(body.upi.qrSvg).toMatch(/^<svg/);
    expect(body.bank).toMatchObject({ accountNumber: "000123456789", ifsc: "EXMP0001234" });
  });

  it("charges a batch's own price when staff set one", async () => {
    const priced = await createBatch(t.database.db, course.id, { pricePaise: 1_180_000 });
    const token = await paymentToken(await lead({ trainingCardId: priced.id }));
    expect((await page(token)).json()).toMatchObject({ amountPaise: 1_180_000, split: { taxablePaise: 1_000_000 } });
  });

  it("answers 404 to an unknown token and refuses a lead without a fee", async () => {
    expect((await page("x".repeat(43))).statusCode).toBe(404);
    const free = await createCourse(t.database.db, { price: null });
    const freeBatch = await createBatch(t.database.db, free.id);
    const { id } = await lead({ courseId: free.id, trainingCardId: freeBatch.id });
    expect((await call("POST", `/api/admin/leads/${id}/payment-request`)).statusCode).toBe(422);
  });

  it("takes the payer's state and GSTIN, never an amount", async () => {
    const token = await paymentToken(await lead());
    const tampered = await call("POST", "/api/payments/payer", { token, payerState: "27", amountPaise: 100 }, null);
    expect([400, 422]).toContain(tampered.statusCode);
    const typo = await call(
      "POST",
      "/api/payments/payer",
      { token, payerState: "27", payerGstin: "27AAPFU0939F1ZW", payerLegalName: "X" },
      null,
    );
    expect([400, 422]).toContain(typo.statusCode);
    // A tax invoice to a registered buyer names its billing address: a GSTIN without one is refused.
    const noAddress = await call(
      "POST",
      "/api/payments/payer",
      { token, payerState: "27", payerGstin: "27aapfu0939f1zv", payerLegalName: "Example Buyer LLP" },
      null,
    );
    expect(noAddress.statusCode).toBe(422);
    expect(noAddress.json().detail).toEqual([
      expect.objectContaining({ msg: "Give the billing address that goes with the GSTIN" }),
    ]);
    const res = await call(
      "POST",
      "/api/payments/payer",
      {
        token,
        payerState: "27",
        payerGstin: "27aapfu0939f1zv",
        payerLegalName: "Example Buyer LLP",
        payerAddress: "Unit 4, Example Park, Pune 411001",
      },
      null,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      amountPaise: 2_499_900,
      payerGstin: "27AAPFU0939F1ZV",
      payerAddress: "Unit 4, Example Park, Pune 411001",
      split: { supply: "inter", igstPaise: 381_341, cgstPaise: 0 },
    });
    const abroad = await call("POST", "/api/payments/payer", { token, payerState: "96" }, null);
    expect(abroad.json()).toMatchObject({
      payerGstin: null,
      payerAddress: null,
      split: { supply: "export", zeroRated: false, igstPaise: 381_341 },
    });
  });
});

describe("the enrolment's acknowledgement", () => {
  it("links to the payment page when the batch has a fee and payments are set up", async () => {
    const res = await call(
      "POST",
      "/api/leads/",
      {
        leadName: "Kavya Nair",
        leadEmail: "kavya.pay@example.com",
        leadContact: "+91 98450 22222",
        ictId_id: course.id,
        trainingId: batch.id,
      },
      null,
    );
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await t.database.db
      .select()
      .from(schema.outbox)
      .where(eq(schema.outbox.to, "kavya.pay@example.com"));
    expect(mail!.kind).toBe("lead-acknowledgement");
    expect(mail!.text).toContain("Pay your fee");
    const token = /https:\/\/academy\.example\.in\/pay\?token=([A-Za-z0-9_-]+)/.exec(mail!.text)?.[1];
    expect(token).toBeTruthy();
    expect((await page(token!)).json()).toMatchObject({ payerName: "Kavya Nair", amountPaise: 2_499_900 });
    const [stored] = await t.database.db
      .select()
      .from(schema.paymentRequests)
      .where(eq(schema.paymentRequests.leadId, res.json().id));
    // Only the token's hash is kept.
    expect(stored!.tokenHash).not.toContain(token!);
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("has no payment link for a lead without a batch", async () => {
    const res = await call(
      "POST",
      "/api/leads/",
      {
        leadName: "Kiran Das",
        leadEmail: "kiran.nobatch@example.com",
        leadContact: "+91 98450 33333",
        ictId_id: course.id,
      },
      null,
    );
    expect(res.statusCode).toBe(201);
    const [mail] = await t.database.db
      .select()
      .from(schema.outbox)
      .where(eq(schema.outbox.to, "kiran.nobatch@example.com"));
    expect(mail!.text).not.toContain("/pay?token=");
  });
});

describe("a UTR, confirmed by staff", () => {
  it("is entered once, for the request's amount; staff confirm it into a tax invoice and a learner", async () => {
    const theLead = await lead({ email: "Arjun.Pay@Example.com", name: "Arjun Rao" });
    const token = await paymentToken(theLead);
    const entered = await call("POST", "/api/payments/utr", { token, method: "upi", utr: "412345678901" }, null);
    expect(entered.statusCode, entered.body).toBe(201);
    expect(entered.json().payments).toEqual([expect.objectContaining({ utr: "412345678901", status: "pending" })]);
    const short = await call("POST", "/api/payments/utr", { token, method: "upi", utr: "4123" }, null);
    expect([400, 422]).toContain(short.statusCode);
    const other = await paymentToken(await lead());
    // Claimed on another link: refused for now and kept for staff, never a second claim of it.
    const reused = await call("POST", "/api/payments/utr", { token: other, method: "upi", utr: "412345678901" }, null);
    expect(reused.statusCode).toBe(202);

    const pending = await call("GET", "/api/admin/payments?status=pending", undefined, staffToken);
    const row = (pending.json() as { id: number; utr: string; amountPaise: number }[]).find(
      (p) => p.utr === "412345678901",
    );
    expect(row).toMatchObject({ amountPaise: 2_499_900, payerName: "Arjun Rao" });
    expect((await call("POST", `/api/admin/payments/${row!.id}/confirm`, undefined, learnerToken)).statusCode).toBe(
      403,
    );

    const confirmed = await call("POST", `/api/admin/payments/${row!.id}/confirm`, undefined, staffToken);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().invoiceNumber).toMatch(/^SB\/\d\d-\d\d\/\d{6}$/);
    const [enrolment] = await t.database.db
      .select()
      .from(schema.enrolments)
      .where(
        and(
          eq(schema.enrolments.learnerId, confirmed.json().learnerId),
          eq(schema.enrolments.trainingCardId, batch.id),
        ),
      );
    expect(enrolment).toBeDefined();
    const [stored] = await t.database.db.select().from(schema.leads).where(eq(schema.leads.id, theLead.id));
    expect(stored!.status).toBe("enrolled");
    expect(await auditRows(t, "payment", row!.id)).toHaveLength(1);
    const mails = await t.database.db.select().from(schema.outbox).where(eq(schema.outbox.to, "Arjun.Pay@Example.com"));
    expect(mails.map((mail) => mail.kind)).toContain("learner-set-password");

    expect((await page(token)).json()).toMatchObject({ status: "paid", invoiceNumber: confirmed.json().invoiceNumber });
    const pdf = await call("GET", `/api/payments/document?token=${token}&kind=tax_invoice`, undefined, null);
    expect(pdf.statusCode).toBe(200);
    const text = execFileSync("pdftotext", ["-", "-"], {
      input: Buffer.from(pdf.json().pdfBase64, "base64"),
    }).toString();
    expect(text).toContain(confirmed.json().invoiceNumber);
    expect(text).toContain("TAX INVOICE");
    expect(text).toContain("Rupees Twenty-Four Thousand Nine Hundred Ninety-Nine Only");
    const staffCopy = await call("GET", `/api/admin/documents/${confirmed.json().invoiceId}`, undefined, staffToken);
    expect(staffCopy.json().filename).toBe(`${confirmed.json().invoiceNumber.replaceAll("/", "-")}.pdf`);
    expect((await call("GET", `/api/admin/documents/${confirmed.json().invoiceId}`, undefined, null)).statusCode).toBe(
      401,
    );
    const wrongToken = await call(
      "GET",
      `/api/payments/document?token=${"y".repeat(43)}&kind=tax_invoice`,
      undefined,
      null,
    );
    expect(wrongToken.statusCode).toBe(404);
    const again = await call("POST", `/api/admin/payments/${row!.id}/confirm`, undefined, staffToken);
    expect(again.statusCode).toBe(409);
    const late = await call("POST", "/api/payments/utr", { token, method: "upi", utr: "512345678901" }, null);
    expect(late.statusCode).toBe(422);
  });

  it("can be rejected when it is not on the bank statement; the payer may then enter the right one", async () => {
    const token = await paymentToken(await lead());
    await call("POST", "/api/payments/utr", { token, method: "upi", utr: "812345678901" }, null);
    const id = await paymentIdOf("812345678901");
    const rejected = await call("POST", `/api/admin/payments/${id}/reject`, undefined, staffToken);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toEqual({ id, status: "rejected" });
    expect((await call("POST", `/api/admin/payments/${id}/reject`, undefined, staffToken)).statusCode).toBe(409);
    expect((await call("POST", `/api/admin/payments/${id}/confirm`, undefined, staffToken)).statusCode).toBe(409);
    expect(await auditRows(t, "payment", id)).toHaveLength(1);
    expect((await page(token)).json().payments).toEqual([expect.objectContaining({ status: "rejected" })]);
    // A rejected UTR no longer blocks the number: the payer may enter it again, corrected or not.
    const again = await call("POST", "/api/payments/utr", { token, method: "upi", utr: "812345678901" }, null);
    expect(again.statusCode).toBe(201);
  });

  it("numbers 50 invoices confirmed at once consecutively, with no gap and no duplicate", async () => {
    const ids: number[] = [];
    for (let n = 0; n < 50; n++) {
      const token = await paymentToken(await lead());
      const utr = String(700_000_000_000 + n);
      const res = await call("POST", "/api/payments/utr", { token, method: "upi", utr }, null);
      expect(res.statusCode).toBe(201);
      ids.push(await paymentIdOf(utr));
    }
    const before = await t.database.db.select().from(schema.documents).where(eq(schema.documents.kind, "tax_invoice"));
    const results = await Promise.all(
      ids.map((id) => call("POST", `/api/admin/payments/${id}/confirm`, undefined, staffToken)),
    );
    for (const res of results) expect(res.statusCode, res.body).toBe(200);
    const sequences = results
      .map((res) => Number((res.json().invoiceNumber as string).split("/")[2]))
      .sort((a, b) => a - b);
    const first = before.length + 1;
    expect(sequences).toEqual(Array.from({ length: 50 }, (_, index) => first + index));
  }, 120_000); // 50 leads, links and claims made one by one: long on a loaded 2-core machine
});

describe("the learner's fees and invoices", () => {
  it("lists the fees of the learner's own enrolments, with documents only they can download", async () => {
    const owner = await createLearner(t.database.db, { email: "lakshmi.fees@example.com" });
    const ownerToken = await signIn(t.app, "learner", owner.email);
    const token = await paymentToken(await lead({ email: "Lakshmi.Fees@Example.com", name: "Lakshmi Rao" }));
    await call("POST", "/api/payments/utr", { token, method: "bank", utr: "N123456789012345" }, null);
    const [claim] = await t.database.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.utr, "N123456789012345"));
    const confirmed = await call("POST", `/api/admin/payments/${claim!.id}/confirm`, undefined, staffToken);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const due = await createBatch(t.database.db, course.id, { pricePaise: 500_000 });
    await paymentToken(await lead({ email: "lakshmi.fees@example.com", trainingCardId: due.id }));

    const fees = await call("GET", "/api/learners/me/fees", undefined, ownerToken);
    expect(fees.statusCode).toBe(200);
    expect(fees.json()).toEqual([
      expect.objectContaining({ amountPaise: 500_000, status: "due", invoice: null, proforma: expect.any(Object) }),
      expect.objectContaining({
        amountPaise: 2_499_900,
        status: "paid",
        proforma: null,
        invoice: expect.objectContaining({ number: confirmed.json().invoiceNumber }),
      }),
    ]);
    const invoiceId = confirmed.json().invoiceId;
    const own = await call("GET", `/api/learners/me/documents/${invoiceId}`, undefined, ownerToken);
    expect(own.statusCode).toBe(200);
    expect(own.json().number).toBe(confirmed.json().invoiceNumber);
    expect((await call("GET", `/api/learners/me/documents/${invoiceId}`, undefined, learnerToken)).statusCode).toBe(
      404,
    );
    expect((await call("GET", "/api/learners/me/fees", undefined, learnerToken)).json()).toEqual([]);
    expect((await call("GET", "/api/learners/me/fees", undefined, null)).statusCode).toBe(401);
    expect((await call("GET", "/api/learners/me/fees", undefined, staffToken)).statusCode).toBe(403);
  });
});

async function paymentIdOf(utr: string): Promise<number> {
  const [row] = await t.database.db.select().from(schema.payments).where(eq(schema.payments.utr, utr));
  return row!.id;
}
