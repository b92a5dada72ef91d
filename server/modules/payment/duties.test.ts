// Separation of duties through the API: only admins and finance move money — plain staff see the
// payments and are refused (403) confirming, rejecting, recording, uploading a statement, refunding
// and approving; a cash/cheque payment recorded or a refund above the amount an admin sets waits
// for a second person (nothing recorded, no document, no money moved), who is never the one who
// asked; both names are audited; and a credit note names the provider its invoice froze, not
// today's business settings.
import { execFileSync } from "node:child_process";
import { apiMessages } from "@skillbridge/core";
import { approvalMessages } from "@skillbridge/core/money";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { auditRows, caller, signIn, type TestContext } from "../../test/app.ts";
import { createBatch, createLead, createStaff, daysFromToday } from "../../test/factories.ts";
import {
  BUSINESS_SETTINGS,
  buildPaymentsApp,
  documentCount,
  enrolledOn,
  paymentsOfRequest,
  requestPayment,
} from "./test-setup.ts";

// The course's sell price ₹9,999: 999,900 paise, tax inclusive.
const FEE = 999_900;

let t: TestContext;
let call: ReturnType<typeof caller>;
let adminToken: string;
let financeToken: string;
let plainToken: string;
let secondFinanceToken: string;
let course: { id: number };
let financeName: string;
let secondFinanceName: string;

beforeAll(async () => {
  ({
    t,
    adminToken,
    staffToken: financeToken,
    plainStaffToken: plainToken,
    course,
  } = await buildPaymentsApp({ course: { name: "Cloud Practitioner", price: { list: 12000, sell: 9999 } } }));
  call = caller(t, () => financeToken);
  const second = await createStaff(t.database.db, { role: "finance", name: "Meera Iyer" });
  secondFinanceName = second.name;
  secondFinanceToken = await signIn(t.app, "staff", second.email);
  const [first] = await t.database.db.select().from(schema.staff).where(eq(schema.staff.role, "finance"));
  financeName = first!.name;
});
afterAll(() => t.close());

/** The admin saves the business settings: BUSINESS_SETTINGS with `changes`. */
async function saveSettings(changes: object) {
  const saved = await call("PUT", "/api/admin/business-settings", { ...BUSINESS_SETTINGS, ...changes }, adminToken);
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json();
}

let n = 0;
/** A lead's payment link: its request id, proforma and token. */
async function requested(name = "Ravi Menon") {
  const batch = await createBatch(t.database.db, course.id);
  const lead = await createLead(t.database.db, {
    name,
    email: `payer.${++n}.${Date.now()}@example.com`,
    contact: "+91 98450 22222",
    courseId: course.id,
    trainingCardId: batch.id,
  });
  return { batch, lead, ...(await requestPayment(call, t, lead)) };
}

let utr = 614_000_000_000;
/** A payer's UTR waiting for confirmation. */
async function claimed() {
  const made = await requested();
  const entered = await call(
    "POST",
    "/api/payments/utr",
    { token: made.token, method: "upi", utr: String(++utr) },
    null,
  );
  expect(entered.statusCode, entered.body).toBe(201);
  const [payment] = await paymentsOfRequest(t, made.requestId);
  return { ...made, paymentId: payment!.id };
}

const cash = (proformaNumber: string, token = financeToken) =>
  call(
    "POST",
    "/api/admin/payments/record",
    { proformaNumber, method: "cash", amount: "9999", receivedOn: daysFromToday(0), reference: "Receipt 41" },
    token,
  );
const approvals = (token = financeToken) => call("GET", "/api/admin/payment-approvals", undefined, token);
const approve = (id: number, token: string) =>
  call("POST", `/api/admin/payment-approvals/${id}/approve`, undefined, token);
const paymentStatus = async (id: number) =>
  (await t.database.db.select().from(schema.payments).where(eq(schema.payments.id, id)))[0]!.status;

