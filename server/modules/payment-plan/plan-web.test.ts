// Payment plans as a browser without scripts uses them: staff save a batch's plan on its page (a
// bad plan refused beside the form, nothing saved); the payer's page offers it, "Pay in parts"
// makes the fee parts, and "Pay part 2" opens that part's own page (waiting for part 1); the
// learner pays a due part from Fees & invoices; finance waive a part on Payments with a reason.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { SESSION_COOKIE } from "../../plugins/auth.ts";
import { caller, signIn, type TestContext } from "../../test/app.ts";
import { createBatch, createLead, createLearner } from "../../test/factories.ts";
import { buildPaymentsApp, type PaymentsApp, requestPayment } from "../payment/test-setup.ts";

const SITE = "https://academy.example.in";
let app: PaymentsApp;
let t: TestContext;
let batchId: number;

beforeAll(async () => {
  app = await buildPaymentsApp({
    course: { name: "Cloud Security Essentials", price: { list: 15000, sell: 11800 } },
    env: { PAGE_CACHE_SECONDS: "0" },
    web: true,
  });
  t = app.t;
  batchId = (await createBatch(t.database.db, app.course.id)).id;
});
afterAll(() => t?.close());

const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

const post = (url: string, form: Record<string, string>, cookie?: string) =>
  t.app.inject({
    method: "POST",
    url,
    headers: {
      origin: SITE,
      "sec-fetch-site": "same-origin",
      "sec-fetch-mode": "navigate",
      "sec-fetch-dest": "document",
      "content-type": "application/x-www-form-urlencoded",
      ...(cookie ? { cookie } : {}),
    },
    payload: new URLSearchParams(form).toString(),
  });
const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
const staff = () => `${SESSION_COOKIE}=${app.staffToken}`;

const planRows = (rows: [string, string][]) =>
  Object.fromEntries(
    rows.flatMap(([percent, days], i) => [
      [`percent${i + 1}`, percent],
      [`days${i + 1}`, days],
    ]),
  );

describe("a batch's plan on its back-office page", () => {
  it("refuses a plan whose parts do not add up, beside the form, and saves a good one", async () => {
    const bad = await post(
      `/admin/batches/${batchId}`,
      {
        intent: "plan-save",
        ...planRows([
          ["50", "0"],
          ["40", "30"],
        ]),
      },
      staff(),
    );
    expect(bad.statusCode).toBe(422);
    expect(textOf(bad.body)).toContain("Not saved: The parts must add up to 100%");
    expect(await t.database.db.select().from(schema.batchPaymentPlans)).toEqual([]);

    const good = await post(
      `/admin/batches/${batchId}`,
      {
        intent: "plan-save",
        ...planRows([
          ["50", "0"],
          ["50", "30"],
        ]),
      },
      staff(),
    );
    expect(good.statusCode, textOf(good.body).slice(0, 300)).toBe(200);
    const page = textOf((await get(`/admin/batches/${batchId}`, staff())).body);
    expect(page).toContain(
      "Payers may pay this batch's fee in 2 parts: 50% now, 50% after 30 days. Part 1 confirms the seat.",
    );
  });
});

describe("the payer's page", () => {
  it("offers the plan, makes the fee parts on 'Pay in parts', and opens part 2 on its own page", async () => {
    const call = caller(t, () => app.staffToken);
    const email = `plan.web.${Date.now()}@example.com`;
    await createLearner(t.database.db, { email });
    const lead = await createLead(t.database.db, {
      name: "Asha Menon",
      email,
      courseId: app.course.id,
      trainingCardId: batchId,
    });
    const { token } = await requestPayment(call, t, lead);
    const offered = textOf((await get(`/pay?token=${token}`)).body);
    expect(offered).toContain("Pay in 2 parts");
    expect(offered).toMatch(/Part 1 Now ₹5,900\.00 Part 2 \d+ \w+ \d{4} ₹5,900\.00/);

    const chosen = await post(`/pay?token=${token}`, { intent: "plan", token });
    expect(chosen.statusCode, chosen.body.slice(0, 300)).toBe(302);
    const cookie = [chosen.headers["set-cookie"] ?? []]
      .flat()
      .map(String)
      .find((c) => c.startsWith("sb_pay_notice="));
    const first = textOf((await get(`/pay?token=${token}`, cookie?.split(";")[0])).body);
    expect(first).toContain("You pay in parts: pay part 1 below to confirm your seat.");
    expect(first).toContain("Your payment plan: this page is part 1 of 2");
    expect(first).toContain("Your fee: part 1 of 2");
    expect(first).not.toContain("Pay in 2 parts");

    const second = await post(`/pay?token=${token}`, { intent: "part", token, partNo: "2" });
    expect(second.statusCode).toBe(302);
    const location = String(second.headers.location);
    expect(location).toMatch(/^\/pay\?token=[\w-]+$/);
    const part2 = textOf((await get(location)).body);
    expect(part2).toContain("Your fee: part 2 of 2");
    expect(part2).toContain("Part 1 must be paid first: it confirms your seat.");
    // No way to pay part 2 yet: no UTR form.
    expect(part2).not.toContain("Enter your UTR");

    // The learner's Fees & invoices: each part, and "Pay part 2" opens a page for it.
    const learnerCookie = `${SESSION_COOKIE}=${await signIn(t.app, "learner", email)}`;
    const dashboard = textOf((await get("/learner/Profile", learnerCookie)).body);
    expect(dashboard).toContain("Your fee in parts");
    expect(dashboard).toMatch(
      /Part 1 of 2 of your fee for Cloud Security Essentials \(₹5,900\.00\) is due on \d+ \w+ \d{4}\./,
    );
    expect(dashboard).not.toContain("Part 2 of 2 of your fee");
    const fees = textOf((await get("/learner/fees", learnerCookie)).body);
    expect(fees).toMatch(/Part 1 of 2, due on .*: Due/);
    expect(fees).toMatch(/Part 2 of 2, due on .*: Due/);
    const [part2Row] = await t.database.db
      .select()
      .from(schema.paymentRequests)
      .where(eq(schema.paymentRequests.leadId, lead.id))
      .then((rows) => rows.filter((row) => row.partNo === 2));
    const pay = await post("/learner/fees", { intent: "pay-part", requestId: String(part2Row!.id) }, learnerCookie);
    expect(pay.statusCode).toBe(302);
    expect(String(pay.headers.location)).toMatch(/^\/pay\?token=[\w-]+$/);
    // Another learner cannot get a link to it.
    const other = await createLearner(t.database.db);
    const otherCookie = `${SESSION_COOKIE}=${await signIn(t.app, "learner", other.email)}`;
    const refused = await post("/learner/fees", { intent: "pay-part", requestId: String(part2Row!.id) }, otherCookie);
    expect(refused.statusCode).toBe(404);

    // Finance waive part 2 on Payments: a reason is asked for, then it is no longer owed.
    const owed = textOf((await get("/admin/payments", staff())).body);
    expect(owed).toContain("Payment plans: what is owed");
    expect(owed).toContain("Asha Menon");
    const blank = await post(
      "/admin/payments",
      { intent: "part-waive", id: String(part2Row!.id), reason: " " },
      staff(),
    );
    expect(blank.statusCode).toBe(422);
    expect(textOf(blank.body)).toContain("Please say why this part is waived");
    const waived = await post(
      "/admin/payments",
      { intent: "part-waive", id: String(part2Row!.id), reason: "Scholarship" },
      staff(),
    );
    expect(waived.statusCode).toBe(200);
    expect(textOf(waived.body)).toContain("Part waived: it is no longer owed");
  });
});
