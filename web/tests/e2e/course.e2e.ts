// The course detail page in real Chromium against the real server (demo seed): server-rendered
// name, price and structured data; the schedule popup open on load; every popup; the enquiry
// form's validation and success; canonical links, redirects and 404s; axe at 360 px and desktop.
import AxeBuilder from "@axe-core/playwright";
import type { Course, TrainingCard } from "@skillbridge/core/schemas";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { E2E_API_KEY, type ServerProcess, startServer } from "../../../server/test/server-process.ts";
import { launchBrowser, watchForErrors } from "./browser.ts";
import { gotoReady } from "./journey.ts";

let server: ServerProcess;
let browser: Browser;
let courses: Course[];

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 360, height: 740 };
const SCHEDULE = "Upcoming Confirmed Trainings";

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${server.url}/api${path}`, { headers: { "x-api-key": E2E_API_KEY } });
  return (await response.json()) as T;
}

const pathOf = (course: Course) => `/course/${course.id}/${encodeURIComponent(course.ictName.replace(/ /g, "_"))}`;
const pricedCourse = () => courses.find((c) => c.id === 1)!; // AWS SAA-C03: ₹32,000 → ₹24,999, with batches
const unpricedCourse = () => courses.find((c) => !(c.costData && c.costData.ictMrp > 0))!;

async function courseWithoutBatches(): Promise<Course> {
  for (const course of courses) {
    const cards = await api<TrainingCard[]>(`/ictData/${course.id}/training-cards`);
    if (cards.length === 0) return course;
  }
  throw new Error("demo data has no course without batches");
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  courses = await api<Course[]>("/ictData/");
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(path: string, viewport = DESKTOP) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const problems = watchForErrors(page);
  const response = await gotoReady(page, `${server.url}${path}`);
  return { context, page, problems, response };
}

/**
 * axe's violations on the page, or inside its open dialog only (`dialog`): the page behind a popup
 * is the page already scanned without it, so a popup's scan need not read it again.
 */
async function axeViolations(page: Page, { dialog = false } = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (dialog) builder.include("dialog[open]");
  const result = await builder.analyze();
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/** The schedule popup opens by itself after hydration; close it to use the page. */
async function closeSchedule(page: Page) {
  const dialog = page.getByRole("dialog", { name: SCHEDULE });
  await dialog.waitFor();
  await dialog.getByRole("button", { name: "Close" }).click();
  await dialog.waitFor({ state: "hidden" });
}

describe("course page with a price", () => {
  it("is in the server HTML with its name, price and Course structured data", async () => {
    const course = pricedCourse();
    const response = await fetch(`${server.url}${pathOf(course)}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<h1 class=`);
    expect(html).toContain(course.ictName.replace(/&/g, "&amp;"));
    expect(html).toContain("Now: @ ₹24,999");
    expect(html).toContain("All Taxes Inclusive");
    expect(html).toContain('type="application/ld+json"');
    expect(html).toContain('"@type":"Course"');
    expect(html).toContain('"priceCurrency":"INR"');
    expect(html).toContain('"@type":"CourseInstance"');
    expect(html).toContain('"@type":"BreadcrumbList"');
    // The batches are in the page for visitors without JavaScript, the long description in full.
    expect(html).toContain('id="schedule"');
    expect(html).toContain(course.ictDesc.slice(-60).replace(/&/g, "&amp;").replace(/'/g, "&#x27;"));
  });

  it("shows price, discount and taxes, opens the schedule on load, and has its SEO tags", async () => {
    const course = pricedCourse();
    const { context, page, problems, response } = await open(pathOf(course));
    expect(response?.status()).toBe(200);
    const schedule = page.getByRole("dialog", { name: SCHEDULE });
    await schedule.waitFor();
    expect(await schedule.getByRole("table").count()).toBeGreaterThan(0);
    expect(await schedule.getByRole("button", { name: "Enroll" }).count()).toBe(
      await schedule.getByRole("table").count(),
    );
    const calendar = schedule.getByRole("link", { name: /Add to calendar/ }).first();
    expect(await calendar.getAttribute("href")).toMatch(/^data:text\/calendar/);
    await closeSchedule(page);

    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(course.ictName);
    expect(await page.getByText("Now: @ ₹24,999", { exact: true }).count()).toBe(1);
    expect(await page.getByText("Learn Online @ 22% Off", { exact: true }).count()).toBe(1);
    expect(await page.getByText("All Taxes Inclusive", { exact: true }).count()).toBe(1);
    expect(await page.locator("s").filter({ hasText: "₹32,000" }).count()).toBe(1);
    expect(await page.getByText(`${course.ictType}`, { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.getByText(/Training Duration:/).count()).toBe(1);

    expect(await page.title()).toBe(`${course.ictName} | SkillBridge Academy`);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${server.url}${pathOf(course)}`);
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toBe(course.ictSDesc);
    expect(await page.locator('meta[property="og:image"]').getAttribute("content")).toBe(
      `${server.url}${course.ictImg}`,
    );
    expect(await page.locator('meta[property="product:price:amount"]').getAttribute("content")).toBe("24999");

    // read more / show less
    const more = page.getByRole("button", { name: "read more" });
    expect(await more.getAttribute("aria-expanded")).toBe("false");
    await more.click();
    expect(await page.getByRole("button", { name: "show less" }).getAttribute("aria-expanded")).toBe("true");
    expect(await page.getByText(course.ictDesc, { exact: true }).isVisible()).toBe(true);

    // Coming back to the course in the same tab does not open the schedule again.
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Courses" }).click();
    await page.waitForURL(`${server.url}/training_course`);
    await page.goBack();
    await page.getByRole("heading", { level: 1, name: course.ictName }).waitFor();
    await page.waitForTimeout(300);
    expect(await page.getByRole("dialog", { name: SCHEDULE }).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("opens every popup with its content", async () => {
    const course = pricedCourse();
    const { context, page, problems } = await open(pathOf(course));
    await closeSchedule(page);
    const popups: [string, string, RegExp][] = [
      ["Before Enrolling, Read Terms & Conditions", "Terms & Conditions", /non-refundable/],
      ["Learning Mode", "Learning Mode", /Study Online[\s\S]*Classroom[\s\S]*Client Site[\s\S]*Self-Paced/],
      ["Show Syllabus", "Syllabus", /AWS Global Infrastructure and IAM/],
      ["Show Benefits", "Benefits", /mock exams/],
      ["Pre-requisite", "Pre-requisite", /networking/],
      ["Hourly structure", "Hourly Structure", /Training hours\s*40[\s\S]*Lab hours\s*24[\s\S]*Total hours\s*64/],
      ["Share", "Share this course", /Facebook[\s\S]*X[\s\S]*WhatsApp[\s\S]*LinkedIn[\s\S]*E-mail[\s\S]*Instagram/],
    ];
    for (const [button, title, content] of popups) {
      await page.getByRole("button", { name: button, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: title });
      await dialog.waitFor();
      expect(await dialog.textContent()).toMatch(content);
      if (title === "Terms & Conditions") expect(await dialog.getByRole("listitem").count()).toBe(10);
      if (title === "Share this course") {
        const facebook = await dialog.getByRole("link", { name: /Facebook/ }).getAttribute("href");
        expect(facebook).toContain(encodeURIComponent(`${server.url}${pathOf(course)}`));
      }
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("course page without a price or batches", () => {
  it("asks to call for the cost", async () => {
    const course = unpricedCourse();
    const { context, page, problems } = await open(pathOf(course));
    await page.getByRole("dialog", { name: SCHEDULE }).waitFor();
    await page.keyboard.press("Escape");
    expect(await page.getByText("To Know Cost Us").count()).toBe(1);
    expect(await page.getByText("contact us for fee structure", { exact: true }).count()).toBe(1);
    expect(await page.getByText("if Outside India Or Whatsapp on same number", { exact: true }).count()).toBe(1);
    expect(await page.getByText(/Now: @/).count()).toBe(0);
    const html = await (await fetch(`${server.url}${pathOf(course)}`)).text();
    expect(html).not.toContain('"priceCurrency"');
    expect(problems).toEqual([]);
    await context.close();
  });

  it("says no training is announced yet and offers one on request", async () => {
    const course = await courseWithoutBatches();
    const { context, page, problems } = await open(pathOf(course));
    const schedule = page.getByRole("dialog", { name: SCHEDULE });
    await schedule.waitFor();
    expect(await schedule.getByText("Oops... No Upcoming Training Announced Yet").count()).toBe(1);
    expect(await schedule.locator('a[href^="tel:"]').count()).toBe(2);
    await schedule.getByRole("button", { name: "Request a training schedule" }).click();
    await page.getByRole("dialog", { name: "Great For Showing Interest, Now Please Share Your Details" }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("course enquiry ('Enroll Now')", () => {
  it("blocks missing fields with messages and posts nothing, then sends a complete enquiry", async () => {
    const course = pricedCourse();
    const { context, page, problems } = await open(pathOf(course));
    await closeSchedule(page);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && /\/course\/\d+\/enquiry/.test(request.url())) posts.push(request.url());
    });
    await page.getByRole("button", { name: "Enroll Now" }).click();
    const dialog = page.getByRole("dialog", { name: "Great For Showing Interest, Now Please Share Your Details" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Submit" }).click();
    for (const message of ["Name is required", "E-mail is required", "Contact is required"]) {
      expect(await dialog.getByText(message).count()).toBe(1);
    }
    await dialog.getByRole("textbox", { name: /^E-mail/ }).fill("not-an-email");
    await dialog.getByRole("button", { name: "Submit" }).click();
    expect(await dialog.getByText("Enter a valid e-mail address").count()).toBe(1);
    expect(posts).toEqual([]);

    await dialog.getByRole("textbox", { name: /^Name/ }).fill("Meera Iyer");
    await dialog.getByRole("textbox", { name: /^E-mail/ }).fill("meera.iyer@example.com");
    await dialog.getByRole("textbox", { name: /^Contact/ }).fill("+91 98450 33445");
    await dialog.getByRole("textbox", { name: /query/ }).fill("Is there a weekend batch?");
    // The popup posts to the course's enquiry page action, which stores it.
    const answer = page.waitForResponse(
      (r) => /\/course\/\d+\/enquiry/.test(r.url()) && r.request().method() === "POST",
    );
    await dialog.getByRole("button", { name: "Submit" }).click();
    expect((await answer).status()).toBe(200);
    await page.getByText("Enquiry created successfully!").waitFor();
    await dialog.waitFor({ state: "hidden" });
    expect(posts).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("addresses", () => {
  it("redirects a missing or outdated name to the canonical path, keeping the query", async () => {
    const course = pricedCourse();
    for (const path of [`/course/${course.id}`, `/course/${course.id}/Old_Name?utm_source=x`]) {
      const response = await fetch(`${server.url}${path}`, { redirect: "manual" });
      expect(response.status).toBe(301);
      const expected = `${pathOf(course)}${path.includes("?") ? "?utm_source=x" : ""}`;
      expect(
        new URL(response.headers.get("location") ?? "", server.url).pathname +
          new URL(response.headers.get("location") ?? "", server.url).search,
      ).toBe(expected);
    }
  });

  it("serves /certification_detail/{id} with the canonical of /course/{id}/{name}", async () => {
    const course = pricedCourse();
    const { context, page, problems, response } = await open(`/certification_detail/${course.id}`);
    expect(response?.status()).toBe(200);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${server.url}${pathOf(course)}`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(course.ictName);
    await page.getByRole("dialog", { name: SCHEDULE }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it("answers 404 for an unknown, retired or non-numeric id", async () => {
    const known = new Set(courses.map((c) => c.id));
    const retired = [...Array(80).keys()].map((i) => i + 1).find((id) => !known.has(id));
    for (const path of [
      "/course/999999/Nothing",
      `/course/${retired}/Retired`,
      "/course/abc/x",
      "/certification_detail/0",
    ]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(404);
    }
    const { context, page, response } = await open("/course/999999/Nothing");
    expect(response?.status()).toBe(404);
    expect(await page.getByText("No course found.").count()).toBe(1);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    await context.close();
  });

  it("shows the batch section without JavaScript", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}${pathOf(pricedCourse())}`);
    const section = page.locator("#schedule");
    expect(await section.getByRole("heading", { name: SCHEDULE }).count()).toBe(1);
    expect(await section.getByRole("table").count()).toBeGreaterThan(0);
    await context.close();
  });
});

describe("accessibility (axe)", () => {
  for (const [label, viewport] of [
    ["360 px", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    it(`has no violations on the page and in each popup at ${label}`, async () => {
      const course = pricedCourse();
      const { context, page, problems } = await open(pathOf(course), viewport);
      await page.getByRole("dialog", { name: SCHEDULE }).waitFor();
      expect(await axeViolations(page, { dialog: true }), "schedule popup").toEqual([]);
      await closeSchedule(page);
      expect(await axeViolations(page), "page").toEqual([]);
      const popups: [string, string][] = [
        ["Before Enrolling, Read Terms & Conditions", "Terms & Conditions"],
        ["Learning Mode", "Learning Mode"],
        ["Show Syllabus", "Syllabus"],
        ["Show Benefits", "Benefits"],
        ["Pre-requisite", "Pre-requisite"],
        ["Hourly structure", "Hourly Structure"],
        ["Share", "Share this course"],
        ["Enroll Now", "Great For Showing Interest, Now Please Share Your Details"],
      ];
      for (const [button, title] of popups) {
        await page.getByRole("button", { name: button, exact: true }).click();
        const dialog = page.getByRole("dialog", { name: title });
        await dialog.waitFor();
        if (title.startsWith("Great")) await dialog.getByRole("button", { name: "Submit" }).click(); // with errors shown
        expect(await axeViolations(page, { dialog: true }), title).toEqual([]);
        await page.keyboard.press("Escape");
        await dialog.waitFor({ state: "hidden" });
      }
      // The enrolment form, from a batch's Enroll
      await page.getByRole("button", { name: "Check Upcoming Training Schedule" }).click();
      await page.getByRole("dialog", { name: SCHEDULE }).getByRole("button", { name: "Enroll" }).first().click();
      const form = page.getByRole("dialog", { name: "Learner Enrollment form" });
      await form.waitFor();
      await form.getByRole("button", { name: "Enroll" }).click();
      expect(await axeViolations(page, { dialog: true }), "enrolment form").toEqual([]);

      const noPrice = await context.newPage();
      await gotoReady(noPrice, `${server.url}${pathOf(unpricedCourse())}`);
      await closeSchedule(noPrice);
      expect(await axeViolations(noPrice), "page without a price").toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
