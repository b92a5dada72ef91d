// No password, e-mail or phone number ever travels in a URL or reaches the server's
// log. Journeys with and without JavaScript — signing in (wrong, then right), signing out, the
// contact form — record every request the browser makes; the server runs at log level info (each
// request logged) and its whole output is searched afterwards.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServer } from "../../../server/test/server-process.ts";
import { launchBrowser } from "./browser.ts";

let server: ServerProcess;
let browser: Browser;
const urls: string[] = [];

const LEARNER = { email: "demo.learner@example.com", password: "Demo@12345" };
const WRONG_PASSWORD = "Wrong-Pass-7731";
// What visitors type into the contact form, unique to this file.
const visitors = [
  { name: "Nandini Rao", email: "nandini.rao.7731@example.org", phone: "+91 98450 77310" },
  { name: "Farhan Qureshi", email: "farhan.q.7732@example.org", phone: "+91 98450 77320" },
];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { LOG_LEVEL: "info" } }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function newPage(javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
  // The contact page's map is Google's: answered here, so the test needs no network.
  await context.route("https://www.google.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Map</title>" }),
  );
  const page = await context.newPage();
  page.on("request", (request) => urls.push(request.url()));
  return page;
}

async function signInOnPage(page: Page, password: string) {
  await page.goto(`${server.url}/learner/login`);
  const form = page.locator("main form");
  await form.getByLabel("Email").fill(LEARNER.email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Login" }).click();
}

async function sendContactMessage(page: Page, visitor: (typeof visitors)[number]) {
  await page.goto(`${server.url}/contact`);
  const form = page.locator("form", { has: page.getByRole("button", { name: "Send message" }) });
  await form.getByRole("textbox", { name: /^Name/ }).fill(visitor.name);
  await form.getByRole("textbox", { name: /^E-mail/ }).fill(visitor.email);
  await form.getByRole("textbox", { name: /^Contact/ }).fill(visitor.phone);
  await form.getByLabel("Your query").fill("Please call me about weekend batches.");
  await form.getByRole("button", { name: "Send message" }).click();
}

/** The forms that carry personal data, with and without scripts. */
describe.each([false, true])("with JavaScript %s", (javaScriptEnabled) => {
  it("signs in (wrong password, then right), signs out and sends a contact message", async () => {
    const page = await newPage(javaScriptEnabled);
    if (javaScriptEnabled) {
      await page.goto(`${server.url}/learner/login`, { waitUntil: "networkidle" });
    }
    await signInOnPage(page, WRONG_PASSWORD);
    await page.getByText("Login failed: Invalid email or password").first().waitFor();
    expect(new URL(page.url()).pathname).toBe("/learner/login");
    expect(page.url()).not.toContain("password");

    await signInOnPage(page, LEARNER.password);
    await page.waitForURL(/\/learner\/Profile$/);
    // With scripts, sign out from the settled page (its fetcher); without, the form posts itself.
    if (javaScriptEnabled) await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Logout" }).first().click();
    await page.getByText("Logged out successfully!").first().waitFor();
    expect(new URL(page.url()).pathname).toBe("/");

    const visitor = visitors[javaScriptEnabled ? 1 : 0]!;
    await sendContactMessage(page, visitor);
    await page.getByText("Thank you! Your message has been sent.", { exact: false }).first().waitFor();
    await page.context().close();
  });
});

describe("afterwards", () => {
  it("no request URL and no line of the server's log holds a password, e-mail or phone number", () => {
    expect(urls.length).toBeGreaterThan(10);
    const secrets = [
      LEARNER.password,
      WRONG_PASSWORD,
      LEARNER.email,
      ...visitors.flatMap((visitor) => [visitor.email, visitor.phone]),
    ];
    const forms = (text: string) => [text, encodeURIComponent(text), text.replaceAll(" ", "+")];
    for (const url of urls) {
      for (const secret of secrets) for (const form of forms(secret)) expect(url).not.toContain(form);
      expect(url).not.toMatch(/[?&](password|email|contact|eEmail|eContact)=/i);
    }
    const log = server.output();
    expect(log).toContain('"url"'); // requests were logged at all
    for (const secret of secrets) for (const form of forms(secret)) expect(log).not.toContain(form);
  });
});
