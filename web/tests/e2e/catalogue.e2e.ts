// Browsing the catalogue, search, domain, all-domains and authorised-partner pages in real
// Chromium against the real server (demo seed): infinite scroll, filters kept in the URL,
// search hits and misses, a real 404 for an unknown domain, the proposal form, and axe scans.
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateCatalogue } from "../../../bench/catalogue-generator.ts";
import { E2E_API_KEY, newDataDir, type ServerProcess, startServer } from "../../../server/test/server-process.ts";
import { launchBrowser, watchForErrors } from "./browser.ts";
import { gotoReady, reloadReady } from "./journey.ts";

let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 360, height: 740 };

async function open(path: string, viewport = DESKTOP) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const problems = watchForErrors(page);
  const response = await gotoReady(page, `${server.url}${path}`);
  return { context, page, problems, response };
}

/** The sidebar's no-JS "Apply filters" button goes away once React has taken over the page. */
async function hydrated(page: Page) {
  await page.getByRole("button", { name: "Apply filters" }).waitFor({ state: "detached" });
}

/** What the staff API holds for the enquiries (the page posts to its action, not to the API). */
async function staffEnquiries(): Promise<Array<Record<string, unknown>>> {
  const login = await fetch(`${server.url}/api/login/staff/`, {
    method: "POST",
    headers: { "x-api-key": E2E_API_KEY, "content-type": "application/json" },
    body: JSON.stringify({ email: "demo.staff@example.com", password: "Staff@12345" }),
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const res = await fetch(`${server.url}/api/ictEnquiry/`, {
    headers: { "x-api-key": E2E_API_KEY, authorization: `Bearer ${access_token}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Array<Record<string, unknown>>;
}

const cards = (page: Page) => page.getByRole("main").getByRole("article");

async function cardCount(page: Page, expected: number) {
  await page.waitForFunction((n) => document.querySelectorAll("main article").length === n, expected);
  return cards(page).count();
}

/** axe's violations on the page, or only inside the element `within` selects. */
async function axeViolations(page: Page, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (within) builder.include(within);
  const result = await builder.analyze();
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

async function expectSeo(page: Page, canonicalPath: string) {
  expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${server.url}${canonicalPath}`);
  expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
  expect(await page.title()).toMatch(/SkillBridge Academy/);
  expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.some((text) => text.includes('"BreadcrumbList"'))).toBe(true);
}

describe("catalogue /training_course", () => {
  it("shows 9 cards, 18 after scrolling to the bottom, and 9 again when a filter changes", async () => {
    const { context, page, problems, response } = await open("/training_course");
    expect(response?.status()).toBe(200);
    await expectSeo(page, "/training_course");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      "Certification Courses & Training Programmes",
    );
    await hydrated(page);
    expect(await cards(page).count()).toBe(9);
    const first = cards(page).first();
    expect(await first.getByText(/^\d+ Hours of Learning$/).count()).toBe(1);
    expect(await first.getByRole("link", { name: /^Check Upcoming Schedule/ }).count()).toBe(1);
    expect(await first.getByRole("link", { name: /^Details/ }).count()).toBe(1);
    expect(await page.getByRole("link", { name: "Load more" }).getAttribute("href")).toBe(
      "/training_course?page=2#course-10",
    );

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await cardCount(page, 18)).toBe(18);
    await page.waitForURL(`${server.url}/training_course?page=2`); // the URL keeps the place
    expect(await page.getByRole("link", { name: "Load more" }).getAttribute("href")).toBe(
      "/training_course?page=3#course-19",
    );

    await page.getByRole("checkbox", { name: "Certificate Course" }).check();
    expect(await cardCount(page, 9)).toBe(9);
    expect(page.url()).toBe(`${server.url}/training_course?type=Certificate+Course`);
    // a filtered view's canonical is the unfiltered list
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${server.url}/training_course`);

    // a click anywhere on a card opens its course
    await page.evaluate(() => window.scrollTo(0, 0));
    const card = cards(page).first();
    const name = (await card.getByRole("heading").textContent()) ?? "";
    await card.click({ position: { x: 30, y: 30 } }); // on the image
    await page.waitForURL(/\/course\/\d+\//);
    expect(decodeURIComponent(page.url())).toContain(name.replace(/ /g, "_"));
    expect(problems).toEqual([]);
    await context.close();
  });

  it("narrows by type and maximum hours, and the URL keeps both across a reload", async () => {
    const { context, page, problems } = await open("/training_course");
    await hydrated(page);
    const total = async () =>
      Number((await page.getByText(/^Showing .* courses?$/).textContent())?.match(/of (\d+)/)?.[1]);
    const all = await total();

    await page.getByRole("checkbox", { name: "Industrial Training" }).check();
    await page.waitForURL(/type=Industrial\+Training/);
    const industrial = await total();
    expect(industrial).toBeGreaterThan(0);
    expect(industrial).toBeLessThan(all);

    await page.getByRole("slider", { name: "Maximum hours" }).fill("90");
    await page.waitForURL(/maxHours=90/);
    expect(await page.getByText("Up to 90 hours").count()).toBe(1);
    const short = await total();
    expect(short).toBeLessThan(industrial);
    for (const text of await page
      .getByRole("main")
      .getByText(/^\d+ Hours of Learning$/)
      .allTextContents()) {
      expect(Number.parseInt(text, 10)).toBeLessThanOrEqual(90);
    }

    const response = await reloadReady(page);
    expect(response?.status()).toBe(200);
    expect(page.url()).toBe(`${server.url}/training_course?maxHours=90&type=Industrial+Training`);
    expect(await page.getByRole("checkbox", { name: "Industrial Training" }).isChecked()).toBe(true);
    expect(await page.getByRole("slider", { name: "Maximum hours" }).inputValue()).toBe("90");
    expect(await total()).toBe(short);
    expect(await cards(page).count()).toBe(Math.min(short, 9));

    await hydrated(page);
    await page.getByRole("button", { name: "Clear filters" }).first().click();
    await page.waitForURL(`${server.url}/training_course`);
    expect(await total()).toBe(all);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("serves ?page=2 as pages 1–2 with 'Load more' for pages 1–3, without JavaScript", async () => {
    // reduced motion: the jump to the anchor is instant instead of a smooth scroll
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto(`${server.url}/training_course?page=2`);
    expect(await cards(page).count()).toBe(18);
    expect(await page.getByText(/^Showing 18 of \d+ courses$/).count()).toBe(1);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(
      `${server.url}/training_course?page=2`,
    );
    await page.getByRole("link", { name: "Load more" }).click();
    await page.waitForURL(`${server.url}/training_course?page=3#course-19`);
    expect(await cards(page).count()).toBe(27);
    // it lands on the first new card
    const top = () => page.locator("#course-19").evaluate((card) => card.getBoundingClientRect().top);
    await expect.poll(top).toBeLessThan(PHONE.height);
    expect(await top()).toBeGreaterThan(-5);
    // the sidebar is a plain GET form without JavaScript (unfolded on a wide screen)
    await page.setViewportSize(DESKTOP);
    await page.getByRole("checkbox", { name: /^Internship/ }).check();
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL(/type=Internship/);
    const types = await page.getByRole("main").getByRole("article").count();
    expect(types).toBeGreaterThan(0);
    await context.close();
  });

  it("keeps 27 cards and the scroll position when Back returns from the 20th card at 360 px", async () => {
    const { context, page, problems } = await open("/training_course", PHONE);
    await hydrated(page);
    for (const expected of [18, 27]) {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await cardCount(page, expected);
    }
    await page.waitForURL(`${server.url}/training_course?page=3`);
    const twentieth = cards(page).nth(19);
    await twentieth.scrollIntoViewIfNeeded();
    const name = (await twentieth.getByRole("heading").textContent()) ?? "";
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(1000);
    await twentieth.getByRole("heading").getByRole("link").click();
    await page.waitForURL(/\/course\/\d+\//);
    await page.goBack();
    await page.waitForURL(`${server.url}/training_course?page=3`);
    expect(await cardCount(page, 27)).toBe(27);
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 50, scrolled);
    expect(await cards(page).nth(19).getByRole("heading").textContent()).toBe(name);
    // a reload renders the same 27 cards
    await reloadReady(page);
    expect(await cards(page).count()).toBe(27);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("answers hand-edited URLs with the first page or an empty state, never a 5xx", async () => {
    const paths = [
      "/training_course?page=-1",
      "/training_course?page=99999",
      "/training_course?page=2.5&type=Yoga&domain=abc&maxHours=999",
      `/training_course?q=${"x".repeat(2000)}`,
      "/training_course?q=%00",
      "/domain/4?page=99999&domain=-3",
      `/search/${"kubernetes".repeat(200)}`,
      "/search/%00",
    ];
    for (const path of paths) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      const count = (html.match(/<article/g) ?? []).length;
      if (path.startsWith("/search/")) expect(html, path).toContain("Not Found! Are You Spelling it right?");
      else if (path.includes("q=x")) expect(html, path).toContain("No courses match these filters.");
      else if (path.startsWith("/domain/")) expect(count, path).toBeGreaterThan(0);
      else expect(count, path).toBe(9);
    }
  });
});

describe("a large catalogue (600 courses: above the 200 the page filters itself)", () => {
  let large: ServerProcess;
  beforeAll(async () => {
    const dataDir = newDataDir();
    await generateCatalogue({ dataDir }, 600);
    large = await startServer({ dataDir, env: { PAGE_CACHE_SECONDS: "0" } });
    // 600 courses written and seeded on a first start, beside another browser file and the API files.
  }, 240_000);
  afterAll(() => large?.stop());

  async function openLarge(path: string) {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const problems = watchForErrors(page);
    const api: URL[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/ictData/")) api.push(new URL(request.url()));
    });
    const response = await gotoReady(page, `${large.url}${path}`);
    return { context, page, problems, api, response };
  }
  const total = async (page: Page) =>
    Number((await page.getByText(/^Showing .* courses?$/).textContent())?.match(/of (\d+)/)?.[1]);

  it("sends one page of cards, fetches the next 9 from the API near the bottom, and asks it again for a filter", async () => {
    const { context, page, problems, api, response } = await openLarge("/training_course");
    expect(response?.status()).toBe(200);
    expect((await response?.text())?.length).toBeLessThan(150_000); // not 600 cards of HTML
    await hydrated(page);
    expect(await cards(page).count()).toBe(9);
    const all = await total(page);
    expect(all).toBeGreaterThan(500);
    expect(api).toEqual([]); // the first page came with the HTML

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await cardCount(page, 18)).toBe(18);
    expect(api.at(-1)?.searchParams.get("offset")).toBe("9");
    expect(api.at(-1)?.searchParams.get("limit")).toBe("9");
    expect(await page.getByText(`Showing 18 of ${all} courses`).count()).toBe(1);

    await page.getByRole("checkbox", { name: "Internship" }).check();
    await page.waitForURL(/type=Internship/);
    await page.waitForFunction(
      (n) =>
        /^Showing 9 of (\d+) courses$/.test(document.querySelector('[role="status"]')?.textContent ?? "") &&
        Number(document.querySelector('[role="status"]')?.textContent?.match(/of (\d+)/)?.[1]) < n,
      all,
    );
    expect(api.at(-1)?.searchParams.get("type")).toBe("Internship");
    expect(api.at(-1)?.searchParams.get("offset")).toBe("0");
    expect(await cards(page).count()).toBe(9);
    for (const text of await page.getByRole("main").getByRole("article").allTextContents()) {
      expect(text).not.toBe("");
    }
    const internships = await total(page);

    // the same filtered view, server-rendered from its URL, says the same
    const reload = await reloadReady(page);
    expect(reload?.status()).toBe(200);
    expect(await total(page)).toBe(internships);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("keeps ?page=N for crawlers, and ranks a search as the API does", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${large.url}/training_course?page=2`);
    expect(await cards(page).count()).toBe(18);
    expect(await page.getByText(/^Showing 18 of \d+ courses$/).count()).toBe(1);
    expect(await page.locator('a[rel="next"]').getAttribute("href")).toBe("/training_course?page=3#course-19");
    await page.goto(`${large.url}/search/cloud`);
    const names = await page.getByRole("main").getByRole("article").getByRole("heading").allTextContents();
    const res = await fetch(`${large.url}/api/ictData/?search=cloud&limit=9`, {
      headers: { "x-api-key": E2E_API_KEY },
    });
    expect(names).toEqual((await res.json()).map((course: { ictName: string }) => course.ictName));
    await context.close();
  });
});

describe("search /search/{query}", () => {
  it("shows hits for every search term the footer links", async () => {
    for (const term of ["net", "bootcamp", "front", "back"]) {
      const { context, page, problems, response } = await open(`/search/${term}`);
      expect(response?.status(), term).toBe(200);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(`Search results for “${term}”`);
      expect(await cards(page).count(), term).toBeGreaterThan(0);
      expect(await page.getByText("Not Found! Are You Spelling it right?").count()).toBe(0);
      if (term === "net") await expectSeo(page, "/search/net");
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it("says 'Not Found! Are You Spelling it right?' with a contact prompt, and is not indexed", async () => {
    const { context, page, problems } = await open("/search/zzzzqqq");
    expect(await page.getByText("Not Found! Are You Spelling it right?", { exact: true }).count()).toBe(1);
    expect(await page.getByRole("main").getByRole("link", { name: "Contact us" }).getAttribute("href")).toBe(
      "/contact",
    );
    expect(await page.getByRole("main").locator('a[href^="tel:"]').count()).toBe(1);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    expect(await cards(page).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("search a person would trust", () => {
  const headings = (page: Page) => cards(page).getByRole("heading").allTextContents();

  it.each([
    ["aws", ["AWS Certified Cloud Practitioner (CLF-C02)", "AWS Certified Solutions Architect – Associate (SAA-C03)"]],
    ["net", [".NET Core Web API with C# and Entity Framework Core"]],
    ["sap", ["SAP ABAP on HANA Development", "SAP S/4HANA Finance (FICO)", "SAP S/4HANA Materials Management (MM)"]],
    ["java", ["Core Java Programming (Java 21)", "Full Stack Java Developer Bootcamp"]],
    ["kubernets", ["Kubernetes Administrator (CKA)"]],
    ["az-104", ["Microsoft Azure Administrator (AZ-104)"]],
  ])("/search/%s shows %j first; the catalogue's text filter keeps the names containing it", async (term, first) => {
    const { context, page, problems } = await open(`/search/${encodeURIComponent(term)}`, PHONE);
    const found = await headings(page);
    expect(found.slice(0, first.length)).toEqual(first);
    for (const inside of ["Internet of Things", "Kubernetes", "Penetration", "Data Ethics"]) {
      if (!term.startsWith(inside.slice(0, 4).toLowerCase())) {
        expect(found.some((name) => name.startsWith(inside))).toBe(false);
      }
    }
    // The sidebar's text filter (?q=) narrows by name, as the spec says: no ranking, no typo tolerance.
    await gotoReady(page, `${server.url}/training_course?q=${encodeURIComponent(term)}`);
    const named = await headings(page);
    for (const name of named) expect(name.toLowerCase()).toContain(term.toLowerCase());
    // On one page (fewer than 9 cards), every expected course whose name holds the text is there.
    if (named.length < 9) {
      for (const name of first.filter((n) => n.toLowerCase().includes(term.toLowerCase()))) {
        expect(named).toContain(name);
      }
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it("offers 'Did you mean …' for a near miss, and keeps the spec's text for nonsense", async () => {
    const { context, page, problems } = await open("/search/kubernets");
    await page.getByText("Did you mean").getByRole("link", { name: "kubernetes" }).click();
    await page.waitForURL(`${server.url}/search/kubernetes`);
    await page.getByRole("heading", { level: 1, name: "Search results for “kubernetes”" }).waitFor();
    expect(await page.getByText("Did you mean").count()).toBe(0);
    await page.goto(`${server.url}/search/zzzzqqq`);
    expect(await page.getByText("Not Found! Are You Spelling it right?", { exact: true }).count()).toBe(1);
    expect(await page.getByText("Did you mean").count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("domain /domain/{id}", () => {
  it("lists the courses of Cyber Security with no domain preselected", async () => {
    const { context, page, problems, response } = await open("/domain/4");
    expect(response?.status()).toBe(200);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Courses for Cyber Security");
    await expectSeo(page, "/domain/4");
    expect(await cards(page).count()).toBeGreaterThan(0);
    expect(await page.getByRole("main").getByRole("checkbox", { checked: true }).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("adds the courses of a ticked domain to the page's own, with counts beside each option", async () => {
    const { context, page, problems } = await open("/domain/4", PHONE);
    await hydrated(page);
    const total = async () =>
      Number((await page.getByText(/^Showing .* courses?$/).textContent())?.match(/of (\d+)/)?.[1]);
    const own = await total();
    await page.getByRole("button", { name: /^Filters/ }).click(); // folded away at 360 px
    const group = page.getByRole("group", { name: "Add courses of other domains" });
    expect(await group.getByRole("checkbox", { name: /^Cyber Security/ }).count()).toBe(0);
    const cloud = group.getByRole("checkbox", { name: /^Cloud Computing \(\d+\)$/ });
    const label = (await cloud.locator("xpath=..").textContent()) ?? "";
    const added = Number(label.match(/\((\d+)\)$/)?.[1]);
    expect(added).toBeGreaterThan(0);
    await cloud.check();
    await page.waitForURL(/\?domain=1$/);
    expect(await total()).toBe(own + added);
    expect(await cards(page).count()).toBe(9);
    // the same view, server-rendered from its URL
    await reloadReady(page);
    expect(await total()).toBe(own + added);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("answers an unknown domain with a 404 that still explains itself and is not indexed", async () => {
    const { context, page, problems, response } = await open("/domain/9999");
    expect(response?.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Courses for ID 9999");
    expect(await page.getByText("No courses found for this domain.", { exact: true }).count()).toBe(1);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    expect(problems.filter((p) => !p.includes("404"))).toEqual([]);
    await context.close();
  });
});

describe("all training domains /allTrainingDomain", () => {
  it("preselects the first domain, shows its courses, and a tab click goes to /domain/{id}", async () => {
    const { context, page, problems, response } = await open("/allTrainingDomain");
    expect(response?.status()).toBe(200);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      "Select Domain by Clicking on Domain name",
    );
    await expectSeo(page, "/allTrainingDomain");
    const tabs = page.getByRole("navigation", { name: "Training domains" }).getByRole("link");
    expect(await tabs.count()).toBeGreaterThan(1);
    const first = tabs.first();
    expect(await first.getAttribute("aria-current")).toBe("true");
    const firstName = (await first.textContent())?.trim();
    expect(await page.getByRole("heading", { level: 2, name: `Courses for ${firstName}` }).count()).toBe(1);
    expect(await cards(page).count()).toBeGreaterThan(0);
    expect(await tabs.locator("svg").count()).toBe(await tabs.count()); // every tab has its icon

    await tabs.filter({ hasText: "Cyber Security" }).click();
    await page.waitForURL(`${server.url}/domain/4`);
    await page.getByRole("heading", { level: 1, name: "Courses for Cyber Security" }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("authorised partner /partners/Certnexus", () => {
  it("lists the domain-17 courses with 'Read More' links", async () => {
    const { context, page, problems, response } = await open("/partners/Certnexus");
    expect(response?.status()).toBe(200);
    await expectSeo(page, "/partners/Certnexus");
    const list = cards(page);
    expect(await list.count()).toBeGreaterThan(0);
    expect(await list.first().getByRole("heading", { name: "CyberSec First Responder (CFR-410)" }).count()).toBe(1);
    const readMore = list.first().getByRole("link", { name: /^Read More/ });
    expect(await readMore.getAttribute("href")).toMatch(/^\/course\/\d+\/CyberSec_First_Responder/);
    expect(await page.getByText("Could not load courses for this domain.").count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("refuses a proposal without a suggested course, then sends it with one", async () => {
    const { context, page, problems } = await open("/partners/Certnexus");
    await page.getByRole("button", { name: "Request Proposal" }).click();
    const dialog = page.getByRole("dialog", { name: "Request Proposal" });
    await dialog.getByRole("textbox", { name: "Name" }).fill("Asha Rao");
    await dialog.getByRole("textbox", { name: "E-mail" }).fill("asha@example.in");
    await dialog.getByRole("textbox", { name: "Contact number" }).fill("+91 98765 43210");
    expect(await dialog.getByText("Country code plus number, e.g. +91 98765 43210").count()).toBe(1);
    expect(await dialog.getByRole("textbox", { name: "E-mail" }).getAttribute("type")).toBe("email");
    await dialog.getByRole("textbox", { name: "Message (optional)" }).fill("Training for 12 analysts.");
    await dialog.getByRole("button", { name: "Send request" }).click();
    const alert = dialog.getByRole("alert");
    await alert.getByText("Please select an ICT from suggestions so ICT ID is set.", { exact: true }).waitFor();

    expect(await axeViolations(page)).toEqual([]);

    await dialog.getByRole("combobox", { name: "Course" }).fill("CyberSec");
    await dialog.getByRole("option", { name: "CyberSec First Responder (CFR-410)" }).click();
    expect(await dialog.getByRole("combobox", { name: "Course" }).inputValue()).toBe(
      "CyberSec First Responder (CFR-410)",
    );
    // The popup posts to the proposal page's action, which stores it through the API.
    const posted = page.waitForResponse(
      (r) => /\/partners\/Certnexus\/proposal/.test(r.url()) && r.request().method() === "POST",
    );
    await dialog.getByRole("button", { name: "Send request" }).click();
    expect((await posted).status()).toBe(200);
    await page.getByText("Your request has been sent!").waitFor();
    const stored = (await staffEnquiries()).filter((enquiry) => enquiry.eEmail === "asha@example.in");
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      eName: "Asha Rao",
      eContact: "+91 98765 43210",
      eQuery: "Training for 12 analysts.",
      kind: "proposal",
      ict_id: expect.any(Number),
    });
    expect(await page.getByRole("dialog").count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("accessibility", () => {
  // One page per template: the listing with its sidebar (the same one /search/{term} and
  // /domain/{id} render), the empty search, the unknown domain, all domains and a partner.
  const pages = ["/training_course", "/search/zzzzqqq", "/domain/9999", "/allTrainingDomain", "/partners/Certnexus"];
  for (const viewport of [PHONE, DESKTOP]) {
    for (const path of pages) {
      it(`${path} has no axe violations at ${viewport.width} px`, async () => {
        const { context, page } = await open(path, viewport);
        const violations = await axeViolations(page);
        const toggle = page.getByRole("button", { name: /^Filters/ });
        if (viewport === PHONE && (await toggle.count()) > 0) {
          await toggle.click(); // the folded sidebar, opened: the rest of the page is as scanned
          violations.push(...(await axeViolations(page, `#${await toggle.getAttribute("aria-controls")}`)));
        }
        expect(violations).toEqual([]);
        await context.close();
      });
    }
  }
});
