// The back office's first journey, in real Chromium against the real server, its
// database and a real SMTP server: a visitor enrols → a staff member (not the demo account)
// signs in with password + TOTP, enrolling the authenticator on first sign-in → finds the lead
// in the inbox and converts it → the set-password mail arrives over SMTP → the learner follows
// its link, sets a password and sees the training on /learner/Profile.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../../server/config.ts";
import { totp } from "../../../server/modules/auth/totp.ts";
import { eventually, startSmtpServer } from "../../../server/modules/mail/smtp-test-server.ts";
import { E2E_API_KEY, newDataDir, type ServerProcess, startServer } from "../../../server/test/server-process.ts";
import { launchBrowser, watchForErrors } from "./browser.ts";
import { gotoReady } from "./journey.ts";

const STAFF = { email: "kavya.staff@example.in", password: "tea garden monsoon 42", name: "Kavya Pillai" };
const VISITOR = { name: "Rohan Desai", email: `rohan.desai.${Date.now()}@example.com`, contact: "+91 98860 12345" };
const LEARNER_PASSWORD = "quiet harbour lanterns";

let server: ServerProcess;
let browser: Browser;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let course: { id: number; ictName: string };
let batchId: number;

const api = (path: string, init: RequestInit = {}) =>
  fetch(`${server.url}/api${path}`, {
    ...init,
    headers: { "x-api-key": E2E_API_KEY, "content-type": "application/json", ...init.headers },
  });

