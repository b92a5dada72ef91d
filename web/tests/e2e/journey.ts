// What browser journeys share: the real server (with a real SMTP server where the journey reads its
// mail) and Chromium, started before a file's tests and stopped after them; the API with its key;
// the demo staff member's sign-in; a page without scripts; axe's scan; a mail waited for and the
// link it carries. (browser.ts stays free of vitest: the bench launches Chromium with it.)
import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { eventually, type ReceivedMail, startSmtpServer } from "../../../server/modules/mail/smtp-test-server.ts";
import { E2E_API_KEY, type ServerProcess, seededDataDir, startServer } from "../../../server/test/server-process.ts";
import { launchBrowser } from "./browser.ts";

/** The demo staff member (an admin): a demo account, so no second factor is asked while in demo mode. */
export const DEMO_STAFF = { email: "demo.staff@example.com", password: "Staff@12345" };
/** The demo learner (enrolled in demo trainings, with a certificate). */
export const DEMO_LEARNER = { email: "demo.learner@example.com", password: "Demo@12345" };

type Account = { email: string; password: string };

/**
 * A new context of `browser` already holding the session cookie of `account`, signed in through the
 * API's sign-in (the cookie the form's action would forward), for journeys where signing in is not
 * what is tested: one request instead of a page, its scripts and a form.
 */
export async function signedInContext(
  server: { url: string },
  browser: Browser,
  who: "staff" | "learner",
  account: Account = who === "staff" ? DEMO_STAFF : DEMO_LEARNER,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  const response = await context.request.post(`${server.url}/api/login/${who === "staff" ? "staff" : "learners"}/`, {
    headers: { "x-api-key": E2E_API_KEY },
    data: account,
  });
  expect(response.status(), `${who} sign-in through the API`).toBe(200);
  return context;
}

/**
 * Signs `account` (the demo staff member by default) in on `page`'s context through the API's staff
 * sign-in (the session cookie the sign-in form's action forwards) and opens the back office's start
 * page: for journeys where signing in is not what is tested.
 */
export async function signInStaffByCookie(page: Page, server: { url: string }, account: Account = DEMO_STAFF) {
  const response = await page.context().request.post(`${server.url}/api/login/staff/`, {
    headers: { "x-api-key": E2E_API_KEY },
    data: account,
  });
  expect(response.status(), "staff sign-in through the API").toBe(200);
  await page.goto(`${server.url}/admin`, { waitUntil: "domcontentloaded" });
  expect(new URL(page.url()).pathname, "the back office opens with the session").toBe("/admin");
}

/**
 * Opens `url` and waits until the page is loaded and its router has hydrated (where scripts run):
 * what a click or a typed key needs, without `networkidle`'s half second of quiet after every load.
 */
export async function gotoReady(page: Page, url: string) {
  const response = await page.goto(url, { waitUntil: "load" });
  await waitForHydration(page);
  return response;
}

/** Reloads the page and waits as `gotoReady` does. */
export async function reloadReady(page: Page) {
  const response = await page.reload({ waitUntil: "load" });
  await waitForHydration(page);
  return response;
}

/**
 * Waits until React has taken over the server-rendered page and run its first effects, so timers
 * and listeners are live (pages that run scripts only).
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const w = window as unknown as {
      __reactRouterDataRouter?: { state: { initialized: boolean } };
      __skillbridgeHydrated?: boolean;
    };
    return w.__reactRouterDataRouter?.state.initialized === true && w.__skillbridgeHydrated === true;
  });
}

export type Journey = {
  server: ServerProcess;
  browser: Browser;
  /** The SMTP server the product sends its mail to (with `mail: true` only). */
  smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  /** A call of the API with its key, as JSON. */
  api: (path: string, init?: RequestInit) => Promise<Response>;
  /** A new page (in its own context) that runs no scripts, as a browser without JavaScript. */
  pageWithoutScripts: (options?: BrowserContextOptions) => Promise<Page>;
  /**
   * Signs the demo staff member in on `page`'s context through the API (the session cookie the
   * sign-in form's action forwards) and opens the back office's start page.
   */
  signInStaff: (page: Page) => Promise<void>;
  /** Signs the demo staff member in through the sign-in form, where the form is what is tested. */
  signInStaffThroughForm: (page: Page) => Promise<void>;
  /** A new page whose context holds the demo staff member's session (signed in through the API). */
  staffPage: (options?: BrowserContextOptions) => Promise<Page>;
  /** A new page whose context holds `account`'s learner session (the demo learner by default). */
  learnerPage: (account?: Account, options?: BrowserContextOptions) => Promise<Page>;
  /** The first mail to `to` that `matches`, waited for (the mail worker sends in the background). */
  mailTo: (to: string, matches?: (mail: ReceivedMail) => boolean) => Promise<ReceivedMail>;
};

