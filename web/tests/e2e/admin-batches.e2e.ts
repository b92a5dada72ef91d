// Course content and batches in the back office, in real Chromium against the real
// server and its demo data: the demo staff member adds an FAQ to a seeded course (and moves it to
// the top), then adds a batch (a wrong end date is refused first); the public course page — which
// an anonymous visitor had already loaded, so its render was cached — shows the FAQ and the batch
// in its schedule popup at once.
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { E2E_API_KEY, type ServerProcess, startServer } from "../../../server/test/server-process.ts";
import { launchBrowser, watchForErrors } from "./browser.ts";
import { gotoReady, signInStaffByCookie } from "./journey.ts";

const DEMO_STAFF = { email: "demo.staff@example.com", password: "Staff@12345" };
const SCHEDULE = "Upcoming Confirmed Trainings";
const FAQ = { question: "Is there a weekend batch for working professionals?", answer: "Yes: Saturdays and Sundays." };
const LOCATION = "Pune, Hinjewadi Phase 1 (e2e)";

let server: ServerProcess;
let browser: Browser;
let course: { id: number; ictName: string };

const api = async <T>(path: string) =>
  (await (await fetch(`${server.url}/api${path}`, { headers: { "x-api-key": E2E_API_KEY } })).json()) as T;
// The button's name is "Move up" plus its item (visually hidden), e.g. "Move up: Is there…".
const moveUp = new RegExp(`^Move up\\s*:\\s*${FAQ.question.replace(/[?]/g, "\\?")}$`);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function expectAccessible(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(", ")})`)).toEqual([]);
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  // A seeded course with FAQs already, so the new one has to be moved to the top.
  const courses = await api<{ id: number; ictName: string }[]>("/ictData/");
  for (const candidate of courses) {
    const faqs = await api<unknown[]>(`/ict-faq/ict/${candidate.id}`);
    if (faqs.length >= 2) {
      course = candidate;
      break;
    }
  }
  expect(course).toBeDefined();

  // The demo learner rates one of its trainings, so the feedback list has a row.
  const login = await fetch(`${server.url}/api/login/learners/`, {
    method: "POST",
    headers: { "x-api-key": E2E_API_KEY, "content-type": "application/json" },
    body: JSON.stringify({ email: "demo.learner@example.com", password: "Demo@12345" }),
  });
  const { access_token: token, user } = (await login.json()) as { access_token: string; user: { id: number } };
  const learner = { "x-api-key": E2E_API_KEY, authorization: `Bearer ${token}`, "content-type": "application/json" };
  const cards = (await (
    await fetch(`${server.url}/api/learners/email/demo.learner@example.com/training-cards`, { headers: learner })
  ).json()) as { trainingCard: { id: number; ictId_id: number } }[];
  const card = cards[0]!.trainingCard;
  const posted = await fetch(`${server.url}/api/training-cards/${card.id}/feedbacks`, {
    method: "POST",
    headers: learner,
    body: JSON.stringify({
      feedbackMsg: "Clear and practical.",
      feedbackRating: 4,
      ictId_id: card.ictId_id,
      learnerId_id: user.id,
    }),
  });
  expect(posted.status).toBe(201);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("course content and batches in the back office", () => {
  it("staff add an FAQ and a batch; the public course page shows both at once", async () => {
    // An anonymous visit first: the page render is cached for visitors without a session.
    const before = await (await fetch(`${server.url}/course/${course.id}`)).text();
    expect(before).not.toContain(FAQ.question);
    expect(before).not.toContain(LOCATION);

    const staffContext = await browser.newContext();
    const page = await staffContext.newPage();
    const problems = watchForErrors(page);
    await signInStaffByCookie(page, server, DEMO_STAFF);

    // Content: add the FAQ, then move it to the top of the list.
    await gotoReady(page, `${server.url}/admin/courses/${course.id}/content`);
    await page.getByRole("heading", { level: 1, name: course.ictName }).waitFor();
    const faqs = page.getByRole("region", { name: /^FAQs/ });
    await faqs.getByRole("button", { name: "Add FAQ" }).click();
    const dialog = page.getByRole("dialog", { name: "Add FAQ" });
    await dialog.getByRole("button", { name: "Add FAQ" }).click();
    await dialog.getByText("Question is required").waitFor();
    await dialog.getByLabel("Question").fill(FAQ.question);
    await dialog.getByLabel("Answer").fill(FAQ.answer);
    await dialog.getByRole("button", { name: "Add FAQ" }).click();
    await page.getByText("Added to the course's content").waitFor();
    await dialog.waitFor({ state: "hidden" });
    const items = faqs.getByRole("listitem");
    await items.last().getByText(FAQ.question, { exact: true }).waitFor();
    await expectAccessible(page);
    const count = await items.count();
    for (let moves = 1; moves < count; moves++) {
      await faqs.getByRole("button", { name: moveUp }).click();
      await expect.poll(() => items.nth(count - 1 - moves).textContent()).toContain(FAQ.question);
    }
    expect(await faqs.getByRole("button", { name: moveUp }).isDisabled()).toBe(true);

    // Batches: a wrong end date and no language are refused with clear messages, then the batch
    // is added, taught in Hindi.
    await page.getByRole("navigation", { name: "Course sections" }).getByRole("link", { name: "Batches" }).click();
    await page.waitForURL(`${server.url}/admin/courses/${course.id}/batches`);
    await page.getByRole("button", { name: "Add batch" }).click();
    const form = page.getByRole("dialog", { name: "Add batch" });
    await form.getByLabel("Start date").fill(day(21));
    await form.getByLabel("End date").fill(day(20));
    await form.getByLabel("Start time (IST)").fill("09:30");
    await form.getByLabel("End time (IST)").fill("12:30");
    await form.getByLabel("Study mode").selectOption("Classroom");
    await form.getByLabel("Location").fill(LOCATION);
    await form.getByLabel("Hours").fill("24");
    const taughtIn = form.getByRole("group", { name: /^Taught in/ });
    expect(await taughtIn.getByRole("checkbox", { name: "English" }).isChecked()).toBe(true);
    await taughtIn.getByRole("checkbox", { name: "English" }).uncheck();
    await form.getByRole("button", { name: "Add batch" }).click();
    await form.getByText("The end date must be on or after the start date").waitFor();
    await form.getByText("Choose at least one language the batch is taught in").waitFor();
    await taughtIn.getByRole("checkbox", { name: "Hindi" }).check();
    await form.getByLabel("End date").fill(day(35));
    await form.getByRole("button", { name: "Add batch" }).click();
    await page.waitForURL(/\/admin\/batches\/\d+$/);
    await page.getByRole("heading", { name: "Batch details" }).waitFor();
    expect(await page.getByLabel("Location").inputValue()).toBe(LOCATION);
    await expectAccessible(page);

    // Feedback per batch: sortable by the database, each batch linking to its page.
    await gotoReady(page, `${server.url}/admin/feedback`);
    await page.getByRole("heading", { level: 1, name: "Feedback" }).waitFor();
    await expectAccessible(page);
    await page.getByRole("cell", { name: "4.00 / 5" }).first().waitFor();
    await page.getByRole("link", { name: /^Average rating/ }).click();
    await page.waitForURL(/sort=average&order=desc/);
    const averageHeader = page.getByRole("columnheader", { name: /^Average rating/ });
    await expect.poll(() => averageHeader.getAttribute("aria-sort")).toBe("descending");
    expect(problems).toEqual([]);
    await staffContext.close();

    // The public course page, for a visitor: the FAQ first, the batch in the schedule popup.
    const visitor = await browser.newContext();
    const publicPage = await visitor.newPage();
    const visitorProblems = watchForErrors(publicPage);
    await gotoReady(publicPage, `${server.url}/course/${course.id}`);
    const schedule = publicPage.getByRole("dialog", { name: SCHEDULE });
    await schedule.waitFor();
    await schedule.getByText(LOCATION).first().waitFor();
    await schedule.getByText("Taught in: Hindi").first().waitFor();
    await schedule.getByRole("button", { name: "Close" }).click();
    await schedule.waitFor({ state: "hidden" });
    const firstQuestion = publicPage.locator("details summary").first();
    expect(await firstQuestion.textContent()).toBe(FAQ.question);
    expect(visitorProblems).toEqual([]);
    await visitor.close();
  });
});