async function expectAccessible(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(", ")})`)).toEqual([]);
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  // The staff member is created with the CLI before the server starts (the embedded database
  // is for one process at a time), as an operator would.
  const dataDir = newDataDir();
  const created = spawnSync(
    process.execPath,
    [
      join(repoRoot, "server/db/cli/staff-create.ts"),
      "--email",
      STAFF.email,
      "--password",
      STAFF.password,
      "--name",
      STAFF.name,
    ],
    {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
      encoding: "utf8",
    },
  );
  expect(created.status, created.stderr).toBe(0);
  expect(created.stdout).toContain("created");
  [server, browser] = await Promise.all([startServer({ dataDir, env: { SMTP_URL: smtp.url } }), launchBrowser()]);

  // A course with an upcoming batch, from the demo catalogue.
  const courses = (await (await api("/ictData/")).json()) as { id: number; ictName: string }[];
  for (const candidate of courses) {
    const batches = (await (await api(`/ictData/${candidate.id}/training-cards`)).json()) as {
      id: number;
      batchStartDate: string;
    }[];
    const upcoming = batches.find((b) => b.batchStartDate > new Date().toISOString().slice(0, 10));
    if (upcoming) {
      course = candidate;
      batchId = upcoming.id;
      break;
    }
  }
  expect(batchId).toBeDefined();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

describe("the back office", () => {
  it("keeps everyone but staff out of /admin, unindexed and uncached", async () => {
    const anonymous = await fetch(`${server.url}/admin`, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/admin/login");
    const item = await fetch(`${server.url}/admin/inbox/lead/1`, { redirect: "manual" });
    expect(item.headers.get("location")).toBe("/admin/login");

    const learner = await api("/login/learners/", {
      method: "POST",
      body: JSON.stringify({ email: "demo.learner@example.com", password: "Demo@12345" }),
    });
    const cookie = (learner.headers.get("set-cookie") ?? "").split(";")[0]!;
    const asLearner = await fetch(`${server.url}/admin`, { redirect: "manual", headers: { cookie } });
    expect(asLearner.status).toBe(302);
    expect((await api("/admin/inbox", { headers: { cookie } })).status).toBe(403);

    const login = await fetch(`${server.url}/admin/login`);
    expect(login.headers.get("cache-control")).toBe("private, no-store");
    expect(await login.text()).toContain('<meta name="robots" content="noindex"/>');
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).not.toContain("/admin");
    expect(sitemap).not.toContain("set-password");
  });

  it("ships none of its code to public pages", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await gotoReady(page, `${server.url}/`);
    await gotoReady(page, `${server.url}/course/${course.id}`);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => /admin|staff-login|inbox/.test(url))).toEqual([]);
    const html = await page.content();
    expect(html).not.toMatch(/admin-(inbox|login)/);
    await context.close();
  });

  it("runs lead → staff sign-in with TOTP enrolment → conversion → set-password mail → learner profile", async () => {
    // 1. A visitor enrols in an upcoming batch.
    const lead = await api("/leads/", {
      method: "POST",
      body: JSON.stringify({
        leadName: VISITOR.name,
        leadEmail: VISITOR.email,
        leadContact: VISITOR.contact,
        ictId_id: course.id,
        trainingId: batchId,
        formSource: "enrolment-form",
      }),
    });
    expect(lead.status).toBe(201);

    // 2. The staff member signs in: password, then enrols the authenticator (first sign-in).
    const staffContext = await browser.newContext();
    const page = await staffContext.newPage();
    const problems = watchForErrors(page);
    await gotoReady(page, `${server.url}/admin`);
    expect(new URL(page.url()).pathname).toBe("/admin/login");
    await expectAccessible(page);
    await page.getByLabel("E-mail").fill(STAFF.email);
    await page.getByLabel("Password").fill(STAFF.password);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("heading", { name: "Set up your second factor" }).waitFor();
    const shown = (await page.locator("#totp-key").textContent()) ?? "";
    expect(shown).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    const secret = shown.replace(/\s/g, "");
    await page.getByText("Or paste this setup address into the app").click();
    expect(await page.getByText(/^otpauth:\/\/totp\//).textContent()).toContain(`secret=${secret}`);
    await expectAccessible(page);
    await page.getByLabel("6-digit code").fill(totp(secret));
    await page.getByRole("button", { name: "Confirm and sign in" }).click();
    await page.waitForURL(`${server.url}/admin`);

    // 3. The inbox (/admin is the dashboard, the inbox one link away): server-rendered,
    // private, with what is new; the lead is found by search.
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    await page.getByRole("navigation").getByRole("link", { name: "Leads & enquiries" }).click();
    await page.waitForURL(`${server.url}/admin/inbox`);
    await page.getByRole("heading", { level: 1, name: "Leads & enquiries" }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    await page.getByText(/new since your last visit/).waitFor();
    await expectAccessible(page);
    await page.getByLabel("Search").fill(VISITOR.email);
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL(/q=/);
    const rows = page.getByRole("table").getByRole("row");
    expect(await rows.count()).toBe(2); // the header and the lead
    const csv = await page.request.get(`${server.url}/admin/inbox.csv?q=${encodeURIComponent(VISITOR.email)}`);
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(await csv.text()).toContain(VISITOR.email);
    await rows.nth(1).getByRole("link", { name: VISITOR.name }).click();
    await page.getByRole("heading", { level: 1, name: `Enrolment lead: ${VISITOR.name}` }).waitFor();
    await expectAccessible(page);

    // 3b. Reply by e-mail: queued, kept as a note, the lead moves to "contacted"; it arrives over SMTP.
    await page.getByLabel("Message").fill("Good news: seats are open in your batch.");
    await page.getByRole("button", { name: "Send reply" }).click();
    await page.getByText("Reply queued: it will be sent shortly.").waitFor();
    await page
      .getByText(/Good news: seats are open in your batch\./)
      .first()
      .waitFor();
    expect(await page.getByLabel("Status").inputValue()).toBe("contacted");
    const replyMail = await eventually(
      async () => smtp.received.find((m) => m.to.includes(VISITOR.email) && m.body.includes("seats are open")),
      20_000,
    );
    expect(replyMail.body).toContain(`<title>Your enquiry about ${course.ictName}</title>`);

    // 4. Convert: the lead's batch is chosen already.
    expect(await page.getByLabel("Batch").inputValue()).toBe(String(batchId));
    await page.getByRole("button", { name: "Convert to learner" }).click();
    await page.getByText(/Learner #\d+ created and enrolled/).waitFor();
    await page.getByText("Converted to a learner").waitFor();
    expect(await page.getByLabel("Status").inputValue()).toBe("enrolled");
    expect(problems).toEqual([]);
    await staffContext.close();

    // 5. The set-password mail arrives over SMTP, with a one-time link and no password.
    const mail = await eventually(
      async () => smtp.received.find((m) => m.to.includes(VISITOR.email) && /set your password/i.test(m.raw)),
      20_000,
    );
    const link = /https?:\/\/[^\s"<>]+\/learner\/set-password\?token=[\w-]+/.exec(mail.body)?.[0];
    expect(link).toBeDefined();
    expect(mail.body).toContain(course.ictName);

    // 6. The learner sets a password and lands signed in on their profile with the training.
    const learnerContext = await browser.newContext();
    const learnerPage = await learnerContext.newPage();
    const learnerProblems = watchForErrors(learnerPage);
    const opened = await gotoReady(learnerPage, link!);
    expect(opened?.headers()["cache-control"]).toBe("private, no-store");
    await learnerPage.getByRole("heading", { level: 1, name: "Set your password" }).waitFor();
    await expectAccessible(learnerPage);
    const form = learnerPage.getByRole("main");
    await form.getByLabel("New password", { exact: false }).first().fill("password1");
    await form.getByLabel("Repeat the new password").fill("password1");
    await form.getByRole("button", { name: "Set password and sign in" }).click();
    await learnerPage.getByText("This password is one of the most common ones").waitFor();
    await form.getByLabel("New password", { exact: false }).first().fill(LEARNER_PASSWORD);
    await form.getByLabel("Repeat the new password").fill(LEARNER_PASSWORD);
    await form.getByRole("button", { name: "Set password and sign in" }).click();
    await learnerPage.waitForURL(`${server.url}/learner/Profile`);
    await gotoReady(learnerPage, `${server.url}/learner/Profile?tab=courses`);
    const ongoing = learnerPage.getByRole("region", { name: /^Ongoing trainings/ });
    await ongoing.getByText(course.ictName).first().waitFor();
    // The browser reports the refused common password (422) itself; nothing else may go wrong.
    expect(learnerProblems.filter((p) => !p.includes("status of 422"))).toEqual([]);

    // The link was single use.
    const reuse = await api("/learners/set-password", {
      method: "POST",
      body: JSON.stringify({ token: new URL(link!).searchParams.get("token"), password: "another quiet harbour" }),
    });
    expect(reuse.status).toBe(422);
    await learnerContext.close();

    // 7. Next time the staff member is challenged for a code (no enrolment again).
    const again = await api("/login/staff/", {
      method: "POST",
      body: JSON.stringify({ email: STAFF.email, password: STAFF.password }),
    });
    expect(((await again.json()) as { mfa: string }).mfa).toBe("required");
  });

  it("lets a learner ask for a reset link from the login form", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = watchForErrors(page);
    await gotoReady(page, `${server.url}/learner/login`);
    await page.getByRole("main").getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL(`${server.url}/learner/forgot-password`);
    await expectAccessible(page);
    await page.getByRole("main").getByLabel("Email").fill("nobody.at.all@example.com");
    await page.getByRole("button", { name: "Send me a link" }).click();
    await page.getByText("If an account exists for this e-mail").waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
