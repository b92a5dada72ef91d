// UTR claims a stranger cannot take over: one open claim per payment link, the same UTR again a
// no-op, claims limited per link and per address (429), a payer refused because another link
// claimed their UTR first kept as a dispute that alerts the staff who decide on money, and a bank
// statement that confirms a credit only when nothing contradicts it — the proforma number in the
// narration decides whose money it is, never the first claim; the claim it refuses is told so by
// mail, as a claim refused by hand is.
import { apiMessages } from "@skillbridge/core";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { apiHeaders, caller, type TestContext } from "../../test/app.ts";
import { createBatch, createLead } from "../../test/factories.ts";
import { ALERT_MAIL_KIND } from "../alerts/alert-mail.ts";
import { MONEY_MAIL_KIND } from "./money-mail.ts";
import { paymentMessages } from "./payment-flow.ts";
import { UTR_CLAIMS_PER_LINK } from "./routes.ts";
import { BUSINESS_SETTINGS, buildPaymentsApp, type PaymentsApp, requestPayment } from "./test-setup.ts";

let app: PaymentsApp;
let t: TestContext;
let call: ReturnType<typeof caller>;
let batch: { id: number };
let adminEmail: string;
let financeEmail: string;
let staffEmail: string;

beforeAll(async () => {
  app = await buildPaymentsApp({ course: { name: "Cloud Security Essentials", price: { list: 30000, sell: 24999 } } });
  t = app.t;
  call = caller(t, () => app.staffToken);
  batch = await createBatch(t.database.db, app.course.id);
  const people = await t.database.db.select().from(schema.staff).orderBy(schema.staff.id);
  adminEmail = people.find((row) => row.role === "admin")!.email;
  financeEmail = people.find((row) => row.role === "finance")!.email;
  staffEmail = people.find((row) => row.role === "staff")!.email;
});
afterAll(() => t.close());

/** A lead with a payment request: its proforma's number and its link's token. */
async function enrolment(target: PaymentsApp, name: string, trainingCardId = batch.id) {
  const lead = await createLead(target.t.database.db, {
    name,
    email: `lead.${Math.random().toString(36).slice(2)}@example.com`,
    courseId: target.course.id,
    trainingCardId,
  });
  const made = await requestPayment(
    caller(target.t, () => target.staffToken),
    target.t,
    lead,
  );
  return { lead, ...made };
}

/** The payer's UTR form, from a client address. */
const claim = (target: TestContext, token: string, utr: string, remoteAddress = "203.0.113.10") =>
  target.app.inject({
    method: "POST",
    url: "/api/payments/utr",
    headers: apiHeaders(),
    remoteAddress,
    payload: { token, method: "upi", utr },
  });

const upload = (csv: string) => call("POST", "/api/admin/payments/statement", { csv });

/** An HDFC statement with one credit of ₹24,999 whose narration is `narration`. */
const statement = (narration: string, utr: string) =>
  [
    "Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance",
    `01/11/26,${narration},0000${utr},01/11/26,,"24,999.00","1,24,999.00"`,
  ].join("\n");

const paymentsOf = (requestId: number) =>
  t.database.db.select().from(schema.payments).where(eq(schema.payments.paymentRequestId, requestId));

async function mails(kind: string, to?: string) {
  return t.database.db
    .select()
    .from(schema.outbox)
    .where(and(eq(schema.outbox.kind, kind), to ? eq(schema.outbox.to, to) : undefined))
    .orderBy(schema.outbox.id);
}

async function enrolled(email: string) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(schema.enrolments)
    .innerJoin(schema.learners, eq(schema.learners.id, schema.enrolments.learnerId))
    .where(eq(schema.learners.email, email));
  return row!.n;
}

