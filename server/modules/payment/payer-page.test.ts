// The payer's payment page answers a form post in place (Post/Redirect/Get): a UTR sent is
// answered by a banner at the top of the page it redirects back to — the UTR's first digits only,
// carried by a one-time cookie, never in the URL — the ways to pay are put away while it waits for
// staff, and the same UTR sent again (a reload, a second tap, even once it is confirmed) only
// answers that it is already received. Through the real app and its pages, on each database.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { SESSION_COOKIE } from "../../plugins/auth.ts";
import { caller, type TestContext } from "../../test/app.ts";
import { createBatch, createLead } from "../../test/factories.ts";
import { buildPaymentsApp, type PaymentsApp, requestPayment } from "./test-setup.ts";

const SITE = "https://academy.example.in";
let app: PaymentsApp;
let t: TestContext;
let call: ReturnType<typeof caller>;
let batchId: number;

beforeAll(async () => {
  app = await buildPaymentsApp({
    course: { name: "Cloud Security Essentials", price: { list: 30000, sell: 24999 } },
    env: { PAGE_CACHE_SECONDS: "0" },
    web: true,
  });
  t = app.t;
  call = caller(t, () => app.staffToken);
  batchId = (await createBatch(t.database.db, app.course.id)).id;
});
afterAll(() => t?.close());

async function payer(name: string) {
  const lead = await createLead(t.database.db, {
    name,
    email: `payer.${Math.random().toString(36).slice(2)}@example.com`,
    courseId: app.course.id,
    trainingCardId: batchId,
  });
  return requestPayment(call, t, lead);
}

const setCookies = (res: { headers: Record<string, unknown> }) => [res.headers["set-cookie"] ?? []].flat().map(String);
const notice = (res: { headers: Record<string, unknown> }) =>
  setCookies(res)
    .find((cookie) => cookie.startsWith("sb_pay_notice="))
    ?.split(";")[0];

const page = (token: string, cookie?: string) =>
  t.app.inject({ method: "GET", url: `/pay?token=${token}`, headers: cookie ? { cookie } : {} });

/** The UTR form as a browser posts it, without scripts. */
const sendUtr = (token: string, utr: string) =>
  t.app.inject({
    method: "POST",
    url: `/pay?token=${token}`,
    headers: {
      origin: SITE,
      "sec-fetch-site": "same-origin",
      "sec-fetch-mode": "navigate",
      "content-type": "application/x-www-form-urlencoded",
    },
    payload: new URLSearchParams({ intent: "utr", token, method: "upi", utr }).toString(),
  });

