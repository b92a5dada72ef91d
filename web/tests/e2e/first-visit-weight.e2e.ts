// A first visit to the home, catalogue, course and search pages carries at most 130 KB
// of JavaScript (bytes as sent: compressed, with their headers, as Lighthouse counts them), and
// none of it is zod — the schemas validate on the server; the browser gets them only with a form
// it is about to show. Counted in real Chromium from its network records, after the page has
// loaded and sat idle with nobody touching it (a form's code comes on the first interaction).
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SharedServer, sharedServer } from "../../../server/test/server-process.ts";
import { launchBrowser, watchForErrors } from "./browser.ts";

const BUDGET_BYTES = 130_000;
const PAGES = ["/", "/training_course", "/course/1", "/search/cloud"];

let server: SharedServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([sharedServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("JavaScript on a first visit", () => {
  for (const path of PAGES) {
    it(`${path}: at most 130 KB, without zod`, async () => {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
      const page = await context.newPage();
      const problems = watchForErrors(page);
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      const scripts = new Map<string, string>();
      const sizes: { url: string; bytes: number }[] = [];
      cdp.on("Network.responseReceived", (event) => {
        if (event.type === "Script") scripts.set(event.requestId, event.response.url);
      });
      cdp.on("Network.loadingFinished", (event) => {
        const url = scripts.get(event.requestId);
        if (url) sizes.push({ url, bytes: event.encodedDataLength });
      });
      await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
      // Hydrated, then left alone as long as Lighthouse's quiet window and an idle callback's timeout.
      await expect.poll(() => page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(true);
      await page.waitForTimeout(4500);

      const files = sizes.map((size) => new URL(size.url).pathname);
      const total = sizes.reduce((sum, size) => sum + size.bytes, 0);
      expect(files.length, "the page's scripts were counted").toBeGreaterThan(2);
      expect(
        total,
        `${(total / 1000).toFixed(1)} KB: ${sizes.map((s) => `${new URL(s.url).pathname} ${s.bytes}`).join(", ")}`,
      ).toBeLessThanOrEqual(BUDGET_BYTES);
      // zod's chunk and the shared schemas (their chunk names come from their first module).
      expect(files.filter((file) => /\/assets\/(zod|schemas|coerce|iso)-/.test(file))).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