describe("a stranger who learns a payer's UTR", () => {
  it("cannot take the payer's money: the statement's proforma number confirms the real payer, not the first claim", async () => {
    const payer = await enrolment(app, "Meera Krishnan");
    const stranger = await enrolment(app, "Some Stranger");
    const utr = "612345670001";

    // The stranger claims the payer's UTR first, on their own link.
    expect((await claim(t, stranger.token, utr, "198.51.100.7")).statusCode).toBe(201);
    // The payer is refused it, but not at a dead end: staff are told and will look into it.
    const refused = await claim(t, payer.token, utr);
    expect(refused.statusCode, refused.body).toBe(202);
    expect(refused.json().detail).toBe(paymentMessages.utrDisputed);
    // The payer's page shows the UTR as being checked, not as lost.
    expect(refused.json().payments).toEqual([expect.objectContaining({ utr, status: "disputed" })]);
    const [dispute] = await t.database.db
      .select()
      .from(schema.utrDisputes)
      .where(eq(schema.utrDisputes.paymentRequestId, payer.requestId));
    expect(dispute).toMatchObject({ utr, method: "upi", resolvedAt: null });

    // The statement: the credit's note is the payer's proforma (the UPI link sends it).
    const res = await upload(
      statement(`UPI-MEERA KRISHNAN-meera@okaxis-UTIB0000123-${utr}-${payer.proformaNumber}`, utr),
    );
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json();
    expect(result.confirmed).toEqual([
      expect.objectContaining({ utr, payerName: "Meera Krishnan", status: "confirmed" }),
    ]);
    expect(result.rejected).toEqual([
      expect.objectContaining({ utr, payerName: "Some Stranger", proformaNumber: stranger.proformaNumber }),
    ]);
    expect(await paymentsOf(payer.requestId)).toEqual([
      expect.objectContaining({ utr, status: "confirmed", invoiceId: expect.any(Number) }),
    ]);
    expect(await paymentsOf(stranger.requestId)).toEqual([expect.objectContaining({ utr, status: "rejected" })]);
    expect(await enrolled(payer.lead.email)).toBe(1);
    expect(await enrolled(stranger.lead.email)).toBe(0);
    expect(await mails("tax-invoice", payer.lead.email)).toHaveLength(1);
    expect(await mails("tax-invoice", stranger.lead.email)).toHaveLength(0);
    // The refused claimer hears it as from a refusal by hand: the same mail, with what to do next.
    const [rejectedMail, ...moreRejected] = await mails(MONEY_MAIL_KIND.utrRejected, stranger.lead.email);
    expect(moreRejected).toEqual([]);
    expect(rejectedMail).toMatchObject({ subject: "Payment not found: Cloud Security Essentials" });
    expect(rejectedMail!.text).toContain(utr);
    expect(rejectedMail!.text).toContain("What to do: check the 12-digit UTR");
    expect(await mails(MONEY_MAIL_KIND.utrRejected, payer.lead.email)).toEqual([]);
    // ...and their page says it as for a refusal by hand.
    const strangerPage = await t.app.inject({
      url: `/api/payments/page?token=${stranger.token}`,
      headers: apiHeaders(),
    });
    expect(strangerPage.json().payments).toEqual([expect.objectContaining({ utr, status: "rejected" })]);
    const [settled] = await t.database.db
      .select()
      .from(schema.utrDisputes)
      .where(eq(schema.utrDisputes.id, dispute!.id));
    expect(settled!.resolvedAt).not.toBeNull();

    // The same statement again: nothing done twice.
    const again = (await upload(statement(`UPI-MEERA-${utr}-${payer.proformaNumber}`, utr))).json();
    expect(again.confirmed).toEqual([]);
    expect(again.alreadyDone).toEqual([expect.objectContaining({ utr, status: "confirmed" })]);
  });

  it("is never confirmed by a statement whose narration names another proforma: staff decide, the narration beside the claimer's name", async () => {
    const payer = await enrolment(app, "Kavya Nair");
    const stranger = await enrolment(app, "Another Stranger");
    const utr = "612345670002";
    expect((await claim(t, stranger.token, utr)).statusCode).toBe(201);
    const narration = `UPI-KAVYA NAIR-kavya@okhdfc-${utr}-${payer.proformaNumber.replaceAll("/", " ")}`;
    const result = (await upload(statement(narration, utr))).json();
    expect(result.confirmed).toEqual([]);
    expect(result.review).toEqual([
      expect.objectContaining({
        utr,
        narration,
        reason: "other_proforma",
        named: [{ payerName: "Kavya Nair", proformaNumber: payer.proformaNumber }],
        claims: [expect.objectContaining({ payerName: "Another Stranger", status: "pending" })],
      }),
    ]);
    expect(await paymentsOf(stranger.requestId)).toEqual([expect.objectContaining({ status: "pending" })]);
    expect(await enrolled(stranger.lead.email)).toBe(0);
  });

  it("is listed for staff, not confirmed, when a payer refused that UTR and the narration names no proforma", async () => {
    const payer = await enrolment(app, "Ravi Kumar");
    const stranger = await enrolment(app, "Third Stranger");
    const utr = "612345670003";
    expect((await claim(t, stranger.token, utr)).statusCode).toBe(201);
    expect((await claim(t, payer.token, utr)).statusCode).toBe(202);
    const result = (await upload(statement(`UPI-RAVI KUMAR-ravi@ybl-${utr}-Fee`, utr))).json();
    expect(result.confirmed).toEqual([]);
    expect(result.review).toEqual([
      expect.objectContaining({
        utr,
        reason: "disputed",
        claims: [
          expect.objectContaining({ payerName: "Third Stranger", paymentId: expect.any(Number), status: "pending" }),
          expect.objectContaining({ payerName: "Ravi Kumar", paymentId: null, proformaNumber: payer.proformaNumber }),
        ],
      }),
    ]);
    expect(await paymentsOf(stranger.requestId)).toEqual([expect.objectContaining({ status: "pending" })]);
  });
});

