// Payment plans through the API: staff set a batch's plan (admins and finance only, checked,
// audited); the payer chooses it before paying, and the fee becomes parts that add up to it to
// the paisa, each with its own proforma and link; part 1 confirms the seat, a later part is paid
// only after it and gets its own tax invoice (no second seat); the parts' tax adds up to the whole
// fee's; reminders go once before and on the due day; an overdue part pauses recordings and study
// materials until it is paid or waived; staff see what is owed by due date.
import { execFileSync } from "node:child_process";
import { addDays, splitGst } from "@skillbridge/core/money";
import { dayInIndia } from "@skillbridge/core/rules";
import { and, asc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { apiHeaders, auditRows, caller, signIn, type TestContext } from "../../test/app.ts";
import { addMaterial, addRecording, createBatch, createLead, createLearner } from "../../test/factories.ts";
import { buildPaymentsApp, type PaymentsApp, requestPayment } from "../payment/test-setup.ts";
import { queuePartReminders } from "./reminders.ts";

let app: PaymentsApp;
let t: TestContext;
let call: ReturnType<typeof caller>;
let batchId: number;
const PLAN = {
  parts: [
    { percent: 40, dueAfterDays: 0 },
    { percent: 30, dueAfterDays: 30 },
    { percent: 30, dueAfterDays: 60 },
  ],
};

beforeAll(async () => {
  app = await buildPaymentsApp({ course: { name: "Azure Administrator AZ-104", price: { list: 15000, sell: 11801 } } });
  t = app.t;
  call = caller(t, () => app.staffToken);
  batchId = (await createBatch(t.database.db, app.course.id)).id;
});
afterAll(() => t?.close());

const post = (url: string, payload: object) =>
  t.app.inject({ method: "POST", url: `/api${url}`, headers: apiHeaders(), payload });
const page = async (token: string) => {
  const res = await t.app.inject({ method: "GET", url: `/api/payments/page?token=${token}`, headers: apiHeaders() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
let utrSeed = 100000000000;
const nextUtr = () => String(utrSeed++);

/** A payer of the batch with a learner account of the same e-mail (to read the learner area). */
async function payer() {
  const email = `plan.${Math.random().toString(36).slice(2)}@example.com`;
  await createLearner(t.database.db, { email });
  const lead = await createLead(t.database.db, {
    name: "Ravi Kumar",
    email,
    courseId: app.course.id,
    trainingCardId: batchId,
  });
  const made = await requestPayment(call, t, lead);
  return { ...made, lead, email };
}

/** Claims a UTR on the link and has finance confirm it. */
async function payAndConfirm(token: string) {
  const claimed = await post("/payments/utr", { token, method: "upi", utr: nextUtr() });
  expect(claimed.statusCode, claimed.body).toBe(201);
  const found = await t.database.db
    .select()
    .from(schema.payments)
    .where(eq(schema.payments.status, "pending"))
    .orderBy(asc(schema.payments.id));
  const confirmed = await call("POST", `/api/admin/payments/${found.at(-1)!.id}/confirm`);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return confirmed.json();
}

async function partToken(token: string, partNo: number): Promise<string> {
  const res = await post("/payments/plan/part", { token, partNo });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token;
}

describe("a batch's payment plan, set by staff", () => {
  it("is saved by finance and audited, refused to plain staff, and checked", async () => {
    const plain = await call("PUT", `/api/admin/batches/${batchId}/payment-plan`, PLAN, app.plainStaffToken);
    expect(plain.statusCode).toBe(403);
    const bad = await call("PUT", `/api/admin/batches/${batchId}/payment-plan`, {
      parts: [
        { percent: 40, dueAfterDays: 0 },
        { percent: 50, dueAfterDays: 30 },
      ],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain("The parts must add up to 100%");
    const late = await call("PUT", `/api/admin/batches/${batchId}/payment-plan`, {
      parts: [
        { percent: 50, dueAfterDays: 10 },
        { percent: 50, dueAfterDays: 5 },
      ],
    });
    expect(late.statusCode).toBe(422);
    expect(late.body).toContain("The first part is due when the payer chooses the plan (0 days)");
    expect(late.body).toContain("Each part must be due later than the one before");
    expect((await call("GET", `/api/admin/batches/${batchId}/payment-plan`)).json()).toEqual({ parts: null });

    const saved = await call("PUT", `/api/admin/batches/${batchId}/payment-plan`, PLAN);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      (await call("GET", `/api/admin/batches/${batchId}/payment-plan`, undefined, app.plainStaffToken)).json(),
    ).toEqual(PLAN);
    const audit = await auditRows(t, "batch", batchId);
    expect(audit.map((row) => row.action)).toContain("payment-plan.save");
  });
});

describe("a payer on the plan", () => {
  it("sees the plan offered, chooses it, and the parts add up to the fee to the paisa", async () => {
    const { token } = await payer();
    const before = await page(token);
    const today = dayInIndia(new Date());
    // ₹11,801 = 1,180,100 paise: 40 % and 30 % + 30 % in whole paise, the leftover paisa to the earliest.
    expect(before.planOffer).toEqual([
      { partNo: 1, dueOn: today, amountPaise: 472040 },
      { partNo: 2, dueOn: addDays(today, 30), amountPaise: 354030 },
      { partNo: 3, dueOn: addDays(today, 60), amountPaise: 354030 },
    ]);
    const chosen = await post("/payments/plan", { token });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const after = chosen.json();
    expect(after.amountPaise).toBe(472040);
    expect(after.planOffer).toBeUndefined();
    expect(after.plan.parts.map((part: { amountPaise: number }) => part.amountPaise)).toEqual([472040, 354030, 354030]);
    expect(after.plan.parts[0].current).toBe(true);
    expect(after.plan.payable).toBe(true);
    // Chosen once: a second choice is refused and changes nothing.
    const again = await post("/payments/plan", { token });
    expect(again.statusCode).toBe(422);
    expect(again.body).toContain("A payment plan can be chosen only before any payment is made on this link");
  });

  it("pays part 1 for the seat, then each later part with its own tax invoice; the tax adds up to the whole fee's", async () => {
    const { token, lead } = await payer();
    expect((await post("/payments/plan", { token })).statusCode).toBe(200);
    const part2 = await partToken(token, 2);
    // Part 2 before part 1: refused, nothing kept.
    const early = await post("/payments/utr", { token: part2, method: "upi", utr: nextUtr() });
    expect(early.statusCode).toBe(422);
    expect(early.body).toContain("Part 1 must be paid first");
    expect((await page(part2)).plan.payable).toBe(false);

    await payAndConfirm(token);
    const enrolled = await t.database.db
      .select()
      .from(schema.enrolments)
      .where(eq(schema.enrolments.trainingCardId, batchId));
    const seatsAfterFirst = enrolled.length;
    // Part 2's page: the link asked before part 1 was paid still opens part 2, now payable.
    expect((await page(part2)).plan.payable).toBe(true);
    await payAndConfirm(part2);
    await payAndConfirm(await partToken(token, 3));
    const seats = await t.database.db
      .select()
      .from(schema.enrolments)
      .where(eq(schema.enrolments.trainingCardId, batchId));
    expect(seats.length).toBe(seatsAfterFirst);

    const requests = await t.database.db
      .select()
      .from(schema.paymentRequests)
      .where(eq(schema.paymentRequests.leadId, lead.id))
      .orderBy(asc(schema.paymentRequests.partNo));
    expect(requests.map((row) => [row.partNo, row.status])).toEqual([
      [1, "paid"],
      [2, "paid"],
      [3, "paid"],
    ]);
    const invoices = await t.database.db
      .select()
      .from(schema.documents)
      .where(
        and(
          eq(schema.documents.kind, "tax_invoice"),
          like(schema.documents.description, "%Azure Administrator AZ-104%part%"),
        ),
      )
      .orderBy(asc(schema.documents.id));
    const ofLead = invoices.filter((doc) => requests.some((row) => row.id === doc.paymentRequestId));
    expect(ofLead).toHaveLength(3);
    expect(ofLead.map((doc) => doc.description)).toEqual([
      expect.stringMatching(/, part 1 of 3$/),
      expect.stringMatching(/, part 2 of 3$/),
      expect.stringMatching(/, part 3 of 3$/),
    ]);
    const whole = splitGst(1180100, "intra", false);
    const sum = (key: "pricePaise" | "taxablePaise" | "cgstPaise" | "sgstPaise" | "igstPaise") =>
      ofLead.reduce((total, doc) => total + doc[key], 0);
    expect(sum("pricePaise")).toBe(1180100);
    expect(sum("taxablePaise")).toBe(whole.taxablePaise);
    expect(sum("cgstPaise")).toBe(whole.cgstPaise);
    expect(sum("sgstPaise")).toBe(whole.sgstPaise);
    expect(sum("igstPaise")).toBe(0);

    // GSTR-1 lists each part's invoice; the dashboard's revenue takes in the whole fee.
    const month = dayInIndia(new Date()).slice(0, 7);
    const gstr1 = (await call("GET", `/api/admin/gstr1?month=${month}`)).json() as {
      number: string;
      taxablePaise: number;
    }[];
    const rows = gstr1.filter((row) => ofLead.some((doc) => doc.number === row.number));
    expect(rows).toHaveLength(3);
    expect(rows.reduce((total, row) => total + row.taxablePaise, 0)).toBe(whole.taxablePaise);

    // Part 2's tax invoice, as its PDF reads: which part, and its own amount.
    const pdf = await t.app.inject({
      method: "GET",
      url: `/api/payments/document?token=${part2}&kind=tax_invoice`,
      headers: apiHeaders(),
    });
    const text = execFileSync("pdftotext", ["-layout", "-", "-"], {
      input: Buffer.from(pdf.json().pdfBase64, "base64"),
    }).toString();
    expect(text).toContain("TAX INVOICE");
    expect(text).toMatch(/part 2 of 3/);
    expect(text).toMatch(/Total \(tax inclusive\)\s+INR 3,540\.30/);
    expect(text).not.toContain("Discount");
  });
});

describe("what is owed, reminders and the pause", () => {
  it("lists open parts by due date, reminds once before and on the due day, pauses past 7 days and resumes on a waiver", async () => {
    const { token, email, lead } = await payer();
    expect((await post("/payments/plan", { token })).statusCode).toBe(200);
    await payAndConfirm(token);
    const db = t.database.db;
    const [part2] = await db
      .select()
      .from(schema.paymentRequests)
      .where(and(eq(schema.paymentRequests.leadId, lead.id), eq(schema.paymentRequests.partNo, 2)));
    const today = dayInIndia(new Date());

    const owed = (await call("GET", "/api/admin/payments/receivables", undefined, app.plainStaffToken)).json();
    const mine = owed.parts.find((part: { requestId: number }) => part.requestId === part2!.id);
    expect(mine).toMatchObject({ partNo: 2, partCount: 3, amountPaise: 354030, bucket: "later" });
    expect(owed.totals.map((row: { bucket: string }) => row.bucket)).toEqual([
      "overdue_60_plus",
      "overdue_31_60",
      "overdue_1_30",
      "due_this_week",
      "later",
    ]);

    // Three days before the due day: one reminder with a working link; a second run sends none.
    await db
      .update(schema.paymentRequests)
      .set({ dueOn: addDays(today, 3) })
      .where(eq(schema.paymentRequests.id, part2!.id));
    const mails = () =>
      db
        .select()
        .from(schema.outbox)
        .where(and(eq(schema.outbox.to, email), eq(schema.outbox.kind, "plan-part-reminder")))
        .orderBy(asc(schema.outbox.id));
    await queuePartReminders(db, { origin: "https://academy.example.in" });
    await queuePartReminders(db, { origin: "https://academy.example.in" });
    expect((await mails()).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Part 2 of your fee for Azure Administrator AZ-104 is due on /),
    ]);
    const link = /\/pay\?token=([A-Za-z0-9_-]+)/.exec((await mails())[0]!.text)![1]!;
    expect((await page(link)).amountPaise).toBe(354030);
    // On the due day: the second reminder.
    await db.update(schema.paymentRequests).set({ dueOn: today }).where(eq(schema.paymentRequests.id, part2!.id));
    await queuePartReminders(db, { origin: "https://academy.example.in" });
    expect((await mails()).map((mail) => mail.subject)).toHaveLength(2);
    expect((await mails())[1]!.subject).toBe("Part 2 of your fee for Azure Administrator AZ-104 is due today");

    // Overdue 7 days: still open. Overdue 8: recordings and materials paused with what is due.
    await addRecording(db, batchId);
    await addMaterial(db, app.course.id);
    const learner = await signIn(t.app, "learner", email);
    const recordings = () => call("GET", `/api/recordings/training/${batchId}`, undefined, learner);
    const materials = () => call("GET", `/api/study-materials/ict/${app.course.id}/`, undefined, learner);
    await db
      .update(schema.paymentRequests)
      .set({ dueOn: addDays(today, -7) })
      .where(eq(schema.paymentRequests.id, part2!.id));
    expect((await recordings()).statusCode).toBe(200);
    await db
      .update(schema.paymentRequests)
      .set({ dueOn: addDays(today, -8) })
      .where(eq(schema.paymentRequests.id, part2!.id));
    const paused = await recordings();
    expect(paused.statusCode).toBe(402);
    expect(paused.json().detail).toMatch(
      /^Part 2 of 3 of your fee for Azure Administrator AZ-104 \(₹3,540\.30\) was due on .*: your recordings and study materials are paused until it is paid\./,
    );
    expect((await materials()).statusCode).toBe(402);
    // The dashboard's banner says the same, with the part overdue.
    const notice = (await call("GET", "/api/learners/me/plan-notice", undefined, learner)).json();
    expect(notice.paused).toBe(paused.json().detail);
    expect(notice.parts).toEqual([
      expect.objectContaining({ partNo: 2, partCount: 3, amountPaise: 354030, overdue: true }),
    ]);
    const late = (await call("GET", "/api/admin/payments/receivables")).json();
    expect(late.parts.find((part: { requestId: number }) => part.requestId === part2!.id).bucket).toBe("overdue_1_30");

    // Waived by finance with a reason (plain staff may not): resumed, no longer owed, audited.
    const waive = (token?: string, reason = "Scholarship granted") =>
      call("POST", `/api/admin/payment-parts/${part2!.id}/waive`, { reason }, token);
    expect((await waive(app.plainStaffToken)).statusCode).toBe(403);
    expect((await waive(undefined, "  ")).statusCode).toBe(422);
    expect((await waive()).statusCode).toBe(200);
    expect((await waive()).statusCode).toBe(409);
    expect((await recordings()).statusCode).toBe(200);
    expect((await materials()).statusCode).toBe(200);
    expect((await call("GET", "/api/learners/me/plan-notice", undefined, learner)).json()).toEqual({
      paused: null,
      parts: [],
    });
    const after = (await call("GET", "/api/admin/payments/receivables")).json();
    expect(after.parts.some((part: { requestId: number }) => part.requestId === part2!.id)).toBe(false);
    expect((await auditRows(t, "payment_request", part2!.id)).map((row) => row.action)).toContain("payment-plan.waive");
  });
});

describe("a plan refunded", () => {
  it("gives back each part paid with a credit note against its invoice; part 1 in full frees the seat and ends what is owed", async () => {
    const { token, lead } = await payer();
    expect((await post("/payments/plan", { token })).statusCode).toBe(200);
    const first = await payAndConfirm(token);
    const second = await payAndConfirm(await partToken(token, 2));
    const db = t.database.db;
    const seatsBefore = (await db.select().from(schema.enrolments).where(eq(schema.enrolments.trainingCardId, batchId)))
      .length;
    const refund = (paymentId: number, amount: string) =>
      call("POST", `/api/admin/payments/${paymentId}/refund`, { amount, reference: `RF${paymentId}` });

    // Part 2 refunded in full: money back with its credit note, the seat kept.
    expect((await refund(second.paymentId, "3540.30")).statusCode).toBe(201);
    expect(
      (await db.select().from(schema.enrolments).where(eq(schema.enrolments.trainingCardId, batchId))).length,
    ).toBe(seatsBefore);
    // Part 1 refunded in full: its credit note, the seat freed, part 3 no longer owed.
    expect((await refund(first.paymentId, "4720.40")).statusCode).toBe(201);
    expect(
      (await db.select().from(schema.enrolments).where(eq(schema.enrolments.trainingCardId, batchId))).length,
    ).toBe(seatsBefore - 1);
    const parts = await db
      .select()
      .from(schema.paymentRequests)
      .where(eq(schema.paymentRequests.leadId, lead.id))
      .orderBy(asc(schema.paymentRequests.partNo));
    expect(parts.map((row) => row.status)).toEqual(["refunded", "refunded", "cancelled"]);
    const notes = await db
      .select()
      .from(schema.documents)
      .where(eq(schema.documents.kind, "credit_note"))
      .then((rows) => rows.filter((row) => parts.some((part) => part.id === row.paymentRequestId)));
    expect(notes.map((note) => note.pricePaise).sort()).toEqual([354030, 472040]);
    const owed = (await call("GET", "/api/admin/payments/receivables")).json();
    expect(owed.parts.some((part: { requestId: number }) => part.requestId === parts[2]!.id)).toBe(false);
  });
});