/** What a person reads on the page: its text, tags and entities aside. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

describe("the payment page after a UTR is sent", () => {
  it("redirects back to itself and shows a banner at the top, the UTR's first digits only, once", async () => {
    const { token } = await payer("Anjali Rao");
    const before = textOf((await page(token)).body);
    expect(before).toContain("Pay ₹24,999.00");
    expect(before).toContain("Pay by UPI");
    expect(before).toContain("Send my UTR");

    const sent = await sendUtr(token, "612345678901");
    expect([302, 303]).toContain(sent.statusCode);
    expect(sent.headers.location).toBe(`/pay?token=${token}`);
    expect(notice(sent)).toBe("sb_pay_notice=utr-received.6123");
    expect(setCookies(sent).join()).not.toContain("612345678901");

    const shown = await page(token, notice(sent));
    const text = textOf(shown.body);
    expect(text).toContain("UTR 6123… received — we confirm within one business day");
    expect(text.indexOf("UTR 6123… received")).toBeLessThan(text.indexOf("Your fee"));
    // The ways to pay are put away: nothing more to pay while the UTR waits for our check.
    expect(text).not.toContain("Pay ₹24,999.00");
    expect(text).not.toContain("Pay by UPI");
    expect(text).not.toContain("Send my UTR");
    expect(shown.body).not.toContain("UPI QR code");
    expect(text).toContain("Your payment is waiting for our check");
    // Shown once: the page clears its cookie, and without it no banner.
    expect(setCookies(shown).find((cookie) => cookie.startsWith("sb_pay_notice="))).toMatch(/Max-Age=0/);
    expect(textOf((await page(token)).body)).not.toContain("received — we confirm");
  });

  it("answers the same UTR sent again by the same payer with 'already received', and records nothing new", async () => {
    const { token, requestId } = await payer("Vikram Shetty");
    const first = await sendUtr(token, "623456789012");
    expect(notice(first)).toBe("sb_pay_notice=utr-received.6234");
    const again = await sendUtr(token, "623456789012");
    expect([302, 303]).toContain(again.statusCode);
    expect(notice(again)).toBe("sb_pay_notice=utr-already.6234");
    expect(textOf((await page(token, notice(again))).body)).toContain("UTR 6234… already received");
    const rows = await t.database.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.paymentRequestId, requestId));
    expect(rows).toHaveLength(1);

    // Confirmed by staff, the link takes no more payment: the same UTR is still only "already received".
    const confirmed = await call("POST", `/api/admin/payments/${rows[0]!.id}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const late = await sendUtr(token, "623456789012");
    expect(notice(late)).toBe("sb_pay_notice=utr-already.6234");
    const paid = textOf((await page(token, notice(late))).body);
    expect(paid).toContain("UTR 6234… already received");
    expect(paid).toContain("Paid: thank you");
    expect(paid).not.toContain("Send my UTR");
  });

  it("keeps a refused UTR on the page with a clear error at the top, and records nothing", async () => {
    const { token, requestId } = await payer("Kiran Das");
    const sent = await sendUtr(token, "1234");
    expect(sent.statusCode).toBe(422);
    expect(notice(sent)).toBeUndefined();
    const text = textOf(sent.body);
    expect(text.indexOf("Not saved: Enter the 12-digit UTR")).toBeGreaterThan(-1);
    expect(text.indexOf("Not saved:")).toBeLessThan(text.indexOf("Your fee"));
    expect(sent.body).toMatch(/name="utr"[^>]*value="1234"|value="1234"[^>]*name="utr"/);
    const rows = await t.database.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.paymentRequestId, requestId));
    expect(rows).toHaveLength(0);
  });
});

describe("a lead's page in the back office", () => {
  const staffPage = (leadId: number) =>
    t.app.inject({
      method: "GET",
      url: `/admin/inbox/lead/${leadId}`,
      headers: { cookie: `${SESSION_COOKIE}=${app.staffToken}` },
    });
  const sendLink = (leadId: number) =>
    t.app.inject({
      method: "POST",
      url: `/admin/inbox/lead/${leadId}`,
      headers: {
        cookie: `${SESSION_COOKIE}=${app.staffToken}`,
        origin: SITE,
        "sec-fetch-site": "same-origin",
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: new URLSearchParams({ intent: "payment-link" }).toString(),
    });
  const linkMails = (email: string) => t.database.db.select().from(schema.outbox).where(eq(schema.outbox.to, email));

  it("shows where the lead's money stands and sends the payment link from there", async () => {
    const lead = await createLead(t.database.db, {
      name: "Meena Iyer",
      email: `lead.${Math.random().toString(36).slice(2)}@example.com`,
      courseId: app.course.id,
      trainingCardId: batchId,
    });
    const fresh = textOf((await staffPage(lead.id)).body);
    expect(fresh).toContain("No payment link sent yet");
    expect(fresh).toContain("Send payment link");

    const sent = await sendLink(lead.id);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(textOf(sent.body)).toMatch(/Payment link sent \(proforma SBP\/\d\d-\d\d\/\d{5}\)/);
    const mails = (await linkMails(lead.email)).filter((mail) => mail.text.includes("/pay?token="));
    expect(mails).toHaveLength(1);
    expect(textOf((await staffPage(lead.id)).body)).toContain("Payment link sent: nothing paid or entered yet");

    // The payer enters a UTR: the lead's page says it is claimed; once confirmed, paid (no new link then).
    const token = /\/pay\?token=([\w-]+)/.exec(mails[0]!.text)![1]!;
    expect([302, 303]).toContain((await sendUtr(token, "645600000001")).statusCode);
    expect(textOf((await staffPage(lead.id)).body)).toContain("Claimed: the payer entered a UTR");
    const state = await call("GET", `/api/admin/leads/${lead.id}/payment-state`);
    expect(state.json()).toMatchObject({ state: "claimed", amountPaise: 2_499_900, canSendLink: true });
    const [claimed] = await t.database.db.select().from(schema.payments).where(eq(schema.payments.utr, "645600000001"));
    expect((await call("POST", `/api/admin/payments/${claimed!.id}/confirm`)).statusCode).toBe(200);
    const paid = textOf((await staffPage(lead.id)).body);
    expect(paid).toContain("Paid");
    expect(paid).not.toContain("Send payment link");
    expect((await call("GET", `/api/admin/leads/${lead.id}/payment-state`)).json()).toMatchObject({
      state: "paid",
      invoiceNumber: expect.stringMatching(/^SB\//),
      canSendLink: false,
    });
  });
});