describe("a payer refused a UTR claimed on another link", () => {
  it("reaches the staff who decide on money as an alert, once per request and UTR", async () => {
    const payer = await enrolment(app, "Lakshmi Rao");
    const holder = await enrolment(app, "First Claimer");
    const utr = "612345670004";
    expect((await claim(t, holder.token, utr)).statusCode).toBe(201);
    const before = (await mails(ALERT_MAIL_KIND.utrConflict)).length;
    expect((await claim(t, payer.token, utr)).statusCode).toBe(202);
    const alerts = (await mails(ALERT_MAIL_KIND.utrConflict)).slice(before);
    // The staff who decide on money: admins and finance members, not plain staff.
    expect(alerts.map((mail) => mail.to).sort()).toEqual([adminEmail, financeEmail].sort());
    expect(alerts[0]!.subject).toBe(`UTR claimed twice: ${payer.proformaNumber} and ${holder.proformaNumber}`);
    expect(alerts[0]!.text).toContain("Lakshmi Rao");
    expect(alerts[0]!.text).toContain("First Claimer");
    expect(alerts[0]!.text).not.toMatch(/\?[^\s]*612345670004/);
    expect(await mails(ALERT_MAIL_KIND.utrConflict, staffEmail)).toEqual([]);

    // The same UTR again: the same answer, no second alert.
    const again = await claim(t, payer.token, utr);
    expect(again.statusCode).toBe(202);
    expect(again.json().detail).toBe(paymentMessages.utrDisputed);
    // Another UTR held elsewhere while the first is looked into: refused, no new alert.
    const other = await enrolment(app, "Second Claimer");
    expect((await claim(t, other.token, "612345670005")).statusCode).toBe(201);
    const second = await claim(t, payer.token, "612345670005");
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toBe(paymentMessages.disputeOpen);
    expect((await mails(ALERT_MAIL_KIND.utrConflict)).length).toBe(before + alerts.length);
  });
});

describe("a payment link's claims", () => {
  it("takes one open claim: a second UTR while one waits is refused with a clear message", async () => {
    const { token, requestId } = await enrolment(app, "Anil Menon");
    expect((await claim(t, token, "612345670010")).statusCode).toBe(201);
    const second = await claim(t, token, "612345670011");
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toBe(paymentMessages.claimOpen);
    expect((await paymentsOf(requestId)).map((row) => row.utr)).toEqual(["612345670010"]);
  });

  it("takes the same UTR again as a no-op that says it is already received", async () => {
    const { token, requestId } = await enrolment(app, "Divya Shah");
    expect((await claim(t, token, "612345670020")).statusCode).toBe(201);
    const again = await claim(t, token, "6123 4567 0020");
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      detail: paymentMessages.utrReceived,
      payments: [expect.objectContaining({ utr: "612345670020", status: "pending" })],
    });
    expect(await paymentsOf(requestId)).toHaveLength(1);
  });

  it("are limited per link, from any address: 429 with the product's message", async () => {
    const { token } = await enrolment(app, "Farhan Ali");
    for (let n = 0; n < UTR_CLAIMS_PER_LINK.max; n++) {
      const res = await claim(t, token, `61234567003${n}`, `192.0.2.${n + 1}`);
      expect(res.statusCode).not.toBe(429);
    }
    const over = await claim(t, token, "612345670039", "192.0.2.99");
    expect(over.statusCode).toBe(429);
    expect(over.json().detail).toBe(apiMessages.tooManyRequests);
    expect(over.headers["retry-after"]).toBeDefined();
    // Another link is not held back.
    const other = await enrolment(app, "Geeta Iyer");
    expect((await claim(t, other.token, "612345670040", "192.0.2.99")).statusCode).toBe(201);
  });
});

describe("claims from one client address", () => {
  let limited: PaymentsApp;
  beforeAll(async () => {
    limited = await buildPaymentsApp({
      env: { RATE_LIMIT_PER_MINUTE: "3" },
      settings: BUSINESS_SETTINGS,
      course: { name: "Azure Administrator", price: { list: 20000, sell: 15000 } },
    });
  });
  afterAll(() => limited.t.close());

  it("are limited like the public forms: 429 with the product's message past the limit", async () => {
    const own = await createBatch(limited.t.database.db, limited.course.id);
    const links = [];
    for (let n = 0; n < 4; n++) links.push(await enrolment(limited, `Payer ${n}`, own.id));
    for (let n = 0; n < 3; n++) {
      expect((await claim(limited.t, links[n]!.token, `61234567005${n}`, "203.0.113.50")).statusCode).toBe(201);
    }
    const over = await claim(limited.t, links[3]!.token, "612345670053", "203.0.113.50");
    expect(over.statusCode).toBe(429);
    expect(over.json().detail).toBe(apiMessages.tooManyRequests);
    expect(
      await limited.t.database.db.select().from(schema.payments).where(eq(schema.payments.utr, "612345670053")),
    ).toEqual([]);
    expect((await claim(limited.t, links[3]!.token, "612345670053", "203.0.113.51")).statusCode).toBe(201);
  });
});
