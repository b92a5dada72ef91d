// The Hindi pages (/hi/…): <html lang>, the header in Hindi with no English header text,
// hreflang pairs that point at each other, the language switch keeps the page and its query
// (the catalogue's filters) and remembers the choice in a cookie; axe-clean at 360 and 1280 px.
import AxeBuilder from "@axe-core/playwright";
import { englishDictionary } from "@skillbridge/core/i18n/dictionary";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SharedServer, sharedServer } from "../../../server/test/server-process.ts";
import { launchBrowser, watchForErrors } from "./browser.ts";

let server: SharedServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([sharedServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const PAGES = ["/hi", "/hi/training_course"];

describe("Hindi pages", () => {
  for (const width of [360, 1280]) {
    for (const path of PAGES) {
      it(`${path} at ${width} px: lang hi, Hindi header and headings, axe clean`, async () => {
        const context = await browser.newContext({ viewport: { width, height: 800 } });
        const page = await context.newPage();
        const problems = watchForErrors(page);
        await page.goto(`${server.url}${path}`);
        expect(await page.getAttribute("html", "lang")).toBe("hi-IN");
        const header = (await page.locator("header").first().textContent()) ?? "";
        for (const key of ["home", "courses", "learningModes", "internships", "partners"] as const) {
          expect(header).not.toContain(englishDictionary.header[key]);
        }
        const heading = (await page.locator("h1").first().textContent()) ?? "";
        expect(heading).toMatch(/[\u0900-\u097F]/);
        const axe = await new AxeBuilder({ page }).analyze();
        expect(axe.violations.map((v) => v.id)).toEqual([]);
        expect(problems).toEqual([]);
        await context.close();
      });
    }
  }

  it("hreflang alternates pair the two languages", async () => {
    const page = await browser.newPage();
    for (const [path, en, hi] of [
      ["/training_course", "/training_course", "/hi/training_course"],
      ["/hi/training_course", "/training_course", "/hi/training_course"],
    ]) {
      await page.goto(`${server.url}${path}`);
      const href = (lang: string) => page.getAttribute(`link[rel=alternate][hreflang="${lang}"]`, "href");
      expect(await href("en-IN")).toBe(`${server.url}${en}`);
      expect(await href("hi-IN")).toBe(`${server.url}${hi}`);
      expect(await href("x-default")).toBe(`${server.url}${en}`);
    }
    await page.close();
  });

  it("the switch keeps the page and its filters and remembers the choice", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/training_course?page=2`);
    await page.locator('header a[hreflang="hi-IN"]').first().click();
    await page.waitForURL(/\/hi\/training_course\?page=2$/);
    expect(await page.getAttribute("html", "lang")).toBe("hi-IN");
    expect((await context.cookies()).find((c) => c.name === "lang")?.value).toBe("hi");
    await page.locator('header a[hreflang="en-IN"]').first().click();
    await page.waitForURL(/\/training_course\?page=2$/);
    expect(new URL(page.url()).pathname).toBe("/training_course");
    expect((await context.cookies()).find((c) => c.name === "lang")?.value).toBe("en");
    await context.close();
  });
});
