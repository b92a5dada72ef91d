// No page of the learner area or the back office scrolls sideways, on a phone (360 px) or a laptop
// (1280 px). The pages come from the route table itself, so a new page is covered the day it is
// added: every learner and back-office page route (resource routes — CSV, PDF, JSON, sign-out —
// are no pages), its ids filled from links the demo data puts on the pages already visited.
// Wide content may scroll inside the page (a labelled, focusable region), never the page itself.
import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { E2E_API_KEY } from "../../../server/test/server-process.ts";
import routes from "../../app/routes.ts";
import { enrolForPayment, pricedBatch } from "./fee-journey.ts";
import { DEMO_STAFF, startJourney } from "./journey.ts";

const journey = startJourney({ mail: true });

const DEMO_LEARNER = { email: "demo.learner@example.com", password: "Demo@12345" };
const WIDTHS = [360, 1280];

/** The credit note of the refund made before the tests (its page is linked from a payment's row). */
let creditNotePath = "";

/**
 * The demo learner pays a fee by UPI; staff confirm it (a tax invoice) and refund ₹100 of it (a
 * credit note): the learner's Fees & invoices, the staff's payment tables and a credit note then
 * have rows to lay out, not only their empty states.
 */
async function demoLearnerPaysAndIsPartlyRefunded() {
  const batch = await pricedBatch(journey);
  const { link } = await enrolForPayment(journey, { name: "Demo Learner", email: DEMO_LEARNER.email }, batch);
  const token = new URL(link).searchParams.get("token");
  const utr = "612377770001";
  const claimed = await journey.api("/payments/utr", {
    method: "POST",
    body: JSON.stringify({ token, method: "upi", utr }),
  });
  expect(claimed.status).toBe(201);
  const login = await journey.api("/login/staff/", { method: "POST", body: JSON.stringify(DEMO_STAFF) });
  const { access_token } = (await login.json()) as { access_token: string };
  const asStaff = (path: string, body?: object) =>
    journey.api(path, {
      ...(body ? { method: "POST", body: JSON.stringify(body) } : {}),
      headers: { authorization: `Bearer ${access_token}` },
    });
  const pending = (await (await asStaff("/admin/payments?status=pending")).json()) as { id: number; utr: string }[];
  const payment = pending.find((row) => row.utr === utr);
  expect(payment, "the claimed UTR waits for staff").toBeDefined();
  expect((await asStaff(`/admin/payments/${payment!.id}/confirm`, {})).status).toBe(200);
  const refunded = await asStaff(`/admin/payments/${payment!.id}/refund`, { amount: "100", reference: "UPI refund 1" });
  expect(refunded.status, await refunded.clone().text()).toBe(201);
  const { creditNote } = (await refunded.json()) as { creditNote: { id: number } | null };
  expect(creditNote, "a refund by hand issues its credit note at once").not.toBeNull();
  creditNotePath = `/admin/credit-notes/${creditNote!.id}`;
}

type PageRoute = { path: string; pattern: RegExp };

/** Every page route (a .tsx module) under `prefix`, layouts flattened. */
function pageRoutes(prefix: string): PageRoute[] {
  type Entry = { path?: string; file: string; children?: Entry[] };
  const flat = (entries: Entry[]): Entry[] => entries.flatMap((entry) => [entry, ...flat(entry.children ?? [])]);
  return flat(routes as Entry[])
    .filter((entry) => entry.path !== undefined && entry.file.endsWith(".tsx"))
    .map((entry) => entry.path!)
    .filter((path) => path === prefix || path.startsWith(`${prefix}/`))
    .map((path) => ({
      path,
      pattern: new RegExp(
        `^/${path
          .replace(/[.]/g, "\\.")
          .replace(/:\w+\?/g, "[^/]*")
          .replace(/:\w+/g, "[^/?#]+")}$`,
      ),
    }));
}

/** The page's widest overflow: how far the document scrolls sideways and the element sticking out most. */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= width) return null;
    let worst = { right: 0, what: "" };
    for (const element of document.body.querySelectorAll("*")) {
      const right = element.getBoundingClientRect().right;
      if (right > worst.right) {
        const classes = typeof element.className === "string" ? element.className.split(" ")[0] : "";
        worst = { right, what: `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ""}` };
      }
    }
    return `${scrollWidth} px wide (${worst.what} reaches ${Math.round(worst.right)})`;
  });
}

