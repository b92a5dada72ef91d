// The placeholder home page, end to end: server-rendered from the real database, hydrated in
// real Chromium under the real CSP, findable (title, canonical, description) and accessible.
import AxeBuilder from "@axe-core/playwright";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServer } from "../../../server/test/server-process.ts";
import { launchBrowser, watchForErrors } from "./browser.ts";

let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("home page", () => {
  it("renders demo data from the database, hydrates without errors, and has its SEO tags", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = watchForErrors(page);
    const response = await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
    expect(response?.status()).toBe(200);
    expect(response?.headers()["content-security-policy"]).toContain("object-src 'none'");

    await expect(page.title()).resolves.toMatch(/SkillBridge Academy/);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${server.url}/`);
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
    const heading = page.getByRole("heading", { level: 1 });
    expect(await heading.textContent()).toBe("SkillBridge Academy");
    expect(await page.getByText(/\d+ courses across our training domains/).count()).toBe(1);
    // Domain names come from the database, not from the page code.
    expect(await page.getByRole("main").getByRole("listitem").filter({ hasText: "Cyber Security" }).count()).toBe(1);
    expect(problems).toEqual([]);

    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await context.close();
  });

  it("answers an unknown route with a real 404 page", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const response = await page.goto(`${server.url}/no-such-page`);
    expect(response?.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Page not found");
    await context.close();
  });
});
