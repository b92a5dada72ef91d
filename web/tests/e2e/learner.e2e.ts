// The learner's journeys, in real Chromium against the real server and database:
// the server-side redirects, signing in from the header popup and the page, the dashboard tabs,
// the enrolment popups, feedback, logout, and one learner never reaching another's data.
import AxeBuilder from "@axe-core/playwright";
import { count, like, max } from "drizzle-orm";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite, schema } from "../../../server/db/client.ts";
import { E2E_API_KEY, type ServerProcess, startServer } from "../../../server/test/server-process.ts";
import { launchBrowser, watchForErrors } from "./browser.ts";
import { gotoReady, reloadReady } from "./journey.ts";

const DEMO = { email: "demo.learner@example.com", password: "Demo@12345" };
const SECOND = { email: "second.learner@example.com", password: "Demo@12345" };
const FEEDBACK_TEXT = `Browser journey feedback ${Date.now()}`;

let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A browser context already holding a learner's session cookie (signed in through the API). */
async function signedInContext(account = DEMO): Promise<BrowserContext> {
  const context = await browser.newContext();
  const response = await context.request.post(`${server.url}/api/login/learners/`, {
    headers: { "x-api-key": E2E_API_KEY },
    data: account,
  });
  expect(response.status()).toBe(200);
  return context;
}