describe("plain staff", () => {
  it("see payments but move no money: confirm, reject, record, statement, refund and approve answer 403", async () => {
    const waiting = await claimed();
    const forbidden = { detail: apiMessages.forbidden };
    expect((await call("GET", "/api/admin/payments?status=pending", undefined, plainToken)).statusCode).toBe(200);
    const list = await approvals(plainToken);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ mayMoveMoney: false });

    const tries = [
      await call("POST", `/api/admin/payments/${waiting.paymentId}/confirm`, undefined, plainToken),
      await call("POST", `/api/admin/payments/${waiting.paymentId}/reject`, undefined, plainToken),
      await cash(waiting.proformaNumber, plainToken),
      await call("POST", "/api/admin/payments/statement", { csv: "Date,Narration,Credit\n" }, plainToken),
      await call(
        "POST",
        `/api/admin/payments/${waiting.paymentId}/refund`,
        { amount: "100", reference: "R" },
        plainToken,
      ),
      await approve(1, plainToken),
      await call("POST", "/api/admin/payment-approvals/1/reject", undefined, plainToken),
    ];
    for (const answer of tries) {
      expect(answer.statusCode, answer.body).toBe(403);
      expect(answer.json()).toEqual(forbidden);
    }
    expect(await paymentStatus(waiting.paymentId)).toBe("pending");
    expect(await enrolledOn(t, waiting.batch.id)).toBe(0);
  });

  it("finance and admins do: a finance member confirms, an admin refunds", async () => {
    expect((await approvals(financeToken)).json()).toMatchObject({ mayMoveMoney: true });
    const waiting = await claimed();
    const confirmed = await call("POST", `/api/admin/payments/${waiting.paymentId}/confirm`, undefined, financeToken);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: "confirmed" });
    const refunded = await call(
      "POST",
      `/api/admin/payments/${waiting.paymentId}/refund`,
      { amount: "100", reference: "UPI refund 1" },
      adminToken,
    );
    expect(refunded.statusCode, refunded.body).toBe(201);
    const recorded = await cash((await requested()).proformaNumber, financeToken);
    expect(recorded.statusCode, recorded.body).toBe(201);
  });

  it("an admin gives the finance role in the staff editor; an admin becoming finance is no admin any more", async () => {
    const member = await createStaff(t.database.db);
    const token = await signIn(t.app, "staff", member.email);
    const made = await call("PATCH", `/api/admin/staff/${member.id}`, { role: "finance" }, adminToken);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({ role: "finance" });
    // Finance manages no staff.
    expect((await call("PATCH", `/api/admin/staff/${member.id}`, { role: "admin" }, token)).statusCode).toBe(403);
    // The last admin cannot step down to finance.
    const [admin] = await t.database.db.select().from(schema.staff).where(eq(schema.staff.role, "admin"));
    const down = await call("PATCH", `/api/admin/staff/${admin!.id}`, { role: "finance" }, adminToken);
    expect(down.statusCode).toBe(409);
    // Taken away, the role counts at once: the same session moves no money.
    await call("PATCH", `/api/admin/staff/${member.id}`, { role: "staff" }, adminToken);
    const waiting = await claimed();
    expect((await call("POST", `/api/admin/payments/${waiting.paymentId}/confirm`, undefined, token)).statusCode).toBe(
      403,
    );
  });
});

