// Account Settings, in real Chromium against the real server, its demo data and a real
// SMTP server: the second demo learner changes the password on the dashboard (a wrong current one
// is refused first), and another browser signed in as them is signed out while this one stays; a
// mail tells them. They edit the profile (state for GST) and change the e-mail through the link
// mailed to the new address (the old one is told). The calendar feed, read by ical.js, lists their
// sessions in IST. Without JavaScript, the reminder opt-out posts and the answer page says so. The
// learner downloads their data and asks to be erased; staff erase them from the back office.
import ICAL from "ical.js";
import type { BrowserContext } from "playwright-core";
import { describe, expect, it } from "vitest";
import { E2E_API_KEY } from "../../../server/test/server-process.ts";
import { watchForErrors } from "./browser.ts";
import { expectAccessible, gotoReady, linkIn, reloadReady, startJourney } from "./journey.ts";

const LEARNER = { email: "second.learner@example.com", password: "Demo@12345" };
const NEW_PASSWORD = "tea garden monsoon";
const NEW_EMAIL = "second.renamed@example.org";

const journey = startJourney({ mail: true });

async function signedInContext(email: string, password: string, options = {}): Promise<BrowserContext> {
  const context = await journey.browser.newContext(options);
  const res = await context.request.post(`${journey.server.url}/api/login/learners/`, {
    headers: { "x-api-key": E2E_API_KEY },
    data: { email, password },
  });
  expect(res.status()).toBe(200);
  return context;
}

