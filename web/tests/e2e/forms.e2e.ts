// The forms off the course page, in real Chromium against the real server and database: the
// events page lists upcoming events before past ones and its enquiry popup stores an event
// enquiry; an incomplete enquiry is blocked in the browser and stores nothing; the contact page
// sends a message and a course enquiry, and its maps load only on request; the privacy notice
// renders. Every page and open popup passes an axe scan.
import AxeBuilder from "@axe-core/playwright";
import type { Enquiry } from "@skillbridge/core/schemas";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { E2E_API_KEY, type ServerProcess, startServer } from "../../../server/test/server-process.ts";
import { launchBrowser, watchForErrors } from "./browser.ts";
import { gotoReady } from "./journey.ts";

let server: ServerProcess;
let browser: Browser;
let staffToken: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const login = await fetch(`${server.url}/api/login/staff/`, {
    method: "POST",
    headers: { "x-api-key": E2E_API_KEY, "content-type": "application/json" },
    body: JSON.stringify({ email: "demo.staff@example.com", password: "Staff@12345" }),
  });
  expect(login.status).toBe(200);
  staffToken = ((await login.json()) as { access_token: string }).access_token;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Enquiries as staff see them (GET /api/ictEnquiry/ is staff-only). */
async function enquiries(): Promise<Enquiry[]> {
  const res = await fetch(`${server.url}/api/ictEnquiry/`, {
    headers: { "x-api-key": E2E_API_KEY, authorization: `Bearer ${staffToken}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Enquiry[];
}

async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/**
 * `openedSecondsAgo`: the page's clock (Playwright's) starts that long before now, so a form filled
 * at once was shown that long before it is sent, as at a person's pace, without the test waiting it.
 */
async function openPage(
  path: string,
  openedSecondsAgo = 0,
): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // The embedded map is Google's: answer it here, so the test needs no network.
  await context.route("https://www.google.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Map</title><p>Map</p>" }),
  );
  const page = await context.newPage();
  const problems = watchForErrors(page);
  if (openedSecondsAgo) await page.clock.install({ time: Date.now() - openedSecondsAgo * 1000 });
  const response = await gotoReady(page, `${server.url}${path}`);
  expect(response?.status()).toBe(200);
  return { context, page, problems };
}

describe("/events", () => {
  it("lists upcoming events (soonest first) before past ones; the popup sends an event enquiry", async () => {
    // Shown 10 s before it is sent: a person's pace, not flagged as a fast fill.
    const { context, page, problems } = await openPage("/events", 10);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Events & Webinars");
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${server.url}/events`);

    const upcoming = page.getByRole("region", { name: "Upcoming events" });
    const past = page.getByRole("region", { name: "Past events" });
    const upcomingDates = await upcoming
      .locator("time")
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute("datetime")!));
    const pastDates = await past.locator("time").evaluateAll((nodes) => nodes.map((n) => n.getAttribute("datetime")!));
    expect(upcomingDates.length).toBeGreaterThan(0);
    expect(pastDates.length).toBeGreaterThan(0);
    expect([...upcomingDates].sort()).toEqual(upcomingDates);
    expect(upcomingDates.every((date) => date > pastDates[0]!)).toBe(true);
    // 'Past events' comes after the upcoming list, and past events offer no enquiry.
    const order = await page.getByRole("heading", { level: 2 }).allTextContents();
    expect(order.indexOf("Upcoming events")).toBeLessThan(order.indexOf("Past events"));
    expect(await past.getByRole("button").count()).toBe(0);
    expect(await page.getByText(/\d{1,2}:\d{2} (am|pm) IST/).count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);

    const title = (await upcoming.getByRole("heading", { level: 3 }).first().textContent())!;
    await upcoming.getByRole("button", { name: `Enquire about ${title}` }).click();
    const dialog = page.getByRole("dialog", { name: `Enquire About ${title}` });
    await dialog.waitFor();
    const eventField = dialog.getByRole("textbox", { name: "Event" });
    expect(await eventField.inputValue()).toBe(title);
    expect(await eventField.getAttribute("readonly")).not.toBeNull();
    expect(await axeViolations(page)).toEqual([]);

    const before = (await enquiries()).length;
    await dialog.getByRole("textbox", { name: /^Name/ }).fill("Farah Sheikh");
    await dialog.getByRole("textbox", { name: /^E-mail/ }).fill("farah.e2e@example.com");
    await dialog.getByRole("textbox", { name: /^Contact/ }).fill("+91 98111 22233");
    await dialog.getByRole("textbox", { name: /^Message/ }).fill("Is it recorded?");
    await dialog.getByRole("button", { name: "Send enquiry" }).click();
    await page.getByRole("status").getByText("Your request has been sent!").waitFor();
    await dialog.waitFor({ state: "hidden" });

    const stored = await enquiries();
    expect(stored).toHaveLength(before + 1);
    expect(stored[0]).toMatchObject({
      kind: "event",
      eventId: expect.any(Number),
      eName: "Farah Sheikh",
      eEmail: "farah.e2e@example.com",
      eQuery: "Is it recorded?",
    });
    expect(problems).toEqual([]);
    await context.close();
  });

  it("blocks an enquiry with missing fields with a message per field and stores nothing", async () => {
    const { context, page, problems } = await openPage("/events");
    const before = (await enquiries()).length;
    await page
      .getByRole("button", { name: /^Enquire about / })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: /^Enquire About / });
    await dialog.waitFor();
    await dialog.getByRole("textbox", { name: /^E-mail/ }).fill("not-an-email");
    await dialog.getByRole("button", { name: "Send enquiry" }).click();
    await dialog.getByText("Name is required").waitFor();
    expect(await dialog.getByText("Enter a valid e-mail address").count()).toBe(1);
    expect(await dialog.getByText("Contact is required").count()).toBe(1);
    expect(await dialog.getByRole("textbox", { name: /^Name/ }).evaluate((el) => el === document.activeElement)).toBe(
      true,
    );
    expect(await axeViolations(page)).toEqual([]);
    expect((await enquiries()).length).toBe(before);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("/contact", () => {
  it("sends a message with the default query, and a course enquiry picked from the suggestions", async () => {
    const { context, page, problems } = await openPage("/contact");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Contact Us");
    expect(await page.getByText("We respond to every message within 1 business day.").count()).toBe(1);
    const details = page.getByRole("region", { name: "Talk to us" });
    expect(await details.getByRole("link", { name: "+91 98450 22334" }).count()).toBe(1);
    expect(await details.getByRole("link", { name: "+91 80 4567 8900" }).count()).toBe(1);
    expect(await details.getByRole("link", { name: "info@skillbridge-academy.in" }).count()).toBe(1);
    expect(await page.getByRole("main").getByRole("heading", { level: 3 }).allTextContents()).toEqual([
      " Bengaluru (Head Office)",
      " Pune",
    ]);
    expect(await axeViolations(page)).toEqual([]);

    const before = (await enquiries()).length;
    const message = page.getByRole("form", { name: "Send us a message" });
    await message.getByRole("textbox", { name: /^Name/ }).fill("Joseph Mathew");
    await message.getByRole("textbox", { name: /^E-mail/ }).fill("joseph.e2e@example.com");
    await message.getByRole("textbox", { name: /^Contact/ }).fill("+91 94470 12345");
    await message.getByRole("button", { name: "Send message" }).click();
    await page
      .getByRole("status")
      .getByText(/Your message has been sent/)
      .waitFor();
    expect(await message.getByRole("textbox", { name: /^Name/ }).inputValue()).toBe("");
    let stored = await enquiries();
    expect(stored).toHaveLength(before + 1);
    expect(stored[0]).toMatchObject({
      kind: "contact",
      ict_id: null,
      eName: "Joseph Mathew",
      eQuery: "Please contact me about your courses.",
    });

    const enquiry = page.getByRole("form", { name: "Great For Showing Interest, Now Please Share Your Details" });
    await enquiry.getByRole("textbox", { name: /^E-mail/ }).fill("lakshmi.e2e@example.com");
    await enquiry.getByRole("textbox", { name: /^Name/ }).fill("Lakshmi Menon");
    await enquiry.getByRole("textbox", { name: /^Contact/ }).fill("+91 90000 11122");
    await enquiry.getByRole("combobox", { name: /^Course/ }).fill("aws");
    const option = enquiry.getByRole("option").first();
    const courseName = (await option.textContent())!;
    await option.click();
    await enquiry.getByRole("button", { name: "Submit" }).click();
    await page.getByRole("status").getByText("Enquiry created successfully!").waitFor();
    expect(await enquiry.getByRole("combobox", { name: /^Course/ }).inputValue()).toBe("");
    stored = await enquiries();
    expect(stored).toHaveLength(before + 2);
    expect(stored[0]).toMatchObject({ kind: "course", ict_id: expect.any(Number), eName: "Lakshmi Menon" });
    expect(courseName).toMatch(/aws/i);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("shows each office with a Google Maps link and loads the map only when asked", async () => {
    const { context, page, problems } = await openPage("/contact");
    const mapRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith("https://www.google.com/")) mapRequests.push(request.url());
    });
    const links = page.getByRole("link", { name: /Open in Google Maps/ });
    expect(await links.count()).toBe(2);
    expect(await links.first().getAttribute("href")).toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
    );
    expect(await page.locator("iframe").count()).toBe(0);
    expect(mapRequests).toEqual([]);

    await page.getByRole("button", { name: /^Show map of the Pune office/ }).click();
    const frame = page.locator('iframe[title="Map of the Pune office"]');
    await frame.waitFor();
    expect(await frame.getAttribute("src")).toBe("https://www.google.com/maps?q=Shivajinagar%2C%20Pune&output=embed");
    expect(await page.locator("iframe").count()).toBe(1);
    await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("/privacy", () => {
  it("renders the notice the forms link to, with its version and the visitor's rights", async () => {
    const { context, page, problems } = await openPage("/contact");
    await page.getByRole("link", { name: "Privacy notice" }).first().click();
    await page.waitForURL(`${server.url}/privacy`);
    await page.getByRole("heading", { level: 1, name: "Privacy Notice" }).waitFor();
    expect(await page.getByText("privacy-notice-2026-11").count()).toBeGreaterThan(0);
    for (const heading of [
      "What we collect, and why",
      "How long we keep it",
      "Who sees it",
      "Your rights",
      "Cookies",
    ]) {
      expect(await page.getByRole("heading", { level: 2, name: heading }).count()).toBe(1);
    }
    expect(await page.getByText(/Digital Personal Data Protection Act, 2023/).count()).toBeGreaterThan(0);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${server.url}/privacy`);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