describe("a second person's approval above the threshold", () => {
  beforeAll(async () => {
    // ₹5,000: the fee (₹9,999) recorded in cash, or refunded, needs a second person.
    expect(await saveSettings({ approvalThresholdPaise: 500_000 })).toMatchObject({ approvalThresholdPaise: 500_000 });
  });
  afterAll(async () => {
    expect(await saveSettings({})).toMatchObject({ approvalThresholdPaise: null });
  });

  it("a cash payment recorded waits; the one who asked cannot approve; another finance member approves it", async () => {
    const made = await requested("Kavya Rao");
    const invoices = await documentCount(t, "tax_invoice");
    const asked = await cash(made.proformaNumber);
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json()).toMatchObject({ status: "awaiting_approval", kind: "record", amountPaise: FEE });
    const { approvalId } = asked.json() as { approvalId: number };
    // Nothing recorded yet: no payment, no tax invoice, no seat.
    expect(await paymentsOfRequest(t, made.requestId)).toEqual([]);
    expect(await documentCount(t, "tax_invoice")).toBe(invoices);
    expect(await enrolledOn(t, made.batch.id)).toBe(0);

    const listed = (await approvals(plainToken)).json();
    expect(listed.thresholdPaise).toBe(500_000);
    expect(listed.items).toContainEqual(
      expect.objectContaining({
        id: approvalId,
        kind: "record",
        amountPaise: FEE,
        proformaNumber: made.proformaNumber,
        payerName: "Kavya Rao",
        method: "cash",
        requestedBy: { id: expect.any(Number), name: financeName },
      }),
    );

    const own = await approve(approvalId, financeToken);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ detail: approvalMessages.yourOwn });
    expect(await paymentsOfRequest(t, made.requestId)).toEqual([]);

    const approved = await approve(approvalId, secondFinanceToken);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      status: "approved",
      kind: "record",
      recorded: { status: "confirmed", invoiceNumber: expect.stringMatching(/^SB\/\d\d-\d\d\/\d{6}$/) },
    });
    expect(await documentCount(t, "tax_invoice")).toBe(invoices + 1);
    expect(await enrolledOn(t, made.batch.id)).toBe(1);
    const [payment] = await paymentsOfRequest(t, made.requestId);
    expect(payment).toMatchObject({ status: "confirmed", method: "cash" });
    // Decided once: approving again changes nothing; it is no longer listed.
    expect((await approve(approvalId, adminToken)).statusCode).toBe(409);
    expect((await approvals()).json().items.map((item: { id: number }) => item.id)).not.toContain(approvalId);

    // Both names in the audit log.
    const audit = await auditRows(t, "payment_approval", approvalId);
    expect(audit.map((row) => row.action)).toEqual(["payment-approval.request", "payment-approval.approve"]);
    expect(audit[1]!.after).toMatchObject({
      status: "approved",
      requestedBy: { name: financeName },
      approvedBy: { name: secondFinanceName },
      resultId: payment!.id,
    });
  });

  it("a recording rejected records nothing; a UPI transfer (its UTR vouches for it) needs no approval", async () => {
    const made = await requested();
    const asked = await cash(made.proformaNumber);
    expect(asked.statusCode).toBe(202);
    const rejected = await call(
      "POST",
      `/api/admin/payment-approvals/${asked.json().approvalId}/reject`,
      undefined,
      adminToken,
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toEqual({ status: "rejected", id: asked.json().approvalId, kind: "record" });
    expect(await paymentsOfRequest(t, made.requestId)).toEqual([]);
    expect((await approve(asked.json().approvalId, secondFinanceToken)).statusCode).toBe(409);
    const audit = await auditRows(t, "payment_approval", asked.json().approvalId);
    expect(audit[1]!.after).toMatchObject({
      requestedBy: { name: financeName },
      rejectedBy: { id: expect.any(Number) },
    });

    const byUpi = await call("POST", "/api/admin/payments/record", {
      proformaNumber: made.proformaNumber,
      method: "upi",
      amount: "9999",
      receivedOn: daysFromToday(0),
      reference: String(++utr),
    });
    expect(byUpi.statusCode, byUpi.body).toBe(201);
    // A wrong amount is refused at once, not kept for approval.
    const other = await requested();
    const wrong = await call("POST", "/api/admin/payments/record", {
      proformaNumber: other.proformaNumber,
      method: "cash",
      amount: "9000",
      receivedOn: daysFromToday(0),
    });
    expect(wrong.statusCode).toBe(422);
  });

  it("a refund above it waits, then an admin approves it: the credit note is issued and both names audited", async () => {
    const waiting = await claimed();
    expect((await call("POST", `/api/admin/payments/${waiting.paymentId}/confirm`)).statusCode).toBe(200);
    const notes = await documentCount(t, "credit_note");
    const asked = await call("POST", `/api/admin/payments/${waiting.paymentId}/refund`, {
      amount: "6000",
      reference: "UPI refund 7",
      seenRefundedPaise: 0,
    });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json()).toMatchObject({ status: "awaiting_approval", kind: "refund", amountPaise: 600_000 });
    const approvalId = asked.json().approvalId as number;
    const refunds = () =>
      t.database.db.select().from(schema.refunds).where(eq(schema.refunds.paymentId, waiting.paymentId));
    expect(await refunds()).toEqual([]);
    expect(await documentCount(t, "credit_note")).toBe(notes);
    expect((await approvals()).json().items).toContainEqual(
      expect.objectContaining({ id: approvalId, kind: "refund", paymentId: waiting.paymentId, method: "upi" }),
    );
    // Below the threshold a refund is made at once.
    const small = await call("POST", `/api/admin/payments/${waiting.paymentId}/refund`, {
      amount: "100",
      reference: "UPI refund 8",
    });
    expect(small.statusCode, small.body).toBe(201);

    expect((await approve(approvalId, financeToken)).statusCode).toBe(403);
    // It was asked having seen nothing refunded; ₹100 went back since: refused, nothing refunded twice.
    const stale = await approve(approvalId, adminToken);
    expect(stale.statusCode).toBe(409);
    expect((await refunds()).length).toBe(1);
    expect((await approvals()).json().items.map((item: { id: number }) => item.id)).toContain(approvalId);

    const fresh = await call("POST", `/api/admin/payments/${waiting.paymentId}/refund`, {
      amount: "6000",
      reference: "UPI refund 9",
    });
    expect(fresh.statusCode).toBe(202);
    const approved = await approve(fresh.json().approvalId, adminToken);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      status: "approved",
      kind: "refund",
      refund: { amountPaise: 600_000, status: "processed", creditNote: { number: expect.any(String) } },
    });
    expect(await documentCount(t, "credit_note")).toBe(notes + 2);
    const made = (await refunds()).find((row) => row.amountPaise === 600_000)!;
    expect(made.reference).toBe("UPI refund 9");
    const audit = await auditRows(t, "payment_approval", fresh.json().approvalId);
    expect(audit.map((row) => row.action)).toEqual(["payment-approval.request", "payment-approval.approve"]);
    const [admin] = await t.database.db.select().from(schema.staff).where(eq(schema.staff.role, "admin"));
    expect(audit[1]!.after).toMatchObject({
      requestedBy: { name: financeName },
      approvedBy: { id: admin!.id, name: admin!.name },
      resultId: made.id,
    });
  });
});

