// The payment page's discount code without scripts: the code posted to the page's own action,
// answered by a redirect back to the page whose fee shows the discount line; a refused code is
// answered in place with its plain reason; a link's ?code= fills the field. Through the real app.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../plugins/auth.ts";
import { auditRows, caller, type TestContext } from "../../test/app.ts";
import { createBatch, createLead } from "../../test/factories.ts";
import { buildPaymentsApp, type PaymentsApp, requestPayment } from "../payment/test-setup.ts";

const SITE = "https://academy.example.in";
let app: PaymentsApp;
let t: TestContext;
let call: ReturnType<typeof caller>;
let batchId: number;

beforeAll(async () => {
  app = await buildPaymentsApp({
    course: { name: "Cloud Security Essentials", price: { list: 15000, sell: 11800 } },
    env: { PAGE_CACHE_SECONDS: "0" },
    web: true,
  });
  t = app.t;
  call = caller(t, () => app.staffToken);
  batchId = (await createBatch(t.database.db, app.course.id)).id;
  const made = await call("POST", "/api/admin/coupons", { code: "WEBINAR10", kind: "percent", value: "10" });
  expect(made.statusCode, made.body).toBe(201);
});
afterAll(() => t?.close());

async function payer() {
  const lead = await createLead(t.database.db, {
    name: "Anjali Rao",
    email: `payer.${Math.random().toString(36).slice(2)}@example.com`,
    courseId: app.course.id,
    trainingCardId: batchId,
  });
  return requestPayment(call, t, lead);
}

const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

const page = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

const postCode = (token: string, code: string) =>
  t.app.inject({
    method: "POST",
    url: `/pay?token=${token}`,
    headers: {
      origin: SITE,
      "sec-fetch-site": "same-origin",
      "sec-fetch-mode": "navigate",
      "content-type": "application/x-www-form-urlencoded",
    },
    payload: new URLSearchParams({ intent: "coupon", token, code }).toString(),
  });

describe("a discount code on the payment page, without scripts", () => {
  it("applies a code and shows the fee with its discount line", async () => {
    const { token } = await payer();
    const before = textOf((await page(`/pay?token=${token}&code=webinar10`)).body);
    expect(before).toContain("Discount code");
    expect(before).toContain("Pay ₹11,800.00");
    expect((await page(`/pay?token=${token}&code=webinar10`)).body).toMatch(/name="code"[^>]*value="webinar10"/);

    const posted = await postCode(token, "webinar10");
    expect(posted.statusCode, posted.body).toBe(302);
    const cookie = [posted.headers["set-cookie"] ?? []]
      .flat()
      .map(String)
      .find((c) => c.startsWith("sb_pay_notice="));
    const after = textOf((await page(`/pay?token=${token}`, cookie?.split(";")[0])).body);
    expect(after).toContain("Your discount code is applied");
    expect(after).toContain("Fee before discount (all taxes inclusive) ₹11,800.00");
    expect(after).toContain("Discount (code WEBINAR10) −₹1,180.00");
    expect(after).toContain("Taxable value after discount (SAC 999293) ₹9,000.00");
    expect(after).toContain("Pay ₹10,620.00");
    // Applied once: the code form is put away.
    expect(after).not.toContain("Apply the code");
  });

  it("answers an unknown code in place with its reason, the fee unchanged", async () => {
    const { token } = await payer();
    const refused = await postCode(token, "WEBINAR");
    expect(refused.statusCode).toBe(422);
    const text = textOf(refused.body);
    expect(text).toContain("We do not know this code: check its spelling.");
    expect(text).toContain("Pay ₹11,800.00");
  });
});

describe("the back office's discount codes page, without scripts", () => {
  const staffPost = (url: string, values: Record<string, string>, token = app.staffToken) =>
    t.app.inject({
      method: "POST",
      url,
      headers: {
        cookie: `${SESSION_COOKIE}=${token}`,
        origin: SITE,
        "sec-fetch-site": "same-origin",
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: new URLSearchParams(values).toString(),
    });
  const staffPage = (url: string) => page(url, `${SESSION_COOKIE}=${app.staffToken}`);
  const form = {
    intent: "create",
    code: "diwali500",
    kind: "fixed",
    value: "500",
    scope: "all",
    scopeIds: "",
    validFrom: "",
    validTo: "2099-12-31",
    maxUses: "20",
    maxUsesPerEmail: "1",
    minFee: "",
    active: "on",
  };

  it("creates a code from its form, lists it, switches it off and on, and shows its uses", async () => {
    const bad = await staffPost("/admin/coupons", { ...form, value: "five hundred" });
    expect(bad.statusCode).toBe(422);
    expect(textOf(bad.body)).toContain("Enter the amount off in rupees, e.g. 500 or 499.50");

    const created = await staffPost("/admin/coupons", form);
    expect(created.statusCode, created.body).toBe(200);
    expect(textOf(created.body)).toContain("DIWALI500 is created.");
    const list = textOf((await staffPage("/admin/coupons")).body);
    expect(list).toContain("Discount codes");
    expect(list).toContain("DIWALI500 ₹500.00 off Every course Until 31 Dec 2099 0 of 20 (1 per e-mail) ₹0.00 Yes");
    expect(list).toContain("WEBINAR10 10% off Every course Always");

    const [coupon] = (await call("GET", "/api/admin/coupons"))
      .json()
      .filter((c: { code: string }) => c.code === "DIWALI500");
    const off = await staffPost("/admin/coupons", { intent: "active", id: String(coupon.id), active: "false" });
    expect(textOf(off.body)).toContain("DIWALI500 is off.");
    expect((await call("GET", `/api/admin/coupons/${coupon.id}`)).json().coupon.active).toBe(false);
    // A plain staff member sees the page but changes nothing.
    const refused = await staffPost(
      "/admin/coupons",
      { intent: "active", id: String(coupon.id), active: "true" },
      app.plainStaffToken,
    );
    expect(refused.statusCode).toBe(403);
    expect((await call("GET", `/api/admin/coupons/${coupon.id}`)).json().coupon.active).toBe(false);

    // Edited on its own page; the "Offered" box ticked switches it on again.
    const edited = await staffPost(`/admin/coupons/${coupon.id}`, { ...form, intent: "update", value: "750" });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(textOf(edited.body)).toContain("DIWALI500 is saved.");
    expect((await call("GET", `/api/admin/coupons/${coupon.id}`)).json().coupon).toMatchObject({
      value: 75_000,
      active: true,
    });
    expect((await auditRows(t, "coupon", coupon.id)).map((row) => row.action)).toEqual([
      "coupon.create",
      "coupon.deactivate",
      "coupon.update",
    ]);

    const { token } = await payer();
    expect((await postCode(token, "Diwali500")).statusCode).toBe(302);
    const uses = textOf((await staffPage(`/admin/coupons/${coupon.id}`)).body);
    expect(uses).toContain("Uses of DIWALI500");
    expect(uses).toMatch(
      /Anjali Rao payer\.\w+@example\.com Cloud Security Essentials \d{1,2} \w{3} \d{4} ₹750\.00 ₹11,050\.00 open/,
    );
  });
});
