// A learner without a line of script signs in, finds the dashboard, opens a training's
// recordings, study materials and schedule, sends feedback (refused empty, then stored once), asks
// for a password link and signs out — every form a POST, no e-mail or password in any address.
// Another learner's training is not found.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { E2E_API_KEY, type ServerProcess, startServer } from "../../../server/test/server-process.ts";
import { launchBrowser } from "./browser.ts";

const DEMO = { email: "demo.learner@example.com", password: "Demo@12345" };
const SECOND = { email: "second.learner@example.com", password: "Demo@12345" };
const FEEDBACK_TEXT = `Feedback without scripts ${Date.now()}`;

let server: ServerProcess;
let browser: Browser;
const navigations: string[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function pageWithoutScripts(): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  page.on("request", (request) => {
    if (request.isNavigationRequest()) navigations.push(`${request.method()} ${request.url()}`);
  });
  return page;
}

async function signIn(page: Page, account = DEMO) {
  await page.goto(`${server.url}/learner/login`);
  const form = page.locator("main form");
  await form.getByLabel("Email").fill(account.email);
  await form.getByLabel("Password").fill(account.password);
  await form.getByRole("button", { name: "Login" }).click();
  await page.waitForURL(/\/learner\/Profile$/);
}

describe("the learner area without JavaScript", () => {
  it("reaches a training's recordings, materials and schedule, and sends feedback", async () => {
    const page = await pageWithoutScripts();
    await signIn(page);
    await page.getByRole("tab", { name: "My Courses/Trainings" }).click();
    await page.waitForURL(/\?tab=courses$/);
    const completed = page
      .getByRole("region", { name: /^Completed trainings/ })
      .getByRole("article")
      .first();
    await completed.getByRole("link", { name: /^Recordings/ }).click();
    await page.waitForURL(/\/learner\/trainings\/\d+\/recordings$/);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toMatch(/^Recordings: /);
    expect(await page.getByRole("link", { name: /Session 1 recording/ }).getAttribute("target")).toBe("_blank");
    await page.getByRole("link", { name: "← My Courses/Trainings" }).click();

    await completed.getByRole("link", { name: /^Study Materials/ }).click();
    await page.waitForURL(/\/materials$/);
    expect(await page.getByRole("listitem").count()).toBeGreaterThan(0);
    await page.goBack();

    const ongoing = page
      .getByRole("region", { name: /^Ongoing trainings/ })
      .getByRole("article")
      .first();
    await ongoing.getByRole("link", { name: /^Schedule/ }).click();
    await page.waitForURL(/\/schedule$/);
    expect(await page.locator("tbody tr").count()).toBeGreaterThan(0);
    await page.goBack();

    await ongoing.getByRole("link", { name: /^Feedback/ }).click();
    await page.waitForURL(/\/feedback$/);
    expect(await page.getByLabel("Your name").inputValue()).toBe("Ananya Sharma");
    await page.getByRole("button", { name: "Send Feedback" }).click();
    await page.getByText("Feedback is required").waitFor();
    await page.getByLabel("Trainer").fill("Vikram Rao");
    await page.getByRole("radio", { name: "3 stars" }).check();
    await page.getByLabel("Your feedback").fill(FEEDBACK_TEXT);
    await page.getByRole("button", { name: "Send Feedback" }).click();
    await page.getByRole("status").filter({ hasText: "Feedback sent!" }).waitFor();

    await page.goto(`${server.url}/learner/Profile`);
    await page.getByRole("button", { name: "Logout" }).first().click();
    await page.getByText("Logged out successfully!").first().waitFor();
    await page.context().close();
  });

  it("never shows one learner another's training", async () => {
    const second = await fetch(`${server.url}/api/login/learners/`, {
      method: "POST",
      headers: { "x-api-key": E2E_API_KEY, "content-type": "application/json" },
      body: JSON.stringify(SECOND),
    });
    const token = ((await second.json()) as { access_token: string }).access_token;
    const theirs = await fetch(`${server.url}/api/learners/email/${encodeURIComponent(SECOND.email)}/training-cards`, {
      headers: { "x-api-key": E2E_API_KEY, authorization: `Bearer ${token}` },
    });
    const mine = await fetch(`${server.url}/api/login/learners/`, {
      method: "POST",
      headers: { "x-api-key": E2E_API_KEY, "content-type": "application/json" },
      body: JSON.stringify(DEMO),
    });
    const myToken = ((await mine.json()) as { access_token: string }).access_token;
    const myCards = await fetch(`${server.url}/api/learners/email/${encodeURIComponent(DEMO.email)}/training-cards`, {
      headers: { "x-api-key": E2E_API_KEY, authorization: `Bearer ${myToken}` },
    });
    const ids = (list: { trainingCard: { id: number } }[]) => list.map((item) => item.trainingCard.id);
    const mineIds = new Set(ids((await myCards.json()) as { trainingCard: { id: number } }[]));
    const onlyTheirs = ids((await theirs.json()) as { trainingCard: { id: number } }[]).filter(
      (id) => !mineIds.has(id),
    );
    expect(onlyTheirs.length).toBeGreaterThan(0);

    const page = await pageWithoutScripts();
    await signIn(page);
    for (const kind of ["recordings", "feedback"]) {
      const response = await page.goto(`${server.url}/learner/trainings/${onlyTheirs[0]}/${kind}`);
      expect(response?.status()).toBe(404);
    }
    const posted = await page.request.post(`${server.url}/learner/trainings/${onlyTheirs[0]}/feedback`, {
      form: { feedbackMsg: "Not mine", feedbackRating: "5" },
      headers: { origin: server.url },
    });
    expect(posted.status()).toBe(404);
    await page.context().close();
  });

  it("asks for a password link with the same answer whoever asks", async () => {
    const page = await pageWithoutScripts();
    const texts: string[] = [];
    for (const email of [DEMO.email, "nobody.nojs@example.org"]) {
      await page.goto(`${server.url}/learner/forgot-password`);
      await page.getByLabel("Email").fill(email);
      await page.getByRole("button", { name: "Send me a link" }).click();
      await page.waitForLoadState();
      texts.push((await page.locator("main form").getByRole("status").textContent()) ?? "");
    }
    expect(texts[0]).toBeTruthy();
    expect(texts[1]).toBe(texts[0]);
    await page.context().close();
  });
});

describe("afterwards", () => {
  it("every form was posted, and no address carried an e-mail or a password", () => {
    expect(navigations.filter((line) => line.startsWith("POST ")).length).toBeGreaterThanOrEqual(6);
    for (const line of navigations) {
      expect(line).not.toMatch(/%40|@|Demo%4012345|password=/i);
    }
  });
});