describe("a credit note issued after the business settings changed", () => {
  it("names the provider its tax invoice froze: name, GSTIN and address", async () => {
    const waiting = await claimed();
    const confirmed = await call("POST", `/api/admin/payments/${waiting.paymentId}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await saveSettings({
      legalName: "Renamed Learning LLP",
      address: "No. 9, Other Street, Mysuru 570001",
      gstin: "29AAGCR4375J1ZU",
    });
    try {
      const made = await call("POST", `/api/admin/payments/${waiting.paymentId}/refund`, {
        amount: "1000",
        reference: "UPI refund 11",
      });
      expect(made.statusCode, made.body).toBe(201);
      const noteId = made.json().creditNote.id as number;
      const view = await call("GET", `/api/admin/credit-notes/${noteId}`);
      expect(view.json().provider).toEqual({
        legalName: BUSINESS_SETTINGS.legalName,
        address: BUSINESS_SETTINGS.address,
        gstin: BUSINESS_SETTINGS.gstin,
        stateCode: BUSINESS_SETTINGS.stateCode,
      });
      const pdf = await call("GET", `/api/admin/documents/${noteId}`);
      const text = execFileSync("pdftotext", ["-layout", "-", "-"], {
        input: Buffer.from(pdf.json().pdfBase64, "base64"),
      })
        .toString()
        .replace(/\s+/g, " ");
      expect(text).toContain(BUSINESS_SETTINGS.legalName);
      expect(text).toContain(`GSTIN: ${BUSINESS_SETTINGS.gstin}`);
      expect(text).toContain(BUSINESS_SETTINGS.address);
      expect(text).not.toContain("Renamed Learning LLP");
      expect(text).not.toContain("29AAGCR4375J1ZU");
    } finally {
      await saveSettings({});
    }
  });
});
