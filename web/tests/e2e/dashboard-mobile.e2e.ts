// The learner dashboard on a phone (360 × 740, and 320). No tab label or
// profile label wraps inside a word, nothing runs off the page, and the schedule table is
// reachable: it fits, or it scrolls sideways inside the popup with a visible cue (edge shadow
// and a line saying so), and its last column can be brought into view.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServer } from "../../../server/test/server-process.ts";
import { launchBrowser, watchForErrors } from "./browser.ts";
import { DEMO_LEARNER, gotoReady, signedInContext } from "./journey.ts";

let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Words (runs of non-space characters) of the matched elements whose letters sit on two lines. */
function midWordWraps(page: Page, selector: string) {
  return page.evaluate((css) => {
    const broken: string[] = [];
    for (const element of document.querySelectorAll(css)) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? "").matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (tops.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  }, selector);
}

describe("the learner dashboard on a phone", () => {
  for (const width of [360, 320]) {
    it(`at ${width} px: tab labels whole, the schedule table reachable`, async () => {
      // Signed in by cookie: the dashboard's layout is what is tested, not the sign-in.
      const context = await signedInContext(server, browser, "learner", DEMO_LEARNER, {
        viewport: { width, height: 740 },
      });
      const page = await context.newPage();
      const problems = watchForErrors(page);
      await gotoReady(page, `${server.url}/learner/Profile`);
      expect(new URL(page.url()).pathname).toBe("/learner/Profile");
      const tabs = page.getByRole("tab");
      await tabs.first().waitFor();
      expect(await tabs.count()).toBeGreaterThanOrEqual(4);
      expect(await midWordWraps(page, "[role=tab]")).toEqual([]);
      // Every tab can be reached (the strip scrolls; none is cut off for good).
      for (const tab of await tabs.all()) {
        await tab.scrollIntoViewIfNeeded();
        const box = (await tab.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await page.getByRole("tab", { name: "My Profile Details" }).click();
      expect(await midWordWraps(page, "[role=tabpanel]:not([hidden]) th")).toEqual([]);

      await page.getByRole("tab", { name: /My Courses/ }).click();
      await page
        .getByRole("button", { name: /Schedule/ })
        .first()
        .click();
      const dialog = page.getByRole("dialog");
      const region = dialog.getByRole("region", { name: "Training sessions" });
      await region.waitFor();
      const fit = await region.evaluate((wrap) => ({
        scrollable: wrap.scrollWidth > wrap.clientWidth,
        overflowX: getComputedStyle(wrap).overflowX,
        cue: getComputedStyle(wrap).backgroundImage,
      }));
      if (fit.scrollable) {
        expect(fit.overflowX).toBe("auto");
        expect(fit.cue).toContain("gradient");
        expect(await dialog.getByText(/Swipe the table sideways/).isVisible()).toBe(true);
      }
      // The last column comes into view inside the popup.
      const lastHeader = dialog.getByRole("columnheader", { name: "Total hours" });
      await lastHeader.scrollIntoViewIfNeeded();
      const header = (await lastHeader.boundingBox())!;
      const frame = (await region.boundingBox())!;
      expect(header.x).toBeGreaterThanOrEqual(frame.x - 1);
      expect(header.x + header.width).toBeLessThanOrEqual(frame.x + frame.width + 1);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
