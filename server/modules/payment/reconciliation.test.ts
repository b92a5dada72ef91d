// Reconciliation, through the API: a payment staff record by hand for a proforma (the
// same confirmation as a UTR, the same rules), a bank statement uploaded as CSV in two common
// Indian banks' shapes (matched, unmatched, another amount, a second upload, bad files), and the
// paid fee's mail carrying the tax invoice as a PDF, read from a real SMTP server.

import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { auditRows, caller, type TestContext } from "../../test/app.ts";
import { createBatch, createLead, daysFromToday } from "../../test/factories.ts";
import { mimeAttachments } from "../../test/mime.ts";
import { startSmtpServer } from "../mail/smtp-test-server.ts";
import { BANK_DETAILS, BUSINESS_SETTINGS, buildPaymentsApp, documentCount, requestPayment } from "./test-setup.ts";

let t: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let call: ReturnType<typeof caller>;
let staffToken: string;
let course: { id: number };
let batch: { id: number };

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");

beforeAll(async () => {
  smtp = await startSmtpServer();
  ({ t, staffToken, course } = await buildPaymentsApp({
    env: { SMTP_URL: smtp.url },
    settings: { ...BUSINESS_SETTINGS, ...BANK_DETAILS },
    course: { name: "Cloud Security Essentials", price: { list: 30000, sell: 24999 } },
  }));
  call = caller(t, () => staffToken);
  batch = await createBatch(t.database.db, course.id);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** A lead with a payment request; its proforma's number and its payment page's token. */
async function enrolment(name = "Meera Krishnan") {
  const lead = await createLead(t.database.db, {
    name,
    email: `lead.${Math.random().toString(36).slice(2)}@example.com`,
    courseId: course.id,
    trainingCardId: batch.id,
  });
  const { proformaNumber, token } = await requestPayment(call, t, lead);
  return { lead, proformaNumber, token };
}

const record = (payload: object) => call("POST", "/api/admin/payments/record", payload);
const upload = (csv: string) => call("POST", "/api/admin/payments/statement", { csv });
const claim = (token: string, utr: string) => call("POST", "/api/payments/utr", { token, method: "upi", utr }, null);

async function paymentsOf(leadId: number) {
  return t.database.db
    .select({ payment: schema.payments })
    .from(schema.payments)
    .innerJoin(schema.paymentRequests, eq(schema.paymentRequests.id, schema.payments.paymentRequestId))
    .where(eq(schema.paymentRequests.leadId, leadId))
    .then((rows) => rows.map((row) => row.payment));
}

async function enrolmentsOf(email: string) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(schema.enrolments)
    .innerJoin(schema.learners, eq(schema.learners.id, schema.enrolments.learnerId))
    .where(eq(schema.learners.email, email));
  return row!.n;
}

const invoiceCount = () => documentCount(t, "tax_invoice");

describe("a payment recorded by hand", () => {
  it("is confirmed like a UTR: tax invoice, learner enrolled, audited, the mail queued", async () => {
    const { lead, proformaNumber } = await enrolment("Anil Menon");
    const res = await record({
      proformaNumber: proformaNumber.toLowerCase(),
      method: "cash",
      amount: "24,999",
      receivedOn: daysFromToday(-1),
      reference: "Receipt 17",
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: "confirmed",
      invoiceNumber: expect.stringMatching(/^SB\/\d\d-\d\d\/\d{6}$/),
    });
    const [payment] = await paymentsOf(lead.id);
    expect(payment).toMatchObject({ method: "cash", status: "confirmed", amountPaise: 2_499_900, utr: null });
    const [recorded] = await t.database.db
      .select()
      .from(schema.recordedPayments)
      .where(eq(schema.recordedPayments.paymentId, payment!.id));
    expect(recorded).toMatchObject({ receivedOn: daysFromToday(-1), reference: "Receipt 17" });
    expect((await auditRows(t, "payment", payment!.id)).map((row) => row.action)).toEqual([
      "payment.record",
      "payment.confirm",
    ]);
    expect(await enrolmentsOf(lead.email)).toBe(1);
    const listed = await call("GET", "/api/admin/payments?status=confirmed&method=cash");
    expect(listed.json()).toEqual([
      expect.objectContaining({ id: payment!.id, method: "cash", payerName: "Anil Menon" }),
    ]);
    const mails = await t.database.db.select().from(schema.outbox).where(eq(schema.outbox.to, lead.email));
    expect(mails.map((mail) => mail.kind)).toEqual(expect.arrayContaining(["learner-set-password", "tax-invoice"]));
  });

  it("refuses an amount other than the amount due, and changes nothing", async () => {
    const { lead, proformaNumber } = await enrolment();
    const res = await record({
      proformaNumber,
      method: "upi",
      amount: "24998",
      receivedOn: daysFromToday(0),
      reference: "612300000001",
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe(
      "The amount received (₹24,998.00) is not the amount due (₹24,999.00): nothing was recorded. A part payment cannot be recorded.",
    );
    expect(await paymentsOf(lead.id)).toEqual([]);
  });

  it("refuses a UTR already used, an unknown proforma, a missing cheque number and a future date", async () => {
    const first = await enrolment();
    expect((await claim(first.token, "612300000002")).statusCode).toBe(201);
    const second = await enrolment();
    const reused = await record({
      proformaNumber: second.proformaNumber,
      method: "bank",
      amount: "24999.00",
      receivedOn: daysFromToday(0),
      reference: "6123 0000 0002",
    });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().detail).toBe(
      "This UTR is already recorded: find it in the payments list and confirm it there",
    );
    expect(await paymentsOf(second.lead.id)).toEqual([]);

    const unknown = await record({
      proformaNumber: "SBP/26-27/99999",
      method: "cash",
      amount: "24999",
      receivedOn: daysFromToday(0),
    });
    expect(unknown.statusCode).toBe(404);
    const noCheque = await record({
      proformaNumber: second.proformaNumber,
      method: "cheque",
      amount: "24999",
      receivedOn: daysFromToday(0),
    });
    expect([400, 422]).toContain(noCheque.statusCode);
    expect(noCheque.body).toContain("Enter the cheque's 6-digit number");
    const future = await record({
      proformaNumber: second.proformaNumber,
      method: "cash",
      amount: "24999",
      receivedOn: daysFromToday(3),
    });
    expect([400, 422]).toContain(future.statusCode);
    expect(await paymentsOf(second.lead.id)).toEqual([]);
  });

  it("flags a second payment for a paid enrolment for refund, never a second seat", async () => {
    const { lead, proformaNumber, token } = await enrolment();
    expect((await claim(token, "612300000003")).statusCode).toBe(201);
    const [claimed] = await paymentsOf(lead.id);
    expect((await call("POST", `/api/admin/payments/${claimed!.id}/confirm`)).statusCode).toBe(200);
    const invoices = await invoiceCount();
    const res = await record({
      proformaNumber,
      method: "cheque",
      amount: "24,999.00",
      receivedOn: daysFromToday(0),
      reference: "004512",
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: "flagged", flagReason: "already_paid" });
    expect((await paymentsOf(lead.id)).map((p) => p.status).sort()).toEqual(["confirmed", "flagged"]);
    expect(await enrolmentsOf(lead.email)).toBe(1);
    expect(await invoiceCount()).toBe(invoices);
  });

  it("is for staff only", async () => {
    const res = await call(
      "POST",
      "/api/admin/payments/record",
      { proformaNumber: "SBP/26-27/00001", method: "cash", amount: "1", receivedOn: daysFromToday(0) },
      null,
    );
    expect(res.statusCode).toBe(401);
  });
});

describe("a bank statement uploaded", () => {
  it("confirms exactly the credits whose UTR and amount match, in both banks' shapes, and lists the rest", async () => {
    const matched = await enrolment("Meera Krishnan");
    const otherAmount = await enrolment("Ravi Kumar");
    const sbiMatched = await enrolment("Arjun Rao");
    const sbiOther = await enrolment("Kavya Nair");
    for (const [who, utr] of [
      [matched, "612345678901"],
      [otherAmount, "612345678902"],
      [sbiMatched, "612345678903"],
      [sbiOther, "612345678904"],
    ] as const) {
      expect((await claim(who.token, utr)).statusCode).toBe(201);
    }

    const hdfc = await upload(fixture("statement-hdfc.csv"));
    expect(hdfc.statusCode, hdfc.body).toBe(200);
    const result = hdfc.json();
    expect(result.credits).toBe(4);
    expect(result.confirmed).toEqual([
      expect.objectContaining({
        utr: "612345678901",
        amountPaise: 2_499_900,
        payerName: "Meera Krishnan",
        status: "confirmed",
        invoiceNumber: expect.stringMatching(/^SB\//),
      }),
    ]);
    expect(result.mismatched).toEqual([
      expect.objectContaining({
        utr: "612345678902",
        amountPaise: 2_000_000,
        expectedPaise: 2_499_900,
        payerName: "Ravi Kumar",
      }),
    ]);
    expect(
      result.unmatched.map((line: { line: number; amountPaise: number }) => [line.line, line.amountPaise]),
    ).toEqual([
      [9, 500_000],
      [11, 2_499_900],
    ]);
    expect((await paymentsOf(matched.lead.id))[0]!.status).toBe("confirmed");
    expect((await paymentsOf(otherAmount.lead.id))[0]!.status).toBe("pending");
    expect(await enrolmentsOf(matched.lead.email)).toBe(1);
    expect(await enrolmentsOf(otherAmount.lead.email)).toBe(0);
    const invoiceMails = async (to: string) =>
      (await t.database.db.select().from(schema.outbox).where(eq(schema.outbox.to, to))).filter(
        (mail) => mail.kind === "tax-invoice",
      );
    expect(await invoiceMails(matched.lead.email)).toHaveLength(1);
    expect(await invoiceMails(otherAmount.lead.email)).toHaveLength(0);

    // The same statement again: nothing confirmed twice, nothing new issued.
    const invoices = await invoiceCount();
    const again = (await upload(fixture("statement-hdfc.csv"))).json();
    expect(again.confirmed).toEqual([]);
    expect(again.alreadyDone).toEqual([expect.objectContaining({ utr: "612345678901", status: "confirmed" })]);
    expect(again.mismatched).toHaveLength(1);
    expect(await invoiceCount()).toBe(invoices);
    expect(await enrolmentsOf(matched.lead.email)).toBe(1);
    expect(await invoiceMails(matched.lead.email)).toHaveLength(1);

    const sbi = (await upload(fixture("statement-sbi.csv"))).json();
    expect(sbi.credits).toBe(2);
    expect(sbi.confirmed).toEqual([expect.objectContaining({ utr: "612345678903", payerName: "Arjun Rao" })]);
    expect(sbi.mismatched).toEqual([
      expect.objectContaining({
        utr: "612345678904",
        amountPaise: 2_499_950,
        narration: expect.stringContaining("NAIR, KAVYA"),
      }),
    ]);
    expect(sbi.unmatched).toEqual([]);
    expect((await paymentsOf(sbiOther.lead.id))[0]!.status).toBe("pending");

    const uploads = await t.database.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, "bank-statement.upload"));
    expect(uploads).toHaveLength(3);
  });

  it("refuses a file that is no CSV, has no recognisable columns or is too large, changing nothing", async () => {
    const before = await invoiceCount();
    // (A NUL byte the API refuses for every text field alike.)
    const pdf = await upload("%PDF-1.7\n\u0001\u0002\u0003 stream \ufffd");
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json().detail).toBe(
      "This file is not a CSV text file: export the statement from your bank as CSV and upload that",
    );
    const columns = await upload("Name,Email\nMeera,meera@example.com\n");
    expect(columns.statusCode).toBe(422);
    expect(columns.json().detail).toContain("No header row with a date");
    const large = await upload(`Date,Narration,Deposit Amt.\n${"01/11/26,UPI-612345678901,1.00\n".repeat(15_000)}`);
    expect(large.statusCode).toBe(422);
    expect(large.json().detail).toContain("too large");
    expect(await invoiceCount()).toBe(before);
    expect((await call("POST", "/api/admin/payments/statement", { csv: "x" }, null)).statusCode).toBe(401);
  });
});