async function expectAccessible(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(", ")})`)).toEqual([]);
}

const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const path = (page: Page) => new URL(page.url()).pathname;

describe("learner login", () => {
  it("sends a visitor without a session from /learner/Profile to /learner/login, which is not indexed", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = watchForErrors(page);
    const direct = await page.request.get(`${server.url}/learner/Profile`, { maxRedirects: 0 });
    expect(direct.status()).toBe(302);
    expect(direct.headers().location).toBe("/learner/login");

    await gotoReady(page, `${server.url}/learner/Profile`);
    expect(path(page)).toBe("/learner/login");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Learner Login");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${server.url}/learner/login`);
    expect(problems).toEqual([]);
    await expectAccessible(page);
    await context.close();
  });

  it("shows the server's message when the password is wrong, and not after a later success", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = watchForErrors(page);
    await gotoReady(page, `${server.url}/learner/login`);
    const form = page.getByRole("main");
    await form.getByLabel("Email").fill(DEMO.email);
    await form.getByLabel("Password").fill("not-the-password");
    await form.getByRole("button", { name: "Login" }).click();
    // the spec's text as a toast, and beside the fields, which name it
    await page.getByRole("alert").getByText("Login failed: Invalid email or password").waitFor();
    const described = (await form.getByLabel("Password").getAttribute("aria-describedby")) ?? "";
    expect(await page.locator(`[id="${described.split(" ").at(-1)}"]`).textContent()).toBe(
      "Login failed: Invalid email or password",
    );
    expect(path(page)).toBe("/learner/login");
    // then the right password: the failure does not outlive the success
    await form.getByLabel("Password").fill(DEMO.password);
    await form.getByRole("button", { name: "Login" }).click();
    await page.waitForURL(/\/learner\/Profile$/);
    expect(await page.getByText(/^Login failed/).count()).toBe(0);
    // The browser reports the 401 itself; nothing else may go wrong.
    expect(problems.filter((p) => !p.includes("status of 401"))).toEqual([]);
    await context.close();
  });

  it("signs in from the header popup, replacing the history entry it was opened on, and the header switches", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = watchForErrors(page);
    await gotoReady(page, `${server.url}/about`);
    await nav(page).getByRole("link", { name: "Home" }).click();
    await page.waitForURL(`${server.url}/`);

    await nav(page).getByRole("button", { name: "Sign In" }).click();
    const dialog = page.getByRole("dialog", { name: "Learner Login" });
    await dialog.getByLabel("Email").waitFor();
    await expectAccessible(page);
    await dialog.getByLabel("Email").fill(DEMO.email);
    await dialog.getByLabel("Password").fill(DEMO.password);
    await dialog.getByRole("button", { name: "Login" }).click();

    await page.waitForURL(`${server.url}/learner/Profile`);
    await nav(page).getByRole("button", { name: "Logout" }).waitFor();
    expect(await nav(page).getByRole("link", { name: "My Profile" }).count()).toBe(1);
    expect(await nav(page).getByRole("button", { name: "Sign In" }).count()).toBe(0);
    expect(await page.getByRole("heading", { name: "Welcome, Ananya!" }).count()).toBe(1);
    // No token where page scripts could read it (contract: an HttpOnly cookie only).
    expect(await page.evaluate(() => [document.cookie, sessionStorage.length, localStorage.length])).toEqual([
      "",
      0,
      0,
    ]);

    // Sign-in replaced the entry of the page the popup was opened on: Back goes to the one before.
    await page.goBack();
    await page.waitForURL(`${server.url}/about`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("signs in from the popup on the tab's first page: that entry is replaced, so the tab's history grows by none", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await gotoReady(page, `${server.url}/contact`);
    const entries = await page.evaluate(() => history.length);
    await nav(page).getByRole("button", { name: "Sign In" }).click();
    const dialog = page.getByRole("dialog", { name: "Learner Login" });
    await dialog.getByLabel("Email").fill(DEMO.email);
    await dialog.getByLabel("Password").fill(DEMO.password);
    await dialog.getByRole("button", { name: "Login" }).click();
    await page.waitForURL(`${server.url}/learner/Profile`);
    // Replaced, not added: the tab holds as many entries as before the sign-in.
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await context.close();
  });

  it("signs in on the /learner/login page; Back does not return to it, and it then redirects", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = watchForErrors(page);
    await gotoReady(page, `${server.url}/`);
    await gotoReady(page, `${server.url}/learner/login`);
    const form = page.getByRole("main");
    await form.getByLabel("Email").fill(DEMO.email);
    await form.getByLabel("Password").fill(DEMO.password);
    await form.getByRole("button", { name: "Login" }).click();
    await page.waitForURL(`${server.url}/learner/Profile`);
    await page.goBack();
    await page.waitForURL(`${server.url}/`);

    const redirect = await page.request.get(`${server.url}/learner/login`, { maxRedirects: 0 });
    expect(redirect.status()).toBe(302);
    expect(redirect.headers().location).toBe("/learner/Profile");
    await gotoReady(page, `${server.url}/learner/login`);
    expect(path(page)).toBe("/learner/Profile");
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("learner dashboard", () => {
  it("shows each tab, server-rendered and kept in the URL", async () => {
    const context = await signedInContext();
    const page = await context.newPage();
    const problems = watchForErrors(page);
    const response = await gotoReady(page, `${server.url}/learner/Profile`);
    expect(response?.headers()["cache-control"]).toContain("no-store");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    const tabs = page.getByRole("tablist", { name: "Learner dashboard" });
    expect(await tabs.getByRole("tab").allTextContents()).toEqual([
      "Welcome",
      "My Profile Details",
      "My Courses/Trainings",
      "Certificates",
      "Tests",
      "Account Settings",
    ]);
    const panel = page.getByRole("tabpanel");
    // The Welcome tab's first heading greets; "Refer a friend" follows it.
    expect(await panel.getByRole("heading", { level: 2 }).first().textContent()).toBe("Welcome, Ananya!");
    await expectAccessible(page);

    await tabs.getByRole("tab", { name: "My Profile Details" }).click();
    expect(page.url()).toBe(`${server.url}/learner/Profile?tab=profile`);
    const row = (name: string) => panel.getByRole("row", { name: new RegExp(`^${name}`) }).getByRole("cell");
    expect(await row("Name").textContent()).toBe("Ananya Sharma");
    expect(await row("E-mail").textContent()).toBe(DEMO.email);
    expect(await row("Status").textContent()).toBe("Active");
    expect(await row("Joined").textContent()).toMatch(/^\d{1,2} [A-Z][a-z]{2,3} \d{4}$/);
    await expectAccessible(page);

    await tabs.getByRole("tab", { name: "Account Settings" }).click();
    // The product replaces the spec's placeholder on purpose with settings that work (account.e2e.ts).
    await panel.getByRole("heading", { name: "Change password" }).waitFor();
    await expectAccessible(page);

    await tabs.getByRole("tab", { name: "My Courses/Trainings" }).click();
    expect(page.url()).toBe(`${server.url}/learner/Profile?tab=courses`);
    await expectAccessible(page);

    // A reload keeps the tab (it is in the URL and rendered by the server).
    await reloadReady(page);
    expect(await tabs.getByRole("tab", { selected: true }).textContent()).toBe("My Courses/Trainings");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("lists an ongoing and a completed training and opens their popups with data", async () => {
    const context = await signedInContext();
    const page = await context.newPage();
    const problems = watchForErrors(page);
    await gotoReady(page, `${server.url}/learner/Profile?tab=courses`);
    const ongoing = page.getByRole("region", { name: /^Ongoing trainings/ });
    const completed = page.getByRole("region", { name: /^Completed trainings/ });
    expect(await ongoing.getByRole("article").count()).toBeGreaterThanOrEqual(1);
    expect(await completed.getByRole("article").count()).toBeGreaterThanOrEqual(1);
    const past = completed.getByRole("article").first();
    expect(await past.textContent()).toMatch(/\d{1,2} [A-Z][a-z]{2,3} \d{4} – \d{1,2} [A-Z][a-z]{2,3} \d{4}/);
    expect(await past.textContent()).toMatch(/\d{1,2}:\d{2} [ap]m – \d{1,2}:\d{2} [ap]m IST/);

    await past.getByRole("button", { name: /^Recordings/ }).click();
    let dialog = page.getByRole("dialog", { name: /^Recordings:/ });
    const recording = dialog.getByRole("link", { name: /Session 1 recording/ });
    await recording.waitFor();
    expect(await recording.getAttribute("target")).toBe("_blank");
    expect(await recording.getAttribute("rel")).toBe("noopener noreferrer");
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "hidden" });

    await past.getByRole("button", { name: /^Study Materials/ }).click();
    dialog = page.getByRole("dialog", { name: /^Study Materials:/ });
    await dialog.getByRole("listitem").first().waitFor();
    expect(await dialog.getByRole("link", { name: /^(Download PDF|Open link|Watch video|View slides)/ }).count()).toBe(
      await dialog.getByRole("listitem").count(),
    );
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });

    await ongoing
      .getByRole("article")
      .first()
      .getByRole("button", { name: /^Schedule/ })
      .click();
    dialog = page.getByRole("dialog", { name: /^Schedule:/ });
    await dialog.getByRole("table").waitFor();
    expect(await dialog.getByRole("columnheader").allTextContents()).toEqual([
      "Session",
      "Start",
      "End",
      "Total hours",
    ]);
    expect(await dialog.locator("tbody tr").count()).toBeGreaterThanOrEqual(1);
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Close" }).click();
    expect(problems).toEqual([]);
    await context.close();
  });

  it("sends feedback on a training, and it is stored", async () => {
    const context = await signedInContext();
    const page = await context.newPage();
    const problems = watchForErrors(page);
    await gotoReady(page, `${server.url}/learner/Profile?tab=courses`);
    const card = page
      .getByRole("region", { name: /^Ongoing trainings/ })
      .getByRole("article")
      .first();
    await card.getByRole("button", { name: /^Feedback/ }).click();
    const dialog = page.getByRole("dialog", { name: /^Feedback:/ });
    await dialog.getByLabel("Your feedback").waitFor();
    expect(await dialog.getByLabel("Your name").inputValue()).toBe("Ananya Sharma");
    expect(await dialog.getByRole("radio", { name: "5 stars" }).isChecked()).toBe(true);
    await expectAccessible(page);

    await dialog.getByLabel("Trainer").fill("Vikram Rao");
    await dialog.getByRole("radio", { name: "5 stars" }).focus();
    await page.keyboard.press("ArrowLeft");
    expect(await dialog.getByRole("radio", { name: "4 stars" }).isChecked()).toBe(true);
    await dialog.getByLabel("Your feedback").fill(FEEDBACK_TEXT);
    // The popup posts to its training's page action, which stores it through the API;
    // the stored row (message, rating 4) is checked at the end of this file.
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.method() === "POST" && /\/learner\/trainings\/\d+\/feedback/.test(r.url())),
      dialog.getByRole("button", { name: "Send Feedback" }).click(),
    ]);
    expect(request.url()).not.toContain("?");
    await page.getByText("Feedback sent!").waitFor();
    await dialog.waitFor({ state: "hidden" });
    expect(problems).toEqual([]);
    await context.close();
  });

  it("never lets one learner read another's recordings, even through the API from the page", async () => {
    const second = await signedInContext(SECOND);
    const theirs = await second.request.get(
      `${server.url}/api/learners/email/${encodeURIComponent(SECOND.email)}/training-cards`,
      { headers: { "x-api-key": E2E_API_KEY } },
    );
    expect(theirs.status()).toBe(200);
    const cardIds = ((await theirs.json()) as { trainingCard: { id: number } }[]).map((e) => e.trainingCard.id);
    expect(cardIds.length).toBeGreaterThan(0);
    await second.close();

    const context = await signedInContext();
    const page = await context.newPage();
    await gotoReady(page, `${server.url}/learner/Profile?tab=courses`);
    const statuses = await page.evaluate(
      async ({ ids, key, email }) => {
        const get = async (path: string) => (await fetch(path, { headers: { "x-api-key": key } })).status;
        return {
          recordings: await Promise.all(ids.map((id) => get(`/api/recordings/training/${id}`))),
          schedules: await Promise.all(ids.map((id) => get(`/api/training-cards/${id}/schedules`))),
          profile: await get(`/api/learners?email=${encodeURIComponent(email)}`),
        };
      },
      { ids: cardIds, key: E2E_API_KEY, email: SECOND.email },
    );
    expect(statuses.recordings.every((status) => status === 403)).toBe(true);
    expect(statuses.schedules.every((status) => status === 403)).toBe(true);
    expect(statuses.profile).toBe(403);
    // Nor do their courses appear on this dashboard.
    const titles = await page.getByRole("article").getByRole("heading").allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).not.toMatch(/CCNA|Python/);
    await context.close();
  });

  it("fits a 360 px phone: the tabs scroll sideways, the page does not", async () => {
    const context = await signedInContext();
    const page = await context.newPage();
    await page.setViewportSize({ width: 360, height: 740 });
    await gotoReady(page, `${server.url}/learner/Profile?tab=courses`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const boxes = await page.getByRole("tab").evaluateAll((tabs) => tabs.map((tab) => tab.getBoundingClientRect().top));
    expect(new Set(boxes.map(Math.round)).size).toBe(1); // one row
    await expectAccessible(page);
    await context.close();
  });

  it("logs out: toast, home page, Sign In again, and the dashboard is closed", async () => {
    const context = await signedInContext();
    const page = await context.newPage();
    const problems = watchForErrors(page);
    await gotoReady(page, `${server.url}/learner/Profile`);
    await nav(page).getByRole("button", { name: "Logout" }).click();
    await page.getByText("Logged out successfully!").waitFor();
    await page.waitForURL(`${server.url}/`);
    await nav(page).getByRole("button", { name: "Sign In" }).waitFor();
    expect(await nav(page).getByRole("link", { name: "My Profile" }).count()).toBe(0);
    await gotoReady(page, `${server.url}/learner/Profile`);
    expect(path(page)).toBe("/learner/login");
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("stored feedback", () => {
  it("is in the database, once, for the demo learner", async () => {
    await server.stop();
    const database = await openPglite({ dataDir: server.dataDir });
    try {
      const [row] = await database.db
        .select({ n: count(), rating: max(schema.feedbacks.rating) })
        .from(schema.feedbacks)
        .where(like(schema.feedbacks.message, FEEDBACK_TEXT));
      expect(row).toEqual({ n: 1, rating: 4 });
    } finally {
      await database.close();
    }
  });
});
