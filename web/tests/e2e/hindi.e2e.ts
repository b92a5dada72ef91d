// The Hindi pages (/hi/…): <html lang>, no English visitor text that has a Hindi entry (every
// section of the dictionary these pages read, in their text and their labels), dates in Hindi and
// rupee amounts as on the English page, hreflang pairs that point at each other, the language
// switch keeps the page and its query (the catalogue's filters) and remembers the choice in a
// cookie; axe-clean at 360 and 1280 px. The home page is checked whole (its carousel, plans,
// testimonials' controls and why-choose-us cards included). The Devanagari font is preloaded and
// fetched on a Hindi page and never on an English one.
import AxeBuilder from "@axe-core/playwright";
import { englishDictionary } from "@skillbridge/core/i18n/dictionary";
import { hindiDictionary } from "@skillbridge/core/i18n/hi";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { E2E_API_KEY, type SharedServer, sharedServer } from "../../../server/test/server-process.ts";
import { launchBrowser, watchForErrors } from "./browser.ts";
import { ENGLISH, englishIn, visitorText } from "./hindi-text.ts";

/** The demo data's Hindi name of "Python for Data Science" (its only Hindi text). */
const PYTHON_IN_HINDI = "डेटा साइंस के लिए Python";

let server: SharedServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([sharedServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

// The payment page without a token says its link is unknown; the certificate check's form page.
const PAGES = ["/hi", "/hi/training_course", "/hi/course/1", "/hi/verify", "/hi/pay"];

// One demo testimonial points at a missing photo on purpose (to show the placeholder): its 404 is expected.
const KNOWN_MISSING = "/images/people/missing-photo.jpg";

/** Console errors, except the browser's own report of the one deliberately missing photo. */
function watchPage(page: Page): () => string[] {
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

const ENGLISH_DATE = /\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept|Oct|Nov|Dec) \d{4}\b/;
const RUPEES = /₹\s?[\d,]+(\.\d+)?/g;

describe("Hindi pages", () => {
  it("the check knows the English phrases it looks for", () => {
    expect(ENGLISH.whole).toContain(englishDictionary.course.schedule.enrol);
    expect(ENGLISH.parts).toContain(englishDictionary.courseLists.filter.apply);
    expect(ENGLISH.parts).toContain("seats left");
    expect(englishIn({ own: ["Enroll"], all: "Enroll" })).toEqual(["Enroll"]);
    expect(englishIn({ own: ["3 seats left"], all: "3 seats left" })).toEqual(["seats left"]);
    expect(englishIn({ own: ["एनरोल करें", "Enrollment"], all: "एनरोल करें Enrollment" })).toEqual([]);
  });

  for (const width of [360, 1280]) {
    for (const path of PAGES) {
      it(`${path} at ${width} px: lang hi, no English visitor text, Hindi dates, axe clean`, async () => {
        const context = await browser.newContext({ viewport: { width, height: 800 } });
        const page = await context.newPage();
        const problems = watchPage(page);
        await page.goto(`${server.url}${path}`);
        await expect.poll(() => page.evaluate(() => "__skillbridgeHydrated" in window)).toBe(true);
        expect(await page.getAttribute("html", "lang")).toBe("hi-IN");
        // The course page's h1 is the course's name (data): its first section heading is the page's.
        const heading =
          (await page
            .locator(path.includes("/course/") ? "main h2" : "h1")
            .first()
            .textContent()) ?? "";
        expect(heading).toMatch(/[\u0900-\u097F]/);
        const seen = await visitorText(page);
        expect(englishIn(seen)).toEqual([]);
        expect(seen.all).not.toMatch(ENGLISH_DATE);
        const axe = await new AxeBuilder({ page }).analyze();
        expect(axe.violations.map((v) => v.id)).toEqual([]);
        expect(problems()).toEqual([]);
        await context.close();
      });
    }
  }

  it("the course page in Hindi: its schedule's dates in Hindi, the same rupee amounts as in English", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/course/1`);
    const english = (await visitorText(page)).all;
    await page.goto(`${server.url}/hi/course/1`);
    expect(new URL(page.url()).pathname).toMatch(/^\/hi\/course\/1\/./);
    const hindi = (await visitorText(page)).all;
    expect(hindi).toContain(hindiDictionary.course.schedule.title);
    const months = hindiDictionary.dates.months.join("|");
    expect(hindi).toMatch(new RegExp(`\\b\\d{1,2} (${months}) \\d{4}`, "u"));
    expect(english).toMatch(ENGLISH_DATE);
    expect(hindi.match(RUPEES) ?? []).toEqual(english.match(RUPEES) ?? []);
    expect(english.match(RUPEES)?.length ?? 0).toBeGreaterThan(0);
    await context.close();
  });

  it("the course page's popups and their form checks speak Hindi", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const problems = watchPage(page);
    const hi = hindiDictionary;
    await page.goto(`${server.url}/hi/course/1`);
    await expect.poll(() => page.evaluate(() => "__skillbridgeHydrated" in window)).toBe(true);
    // The schedule popup opens on a first visit; a batch's Enroll opens the enrolment form.
    const schedule = page.getByRole("dialog", { name: hi.course.schedule.title });
    await schedule.waitFor();
    await schedule.getByRole("button", { name: hi.course.schedule.enrol }).first().click();
    const enrol = page.getByRole("dialog", { name: hi.course.enrolmentTitle });
    await enrol.waitFor();
    await enrol.getByRole("button", { name: hi.enrolment.form.enrol, exact: true }).click();
    await expect.poll(() => enrol.textContent()).toContain(hi.enrolment.required.name);
    expect(englishIn(await visitorText(page))).toEqual([]);
    await enrol.getByRole("button", { name: hi.ui.close }).click();
    await enrol.waitFor({ state: "hidden" });

    // Enroll Now opens the enquiry form; a wrong e-mail is refused in Hindi.
    await page.getByRole("button", { name: hi.course.offer.enrolNow }).click();
    const enquiry = page.getByRole("dialog", { name: hi.course.enquiryTitle });
    await enquiry.waitFor();
    const field = (label: string) => enquiry.getByRole("textbox", { name: new RegExp(`^${label}`) });
    await field(hi.enrolment.person.name).fill("Asha Rao");
    await field(hi.enrolment.person.email).fill("asha@");
    await field(hi.enrolment.person.contact).fill("+91 98765 43210");
    await enquiry.getByRole("button", { name: hi.enrolment.enquiry.submit }).click();
    await expect.poll(() => enquiry.textContent()).toContain(hi.enrolment.messages.emailInvalid);
    expect(englishIn(await visitorText(page))).toEqual([]);
    expect(problems()).toEqual([]);
    await context.close();
  });

  it("a course with no batch: the empty schedule and its form, answered in Hindi without scripts", async () => {
    const name = "AWS Certified Cloud Practitioner (CLF-C02)";
    const found = await fetch(`${server.url}/api/ictData/?search=${encodeURIComponent(name)}`, {
      headers: { "x-api-key": E2E_API_KEY },
    });
    const course = ((await found.json()) as { id: number; ictName: string }[]).find((item) => item.ictName === name);
    expect(course, `${name} in the demo data`).toBeDefined();
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const hi = hindiDictionary;
    await page.goto(`${server.url}/hi/course/${course!.id}`);
    const schedule = page.getByRole("region", { name: hi.course.schedule.title });
    await schedule.getByText(hi.course.schedule.noneTitle).waitFor();
    expect(englishIn(await visitorText(page))).toEqual([]);
    // A refused request stores nothing: the page answers with the form and its messages (a blank
    // name and an address the browser lets through but the schema refuses reach the server's check).
    const form = schedule.getByRole("form", { name: hi.course.schedule.interest.title });
    await form.getByRole("textbox", { name: hi.course.schedule.interest.name }).fill("   ");
    await form.getByRole("textbox", { name: hi.course.schedule.interest.email }).fill("asha@example");
    await form.getByRole("button", { name: hi.course.schedule.interest.submit }).click();
    await page.waitForURL(/\/hi\/course\//);
    const refused = page.getByRole("form", { name: hi.course.schedule.interest.title });
    await expect.poll(() => refused.textContent()).toContain(hi.enrolment.required.name);
    expect(await refused.textContent()).toContain(hi.enrolment.messages.emailInvalid);
    expect(englishIn(await visitorText(page))).toEqual([]);
    await context.close();
  });

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

  it("the Taught in filter: ticking हिंदी keeps the courses taught in Hindi, in the URL and on Back", async () => {
    const page = await browser.newPage();
    const problems = watchPage(page);
    await page.goto(`${server.url}/hi/training_course`);
    // Hydrated: the no-script "Apply filters" button is gone.
    await page.getByRole("button", { name: hindiDictionary.courseLists.filter.apply }).waitFor({ state: "detached" });
    const group = page.getByRole("group", { name: "पढ़ाई की भाषा" });
    await group.getByRole("checkbox", { name: /^हिंदी/ }).check();
    await page.waitForURL(/\/hi\/training_course\?lang=hi$/);
    const names = () => page.locator("article h2").allTextContents();
    // The demo courses with an upcoming batch taught in Hindi, and only they.
    await expect
      .poll(async () => (await names()).sort())
      .toEqual(["Digital Marketing Masterclass", PYTHON_IN_HINDI].sort());
    // Each card names the languages of its upcoming and ongoing batches in Hindi (this course's
    // running batch is in English, its next one in Hindi).
    const card = page.locator("article", { hasText: PYTHON_IN_HINDI });
    expect(await card.locator("dd").allTextContents()).toContain("अंग्रेज़ी · हिंदी");
    await card.getByRole("link", { name: PYTHON_IN_HINDI, exact: true }).click();
    await page.waitForURL(/\/hi\/course\//);
    // The course page's schedule says it too.
    expect(await page.locator("#schedule").textContent()).toContain("पढ़ाई की भाषा: हिंदी");
    await page.goBack();
    await page.waitForURL(/\/hi\/training_course\?lang=hi$/);
    expect(await group.getByRole("checkbox", { name: /^हिंदी/ }).isChecked()).toBe(true);
    expect((await names()).sort()).toEqual(["Digital Marketing Masterclass", PYTHON_IN_HINDI].sort());
    expect(englishIn(await visitorText(page))).toEqual([]);
    expect(problems()).toEqual([]);
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

  it("the Devanagari font: a Hindi page preloads and uses it, an English page never asks for it", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (/\.woff2$/.test(new URL(request.url()).pathname)) fonts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${server.url}/`);
    await expect.poll(() => page.evaluate(() => "__skillbridgeHydrated" in window)).toBe(true);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    expect(await page.locator('link[rel="preload"][as="font"]').count()).toBe(0);
    expect(fonts).toEqual([]);

    await page.goto(`${server.url}/hi`);
    await expect.poll(() => page.evaluate(() => "__skillbridgeHydrated" in window)).toBe(true);
    const preload = page.locator('link[rel="preload"][as="font"]');
    expect(await preload.getAttribute("href")).toBe("/fonts/noto-sans-devanagari-400.woff2");
    await expect
      .poll(() =>
        page.evaluate(() =>
          document.fonts.ready.then(() => document.fonts.check('16px "Noto Sans Devanagari"', "हिन्दी")),
        ),
      )
      .toBe(true);
    expect(fonts).toContain("/fonts/noto-sans-devanagari-400.woff2");
    // Body text at 1.75 of its size: room above and below for the matras.
    const [size, line] = await page.evaluate(() => {
      const style = getComputedStyle(document.querySelector("main p") ?? document.body);
      return [Number.parseFloat(style.fontSize), Number.parseFloat(style.lineHeight)];
    });
    expect(line / size).toBeGreaterThanOrEqual(1.7);
    const file = await page.request.get(`${server.url}/fonts/noto-sans-devanagari-400.woff2`);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("font/woff2");
    await context.close();
  });
});
