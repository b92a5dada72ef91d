// The home page end to end: server-rendered from the real database, hydrated in real Chromium
// under the real CSP, findable (title, canonical, description), accessible at phone and desktop
// widths, and its search, tabs and carousels working as a visitor uses them.
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SharedServer, sharedServer } from "../../../server/test/server-process.ts";
import { launchBrowser, watchForErrors } from "./browser.ts";
import { gotoReady } from "./journey.ts";

let server: SharedServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([sharedServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
// One demo testimonial points at a missing photo on purpose (to show the placeholder): its 404 is expected.
const KNOWN_MISSING = "/images/people/missing-photo.jpg";

/** Console errors, except the browser's own report of the one deliberately missing photo. */
function watchPage(page: Page) {
  const problems = watchForErrors(page);
  const notFound: string[] = [];
  page.on("response", (response) => {
    if (response.status() === 404) notFound.push(new URL(response.url()).pathname);
  });
  return () => {
    const onlyKnown = notFound.every((path) => path === KNOWN_MISSING);
    return problems.filter((p) => !(onlyKnown && /Failed to load resource.*404/.test(p)));
  };
}

async function axeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

describe("home page", () => {
  it("renders demo data from the database, hydrates without errors, and has its SEO tags", async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const problems = watchPage(page);
    const response = await gotoReady(page, `${server.url}/`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["content-security-policy"]).toContain("object-src 'none'");

    await expect(page.title()).resolves.toMatch(/SkillBridge Academy/);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${server.url}/`);
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toMatch(/certification courses/);
    expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);

    // Domain tabs and their courses come from the database, in the API's order, at most 8.
    const main = page.getByRole("main");
    const tabs = main.getByRole("tablist", { name: "Course domains" }).getByRole("tab");
    expect(await tabs.count()).toBe(8);
    expect(await tabs.first().textContent()).toBe("Cloud Computing");
    expect(await tabs.first().getAttribute("aria-selected")).toBe("true");
    const panel = main.getByRole("tabpanel");
    const awsCard = panel.getByRole("link", { name: /AWS Certified Solutions Architect/ });
    expect(await awsCard.getAttribute("href")).toMatch(/^\/course\/\d+\/AWS_Certified_Solutions_Architect/);
    expect(await awsCard.textContent()).toMatch(/\d+ Hours of Learning/);
    expect(await panel.getByRole("link", { name: /Legacy/ }).count()).toBe(0); // inactive course
    expect(await panel.getByRole("link", { name: "View all Cloud Computing courses" }).getAttribute("href")).toBe(
      "/domain/1",
    );

    // A testimonial and an upcoming webinar from the demo data; the impact claims of the spec
    const testimonials = main.getByRole("region", { name: "Testimonials" });
    expect(await testimonials.getByText("Ananya Iyer").count()).toBe(1);
    const webinars = main.getByRole("region", { name: "Upcoming webinars and events" });
    expect(
      await webinars.getByRole("heading", { name: "AWS Solutions Architect: Exam Strategy Webinar" }).count(),
    ).toBe(1);
    expect(await webinars.getByText(/^\d{1,2}:\d{2} [AP]M IST$/).count()).toBeGreaterThan(0);
    expect(
      await webinars
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading") })
        .count(),
    ).toBeLessThanOrEqual(3);
    for (const claim of ["1000+", "30+", "50+", "100%"]) {
      expect(await main.getByRole("region", { name: "Our impact" }).getByText(claim, { exact: true }).count()).toBe(1);
    }
    expect(await main.getByRole("link", { name: /Explore Online Training/ }).getAttribute("href")).toBe(
      "/learning_mode/OnlineTrainingMode",
    );
    expect(problems()).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it("passes an accessibility scan at 360 px wide", async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const problems = watchPage(page);
    await gotoReady(page, `${server.url}/`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(problems()).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it("moves between domain tabs with the arrow keys and shows that domain's courses", async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await gotoReady(page, `${server.url}/`);
    const tablist = page.getByRole("tablist", { name: "Course domains" });
    await tablist.getByRole("tab", { name: "Cloud Computing" }).focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    const cyber = tablist.getByRole("tab", { name: "Cyber Security" });
    expect(await cyber.getAttribute("aria-selected")).toBe("true");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Cyber Security");
    const panel = page.getByRole("tabpanel", { name: "Cyber Security" });
    expect(await panel.getByRole("link", { name: /Certified Ethical Hacker/ }).count()).toBe(1);
    await context.close();
  });

  it("takes the search box to /search/{term}, trimmed, on Enter — and without JavaScript too", async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await gotoReady(page, `${server.url}/`);
    const box = page.getByRole("searchbox", { name: "Search courses" });
    await box.fill("   ");
    await box.press("Enter");
    expect(new URL(page.url()).pathname).toBe("/");
    await box.fill("  aws  ");
    await box.press("Enter");
    await page.waitForURL(`${server.url}/search/aws`);
    await context.close();

    const noJs = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    const plain = await noJs.newPage();
    await plain.goto(`${server.url}/`);
    await plain.getByRole("searchbox", { name: "Search courses" }).fill(" cyber security ");
    await plain.getByRole("button", { name: "Search", exact: true }).click();
    await plain.waitForURL(`${server.url}/search/cyber%20security`);
    await noJs.close();
  });

  it("shows the placeholder for a learner photo that fails to load", async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await gotoReady(page, `${server.url}/`);
    const carousel = page.getByRole("region", { name: "Testimonials" });
    await carousel.scrollIntoViewIfNeeded();
    const kavya = carousel.getByRole("group").filter({ hasText: "Kavya Menon" });
    const next = carousel.getByRole("button", { name: "Next testimonial" });
    for (let i = 0; i < 10 && !(await kavya.isVisible()); i++) await next.click();
    expect(await kavya.isVisible()).toBe(true);
    const photo = kavya.locator("img");
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.getAttribute("src"), { timeout: 10_000 }).toBe("/images/people/placeholder.svg");
    expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await context.close();
  });

  it("rotates the learning modes every 4 s, but not for visitors who prefer reduced motion", async () => {
    for (const reducedMotion of ["no-preference", "reduce"] as const) {
      const context = await browser.newContext({ viewport: DESKTOP, reducedMotion });
      const page = await context.newPage();
      // The page's clock is Playwright's: 4.5 s of the carousel's timer pass without waiting them.
      await page.clock.install();
      await gotoReady(page, `${server.url}/`);
      const carousel = page.getByRole("region", { name: "Learning modes" });
      const slide = carousel.getByRole("group");
      expect(await slide.getAttribute("aria-label")).toBe("1 of 4: Online Training");
      await page.clock.runFor(4_500);
      if (reducedMotion === "reduce") {
        expect(await slide.getAttribute("aria-label")).toBe("1 of 4: Online Training");
        expect(await carousel.getByRole("button", { name: "Play learning modes" }).count()).toBe(1);
      } else {
        expect(await slide.getAttribute("aria-label")).toBe("2 of 4: Classroom Training");
      }
      await context.close();
    }
  });

  it("paints with its styles in the HTML (no stylesheet requests before load), and the next page's styles load on navigation", async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const problems = watchPage(page);
    const stylesheets: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet") stylesheets.push(new URL(request.url()).pathname);
    });
    await page.goto(`${server.url}/`, { waitUntil: "load" });
    expect(stylesheets).toEqual([]);
    await page.waitForLoadState("networkidle");
    // The inlined styles apply: the footer has its dark background, the header its layout.
    const footer = await page.locator("footer").evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(footer).not.toBe("rgba(0, 0, 0, 0)");

    await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
    await page.waitForURL(/\/about$/);
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(stylesheets.length).toBeGreaterThan(0);
    expect(problems()).toEqual([]);
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