describe("the paid fee's mail", () => {
  it("carries the tax invoice as a PDF, rendered from the stored invoice", async () => {
    const { lead, token } = await enrolment("Lakshmi Rao");
    expect((await claim(token, "612300000009")).statusCode).toBe(201);
    const [claimed] = await paymentsOf(lead.id);
    const confirmed = await call("POST", `/api/admin/payments/${claimed!.id}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const invoiceNumber: string = confirmed.json().invoiceNumber;

    await t.app.mailWorker.runOnce();
    const mail = smtp.received.find((m) => m.to.includes(lead.email) && m.body.includes(`Subject: Fee received`));
    expect(mail, "the tax-invoice mail").toBeDefined();
    expect(mail!.body).toContain(invoiceNumber);
    const [attachment, ...more] = mimeAttachments(mail!.raw);
    expect(more).toEqual([]);
    expect(attachment).toMatchObject({
      filename: `${invoiceNumber.replaceAll("/", "-")}.pdf`,
      contentType: "application/pdf",
    });
    const text = execFileSync("pdftotext", ["-", "-"], { input: attachment!.content }).toString();
    expect(text).toContain("TAX INVOICE");
    expect(text).toContain(invoiceNumber);
    expect(text).toContain("CGST @ 9%");
    expect(text).toContain("SGST @ 9%");
    expect(text).toContain("INR 1,906.71");
    expect(text).toContain("Rupees Twenty-Four Thousand Nine Hundred Ninety-Nine Only");
    // The outbox keeps the text only: the PDF is made again from the invoice when it is sent.
    const [queued] = await t.database.db
      .select()
      .from(schema.outbox)
      .where(and(eq(schema.outbox.to, lead.email), eq(schema.outbox.kind, "tax-invoice")));
    expect(queued!.status).toBe("sent");
    expect(queued!.text).not.toContain("%PDF");
  });
});
