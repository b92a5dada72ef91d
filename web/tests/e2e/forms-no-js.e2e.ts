// Every public form works with JavaScript disabled, in real Chromium against the real
// server and database. Each posts (never GET), is checked on the server with the same rules as the
// page, and answers with the spec's texts in the page: field messages beside their fields and the
// typed values kept, or the success text. Hostile values (script tags, 10,000 characters) get a
// message and store nothing; a filled honeypot stores nothing; the same details sent twice (Back,
// then send again) are stored once; no typed e-mail or phone number ever reaches a URL.
import type { Enquiry } from "@skillbridge/core/schemas";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { E2E_API_KEY, type ServerProcess, startServer } from "../../../server/test/server-process.ts";
import { launchBrowser } from "./browser.ts";

let server: ServerProcess;
let browser: Browser;
let staffToken: string;
const urls: string[] = [];
const methods: string[] = [];

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

async function enquiries(): Promise<Enquiry[]> {
  const res = await fetch(`${server.url}/api/ictEnquiry/`, {
    headers: { "x-api-key": E2E_API_KEY, authorization: `Bearer ${staffToken}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Enquiry[];
}
const enquiriesFrom = async (email: string) => (await enquiries()).filter((enquiry) => enquiry.eEmail === email);

async function openWithoutScripts(path: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  await context.route("https://www.google.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Map</title>" }),
  );
  const page = await context.newPage();
  page.on("request", (request) => {
    if (request.isNavigationRequest()) {
      urls.push(request.url());
      methods.push(`${request.method()} ${new URL(request.url()).pathname}`);
    }
  });
  const response = await page.goto(`${server.url}${path}`);
  expect(response?.status()).toBe(200);
  return { context, page };
}

const contactForm = (page: Page) => page.locator("form", { has: page.getByRole("button", { name: "Send message" }) });
const standaloneForm = (page: Page) => page.locator("form", { has: page.getByRole("button", { name: "Submit" }) });

describe("/contact without JavaScript", () => {
  it("shows a message beside each missing field, keeps what was typed and stores nothing", async () => {
    const { context, page } = await openWithoutScripts("/contact");
    const before = (await enquiries()).length;
    await contactForm(page)
      .getByRole("textbox", { name: /^E-mail/ })
      .fill("not-an-email");
    await contactForm(page).getByRole("button", { name: "Send message" }).click();
    await page.waitForLoadState();
    const form = contactForm(page);
    expect(await form.getByText("Name is required").count()).toBe(1);
    expect(await form.getByText("Enter a valid e-mail address").count()).toBe(1);
    expect(await form.getByText("Contact is required").count()).toBe(1);
    expect(await form.getByRole("textbox", { name: /^E-mail/ }).inputValue()).toBe("not-an-email");
    expect(new URL(page.url()).search).toBe("");
    expect((await enquiries()).length).toBe(before);
    await context.close();
  });

  it("refuses 10,000 characters and keeps script tags as text, storing nothing", async () => {
    const { context, page } = await openWithoutScripts("/contact");
    const before = (await enquiries()).length;
    const form = contactForm(page);
    await form.getByRole("textbox", { name: /^Name/ }).fill('<script>alert("x")</script>');
    await form.getByRole("textbox", { name: /^E-mail/ }).fill("hostile.nojs@example.org");
    await form.getByRole("textbox", { name: /^Contact/ }).fill("+91 98450 12121");
    await form.getByRole("textbox", { name: /^Your query/ }).fill("x".repeat(10_000));
    await form.getByRole("button", { name: "Send message" }).click();
    await page.waitForLoadState();
    const answered = contactForm(page);
    expect(await answered.getByText("Must be at most 2000 characters").count()).toBe(1);
    expect(await answered.getByRole("textbox", { name: /^Name/ }).inputValue()).toBe('<script>alert("x")</script>');
    expect(await page.locator("script:not([src])", { hasText: 'alert("x")' }).count()).toBe(0);
    expect((await enquiries()).length).toBe(before);
    await context.close();
  });

  it("sends a message once, even when the same details are sent again, and says so", async () => {
    const visitor = { name: "Kavya Nair", email: "kavya.nojs@example.org", phone: "+91 98450 13131" };
    const send = async () => {
      const { context, page } = await openWithoutScripts("/contact");
      const form = contactForm(page);
      await form.getByRole("textbox", { name: /^Name/ }).fill(visitor.name);
      await form.getByRole("textbox", { name: /^E-mail/ }).fill(visitor.email);
      await form.getByRole("textbox", { name: /^Contact/ }).fill(visitor.phone);
      await form.getByRole("button", { name: "Send message" }).click();
      await page.getByRole("status").filter({ hasText: "Thank you! Your message has been sent." }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/contact");
      await context.close();
    };
    await send();
    await send();
    const stored = await enquiriesFrom(visitor.email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ kind: "contact", eName: visitor.name, eContact: visitor.phone });
    expect(stored[0]!.eQuery).toBe("Please contact me about your courses.");
  });

  it("stores nothing when the honeypot is filled", async () => {
    const { context, page } = await openWithoutScripts("/contact");
    const form = contactForm(page);
    await form.getByRole("textbox", { name: /^Name/ }).fill("Bot Bot");
    await form.getByRole("textbox", { name: /^E-mail/ }).fill("bot.nojs@example.org");
    await form.getByRole("textbox", { name: /^Contact/ }).fill("+91 98450 14141");
    await form.locator('input[name="sb-leave-empty"]').fill("https://spam.example", { force: true });
    await form.getByRole("button", { name: "Send message" }).click();
    await page.waitForLoadState();
    expect(await page.getByRole("alert").filter({ hasText: "Failed to send your message" }).count()).toBe(1);
    expect(await enquiriesFrom("bot.nojs@example.org")).toEqual([]);
    await context.close();
  });

  it("sends a course enquiry naming a course by its exact name, and refuses a name that is none", async () => {
    const { context, page } = await openWithoutScripts("/contact");
    let form = standaloneForm(page);
    await form.getByRole("textbox", { name: /^E-mail/ }).fill("course.nojs@example.org");
    await form.getByRole("textbox", { name: /^Name/ }).fill("Rohit Verma");
    await form.getByRole("textbox", { name: /^Contact/ }).fill("+91 98450 15151");
    await form.getByRole("combobox", { name: /^Course/ }).fill("No Such Course Anywhere");
    await form.getByRole("button", { name: "Submit" }).click();
    await page.waitForLoadState();
    form = standaloneForm(page);
    expect(await form.getByText("Choose a course from the suggestions").count()).toBe(1);
    expect(await enquiriesFrom("course.nojs@example.org")).toEqual([]);

    await form.getByRole("combobox", { name: /^Course/ }).fill("Certified Ethical Hacker");
    await form.getByRole("button", { name: "Submit" }).click();
    await page.getByRole("status").filter({ hasText: "Enquiry created successfully!" }).waitFor();
    const [stored] = await enquiriesFrom("course.nojs@example.org");
    expect(stored).toMatchObject({ kind: "course", eName: "Rohit Verma", ict_id: expect.any(Number) });
    await context.close();
  });
});

describe("/events without JavaScript", () => {
  it("Enquire leads to the event's enquiry page, whose form stores an event enquiry", async () => {
    const { context, page } = await openWithoutScripts("/events");
    const upcoming = page.getByRole("region", { name: "Upcoming events" });
    const title = (await upcoming.getByRole("heading", { level: 3 }).first().textContent())!;
    await upcoming.getByRole("link", { name: `Enquire about ${title}` }).click();
    await page.waitForURL(/\/events\/\d+\/enquiry$/);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(`Enquire About ${title}`);
    expect(await page.getByRole("textbox", { name: "Event" }).inputValue()).toBe(title);

    await page.getByRole("button", { name: "Send enquiry" }).click();
    await page.getByText("Name is required").waitFor();
    await page.getByRole("textbox", { name: /^Name/ }).fill("Irfan Khan");
    await page.getByRole("textbox", { name: /^E-mail/ }).fill("event.nojs@example.org");
    await page.getByRole("textbox", { name: /^Contact/ }).fill("+91 98450 16161");
    await page.getByRole("button", { name: "Send enquiry" }).click();
    await page.getByRole("status").filter({ hasText: "Your request has been sent!" }).waitFor();
    const [stored] = await enquiriesFrom("event.nojs@example.org");
    expect(stored).toMatchObject({ kind: "event", eventId: Number(page.url().split("/").at(-2)) });
    await context.close();
  });

  it("answers 404 for an event that is not upcoming", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    expect((await page.goto(`${server.url}/events/999999/enquiry`))?.status()).toBe(404);
    await context.close();
  });
});

/** The leads of one visitor, as staff see them in the inbox. */
async function leadsFrom(email: string): Promise<{ email: string; courseId: number; trainingId: number | null }[]> {
  const res = await fetch(`${server.url}/api/admin/inbox?type=lead&q=${encodeURIComponent(email)}`, {
    headers: { "x-api-key": E2E_API_KEY, authorization: `Bearer ${staffToken}` },
  });
  expect(res.status).toBe(200);
  const { items } = (await res.json()) as { items: { email: string; courseId: number; trainingId: number | null }[] };
  return items.filter((lead) => lead.email === email);
}

describe("the course page without JavaScript", () => {
  it("Enroll on a batch leads to the enrolment page; its form stores one lead and shows the success words", async () => {
    const { context, page } = await openWithoutScripts("/course/1");
    const schedule = page.getByRole("region", { name: "Upcoming Confirmed Trainings" });
    await schedule.getByRole("link", { name: "Enroll" }).first().click();
    await page.waitForURL(/\/course\/1\/enrol\?batch=\d+$/);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Learner Enrollment form");
    expect(await page.getByRole("textbox", { name: "Batch" }).inputValue()).toMatch(/^\S+ batch, starts .+ IST$/);

    await page.getByRole("button", { name: "Enroll" }).click();
    await page.getByText("Name is required").waitFor();
    expect(await leadsFrom("enrol.nojs@example.org")).toEqual([]);

    await page.getByRole("textbox", { name: /^Name/ }).fill("Sneha Pillai");
    await page.getByRole("textbox", { name: /^E-mail/ }).fill("enrol.nojs@example.org");
    await page.getByRole("textbox", { name: /^Contact/ }).fill("+91 98450 17171");
    await page.getByRole("button", { name: "Enroll" }).click();
    await page.getByRole("heading", { level: 1, name: "Congratulations!" }).waitFor();
    expect(await page.getByRole("status").filter({ hasText: "confirmation e-mail" }).count()).toBe(1);
    const [lead] = await leadsFrom("enrol.nojs@example.org");
    expect(lead).toMatchObject({ courseId: 1, trainingId: expect.any(Number) });
    await page.getByRole("link", { name: "OK" }).click();
    await page.waitForURL(`${server.url}/`);
    await context.close();
  });

  it("Enroll Now leads to the enquiry page; its form stores a course enquiry", async () => {
    const { context, page } = await openWithoutScripts("/course/1");
    await page.getByRole("link", { name: "Enroll Now" }).click();
    await page.waitForURL(/\/course\/1\/enquiry$/);
    await page.getByRole("textbox", { name: /^Name/ }).fill("Vivek Menon");
    await page.getByRole("textbox", { name: /^E-mail/ }).fill("enquiry.nojs@example.org");
    await page.getByRole("textbox", { name: /^Contact/ }).fill("+91 98450 18181");
    await page.getByRole("button", { name: "Submit" }).click();
    await page.getByRole("status").filter({ hasText: "Enquiry created successfully!" }).waitFor();
    const [stored] = await enquiriesFrom("enquiry.nojs@example.org");
    expect(stored).toMatchObject({ kind: "course", ict_id: 1, eName: "Vivek Menon" });
    await context.close();
  });
});

describe("/partners/Certnexus without JavaScript", () => {
  it("Request Proposal leads to its page; a course named in full is accepted and the request stored", async () => {
    const { context, page } = await openWithoutScripts("/partners/Certnexus");
    await page.getByRole("link", { name: "Request Proposal" }).first().click();
    await page.waitForURL(/\/partners\/Certnexus\/proposal$/);
    await page.getByRole("textbox", { name: "Name" }).fill("Lakshmi Iyer");
    await page.getByRole("textbox", { name: "E-mail" }).fill("proposal.nojs@example.org");
    await page.getByRole("textbox", { name: "Contact number" }).fill("+91 98450 19191");
    await page.getByRole("button", { name: "Send request" }).click();
    await page
      .getByRole("alert")
      .filter({ hasText: "Please select an ICT from suggestions so ICT ID is set." })
      .waitFor();
    expect(await enquiriesFrom("proposal.nojs@example.org")).toEqual([]);

    await page.getByRole("combobox", { name: "Course" }).fill("CyberSec First Responder");
    await page.getByRole("button", { name: "Send request" }).click();
    await page.getByRole("status").filter({ hasText: "Your request has been sent!" }).waitFor();
    const [stored] = await enquiriesFrom("proposal.nojs@example.org");
    expect(stored).toMatchObject({ kind: "proposal", ict_id: expect.any(Number), eName: "Lakshmi Iyer" });
    await context.close();
  });
});

describe("afterwards", () => {
  it("every form was sent with POST and no URL carried a typed e-mail address or phone number", () => {
    expect(methods.some((method) => method.startsWith("POST "))).toBe(true);
    for (const method of methods) expect(method).toMatch(/^(GET|POST) /);
    for (const url of urls) {
      expect(url).not.toMatch(/%40|@|98450/);
      // A batch number is the only thing an address may carry here (the enrolment page's batch).
      expect(new URL(url).search).toMatch(/^(\?batch=\d+)?$/);
    }
  });
});
