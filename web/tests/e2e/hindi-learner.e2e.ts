// The learner area in Hindi (/hi/learner/…): the sign-in and forgot-password pages, the dashboard with each tab, a
// training's page, tests, fees and account settings show no English visitor text that has a Hindi
// entry and no English date, at 360 and 1280 px, axe-clean; the guard sends an anonymous visitor to
// the Hindi sign-in; the Hindi sign-in form refuses a wrong password in Hindi and lands on the
// Hindi dashboard; the language switch keeps the page. One server (the sign-in writes a session).
import { hindiDictionary as hi } from "@skillbridge/core/i18n/hi";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { watchForErrors } from "./browser.ts";
import { ENGLISH_DATE, englishIn, visitorText } from "./hindi-text.ts";
import { DEMO_LEARNER, expectAccessible, gotoReady, startJourney } from "./journey.ts";

const journey = startJourney();

/**
 * Words the demo data shares with an English entry: course names, a batch's mode and place, are
 * data in whatever language staff typed them, not the page's copy.
 */
const DATA_NAMES = new Set(["Industrial Training", "Internship", "Self-Paced", "Client Site", "Classroom"]);

/** The page is Hindi: lang, a Hindi heading, no English entry or date, axe-clean, no console error. */
async function expectHindi(page: Page, problems: string[]) {
  expect(await page.getAttribute("html", "lang")).toBe("hi-IN");
  expect((await page.locator("h1").first().textContent()) ?? "").toMatch(/[\u0900-\u097F]/);
  const seen = await visitorText(page);
  expect(englishIn(seen, DATA_NAMES)).toEqual([]);
  expect(seen.all).not.toMatch(ENGLISH_DATE);
  await expectAccessible(page);
  expect(problems).toEqual([]);
}

describe("the learner area in Hindi", () => {
  for (const width of [360, 1280]) {
    it(`at ${width} px: sign-in page, dashboard tabs, a training, tests, fees and account speak Hindi`, async () => {
      const viewport = { width, height: 800 };
      const anonymous = await journey.browser.newContext({ viewport });
      const login = await anonymous.newPage();
      const loginProblems = watchForErrors(login);
      for (const path of ["/hi/learner/login", "/hi/learner/forgot-password"]) {
        await gotoReady(login, `${journey.server.url}${path}`);
        await expectHindi(login, loginProblems);
      }
      await anonymous.close();

      const page = await journey.learnerPage(DEMO_LEARNER, { viewport });
      const problems = watchForErrors(page);
      // Every tab's panel is in the page (hidden but one): the text check reads them all.
      for (const tab of ["", "?tab=courses"]) {
        await gotoReady(page, `${journey.server.url}/hi/learner/Profile${tab}`);
        await expectHindi(page, problems);
      }
      // A training's attendance and schedule pages: the cards link them in Hindi.
      const attendance = await page
        .locator('a[href^="/hi/learner/trainings/"][href$="/attendance"]')
        .first()
        .getAttribute("href");
      expect(attendance).toMatch(/^\/hi\/learner\/trainings\/\d+\/attendance$/);
      const schedule = attendance!.replace(/attendance$/, "schedule");
      for (const path of [attendance!, schedule, "/hi/learner/tests", "/hi/learner/fees", "/hi/learner/account"]) {
        await gotoReady(page, `${journey.server.url}${path}`);
        await expectHindi(page, problems);
      }
      await page.context().close();
    });
  }

  it("signs in through the Hindi form: a wrong password refused in Hindi, then the Hindi dashboard", async () => {
    const context = await journey.browser.newContext();
    const page = await context.newPage();
    const problems = watchForErrors(page);
    // The guard keeps the language: the Hindi dashboard sends an anonymous visitor to the Hindi sign-in.
    await gotoReady(page, `${journey.server.url}/hi/learner/Profile`);
    expect(new URL(page.url()).pathname).toBe("/hi/learner/login");
    const form = page.locator("main form");
    await form.getByLabel(hi.learnerArea.login.email).fill(DEMO_LEARNER.email);
    await form.getByLabel(hi.learnerArea.login.password).fill("not-the-password");
    await form.getByRole("button", { name: hi.learnerArea.login.submit }).click();
    await expect.poll(() => form.textContent()).toContain(hi.learnerArea.login.messages.invalid);
    expect(englishIn(await visitorText(page), DATA_NAMES)).toEqual([]);
    await form.getByLabel(hi.learnerArea.login.password).fill(DEMO_LEARNER.password);
    await form.getByRole("button", { name: hi.learnerArea.login.submit }).click();
    await page.waitForURL(`${journey.server.url}/hi/learner/Profile`);
    await page.getByRole("heading", { name: hi.learnerArea.dashboardHeading }).waitFor();
    // The browser reports the refusal's 401 itself; nothing else may go wrong.
    expect(problems.filter((problem) => !problem.includes("status of 401"))).toEqual([]);
    await context.close();
  });

  it("the language switch keeps the learner page, both ways", async () => {
    const page = await journey.learnerPage();
    await gotoReady(page, `${journey.server.url}/hi/learner/fees`);
    await page.getByRole("link", { name: "English" }).click();
    await page.waitForURL(`${journey.server.url}/learner/fees`);
    expect(await page.getAttribute("html", "lang")).toBe("en-IN");
    await page.getByRole("heading", { name: "Fees & invoices" }).waitFor();
    await page.getByRole("link", { name: "हिन्दी" }).click();
    await page.waitForURL(`${journey.server.url}/hi/learner/fees`);
    await page.getByRole("heading", { name: hi.learnerArea.fees.heading }).waitFor();
    await page.context().close();
  });
});