describe("Account Settings", () => {
  it("changes the password (another browser is signed out), the profile and the e-mail through the mailed link", async () => {
    const other = await signedInContext(LEARNER.email, LEARNER.password);
    const otherPage = await other.newPage();
    await gotoReady(otherPage, `${journey.server.url}/learner/Profile`);
    await otherPage.getByRole("heading", { level: 1, name: "Learner Dashboard" }).waitFor();

    const context = await signedInContext(LEARNER.email, LEARNER.password);
    const page = await context.newPage();
    const problems = watchForErrors(page);
    await gotoReady(page, `${journey.server.url}/learner/Profile?tab=settings`);
    const panel = page.getByRole("tabpanel", { name: "Account Settings" });
    await panel.getByRole("heading", { name: "Account Settings" }).waitFor();
    expect(await panel.getByText("will come here soon").count()).toBe(0);
    await expectAccessible(page);
    const sessions = panel.getByRole("form", { name: "Active sessions" }).getByRole("row");
    expect(await sessions.count()).toBe(3); // the header and two sessions
    await panel.getByText("This session").waitFor();

    // 1. A wrong current password is refused and changes nothing; then the right one.
    const passwordForm = panel.getByRole("form", { name: "Change password" });
    await passwordForm.getByLabel("Current password").fill("not my password");
    await passwordForm.getByLabel("New password", { exact: false }).first().fill(NEW_PASSWORD);
    await passwordForm.getByLabel("Repeat the new password").fill(NEW_PASSWORD);
    await passwordForm.getByRole("button", { name: "Change password" }).click();
    await passwordForm.getByText("Your current password is not right").waitFor();
    await reloadReady(otherPage);
    expect(new URL(otherPage.url()).pathname).toBe("/learner/Profile");

    await passwordForm.getByLabel("Current password").fill(LEARNER.password);
    await passwordForm.getByLabel("New password", { exact: false }).first().fill(NEW_PASSWORD);
    await passwordForm.getByLabel("Repeat the new password").fill(NEW_PASSWORD);
    await passwordForm.getByRole("button", { name: "Change password" }).click();
    await passwordForm.getByText("Your password is changed.").waitFor();
    expect(await passwordForm.getByLabel("Current password").inputValue()).toBe("");
    // The other browser is signed out; this one stays.
    await reloadReady(otherPage);
    expect(new URL(otherPage.url()).pathname).toBe("/learner/login");
    expect(await sessions.count()).toBe(2);
    const changedMail = await journey.mailTo(LEARNER.email, (m) => /password was changed/i.test(m.raw));
    expect(changedMail.body).not.toContain(NEW_PASSWORD);

    // 2. The profile: name and state (what invoices use for GST).
    const profileForm = panel.getByRole("form", { name: "Profile" });
    await profileForm.getByLabel("First name").fill("Ritika");
    await profileForm.getByLabel("Contact").fill("+91 98450 12345");
    await profileForm.getByLabel("Country").fill("India");
    await profileForm.getByLabel("State").selectOption({ label: "Karnataka" });
    await profileForm.getByRole("button", { name: "Save profile" }).click();
    await profileForm.getByText("Your profile is saved").waitFor();
    await gotoReady(page, `${journey.server.url}/learner/Profile?tab=profile`);
    await page.getByRole("tabpanel", { name: "My Profile Details" }).getByText("+91 98450 12345").waitFor();

    // 3. The e-mail: only through the link mailed to the new address.
    await gotoReady(page, `${journey.server.url}/learner/Profile?tab=settings`);
    const emailForm = page.getByRole("form", { name: "Change e-mail address" });
    await emailForm.getByLabel("New e-mail address").fill(NEW_EMAIL);
    await emailForm.getByLabel("Current password").fill(NEW_PASSWORD);
    await emailForm.getByRole("button", { name: "Send the link" }).click();
    await emailForm.getByText("We have sent a link to the new address.").waitFor();
    const link = linkIn(await journey.mailTo(NEW_EMAIL), "/learner/confirm-email?token=");
    const opened = await gotoReady(page, link);
    expect(opened?.headers()["cache-control"]).toBe("private, no-store");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Confirm my new e-mail address" }).click();
    await page.getByText("Your e-mail address is changed.").waitFor();
    const told = await journey.mailTo(LEARNER.email, (m) => /login e-mail was changed/i.test(m.raw));
    expect(told.body).not.toContain(NEW_EMAIL);
    // The same link again: used.
    await gotoReady(page, link);
    await page.getByRole("button", { name: "Confirm my new e-mail address" }).click();
    await page.getByText("already used").waitFor();
    const again = await signedInContext(NEW_EMAIL, NEW_PASSWORD);
    await again.close();
    // The browser reports the two refusals (422: a wrong password, a used link) itself; nothing else may go wrong.
    expect(problems.filter((problem) => !problem.includes("status of 422"))).toEqual([]);
    expect(problems).toHaveLength(2);
    await other.close();
    await context.close();
  });

  it("offers the calendar feed, which lists the learner's sessions in IST", async () => {
    const context = await signedInContext("demo.learner@example.com", "Demo@12345");
    const page = await context.newPage();
    await gotoReady(page, `${journey.server.url}/learner/Profile?tab=settings`);
    const address = await page.getByLabel(/^Calendar address/).inputValue();
    expect(address).toMatch(new RegExp(`^${journey.server.url}/calendar/[\\w-]{43}\\.ics$`));
    const webcal = await page.getByRole("link", { name: "Subscribe in your calendar app" }).getAttribute("href");
    expect(webcal).toBe(address.replace(/^http:/, "webcal:"));
    const feed = await page.request.get(address);
    expect(feed.status()).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
    expect(calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid")).toBe("Asia/Kolkata");
    const events = calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) expect(event.startDate.zone?.tzid).toBe("Asia/Kolkata");

    // Replaced: the old address is gone.
    await page.getByRole("form", { name: "Replace the calendar address" }).getByRole("button").click();
    await page.getByText("Your calendar has a new address.").waitFor();
    expect((await page.request.get(address)).status()).toBe(404);
    await context.close();
  });

  it("works without JavaScript: the reminder choice posts and the answer page says it is saved", async () => {
    const context = await signedInContext("demo.learner@example.com", "Demo@12345", { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${journey.server.url}/learner/Profile?tab=settings`);
    const form = page.getByRole("form", { name: "Reminder mails" });
    await form.getByLabel(/E-mail me 24 hours and 1 hour before each session/).uncheck();
    await form.getByRole("button", { name: "Save reminder choice" }).click();
    await page.waitForURL(`${journey.server.url}/learner/account`);
    await page.getByText("Your reminder choice is saved").waitFor();
    expect(await page.getByLabel(/E-mail me 24 hours/).isChecked()).toBe(false);
    await context.close();
  });

  it("signs out all other sessions, then one chosen session, without JavaScript", async () => {
    const other = await signedInContext("demo.learner@example.com", "Demo@12345");
    const context = await signedInContext("demo.learner@example.com", "Demo@12345", { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${journey.server.url}/learner/Profile?tab=settings`);
    await page.getByRole("button", { name: "Sign out all other sessions" }).click();
    await page.waitForURL(`${journey.server.url}/learner/account`);
    await page.getByText("Every other session is signed out").waitFor();
    const otherPage = await other.newPage();
    await otherPage.goto(`${journey.server.url}/learner/Profile`);
    expect(new URL(otherPage.url()).pathname).toBe("/learner/login");

    const third = await signedInContext("demo.learner@example.com", "Demo@12345");
    await page.goto(`${journey.server.url}/learner/Profile?tab=settings`);
    const rows = page.getByRole("form", { name: "Active sessions" }).getByRole("row");
    expect(await rows.count()).toBe(3);
    await page.getByRole("button", { name: /^Sign out Chrome/ }).click();
    await page.getByText("That session is signed out").waitFor();
    expect(await page.getByRole("form", { name: "Active sessions" }).getByRole("row").count()).toBe(2);
    const thirdPage = await third.newPage();
    await thirdPage.goto(`${journey.server.url}/learner/Profile`);
    expect(new URL(thirdPage.url()).pathname).toBe("/learner/login");
    await page.goto(`${journey.server.url}/learner/Profile`);
    expect(new URL(page.url()).pathname).toBe("/learner/Profile");
    await Promise.all([other.close(), third.close(), context.close()]);
  });

  it("takes an erasure request that staff carry out from the back office, keeping what the law needs", async () => {
    const context = await signedInContext("demo.learner@example.com", "Demo@12345");
    const page = await context.newPage();
    await gotoReady(page, `${journey.server.url}/learner/Profile?tab=settings`);
    const download = await page.request.get(`${journey.server.url}/learner/my-data.json`);
    expect(download.headers()["content-disposition"]).toContain("attachment");
    expect(((await download.json()) as { profile: { email: string } }).profile.email).toBe("demo.learner@example.com");
    await page.getByRole("button", { name: "Ask for my account to be erased" }).click();
    await page.getByRole("button", { name: "Yes, erase my account" }).click();
    await page.getByText(/^You asked for your account to be erased on /).waitFor();

    // Staff, without JavaScript: the request, a question on the page, then the erasure.
    const staff = await journey.browser.newContext({ javaScriptEnabled: false });
    const staffPage = await staff.newPage();
    await journey.signInStaff(staffPage);
    await staffPage.goto(`${journey.server.url}/admin/erasure-requests`);
    await staffPage.getByRole("link", { name: /^Erase the account of Ananya/ }).click();
    await staffPage
      .getByText(/Tax invoices and payment records are kept as issued/)
      .first()
      .waitFor();
    // The same two pages pass an accessibility scan (axe runs as a script: a context with JavaScript).
    const scanning = await journey.browser.newContext();
    const scanPage = await scanning.newPage();
    await journey.signInStaff(scanPage);
    await gotoReady(scanPage, `${journey.server.url}/admin/erasure-requests`);
    await expectAccessible(scanPage);
    await gotoReady(scanPage, staffPage.url());
    await scanPage
      .getByText(/Tax invoices and payment records are kept as issued/)
      .first()
      .waitFor();
    await expectAccessible(scanPage);
    await scanning.close();
    await staffPage.getByRole("button", { name: "Erase the account" }).click();
    await staffPage.getByText("The learner's account is erased").waitFor();
    await staffPage.getByText(/^Erased \d/).waitFor();

    // The learner's session is gone, and so is the sign-in.
    await gotoReady(page, `${journey.server.url}/learner/Profile`);
    expect(new URL(page.url()).pathname).toBe("/learner/login");
    const again = await journey.api("/login/learners/", {
      method: "POST",
      body: JSON.stringify({ email: "demo.learner@example.com", password: "Demo@12345" }),
    });
    expect(again.status).toBe(401);
    await staff.close();
    await context.close();
  });
});
