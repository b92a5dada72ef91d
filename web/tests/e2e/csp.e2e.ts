// The script policy made from each page's HTML (server/plugins/script-policy.ts), in real
// Chromium: the page's own scripts run and hydrate it (fresh and from the page cache), with no
// policy violation; a script injected into the HTML on its way to the browser is refused.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServer } from "../../../server/test/server-process.ts";
import { launchBrowser, watchForErrors } from "./browser.ts";

let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { PAGE_CACHE_SECONDS: "60" } }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type Violation = { directive: string; blocked: string; source: string };

/** A page that records every policy violation the document reports (set up before any script). */
async function watchedPage(): Promise<{ page: Page; violations: () => Promise<Violation[]>; problems: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { violations: Violation[] }).violations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  const problems = watchForErrors(page);
  const violations = () => page.evaluate(() => (window as unknown as { violations: Violation[] }).violations);
  return { page, violations, problems };
}

/** Hydrated: the header's "Learning Modes" menu opens on a click, which only React does. */
async function expectHydrated(page: Page, { menu: tryMenu = true } = {}) {
  // Polled with evaluate: waitForFunction compiles its predicate with eval, which the policy refuses.
  await expect.poll(() => page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(true);
  // The course page opens its enquiry popup by itself (spec): it covers the menu.
  if (!tryMenu) return;
  const menu = page.getByRole("button", { name: "Learning Modes", exact: true });
  await expect
    .poll(async () => {
      await menu.click();
      return menu.getAttribute("aria-expanded");
    })
    .toBe("true");
}

describe("script policy in the browser", () => {
  it("runs the page's own scripts, fresh and from the page cache, with no violation", async () => {
    for (const url of ["/", "/", "/", "/training_course", "/course/1", "/search/cloud"]) {
      const { page, violations, problems } = await watchedPage();
      const response = await page.goto(`${server.url}${url}`, { waitUntil: "networkidle" });
      expect(response?.status()).toBe(200);
      const csp = response?.headers()["content-security-policy"] ?? "";
      expect(csp).toMatch(/script-src 'strict-dynamic'( 'sha256-[\w+/=]+')+;/);
      await expectHydrated(page, { menu: !url.startsWith("/course/") });
      // Not even zod's probe for `new Function` (Chrome reports it as a policy issue, and Lighthouse
      // marks the page down): in the browser zod never compiles (packages/core/src/zod.ts).
      expect(await violations()).toEqual([]);
      expect(problems).toEqual([]);
      await page.close();
    }
  });

  it("refuses an inline script injected into the page, and the page still hydrates", async () => {
    const { page, violations } = await watchedPage();
    // The HTML altered on its way, as an injection would: the policy that came with it stays.
    await page.route(`${server.url}/`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        "</body>",
        '<script>window.injectedRan = true;</script><script type="module">window.injectedModuleRan = true;</script></body>',
      );
      await route.fulfill({ response, body: html });
    });
    await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
    await expectHydrated(page);
    expect(await page.evaluate(() => "injectedRan" in window || "injectedModuleRan" in window)).toBe(false);
    const refused = await violations();
    expect(refused.filter((v) => v.blocked === "inline" && /^script-src/.test(v.directive))).toHaveLength(2);
    expect(refused.every((v) => v.blocked === "inline")).toBe(true);
  });
});
