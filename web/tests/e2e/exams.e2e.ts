// The demo learner takes the timed mock exam on a phone (360 px): the countdown runs from the
// server's deadline, each answer is saved in the background ("Saved"); offline, the page says the
// answer is not saved yet and sends it when the connection is back; a reload resumes the same
// attempt with its answers; submitting shows the score by topic. Staff reach the course's
// questions and tests from its tabs. Both pages pass axe's scan. Without JavaScript the same exam
// goes a page at a time through form posts, resumes from the tests list and shows the topic scores.
import { describe, expect, it } from "vitest";
import { watchForErrors } from "./browser.ts";
import { DEMO_LEARNER, expectAccessible, gotoReady, reloadReady, startJourney } from "./journey.ts";

const journey = startJourney();

describe("question banks and tests in the browser", () => {
  it("at 360 px the mock exam saves answers in the background, survives going offline and a reload, and shows topic scores", async () => {
    const page = await journey.learnerPage(DEMO_LEARNER, { viewport: { width: 360, height: 740 } });
    const problems = watchForErrors(page);
    await gotoReady(page, `${journey.server.url}/learner/Profile?tab=tests`);
    const panel = page.getByRole("tabpanel", { name: "Tests" });
    await expect.poll(() => panel.getByText("CEH timed mock exam").count()).toBeGreaterThan(0);
    await panel.getByRole("button", { name: "Start CEH timed mock exam" }).click();
    await page.waitForURL(/\/learner\/attempts\/\d+$/);
    await gotoReady(page, page.url());
    const attemptUrl = page.url();
    await expect.poll(() => page.getByRole("timer").textContent()).toMatch(/^1[45]:\d\d$/);

    const status = page.getByRole("status").filter({ hasText: /Saved|Saving|offline/ });
    const questions = page.locator("fieldset[data-question]");
    expect(await questions.count()).toBe(5);
    const choose = (index: number) => questions.nth(index).locator("input").first().check();

    await choose(0);
    await expect.poll(() => status.textContent()).toBe("Saved");
    await expectAccessible(page);

    await page.context().setOffline(true);
    await choose(1);
    await expect.poll(() => status.textContent()).toBe("Not saved yet — you are offline");
    await page.context().setOffline(false);
    await expect.poll(() => status.textContent()).toBe("Saved");

    // A reload resumes the same attempt with both answers.
    await reloadReady(page);
    expect(page.url()).toBe(attemptUrl);
    expect(await questions.nth(0).locator("input:checked").count()).toBe(1);
    expect(await questions.nth(1).locator("input:checked").count()).toBe(1);

    for (let i = 2; i < 5; i++) await choose(i);
    await page.getByRole("button", { name: "Save and next page" }).click();
    await page.waitForURL(/\?page=2$/);
    await gotoReady(page, page.url());
    const rest = await questions.count();
    expect(rest).toBe(4);
    for (let i = 0; i < rest; i++) await choose(i);
    await page.getByRole("button", { name: "Submit the exam" }).click();
    await page.waitForURL(attemptUrl);

    await expect.poll(() => page.getByRole("heading", { name: "Your result" }).count()).toBe(1);
    const byTopic = page.getByRole("table", { name: "Score by topic" });
    for (const topic of ["Reconnaissance", "Scanning and Enumeration", "Web Application Attacks"]) {
      expect(await byTopic.getByRole("rowheader", { name: topic }).count()).toBe(1);
    }
    expect(await page.getByText(/of 9 correct/).count()).toBe(1);
    await expectAccessible(page);
    // Nothing runs off the side of a phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(problems).toEqual([]);
  });

  it("without JavaScript the mock exam goes a page at a time, resumes from the tests list, and shows topic scores", async () => {
    const page = await journey.learnerPage(DEMO_LEARNER, {
      viewport: { width: 360, height: 740 },
      javaScriptEnabled: false,
    });
    await page.goto(`${journey.server.url}/learner/tests`);
    await page.getByRole("button", { name: "Start CEH timed mock exam" }).click();
    await page.waitForURL(/\/learner\/attempts\/\d+$/);
    const attemptUrl = page.url();
    await page.getByText("Page 1 of 2").waitFor();
    const questions = page.locator("fieldset[data-question]");
    expect(await questions.count()).toBe(5);
    for (let i = 0; i < 5; i++) await questions.nth(i).locator("input").first().check();
    await page.getByRole("button", { name: "Save and next page" }).click();
    await page.waitForURL(/\?page=2$/);

    // Back to the list: Resume opens the same attempt, its first page's answers kept.
    await page.goto(`${journey.server.url}/learner/tests`);
    await page.getByRole("link", { name: "Resume CEH timed mock exam" }).click();
    await page.waitForURL(attemptUrl);
    expect(await page.locator("fieldset[data-question] input:checked").count()).toBe(5);

    await page.goto(`${attemptUrl}?page=2`);
    const rest = await questions.count();
    expect(rest).toBe(4);
    for (let i = 0; i < rest; i++) await questions.nth(i).locator("input").first().check();
    await page.getByRole("button", { name: "Submit the exam" }).click();
    await page.waitForURL(attemptUrl);
    await page.getByRole("heading", { name: "Your result" }).waitFor();
    const byTopic = page.getByRole("table", { name: "Score by topic" });
    expect(await byTopic.getByRole("rowheader", { name: "Reconnaissance" }).count()).toBe(1);
    expect(await page.getByText(/of 9 correct/).count()).toBe(1);
  });

  it("gives staff an accessible questions and tests page for the course", async () => {
    const page = await journey.staffPage({ viewport: { width: 1280, height: 900 } });
    const problems = watchForErrors(page);
    const courses = (await (await journey.api("/ictData/")).json()) as { id: number; ictName: string }[];
    const ceh = courses.find((course) => course.ictName.startsWith("Certified Ethical Hacker"))!;
    await gotoReady(page, `${journey.server.url}/admin/courses/${ceh.id}`);
    await page
      .getByRole("navigation", { name: "Course sections" })
      .getByRole("link", { name: "Questions & tests" })
      .click();
    await page.waitForURL(/\/questions$/);
    await page.getByRole("heading", { name: "Question bank (12)" }).waitFor();
    expect(await page.getByText("CEH timed mock exam").count()).toBeGreaterThan(0);
    await expectAccessible(page);
    expect(problems).toEqual([]);
  });
});
