// Referral pages without scripts, through the real app: /r/:code keeps a known code in its cookie
// and goes on to the home page or a same-site ?to=; the referred payer's payment page shows the
// referral discount line; the learner's dashboard shows their own link as text with its share links;
// the back office's scheme form and Mark paid post to the page's action.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { SESSION_COOKIE } from "../../plugins/auth.ts";
import { apiHeaders, caller, signIn, type TestContext } from "../../test/app.ts";
import { createBatch, createLearner } from "../../test/factories.ts";
import { buildPaymentsApp, mailedPaymentToken, type PaymentsApp } from "../payment/test-setup.ts";

const SITE = "https://academy.example.in";
let app: PaymentsApp;
let t: TestContext;
let call: ReturnType<typeof caller>;
let batchId: number;
let learnerToken: string;
let learnerId: number;
let code: string;

beforeAll(async () => {
  app = await buildPaymentsApp({
    course: { name: "Cloud Security Essentials", price: { list: 15000, sell: 11800 } },
    env: { PAGE_CACHE_SECONDS: "0" },
    web: true,
  });
  t = app.t;
  call = caller(t, () => app.staffToken);
  batchId = (await createBatch(t.database.db, app.course.id)).id;
  const learner = await createLearner(t.database.db, { firstName: "Asha", contact: "+91 98450 12345" });
  learnerToken = await signIn(t.app, "learner", learner.email);
  learnerId = learner.id;
  code = (await call("GET", "/api/learners/me/referral", undefined, learnerToken)).json().code;
  const saved = await call("PUT", "/api/admin/referrals/scheme", {
    enabled: "on",
    discountKind: "percent",
    discountValue: "10",
    reward: "500",
    rewardMode: "credit",
    waitDays: "14",
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => t?.close());

const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");
const page = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
const cookiesOf = (res: { headers: Record<string, unknown> }) => [res.headers["set-cookie"] ?? []].flat().map(String);

describe("a referral link", () => {
  it("keeps a known code in an httpOnly first-party cookie for 30 days and goes home", async () => {
    const res = await page(`/r/${code}`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/");
    const cookie = cookiesOf(res).find((c) => c.startsWith("sb_referral="));
    expect(cookie).toBeDefined();
    expect(cookie).toContain(`sb_referral=${code};`);
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it("goes on to a same-site ?to= only; an unknown code sets nothing", async () => {
    expect((await page(`/r/${code}?to=/training_course`)).headers.location).toBe("/training_course");
    expect((await page(`/r/${code}?to=//evil.example/x`)).headers.location).toBe("/");
    expect((await page(`/r/${code}?to=https://evil.example/`)).headers.location).toBe("/");
    const unknown = await page("/r/ZZZZZZZZZZ");
    expect(unknown.statusCode).toBe(302);
    expect(cookiesOf(unknown).some((c) => c.startsWith("sb_referral="))).toBe(false);
  });

  it("gives the referred payer's page its discount line, naming nobody", async () => {
    const email = `friend.${Date.now()}@example.com`;
    const enrolled = await t.app.inject({
      method: "POST",
      url: "/api/leads/",
      headers: { ...apiHeaders(), cookie: `sb_referral=${code}` },
      payload: {
        leadName: "Kiran Das",
        leadEmail: email,
        leadContact: "+91 90000 12121",
        leadStatus: "new",
        ictId_id: app.course.id,
        trainingId: batchId,
      },
    });
    expect(enrolled.statusCode, enrolled.body).toBe(201);
    const text = textOf((await page(`/pay?token=${await mailedPaymentToken(t, email)}`)).body);
    expect(text).toContain("Fee before discount (all taxes inclusive) ₹11,800.00");
    expect(text).toContain("Referral discount −₹1,180.00");
    expect(text).toContain("Pay ₹10,620.00");
    expect(text).not.toContain("Asha");
  });
  it("gives the discount to an enrolment posted by the course's enrolment form without scripts", async () => {
    const email = `form.friend.${Date.now()}@example.com`;
    const posted = await t.app.inject({
      method: "POST",
      url: `/course/${app.course.id}/enrol`,
      headers: {
        cookie: `sb_referral=${code}`,
        origin: SITE,
        "sec-fetch-site": "same-origin",
        "sec-fetch-mode": "navigate",
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: new URLSearchParams({
        intent: "enrolment",
        leadName: "Meena Pillai",
        leadEmail: email,
        leadContact: "+91 90000 34343",
        briefRequirement: "",
        trainingId: String(batchId),
      }).toString(),
    });
    expect(posted.statusCode, posted.body).toBeLessThan(400);
    const [lead] = await t.database.db.select().from(schema.leads).where(eq(schema.leads.email, email));
    expect(lead?.referrerLearnerId).toBe(learnerId);
    const text = textOf((await page(`/pay?token=${await mailedPaymentToken(t, email)}`)).body);
    expect(text).toContain("Referral discount −₹1,180.00");
  });
});

describe("the learner's dashboard", () => {
  it("shows their own link as text with WhatsApp and e-mail share links, and no one else's", async () => {
    const html = (await page("/learner/Profile", `${SESSION_COOKIE}=${learnerToken}`)).body;
    const text = textOf(html);
    expect(text).toContain("Refer a friend");
    expect(text).toContain(`${SITE}/r/${code}`);
    expect(text).toContain("gets 10% off their fee");
    expect(html).toContain(`https://wa.me/?text=`);
    expect(html).toContain(encodeURIComponent(`${SITE}/r/${code}`));
    expect(html).toMatch(/href="mailto:\?subject=/);
    const other = await createLearner(t.database.db);
    const otherHtml = (
      await page("/learner/Profile", `${SESSION_COOKIE}=${await signIn(t.app, "learner", other.email)}`)
    ).body;
    expect(otherHtml).toContain("Refer a friend");
    expect(otherHtml).not.toContain(code);
  });
});

describe("the back office's referrals page, without scripts", () => {
  const staffPost = (values: Record<string, string>, token = app.staffToken) =>
    t.app.inject({
      method: "POST",
      url: "/admin/referrals",
      headers: {
        cookie: `${SESSION_COOKIE}=${token}`,
        origin: SITE,
        "sec-fetch-site": "same-origin",
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: new URLSearchParams(values).toString(),
    });
  const form = {
    intent: "scheme",
    enabled: "on",
    discountKind: "fixed",
    discountValue: "1000",
    reward: "750",
    rewardMode: "payout",
    waitDays: "0",
  };

  it("saves the scheme from its form, refuses bad input in words, and lists referrals with totals", async () => {
    const bad = await staffPost({ ...form, reward: "lots" });
    expect(bad.statusCode).toBe(422);
    expect(textOf(bad.body)).toContain("Enter the reward in rupees, e.g. 500");
    expect((await call("GET", "/api/admin/referrals")).json().scheme.rewardMode).toBe("credit");

    const saved = await staffPost(form);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(textOf(saved.body)).toContain("The referral scheme is saved: on.");
    expect((await call("GET", "/api/admin/referrals")).json().scheme).toMatchObject({
      discountKind: "fixed",
      discountValue: 100_000,
      rewardPaise: 75_000,
      rewardMode: "payout",
    });
    const refused = await staffPost({ ...form, enabled: "off" }, app.plainStaffToken);
    expect(refused.statusCode).toBe(403);

    const list = textOf((await page("/admin/referrals", `${SESSION_COOKIE}=${app.staffToken}`)).body);
    expect(list).toContain("Referred payments");
    expect(list).toMatch(
      /Referrers Referrer Friends referred .* Asha Last\d+ learner\d+@example\.com 2 ₹0\.00 ₹0\.00 ₹0\.00/,
    );
    expect(list).toMatch(
      /Asha Last\d+ learner\d+@example\.com Kiran Das Cloud Security Essentials ₹1,180\.00 ₹500\.00 credit Fee not paid yet/,
    );
    expect(list).toContain("Rewards not yet earned ₹1,000.00");
  });
});