/** Visits every route (ids from links seen on earlier pages) at each width; the offenders by route. */
async function visitAll(context: BrowserContext, prefix: string, start: string, alsoLinked: string[] = []) {
  const page = await context.newPage();
  const offenders: string[] = [];
  const links = new Set<string>();
  const pending = pageRoutes(prefix);
  const visited = new Set<string>();
  // Param-free routes first; a route with ids once a page has linked to one of its addresses.
  const fixed = new Set(pending.filter((route) => !route.path.includes(":")).map((route) => `/${route.path}`));
  const next = () => {
    for (const route of pending) {
      if (!route.path.includes(":")) return { route, url: `/${route.path}` };
      const url = [...links].find((link) => route.pattern.test(link) && !fixed.has(link));
      if (url) return { route, url };
    }
    return undefined;
  };
  links.add(start);
  for (const link of alsoLinked) links.add(link);
  for (let found = next(); found; found = next()) {
    pending.splice(pending.indexOf(found.route), 1);
    visited.add(found.route.path);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const response = await page.goto(`${journey.server.url}${found.url}`);
      expect(response?.status(), found.url).toBeLessThan(500);
      await page.locator("h1").first().waitFor();
      const overflow = await sidewaysOverflow(page);
      if (overflow) offenders.push(`${found.url} at ${width}: ${overflow}`);
    }
    // Links as the server sends them (some become buttons once scripts run) and as the page shows them.
    const html = await (await context.request.get(`${journey.server.url}${found.url}`)).text();
    const hrefs = [...html.matchAll(/href="(\/[^"]*)"/g)].map((match) => match[1]!);
    hrefs.push(...(await page.$$eval("a[href^='/']", (anchors) => anchors.map((a) => a.getAttribute("href")!))));
    for (const href of hrefs) links.add(href.split(/[?#]/)[0]!);
  }
  expect(offenders).toEqual([]);
  expect(
    pending.map((route) => route.path),
    "routes no visited page linked to",
  ).toEqual([]);
  expect(visited.size).toBeGreaterThan(3);
  await page.close();
}

async function signedIn(
  path: string,
  account: { email: string; password: string },
  options: { javaScriptEnabled?: boolean } = {},
): Promise<BrowserContext> {
  const context = await journey.browser.newContext(options);
  // The session cookie the login API sets, kept by the context for its pages.
  const response = await context.request.post(`${journey.server.url}/api${path}`, {
    headers: { "x-api-key": E2E_API_KEY },
    data: account,
  });
  expect(response.status()).toBe(200);
  return context;
}

beforeAll(demoLearnerPaysAndIsPartlyRefunded);

describe("no page scrolls sideways at 360 or 1280 px", () => {
  it("the learner area", async () => {
    const context = await signedIn("/login/learners/", DEMO_LEARNER);
    // An attempt at the demo practice test: the Tests tab then links to the attempt's page.
    const tests = (await (
      await context.request.get(`${journey.server.url}/api/learners/me/tests`, {
        headers: { "x-api-key": E2E_API_KEY },
      })
    ).json()) as { id: number; kind: string }[];
    const practice = tests.find((test) => test.kind === "practice")!;
    const started = await context.request.post(`${journey.server.url}/api/learners/me/tests/${practice.id}/attempts`, {
      headers: { "x-api-key": E2E_API_KEY },
    });
    expect([200, 201]).toContain(started.status()); // 200: a retry resumes the attempt
    await visitAll(context, "learner", "/learner/Profile");
    // The fee paid before the tests is among the rows laid out: its tax invoice and credit note.
    const fees = await context.newPage();
    await fees.setViewportSize({ width: 360, height: 740 });
    await fees.goto(`${journey.server.url}/learner/fees`);
    const main = (await fees.getByRole("main").textContent()) ?? "";
    expect(main).toMatch(/SB\/\d\d-\d\d\/\d{6}/);
    expect(await sidewaysOverflow(fees)).toBeNull();
    await context.close();
  });

  it("the back office", async () => {
    // An enquiry in the inbox, sent as a visitor sends one: the demo data holds none.
    const [course] = (await (await journey.api("/ictData/")).json()) as { id: number }[];
    const lead = await journey.api("/leads/", {
      method: "POST",
      body: JSON.stringify({
        leadName: "Aarav Krishnamurthy-Venkataraman",
        leadEmail: "aarav.krishnamurthy.venkataraman@example.com",
        leadContact: "+91 98450 12345",
        ictId_id: course!.id,
      }),
    });
    expect(lead.status).toBe(201);
    const context = await signedIn("/login/staff/", DEMO_STAFF);
    // A test's results page is linked from a course's questions page the sweep may not reach: the
    // demo data's first test (the CEH practice questions).
    await visitAll(context, "admin", "/admin", [creditNotePath, "/admin/tests/1"]);
    await context.close();
  });

  it("shows a confirmed payment's Refund within a 1280 px laptop's width, without scrolling the table", async () => {
    const context = await signedIn("/login/staff/", DEMO_STAFF);
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${journey.server.url}/admin/payments?status=confirmed`);
    const refund = page
      .getByRole("form", { name: /^Refund .+'s payment$/ })
      .first()
      .getByRole("button", { name: /Refund/ });
    await refund.waitFor();
    // Inside the window and inside every box that clips or scrolls it sideways (a table's scroller).
    const shown = await refund.evaluate((button) => {
      const own = button.getBoundingClientRect();
      if (own.left < 0 || own.right > window.innerWidth) return false;
      for (let box = button.parentElement; box; box = box.parentElement) {
        if (!/auto|scroll|hidden|clip/.test(getComputedStyle(box).overflowX)) continue;
        const frame = box.getBoundingClientRect();
        if (own.left < frame.left - 0.5 || own.right > frame.right + 0.5) return false;
      }
      return true;
    });
    expect(shown, "Refund seen without scrolling sideways").toBe(true);
    await context.close();
  });

  it("folds the back office's navigation behind Menu on a phone, from the server's HTML; Escape closes it", async () => {
    for (const javaScriptEnabled of [false, true]) {
      const context = await signedIn("/login/staff/", DEMO_STAFF, { javaScriptEnabled });
      const page = await context.newPage();
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`${journey.server.url}/admin/inbox`);
      const nav = page.getByRole("navigation", { name: "Back office" });
      const menu = page.getByRole("button", { name: "Menu" });
      await menu.waitFor();
      expect(await nav.isVisible()).toBe(false);
      await menu.click();
      await nav.getByRole("link", { name: "Payments" }).waitFor();
      expect(await nav.getByRole("link", { name: "Leads & enquiries" }).getAttribute("aria-current")).toBe("page");
      await page.keyboard.press("Escape");
      await nav.waitFor({ state: "hidden" });
      // A laptop shows the navigation beside the page, without the button.
      await page.setViewportSize({ width: 1280, height: 800 });
      await nav.waitFor();
      expect(await menu.isVisible()).toBe(false);
      await context.close();
    }
  });
});

describe("the staff dashboard on a phone reads at a glance", () => {
  it("shows each chart's title, labels of 12 px or more, days and months written out, no empty chart", async () => {
    // Something in the weekly charts: an enquiry sent as a visitor sends one.
    const [course] = (await (await journey.api("/ictData/")).json()) as { id: number }[];
    const lead = await journey.api("/leads/", {
      method: "POST",
      body: JSON.stringify({
        leadName: "Ishita Rao",
        leadEmail: "ishita.rao@example.com",
        leadContact: "+91 98450 54321",
        ictId_id: course!.id,
      }),
    });
    expect(lead.status).toBe(201);
    const context = await signedIn("/login/staff/", DEMO_STAFF);
    const page = await context.newPage();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${journey.server.url}/admin`);
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    const charts = await page.$$eval("svg[data-chart]", (svgs: SVGSVGElement[]) =>
      svgs.map((svg) => {
        const caption = svg.closest("figure")?.querySelector("figcaption");
        const box = caption?.getBoundingClientRect();
        const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
        const sizes = [...svg.querySelectorAll("text")].map(
          (text) => Number.parseFloat(getComputedStyle(text).fontSize) * scale,
        );
        return {
          chart: svg.dataset.chart,
          title: caption?.textContent ?? "",
          titleShown: !!box && box.width > 0 && box.height > 0 && box.right <= window.innerWidth,
          named: svg.getAttribute("aria-labelledby") === caption?.id,
          smallest: Math.min(...sizes),
        };
      }),
    );
    expect(charts.length).toBeGreaterThan(3);
    for (const chart of charts) {
      expect(chart.title, chart.chart).not.toBe("");
      expect(chart.titleShown, chart.chart).toBe(true);
      expect(chart.named, chart.chart).toBe(true);
      expect(chart.smallest, `${chart.chart}'s smallest label`).toBeGreaterThanOrEqual(12);
    }
    // The two money charts say which is which.
    const titles = charts.map((chart) => chart.title);
    expect(titles.filter((title) => /^Revenue received per month/.test(title))).toHaveLength(
      charts.some((chart) => chart.chart === "revenue-month") ? 1 : 0,
    );
    const main = (await page.getByRole("main").textContent()) ?? "";
    expect(main).not.toContain("Nothing to draw");
    expect(main).not.toContain("(UTC)");
    // The week the enquiry came in, as the product writes a day ("23 Nov 2026"), in table and chart.
    const week = await page.locator('table[data-table="weekly-form"] tbody th').first().textContent();
    expect(week).toMatch(/^\d{1,2} [A-Z][a-z]{2,3} \d{4}$/);
    expect(await page.locator('svg[data-chart="weekly-form"]').textContent()).toContain(`Week from ${week}`);
    await context.close();
  });

  it("marks the payments tab shown beyond colour", async () => {
    const context = await signedIn("/login/staff/", DEMO_STAFF);
    const page = await context.newPage();
    await page.goto(`${journey.server.url}/admin/payments?status=confirmed`);
    const tabs = page.getByRole("navigation", { name: "Payments by status" });
    const current = tabs.getByRole("link", { name: "Confirmed" });
    await current.waitFor();
    expect(await current.getAttribute("aria-current")).toBe("page");
    expect(await tabs.getByRole("link", { name: "To confirm" }).getAttribute("aria-current")).toBeNull();
    const marker = await current.evaluate((link) => getComputedStyle(link).boxShadow);
    expect(marker).not.toBe("none");
    await context.close();
  });
});