/**
 * Registers the file's hooks: before its tests an SMTP server when `mail` (its URL given to the
 * product as SMTP_URL), then the server with `env()` and Chromium; all stopped after. With
 * `prepare`, the server's copy of the seeded data folder is handed to it first (no server has it
 * open yet), for rows only factories can make, such as an enrolment dated in the past. The
 * answer's fields are there from the tests on.
 */
export function startJourney(
  options: { mail?: boolean; env?: () => Record<string, string>; prepare?: (dataDir: string) => Promise<void> } = {},
): Journey {
  const journey: Journey = {
    api: (path, init = {}) =>
      fetch(`${journey.server.url}/api${path}`, {
        ...init,
        headers: { "x-api-key": E2E_API_KEY, "content-type": "application/json", ...init.headers },
      }),
    pageWithoutScripts: async (contextOptions = {}) =>
      (await journey.browser.newContext({ ...contextOptions, javaScriptEnabled: false })).newPage(),
    signInStaff: (page) => signInStaffByCookie(page, journey.server),
    signInStaffThroughForm: async (page) => {
      await page.goto(`${journey.server.url}/admin/login`);
      await page.getByLabel("E-mail").fill(DEMO_STAFF.email);
      await page.getByLabel("Password").fill(DEMO_STAFF.password);
      await page.getByRole("button", { name: "Continue" }).click();
      await page.waitForURL(`${journey.server.url}/admin`);
    },
    staffPage: async (contextOptions = {}) =>
      (await signedInContext(journey.server, journey.browser, "staff", DEMO_STAFF, contextOptions)).newPage(),
    learnerPage: async (account = DEMO_LEARNER, contextOptions = {}) =>
      (await signedInContext(journey.server, journey.browser, "learner", account, contextOptions)).newPage(),
    mailTo: (to, matches = () => true) =>
      eventually(async () => journey.smtp.received.find((mail) => mail.to.includes(to) && matches(mail)), 20_000),
  } as Journey;
  beforeAll(async () => {
    if (options.mail) journey.smtp = await startSmtpServer();
    const env = { ...(options.mail ? { SMTP_URL: journey.smtp.url } : {}), ...options.env?.() };
    const dataDir = options.prepare ? await seededDataDir() : undefined;
    if (dataDir) await options.prepare!(dataDir);
    [journey.server, journey.browser] = await Promise.all([
      startServer({ env, ...(dataDir ? { dataDir } : {}) }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await journey.browser?.close();
    await journey.server?.stop();
    await journey.smtp?.close();
  });
  return journey;
}

/** The absolute link to `path` (e.g. "/pay?token=") with its token in a mail; fails the test without one. */
export function linkIn(mail: ReceivedMail, path: string): string {
  const escaped = path.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  const link = new RegExp(`https?://[^\\s"<>]+${escaped}[\\w-]+`).exec(mail.body)?.[0];
  expect(link, `a link to ${path} in the mail`).toBeDefined();
  return link!;
}

/** axe's scan of the page as it is now: no violations (each listed with where it is). */
export async function expectAccessible(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(", ")})`)).toEqual([]);
}
