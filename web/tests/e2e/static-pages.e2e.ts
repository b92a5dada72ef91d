// The static public pages end to end (bundles, learning modes, internship, partners, about…):
// each answers 200 with its own title, canonical and description, one h1 and breadcrumb structured
// data, hydrates without errors and passes an accessibility scan at phone and desktop widths; their
// content is all there.
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

// A page whose template another page here already shows is scanned by axe once, on that page.
const pages: { path: string; title: RegExp; h1: string; sameTemplateAs?: string }[] = [
  { path: "/bundles", title: /Learning Bundles/, h1: "Learning Become Easier When It Is Planned" },
  { path: "/learning_mode/OnlineTrainingMode", title: /Live Online Training/, h1: "Live Online Training" },
  {
    path: "/learning_mode/ClassroomTrainingMode",
    title: /Classroom Training/,
    h1: "Classroom Training",
    sameTemplateAs: "/learning_mode/OnlineTrainingMode",
  },
  {
    path: "/learning_mode/OnSiteTrainingMode",
    title: /On-Site Corporate Training/,
    h1: "On-Site Corporate Training",
    sameTemplateAs: "/learning_mode/OnlineTrainingMode",
  },
  {
    path: "/learning_mode/SelfPacedTrainingMode",
    title: /Self-Paced Learning/,
    h1: "Self-Paced Learning",
    sameTemplateAs: "/learning_mode/OnlineTrainingMode",
  },
  { path: "/internship", title: /80-Hour Internship/, h1: "80-Hour Internship Programme" },
  { path: "/partners", title: /Our Partners/, h1: "Our Academic and Training Partners" },
  { path: "/about", title: /About Us/, h1: "About SkillBridge Academy" },
];

const widths = [
  { name: "360 px", viewport: { width: 360, height: 740 } },
  { name: "desktop", viewport: { width: 1280, height: 800 } },
];

async function open(path: string, viewport = widths[1]!.viewport) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const problems = watchForErrors(page);
  const response = await gotoReady(page, `${server.url}${path}`);
  return { context, page, problems, response };
}

async function axeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

describe("static pages", () => {
  for (const spec of pages) {
    it(`${spec.path} is findable, hydrates cleanly and is accessible at 360 px and desktop width${spec.sameTemplateAs ? ` (scanned as ${spec.sameTemplateAs})` : ""}`, async () => {
      for (const { name, viewport } of widths) {
        const { context, page, problems, response } = await open(spec.path, viewport);
        expect(response?.status(), name).toBe(200);
        await expect(page.title()).resolves.toMatch(spec.title);
        await expect(page.title()).resolves.toMatch(/SkillBridge Academy/);
        expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${server.url}${spec.path}`);
        expect((await page.locator('meta[name="description"]').getAttribute("content"))?.length).toBeGreaterThan(50);
        const h1 = page.getByRole("heading", { level: 1 });
        expect(await h1.count()).toBe(1);
        expect(await h1.textContent()).toBe(spec.h1);
        const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
        const breadcrumb = jsonLd.map((text) => JSON.parse(text)).find((data) => data["@type"] === "BreadcrumbList");
        expect(breadcrumb.itemListElement.at(-1).item).toBe(`${server.url}${spec.path}`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(
          viewport.width,
        );
        expect(problems, name).toEqual([]);
        if (!spec.sameTemplateAs) expect(await axeViolations(page), name).toEqual([]);
        await context.close();
      }
    });
  }

  it("/bundles shows the learning bundles from the database with their icons", async () => {
    const { context, page } = await open("/bundles");
    const cards = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 2 }) });
    expect(await cards.count()).toBe(6);
    expect(await cards.first().getByRole("heading").textContent()).toBe("Cloud Career Track");
    expect(await cards.first().locator("svg").count()).toBe(1);
    await context.close();
  });

  it("/learning_mode pages show features and reasons; an unknown mode is a 404", async () => {
    const { context, page } = await open("/learning_mode/ClassroomTrainingMode");
    const main = page.getByRole("main");
    expect(await main.getByRole("img").first().getAttribute("alt")).toBeTruthy();
    expect(
      await main
        .getByRole("region", { name: /What you get/ })
        .getByRole("listitem")
        .count(),
    ).toBeGreaterThan(3);
    expect(
      await main
        .getByRole("region", { name: /Why choose/ })
        .getByRole("listitem")
        .count(),
    ).toBeGreaterThan(3);
    const response = await page.goto(`${server.url}/learning_mode/Foo`);
    expect(response?.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Page not found");
    await context.close();
  });

  it("/internship has the 80-hour programme, ten FAQ disclosures and an Apply Now anchor", async () => {
    const { context, page } = await open("/internship");
    const faq = page.getByRole("region", { name: "Frequently asked questions" });
    expect(await faq.locator("details").count()).toBe(10);
    const first = faq.locator("summary").first();
    await first.click();
    expect(await faq.locator("details").first().getAttribute("open")).not.toBeNull();
    await page.getByRole("link", { name: "Apply Now" }).click();
    expect(new URL(page.url()).hash).toBe("#apply");
    const apply = page.getByRole("region", { name: "How to apply" });
    expect(await apply.getByRole("link", { name: /contact form/ }).getAttribute("href")).toBe("/contact");
    expect(await apply.getByRole("link", { name: /Call/ }).getAttribute("href")).toMatch(/^tel:\+91/);
    await context.close();
  });

  it("/partners lists 15 academic partners, the claims and two authorised-partner logo cards", async () => {
    const { context, page } = await open("/partners");
    const main = page.getByRole("main");
    expect(await main.getByRole("region", { name: "Academic partners" }).getByRole("listitem").count()).toBe(15);
    expect(await main.getByText("1000+ Professionals Upskilled").count()).toBe(1);
    expect(await main.getByText("15 Academic Collaborations").count()).toBe(1);
    const authorised = main.getByRole("region", { name: "Authorised training partners" });
    expect(await authorised.getByRole("img", { name: "CertNexus logo" }).count()).toBe(1);
    expect(await authorised.getByRole("link", { name: /CertNexus/ }).getAttribute("href")).toBe("/partners/Certnexus");
    expect(await authorised.getByRole("link", { name: /EC-Council/ }).getAttribute("href")).toBe("/search/ceh");
    await context.close();
  });

  it("/partners fades a logo that fails to load and gives it the alt text 'Logo'", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.route("**/images/partners/ec-council.svg", (route) => route.abort());
    const page = await context.newPage();
    await gotoReady(page, `${server.url}/partners`);
    const authorised = page.getByRole("region", { name: "Authorised training partners" });
    const failed = authorised.getByRole("img", { name: "Logo", exact: true });
    await expect.poll(() => failed.count(), { timeout: 10_000 }).toBe(1);
    expect(Number(await failed.evaluate((img) => getComputedStyle(img).opacity))).toBeLessThan(1);
    const fine = authorised.getByRole("img", { name: "CertNexus logo" });
    expect(await fine.evaluate((img) => getComputedStyle(img).opacity)).toBe("1");
    await context.close();
  });
});
