// A learner's feedback with consent to publish becomes a review only after staff
// approve it — then it is on the course page (as text, markup and all) and in its JSON-LD; feedback
// without consent is never offered for approval and never shown. Without scripts throughout: every
// step is a real POST form. The course page also names the trainers of its batches (demo data).
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { startJourney } from "./journey.ts";

const LEARNER = { email: "demo.learner@example.com", password: "Demo@12345" };
const stamp = Date.now();
const CONSENTED = `<b>Loved</b> the labs ${stamp}`;
const PRIVATE = `Only for the team ${stamp}`;

const journey = startJourney();
const pageWithoutScripts = () => journey.pageWithoutScripts();

async function sendFeedback(page: Page, text: string, consent: boolean) {
  await page.goto(`${journey.server.url}/learner/Profile?tab=courses`);
  const completed = page
    .getByRole("region", { name: /^Completed trainings/ })
    .getByRole("article")
    .first();
  await completed.getByRole("link", { name: /^Feedback/ }).click();
  await page.waitForURL(/\/feedback$/);
  await page.getByRole("radio", { name: "4 stars" }).check();
  await page.getByLabel("Your feedback").fill(text);
  if (consent) await page.getByRole("checkbox", { name: /Publish my rating and feedback/ }).check();
  await page.getByRole("button", { name: "Send Feedback" }).click();
  await page.getByRole("status").filter({ hasText: "Feedback sent!" }).waitFor();
}

/** The course page of the demo learner's completed training (its feedback page names the course). */
async function coursePathOf(name: string): Promise<string> {
  const res = await journey.api(`/ictData/search/${encodeURIComponent(name)}`);
  const [course] = (await res.json()) as { id: number; ictName: string }[];
  if (!course) throw new Error(`no course named ${name}`);
  return `/course/${course.id}/${course.ictName.replace(/ /g, "_")}`;
}

async function jsonLdReviews(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const course = blocks.map((text) => JSON.parse(text)).find((data) => data["@type"] === "Course");
  return ((course?.review ?? []) as { reviewBody: string }[]).map((review) => review.reviewBody);
}

describe("reviews from learners' feedback", () => {
  it("with consent and approval: on the course page as text and in JSON-LD; otherwise nowhere", async () => {
    const learner = await pageWithoutScripts();
    await learner.goto(`${journey.server.url}/learner/login`);
    const form = learner.locator("main form");
    await form.getByLabel("Email").fill(LEARNER.email);
    await form.getByLabel("Password").fill(LEARNER.password);
    await form.getByRole("button", { name: "Login" }).click();
    await learner.waitForURL(/\/learner\/Profile$/);
    await sendFeedback(learner, CONSENTED, true);
    await sendFeedback(learner, PRIVATE, false);
    await learner.context().close();

    const staff = await pageWithoutScripts();
    await journey.signInStaff(staff);
    await staff.goto(`${journey.server.url}/admin/feedback`);
    const row = staff.getByRole("row").filter({ hasText: CONSENTED });
    expect(await staff.getByRole("row").filter({ hasText: PRIVATE }).count()).toBe(0);
    const courseName = ((await row.getByRole("cell").first().textContent()) ?? "").trim();
    const path = await coursePathOf(courseName);

    // Not approved yet: not on the page, not in its JSON-LD.
    const visitor = await pageWithoutScripts();
    await visitor.goto(`${journey.server.url}${path}`);
    expect(await visitor.getByText(CONSENTED).count()).toBe(0);
    expect(await jsonLdReviews(visitor)).not.toContain(CONSENTED);

    await row.getByRole("button", { name: /^Approve/ }).click();
    await staff.waitForURL(/\/admin\/feedback$/);
    await staff.getByRole("row").filter({ hasText: CONSENTED }).getByText("Published").waitFor();

    // Approved: shown as text (the markup's characters, no bold element), and in the JSON-LD.
    // The page cache keeps a public page up to 10 s; a staff change clears it at once.
    await visitor.goto(`${journey.server.url}${path}`);
    const reviews = visitor.getByRole("region", { name: "What learners say" });
    await reviews.getByText(CONSENTED).waitFor();
    expect(await reviews.locator("b").count()).toBe(0);
    expect(await reviews.getByText("Ananya").count()).toBeGreaterThan(0);
    expect(await visitor.getByText(PRIVATE).count()).toBe(0);
    const inJsonLd = await jsonLdReviews(visitor);
    expect(inJsonLd).toContain(CONSENTED);
    expect(inJsonLd).not.toContain(PRIVATE);
    await staff.context().close();
    await visitor.context().close();
  });

  it("shows a course's trainers and its reviews' average (demo data)", async () => {
    const page = await pageWithoutScripts();
    await page.goto(`${journey.server.url}${await coursePathOf("CCNA")}`);
    const trainers = page.getByRole("region", { name: /^Your trainers?$/ });
    await trainers.getByRole("heading", { name: "Sandeep Kulkarni" }).waitFor();
    expect(await trainers.getByText("16 years of experience").count()).toBe(1);
    // each batch of the schedule names its trainer, linking to the profile above
    const schedule = page.getByRole("region", { name: "Upcoming Confirmed Trainings" });
    const links = schedule.getByRole("link", { name: "Sandeep Kulkarni" });
    expect(await links.count()).toBe(await schedule.getByRole("table").count());
    const target = (await links.first().getAttribute("href")) ?? "";
    expect(target).toMatch(/^#trainer-\d+$/);
    expect(await trainers.locator(target).getByRole("heading", { name: "Sandeep Kulkarni" }).count()).toBe(1);
    expect(await page.getByRole("region", { name: "What learners say" }).textContent()).toMatch(
      /out of 5 from 2 reviews/,
    );
    await page.context().close();
  });
});
