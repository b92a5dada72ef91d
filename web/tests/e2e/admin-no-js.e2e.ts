// The staff sign-in works with JavaScript disabled — a wrong password, then the right
// one, the authenticator enrolled on first sign-in (a wrong code, then the right one), the inbox,
// an inbox item's note, status and reply, and Sign out — every step a POST, the password and the
// step's ticket never in an address. Then the back office's own forms posted to their route
// actions: a course created (refused first, nothing stored), edited, activated and deactivated, a
// domain added, renamed, moved, deactivated and activated again, a staff member added, made
// staff, deactivated and reactivated, another one's second factor reset.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../../server/config.ts";
import { totp } from "../../../server/modules/auth/totp.ts";
import { E2E_API_KEY, newDataDir, type ServerProcess, startServer } from "../../../server/test/server-process.ts";
import { launchBrowser } from "./browser.ts";

const STAFF = { email: "meera.nojs@example.in", password: "river stone kettle 77", name: "Meera Joshi" };
// Signs in in the back-office forms' journey (the first one signs out in its own); an admin.
const EDITOR = { email: "arjun.nojs@example.in", password: "harbour lantern 58", admin: true };
// Signs in in the batch and course content journey.
const PLANNER = { email: "kavya.nojs@example.in", password: "saffron meadow kite 42" };

let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  const dataDir = newDataDir();
  for (const staff of [STAFF, EDITOR, PLANNER]) {
    const created = spawnSync(
      process.execPath,
      [
        join(repoRoot, "server/db/cli/staff-create.ts"),
        ...["--email", staff.email, "--password", staff.password],
        ...("admin" in staff ? ["--admin"] : []),
      ],
      {
        cwd: repoRoot,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
        encoding: "utf8",
      },
    );
    expect(created.status, created.stderr).toBe(0);
  }
  [server, browser] = await Promise.all([startServer({ dataDir, env: { LOG_LEVEL: "info" } }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("/admin/login without JavaScript", () => {
  it("signs a staff member in with password and a newly enrolled second factor, and out again", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const navigations: string[] = [];
    page.on("request", (request) => {
      if (request.isNavigationRequest()) navigations.push(`${request.method()} ${request.url()}`);
    });

    await page.goto(`${server.url}/admin`);
    expect(new URL(page.url()).pathname).toBe("/admin/login");
    await page.getByLabel("E-mail").fill(STAFF.email);
    await page.getByLabel("Password").fill("not my password");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("alert").filter({ hasText: "Invalid email or password" }).waitFor();
    expect(await page.getByLabel("E-mail").inputValue()).toBe(STAFF.email);

    await page.getByLabel("Password").fill(STAFF.password);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("heading", { name: "Set up your second factor" }).waitFor();
    const secret = ((await page.locator("#totp-key").textContent()) ?? "").replace(/\s/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    await page.getByLabel("6-digit code").fill("000000" === totp(secret) ? "111111" : "000000");
    await page.getByRole("button", { name: "Confirm and sign in" }).click();
    await page.locator("form").getByRole("alert").waitFor();
    // Still the same enrolment: the same key is shown again.
    expect(((await page.locator("#totp-key").textContent()) ?? "").replace(/\s/g, "")).toBe(secret);

    await page.getByLabel("6-digit code").fill(totp(secret));
    await page.getByRole("button", { name: "Confirm and sign in" }).click();
    await page.waitForURL(`${server.url}/admin`);
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    await page.goto(`${server.url}/admin/inbox`);
    await page.getByRole("heading", { level: 1, name: "Leads & enquiries" }).waitFor();

    // The inbox item page's forms, each a POST to the page's action.
    const lead = await fetch(`${server.url}/api/leads/`, {
      method: "POST",
      headers: { "x-api-key": E2E_API_KEY, "content-type": "application/json" },
      body: JSON.stringify({
        leadName: "Tara Menon",
        leadEmail: "tara.nojs@example.org",
        leadContact: "+91 98450 20202",
        ictId_id: 1,
        formSource: "enrolment-form",
      }),
    });
    expect(lead.status).toBe(201);
    const leadId = ((await lead.json()) as { id: number }).id;
    await page.goto(`${server.url}/admin/inbox/lead/${leadId}`);
    const notes = page.getByRole("region", { name: "Notes" });
    await notes.getByRole("button", { name: "Save note" }).click();
    await page.getByRole("region", { name: "Notes" }).getByText("Write a note").waitFor();
    await page
      .getByRole("region", { name: "Notes" })
      .getByLabel("Add a note")
      .fill("Called back, wants the weekend batch.");
    await page.getByRole("region", { name: "Notes" }).getByRole("button", { name: "Save note" }).click();
    await page.getByRole("region", { name: "Notes" }).getByRole("status").filter({ hasText: "Note added" }).waitFor();
    expect(await page.getByText("Called back, wants the weekend batch.").count()).toBe(1);

    const followUp = page.getByRole("region", { name: "Follow-up" });
    await followUp.getByLabel("Status").selectOption({ label: "Contacted" });
    await followUp.getByRole("button", { name: "Save changes" }).click();
    await page.getByRole("region", { name: "Follow-up" }).getByRole("status").filter({ hasText: "Saved" }).waitFor();
    expect(await page.getByRole("region", { name: "Follow-up" }).getByLabel("Status").inputValue()).toBe("contacted");

    const reply = page.getByRole("region", { name: "Reply by e-mail" });
    await reply.getByLabel("Message").fill("Dear Tara, the weekend batch starts soon.");
    await reply.getByRole("button", { name: "Send reply" }).click();
    await page
      .getByRole("region", { name: "Reply by e-mail" })
      .getByRole("status")
      .filter({ hasText: "Reply queued" })
      .waitFor();

    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(`${server.url}/admin/login`);
    await page.goto(`${server.url}/admin`);
    expect(new URL(page.url()).pathname).toBe("/admin/login");

    expect(navigations.filter((line) => line.startsWith("POST ")).length).toBeGreaterThanOrEqual(5);
    for (const line of navigations) {
      expect(line).not.toContain("?");
      expect(line).not.toContain(encodeURIComponent(STAFF.email));
    }
    expect(server.output()).not.toContain(STAFF.password);
    expect(server.output()).not.toContain(secret);
    await context.close();
  });
});

/** Signs a staff member in without scripts: password, then the authenticator's first code. */
async function signIn(page: Page, staff: { email: string; password: string }) {
  await page.goto(`${server.url}/admin/login`);
  await page.getByLabel("E-mail").fill(staff.email);
  await page.getByLabel("Password").fill(staff.password);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("heading", { name: "Set up your second factor" }).waitFor();
  const secret = ((await page.locator("#totp-key").textContent()) ?? "").replace(/\s/g, "");
  await page.getByLabel("6-digit code").fill(totp(secret));
  await page.getByRole("button", { name: "Confirm and sign in" }).click();
  await page.waitForURL(`${server.url}/admin`);
}

/** What the API holds, asked with the browser's own staff session. */
async function apiGet<T>(context: BrowserContext, path: string): Promise<T> {
  const response = await context.request.get(`${server.url}/api${path}`, { headers: { "x-api-key": E2E_API_KEY } });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

describe("the back office's forms without JavaScript", () => {
  it("creates, edits and (de)activates a course, adds, edits, moves and (de)activates a domain, adds and changes staff", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const navigations: string[] = [];
    page.on("request", (request) => {
      if (request.isNavigationRequest()) navigations.push(`${request.method()} ${request.url()}`);
    });
    await signIn(page, EDITOR);
    const before = await apiGet<{ total: number }>(context, "/admin/courses?q=Quantum");

    // Invalid: the messages beside their fields, what was typed kept, nothing stored.
    await page.goto(`${server.url}/admin/courses/new`);
    await page.getByLabel("Short description").fill("Write and run quantum circuits.");
    await page.getByRole("button", { name: "Create course" }).click();
    await page.getByText("Course name is required").waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/courses/new");
    expect(await page.getByLabel("Short description").inputValue()).toBe("Write and run quantum circuits.");
    await page
      .getByRole("alert")
      .filter({ hasText: /Check the \d+ fields marked below/ })
      .waitFor();

    await page.getByLabel("Course name").fill("Quantum Computing without Scripts");
    await page.getByLabel("Type").selectOption("Certificate Course");
    await page.getByLabel("Domain").selectOption({ index: 1 });
    const domainId = Number(await page.getByLabel("Domain").inputValue());
    await page.getByLabel("Long description").fill("Circuits, gates and measurement, on real simulators.");
    await page.getByLabel("Training hours").fill("30");
    await page.getByLabel("Lab hours").fill("10");
    await page.getByLabel("List price (₹)").fill("40000");
    await page.getByLabel("Sell price (₹)").fill("45000");
    await page.getByLabel("Image path or address").fill("/images/courses/cloud.svg");
    await page.getByRole("button", { name: "Create course" }).click();
    await page.getByText("The sell price must not be above the list price").waitFor();
    expect(await page.getByLabel("Course name").inputValue()).toBe("Quantum Computing without Scripts");
    expect((await apiGet<{ total: number }>(context, "/admin/courses?q=Quantum")).total).toBe(before.total);

    // Valid: redirected to the course's page, which shows what was saved.
    await page.getByLabel("Sell price (₹)").fill("35000");
    await page.getByRole("button", { name: "Create course" }).click();
    await page.waitForURL(/\/admin\/courses\/\d+$/);
    const courseId = Number(new URL(page.url()).pathname.split("/").pop());
    await page.getByRole("heading", { level: 1, name: "Quantum Computing without Scripts" }).waitFor();
    await page.getByText("Course created. It stays inactive until you activate it.").waitFor();
    expect(await page.getByLabel("Sell price (₹)").inputValue()).toBe("35000");
    expect(await page.getByLabel("Training hours").inputValue()).toBe("30");
    type Stored = {
      ictName: string;
      ictType: string;
      domainId: number;
      status: string;
      hoursData: { TrainingHour: number; LabHour: number };
      costData: { ictMrp: number; sellPrice: number } | null;
    };
    const created = await apiGet<Stored>(context, `/admin/courses/${courseId}`);
    expect(created).toMatchObject({
      ictName: "Quantum Computing without Scripts",
      ictType: "Certificate Course",
      domainId,
      status: "I",
      hoursData: { TrainingHour: 30, LabHour: 10 },
      costData: { ictMrp: 40000, sellPrice: 35000 },
    });

    // Edited: a refusal first, then saved and shown again (Post/Redirect/Get).
    await page.getByLabel("Course name").fill("");
    await page.getByRole("button", { name: "Save details" }).click();
    await page.getByText("Course name is required").waitFor();
    expect(new URL(page.url()).pathname).toBe(`/admin/courses/${courseId}`);
    await page.getByLabel("Course name").fill("Quantum Computing, Hands-on");
    await page.getByLabel("Sell price (₹)").fill("29999");
    await page.getByRole("button", { name: "Save details" }).click();
    await page.getByText("Course saved").waitFor();
    await page.getByRole("heading", { level: 1, name: "Quantum Computing, Hands-on" }).waitFor();
    expect(await page.getByLabel("Sell price (₹)").inputValue()).toBe("29999");
    expect(await apiGet<Stored>(context, `/admin/courses/${courseId}`)).toMatchObject({
      ictName: "Quantum Computing, Hands-on",
      costData: { ictMrp: 40000, sellPrice: 29999 },
    });

    // Activated, then deactivated after the question on the page.
    await page.getByRole("button", { name: "Activate course" }).click();
    await page.getByText("Course activated: it is on the website now").waitFor();
    expect((await apiGet<Stored>(context, `/admin/courses/${courseId}`)).status).toBe("A");
    await page.getByRole("button", { name: "Deactivate course" }).click();
    await page.waitForURL(`${server.url}/admin/courses/${courseId}?deactivate=`);
    await page
      .getByRole("form", { name: "Deactivate this course?" })
      .getByRole("button", { name: "Deactivate", exact: true })
      .click();
    await page.waitForURL(`${server.url}/admin/courses/${courseId}`);
    await page.getByText("Course deactivated").waitFor();
    expect((await apiGet<Stored>(context, `/admin/courses/${courseId}`)).status).toBe("I");

    // A domain added and renamed: the dialog's form is on the page itself, posted to its action.
    await page.goto(`${server.url}/admin/domains`);
    await page.getByRole("button", { name: "Add domain" }).click();
    await page.waitForURL(`${server.url}/admin/domains?add=`);
    const adding = page.getByRole("region", { name: "Add a domain" });
    await adding.getByRole("button", { name: "Add domain" }).click();
    await page.getByRole("region", { name: "Add a domain" }).getByText("Domain name is required").waitFor();
    await page.getByRole("region", { name: "Add a domain" }).getByLabel("Domain name").fill("Quantum Technologies");
    await page.getByRole("region", { name: "Add a domain" }).getByLabel("Icon", { exact: true }).selectOption("rocket");
    await page.getByRole("region", { name: "Add a domain" }).getByRole("button", { name: "Add domain" }).click();
    await page.waitForURL(`${server.url}/admin/domains`);
    await page.getByText("Domain added: it is on the website now").waitFor();
    type StoredDomain = { id: number; domain: string; icon: string | null; status: string };
    const domains = await apiGet<StoredDomain[]>(context, "/admin/domains");
    const added = domains.find((domain) => domain.domain === "Quantum Technologies");
    expect(added).toMatchObject({ icon: "rocket", status: "A" });
    const domainRow = page.getByRole("row", { name: /Quantum Technologies/ });
    await domainRow.getByRole("button", { name: "Edit Quantum Technologies" }).click();
    await page.waitForURL(`${server.url}/admin/domains?edit=${added?.id}`);
    const editing = page.getByRole("region", { name: "Edit “Quantum Technologies”" });
    expect(await editing.getByLabel("Domain name").inputValue()).toBe("Quantum Technologies");
    await editing.getByLabel("Domain name").fill("");
    await editing.getByRole("button", { name: "Save domain" }).click();
    await page
      .getByRole("region", { name: "Edit “Quantum Technologies”" })
      .getByText("Domain name is required")
      .waitFor();
    await page
      .getByRole("region", { name: "Edit “Quantum Technologies”" })
      .getByLabel("Domain name")
      .fill("Quantum Tech");
    await page
      .getByRole("region", { name: "Edit “Quantum Technologies”" })
      .getByRole("button", { name: "Save domain" })
      .click();
    await page.waitForURL(`${server.url}/admin/domains`);
    await page.getByText("Domain saved").waitFor();
    await page.getByRole("row", { name: /Quantum Tech/ }).waitFor();
    const renamed = (await apiGet<StoredDomain[]>(context, "/admin/domains")).find((domain) => domain.id === added?.id);
    expect(renamed).toMatchObject({ domain: "Quantum Tech", icon: "rocket" });

    // The row actions: moved up one place, deactivated (asked on the page first), activated again.
    const order = (list: StoredDomain[]) => list.map((domain) => domain.id);
    const beforeMove = order(await apiGet<StoredDomain[]>(context, "/admin/domains"));
    await page
      .getByRole("row", { name: /Quantum Tech/ })
      .getByRole("button", { name: /^Move up/ })
      .click();
    await page.getByText("Domain moved").waitFor();
    const afterMove = order(await apiGet<StoredDomain[]>(context, "/admin/domains"));
    expect(afterMove.indexOf(added?.id ?? 0)).toBe(beforeMove.indexOf(added?.id ?? 0) - 1);
    await page
      .getByRole("row", { name: /Quantum Tech/ })
      .getByRole("button", { name: "Deactivate Quantum Tech" })
      .click();
    await page.waitForURL(`${server.url}/admin/domains?deactivate=${added?.id}`);
    const asking = page.getByRole("region", { name: "Deactivate “Quantum Tech”?" });
    await asking.getByRole("button", { name: "Deactivate", exact: true }).click();
    await page.waitForURL(`${server.url}/admin/domains`);
    await page.getByText("Domain deactivated").waitFor();
    const byId = async () =>
      (await apiGet<StoredDomain[]>(context, "/admin/domains")).find((domain) => domain.id === added?.id);
    expect((await byId())?.status).toBe("I");
    await page
      .getByRole("row", { name: /Quantum Tech/ })
      .getByRole("button", { name: "Activate Quantum Tech" })
      .click();
    await page.getByText("The domain is on the website again").waitFor();
    expect((await byId())?.status).toBe("A");

    // A staff member added by the admin: refused first (the password kept out of the answer).
    await page.goto(`${server.url}/admin/staff`);
    await page.getByRole("button", { name: "Add staff member" }).click();
    await page.waitForURL(`${server.url}/admin/staff?add=`);
    const staffForm = () => page.getByRole("region", { name: "Add a staff member" });
    await staffForm().getByLabel("Name").fill("Devika Rao");
    await staffForm().getByLabel("E-mail").fill("devika.nojs@example.in");
    await staffForm().getByLabel("Admin — also manages staff accounts").check();
    await staffForm().getByLabel("Initial password").fill("password");
    await staffForm().getByRole("button", { name: "Add staff member" }).click();
    await staffForm()
      .getByText("Use at least 8 characters")
      .or(staffForm().getByText(/most common/))
      .waitFor();
    expect(await staffForm().getByLabel("E-mail").inputValue()).toBe("devika.nojs@example.in");
    expect(await staffForm().getByLabel("Admin — also manages staff accounts").isChecked()).toBe(true);
    expect(await staffForm().getByLabel("Initial password").inputValue()).toBe("");
    expect(await page.content()).not.toContain('value="password"');
    await staffForm().getByLabel("Initial password").fill("meadow copper violin 31");
    await staffForm().getByRole("button", { name: "Add staff member" }).click();
    await page.waitForURL(`${server.url}/admin/staff`);
    await page.getByText("Staff member added: hand over the password in person").waitFor();
    await page
      .getByRole("row", { name: /Devika Rao/ })
      .getByText("Not enrolled yet")
      .waitFor();
    type Accounts = { items: { name: string; email: string; role: string; status: string; secondFactor: boolean }[] };
    const accounts = await apiGet<Accounts>(context, "/admin/staff/accounts");
    expect(accounts.items.find((account) => account.email === "devika.nojs@example.in")).toMatchObject({
      name: "Devika Rao",
      role: "admin",
      status: "A",
      secondFactor: false,
    });

    // Her row's buttons: Make staff, Deactivate (asked on the page first), Reactivate.
    const devika = async () =>
      (await apiGet<Accounts>(context, "/admin/staff/accounts")).items.find(
        (account) => account.email === "devika.nojs@example.in",
      );
    const devikaRow = () => page.getByRole("row", { name: /Devika Rao/ });
    await devikaRow()
      .getByRole("button", { name: /^Make staff/ })
      .click();
    await page.getByText("Role changed").waitFor();
    expect((await devika())?.role).toBe("staff");
    await devikaRow().getByRole("button", { name: "Deactivate Devika Rao" }).click();
    await page.waitForURL(/\/admin\/staff\?deactivate=\d+$/);
    await page
      .getByRole("form", { name: "Deactivate this staff member?" })
      .getByRole("button", { name: "Deactivate" })
      .click();
    await page.waitForURL(`${server.url}/admin/staff`);
    await page.getByText("Staff member deactivated and signed out").waitFor();
    expect((await devika())?.status).toBe("I");
    await devikaRow().getByRole("button", { name: "Reactivate Devika Rao" }).click();
    await page.getByText("The staff member can sign in again").waitFor();
    expect((await devika())?.status).toBe("A");
    // Meera enrolled her authenticator in the first journey: her second factor is reset.
    const meeraRow = page.getByRole("row", { name: new RegExp(STAFF.email.replace(".", "\\.")) });
    await meeraRow.getByRole("button", { name: /^Reset second factor/ }).click();
    await page.waitForURL(/\/admin\/staff\?reset=\d+$/);
    await page
      .getByRole("form", { name: "Reset the second factor?" })
      .getByRole("button", { name: "Reset second factor" })
      .click();
    await page.getByText("They set up an authenticator app at the next sign-in").waitFor();
    const meera = (await apiGet<Accounts>(context, "/admin/staff/accounts")).items.find(
      (account) => account.email === STAFF.email,
    );
    expect(meera?.secondFactor).toBe(false);

    // Only the dialogs' own addresses carry a query: never a field that was typed.
    for (const line of navigations) expect(line).not.toMatch(/\?(?!add=$|edit=\d+$|deactivate=(\d+)?$|reset=\d+$)/);
    expect(navigations.filter((line) => line.startsWith("POST ")).length).toBeGreaterThanOrEqual(21);
    await context.close();
  });
});

// The website's own back-office pages: bundles, testimonials and events. Signs in as
// Meera, whose second factor the forms journey above reset, so she enrols again.
describe("the website's back-office pages without JavaScript", () => {
  let context: BrowserContext;
  let page: Page;
  const navigations: string[] = [];
  beforeAll(async () => {
    context = await browser.newContext({ javaScriptEnabled: false });
    page = await context.newPage();
    page.on("request", (request) => {
      if (request.isNavigationRequest()) navigations.push(`${request.method()} ${request.url()}`);
    });
    await signIn(page, STAFF);
  });
  afterAll(async () => {
    // Only the dialogs' own addresses carry a query: never a field that was typed.
    for (const line of navigations) expect(line).not.toMatch(/\?(?!add=$|edit=\d+$|deactivate=\d+$)/);
    await context?.close();
  });

  it("adds, edits, moves, deactivates and activates a learning bundle", async () => {
    type StoredBundle = { id: number; title: string; description: string; icon: string; status: string };
    const bundles = () => apiGet<StoredBundle[]>(context, "/admin/bundles");
    const before = (await bundles()).length;

    // Refused first: the message beside its field, what was typed kept, nothing stored.
    await page.goto(`${server.url}/admin/bundles`);
    await page.getByRole("button", { name: "Add bundle" }).click();
    await page.waitForURL(`${server.url}/admin/bundles?add=`);
    const adding = () => page.getByRole("region", { name: "Add a learning bundle" });
    await adding().getByLabel("Description").fill("Sensors, motors and control loops.");
    await adding().getByRole("button", { name: "Add bundle" }).click();
    await adding().getByText("Title is required").waitFor();
    expect(await adding().getByLabel("Description").inputValue()).toBe("Sensors, motors and control loops.");
    expect((await bundles()).length).toBe(before);

    await adding().getByLabel("Title").fill("Robotics without Scripts");
    await adding().getByLabel("Icon", { exact: true }).selectOption("rocket");
    await adding().getByRole("button", { name: "Add bundle" }).click();
    await page.waitForURL(`${server.url}/admin/bundles`);
    await page.getByText("Learning bundle added").waitFor();
    const added = (await bundles()).find((bundle) => bundle.title === "Robotics without Scripts");
    expect(added).toMatchObject({ description: "Sensors, motors and control loops.", icon: "rocket", status: "A" });

    // Edited: refused, then saved.
    await page
      .getByRole("row", { name: /Robotics without Scripts/ })
      .getByRole("button", { name: "Edit Robotics without Scripts" })
      .click();
    await page.waitForURL(`${server.url}/admin/bundles?edit=${added?.id}`);
    const editing = () => page.getByRole("region", { name: "Edit “Robotics without Scripts”" });
    expect(await editing().getByLabel("Title").inputValue()).toBe("Robotics without Scripts");
    await editing().getByLabel("Title").fill("");
    await editing().getByRole("button", { name: "Save bundle" }).click();
    await editing().getByText("Title is required").waitFor();
    await editing().getByLabel("Title").fill("Robotics, Hands-on");
    await editing().getByRole("button", { name: "Save bundle" }).click();
    await page.waitForURL(`${server.url}/admin/bundles`);
    await page.getByText("Learning bundle saved").waitFor();
    const byId = async () => (await bundles()).find((bundle) => bundle.id === added?.id);
    expect(await byId()).toMatchObject({ title: "Robotics, Hands-on", icon: "rocket", status: "A" });

    // Moved up one place, deactivated after the question on the page, activated again.
    const order = async () => (await bundles()).map((bundle) => bundle.id).indexOf(added?.id ?? 0);
    const place = await order();
    const row = () => page.getByRole("row", { name: /Robotics, Hands-on/ });
    await row()
      .getByRole("button", { name: /^Move up/ })
      .click();
    await page.getByText("Learning bundle moved").waitFor();
    expect(await order()).toBe(place - 1);
    await row().getByRole("button", { name: "Deactivate Robotics, Hands-on" }).click();
    await page.waitForURL(`${server.url}/admin/bundles?deactivate=${added?.id}`);
    await page
      .getByRole("region", { name: "Deactivate this learning bundle?" })
      .getByRole("button", { name: "Deactivate", exact: true })
      .click();
    await page.waitForURL(`${server.url}/admin/bundles`);
    await page.getByText("Learning bundle deactivated").waitFor();
    expect((await byId())?.status).toBe("I");
    await row().getByRole("button", { name: "Activate Robotics, Hands-on" }).click();
    await page.getByText("The learning bundle is on the website again").waitFor();
    expect((await byId())?.status).toBe("A");
  });

  it("adds, edits, withdraws and restores a testimonial, its picture given by address", async () => {
    type StoredTestimonial = { id: number; learnerName: string; learnerImg: string; message: string; status: string };
    const testimonials = () => apiGet<StoredTestimonial[]>(context, "/admin/testimonials");
    const before = (await testimonials()).length;

    // Refused first: the messages beside their fields, what was typed kept, nothing stored.
    await page.goto(`${server.url}/admin/testimonials`);
    await page.getByRole("button", { name: "Add testimonial" }).click();
    await page.waitForURL(`${server.url}/admin/testimonials?add=`);
    const adding = () => page.getByRole("region", { name: "Add a testimonial" });
    await adding().getByLabel("Learner name").fill("Ishaan Verma");
    await adding().getByLabel("Picture path or address").fill("ishaan.png");
    await adding().getByRole("button", { name: "Add testimonial" }).click();
    await adding().getByText("Message is required").waitFor();
    await adding().getByText("Upload a picture or give an address starting with / or https://").waitFor();
    expect(await adding().getByLabel("Learner name").inputValue()).toBe("Ishaan Verma");
    expect((await testimonials()).length).toBe(before);

    await adding().getByLabel("Picture path or address").fill("/images/people/arjun.svg");
    await adding().getByLabel("Message").fill("The labs without scripts were as good as with them.");
    await adding().getByRole("button", { name: "Add testimonial" }).click();
    await page.waitForURL(`${server.url}/admin/testimonials`);
    await page.getByText("Testimonial added").waitFor();
    const added = (await testimonials()).find((item) => item.learnerName === "Ishaan Verma");
    expect(added).toMatchObject({
      learnerImg: "/images/people/arjun.svg",
      message: "The labs without scripts were as good as with them.",
      status: "A",
    });

    // Edited: refused, then saved.
    const row = () => page.getByRole("row", { name: /Ishaan Verma/ });
    await row().getByRole("button", { name: "Edit the testimonial of Ishaan Verma" }).click();
    await page.waitForURL(`${server.url}/admin/testimonials?edit=${added?.id}`);
    const editing = () => page.getByRole("region", { name: "Edit the testimonial of Ishaan Verma" });
    expect(await editing().getByLabel("Picture path or address").inputValue()).toBe("/images/people/arjun.svg");
    await editing().getByLabel("Learner name").fill("");
    await editing().getByRole("button", { name: "Save testimonial" }).click();
    await editing().getByText("Learner name is required").waitFor();
    await editing().getByLabel("Learner name").fill("Ishaan Verma");
    await editing().getByLabel("Picture path or address").fill("/images/people/ananya.svg");
    await editing().getByRole("button", { name: "Save testimonial" }).click();
    await page.waitForURL(`${server.url}/admin/testimonials`);
    await page.getByText("Testimonial saved").waitFor();
    const byId = async () => (await testimonials()).find((item) => item.id === added?.id);
    expect(await byId()).toMatchObject({ learnerImg: "/images/people/ananya.svg", status: "A" });

    // Withdrawn after the question on the page, then restored.
    await row().getByRole("button", { name: "Withdraw the testimonial of Ishaan Verma" }).click();
    await page.waitForURL(`${server.url}/admin/testimonials?deactivate=${added?.id}`);
    await page
      .getByRole("region", { name: "Withdraw this testimonial?" })
      .getByRole("button", { name: "Withdraw", exact: true })
      .click();
    await page.waitForURL(`${server.url}/admin/testimonials`);
    await page.getByText("Testimonial withdrawn").waitFor();
    expect((await byId())?.status).toBe("I");
    await row().getByRole("button", { name: "Restore the testimonial of Ishaan Verma" }).click();
    await page.getByText("The testimonial is on the website again").waitFor();
    expect((await byId())?.status).toBe("A");
  });

  it("adds, edits, deactivates and activates an event, its picture given by address", async () => {
    type StoredEvent = {
      id: number;
      title: string;
      startsAt: string;
      durationMinutes: number;
      pic: string;
      status: string;
    };
    const upcoming = () => apiGet<{ items: StoredEvent[]; total: number }>(context, "/admin/events?when=upcoming");
    const before = (await upcoming()).total;

    // Refused first: the messages beside their fields, what was typed kept, nothing stored.
    await page.goto(`${server.url}/admin/events`);
    await page.getByRole("button", { name: "Add event" }).click();
    await page.waitForURL(`${server.url}/admin/events?add=`);
    const adding = () => page.getByRole("region", { name: "Add an event" });
    await adding().getByLabel("Title").fill("Robotics Meetup without Scripts");
    await adding().getByLabel("Duration (minutes)").fill("0");
    await adding().getByRole("button", { name: "Add event" }).click();
    await adding().getByText("Enter a date and time (IST), e.g. 2026-05-01 10:00").waitFor();
    await adding().getByText("The duration must be at least 1 minute").waitFor();
    expect(await adding().getByLabel("Title").inputValue()).toBe("Robotics Meetup without Scripts");
    expect((await upcoming()).total).toBe(before);

    await adding().getByLabel("Starts at (IST)").fill("2099-04-20T18:00");
    await adding().getByLabel("Duration (minutes)").fill("90");
    await adding().getByLabel("Picture path or address").fill("/images/events/meetup.svg");
    await adding().getByRole("button", { name: "Add event" }).click();
    await page.waitForURL(`${server.url}/admin/events`);
    await page.getByText("Event added").waitFor();
    const added = (await upcoming()).items.find((item) => item.title === "Robotics Meetup without Scripts");
    expect(added).toMatchObject({
      startsAt: "2099-04-20T12:30:00.000Z",
      durationMinutes: 90,
      pic: "/images/events/meetup.svg",
      status: "A",
    });
    const byId = () => apiGet<StoredEvent>(context, `/admin/events/${added?.id}`);

    // Edited: refused, then saved; the IST wall clock comes back as it was entered.
    const row = () => page.getByRole("row", { name: /Robotics Meetup/ });
    await row().getByRole("button", { name: "Edit Robotics Meetup without Scripts" }).click();
    await page.waitForURL(`${server.url}/admin/events?edit=${added?.id}`);
    const editing = () => page.getByRole("region", { name: "Edit “Robotics Meetup without Scripts”" });
    expect(await editing().getByLabel("Starts at (IST)").inputValue()).toBe("2099-04-20T18:00");
    await editing().getByLabel("Title").fill("");
    await editing().getByRole("button", { name: "Save event" }).click();
    await editing().getByText("Title is required").waitFor();
    await editing().getByLabel("Title").fill("Robotics Meetup, Hands-on");
    await editing().getByLabel("Duration (minutes)").fill("120");
    await editing().getByRole("button", { name: "Save event" }).click();
    await page.waitForURL(`${server.url}/admin/events`);
    await page.getByText("Event saved").waitFor();
    expect(await byId()).toMatchObject({ title: "Robotics Meetup, Hands-on", durationMinutes: 120, status: "A" });

    // Deactivated after the question on the page, then activated again.
    await row().getByRole("button", { name: "Deactivate Robotics Meetup, Hands-on" }).click();
    await page.waitForURL(`${server.url}/admin/events?deactivate=${added?.id}`);
    await page
      .getByRole("region", { name: "Deactivate this event?" })
      .getByRole("button", { name: "Deactivate", exact: true })
      .click();
    await page.waitForURL(`${server.url}/admin/events`);
    await page.getByText("Event deactivated").waitFor();
    expect((await byId()).status).toBe("I");
    await row().getByRole("button", { name: "Activate Robotics Meetup, Hands-on" }).click();
    await page.getByText("The event is on the website again").waitFor();
    expect((await byId()).status).toBe("A");
  });
});

describe("a course's batches without JavaScript", () => {
  it("adds a batch to a course, edits its details, adds and edits a session, adds and deletes a recording, changes the course's content", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const navigations: string[] = [];
    page.on("request", (request) => {
      if (request.isNavigationRequest()) navigations.push(`${request.method()} ${request.url()}`);
    });
    await signIn(page, PLANNER);
    const courses = await apiGet<{ items: { id: number; ictName: string }[] }>(context, "/admin/courses");
    const course = courses.items[0];
    expect(course).toBeDefined();
    type Batches = { total: number; otherTotal: number };
    const batchCount = async () => {
      const list = await apiGet<Batches>(context, `/admin/courses/${course?.id}/batches`);
      return list.total + list.otherTotal;
    };
    const before = await batchCount();

    // Add batch asks the page for the dialog's form; refused first: messages beside the fields.
    await page.goto(`${server.url}/admin/courses/${course?.id}/batches`);
    await page.getByRole("button", { name: "Add batch" }).click();
    await page.waitForURL(`${server.url}/admin/courses/${course?.id}/batches?add=`);
    const adding = () => page.getByRole("region", { name: "Add batch" });
    await adding().getByLabel("Start date").fill("2031-03-10");
    await adding().getByLabel("End date").fill("2031-03-01");
    await adding().getByLabel("Study mode").selectOption("Classroom");
    await adding().getByRole("button", { name: "Add batch" }).click();
    await adding().getByText("Location is required").waitFor();
    await adding().getByText("Hours must be a whole number").waitFor();
    expect(new URL(page.url()).pathname).toBe(`/admin/courses/${course?.id}/batches`);
    expect(await adding().getByLabel("Start date").inputValue()).toBe("2031-03-10");
    expect(await adding().getByLabel("Study mode").inputValue()).toBe("Classroom");
    await adding().getByLabel("Location").fill("Pune, Baner campus");
    await adding().getByLabel("Hours").fill("36");
    await adding().getByRole("button", { name: "Add batch" }).click();
    await adding().getByText("The end date must be on or after the start date").waitFor();
    expect(await adding().getByLabel("Location").inputValue()).toBe("Pune, Baner campus");
    expect(await batchCount()).toBe(before);

    // Valid: stored, and the new batch's page opens with a one-time message.
    await adding().getByLabel("End date").fill("2031-03-28");
    await adding().getByRole("button", { name: "Add batch" }).click();
    await page.waitForURL(/\/admin\/batches\/\d+$/);
    const batchId = Number(new URL(page.url()).pathname.split("/").pop());
    await page.getByText("The batch was added").waitFor();
    type StoredBatch = { batch: Record<string, unknown>; course: { id: number } };
    expect(await apiGet<StoredBatch>(context, `/admin/batches/${batchId}`)).toMatchObject({
      course: { id: course?.id },
      batch: {
        batchStartDate: "2031-03-10",
        batchEndDate: "2031-03-28",
        ictStudyMode: "Classroom",
        ictLocation: "Pune, Baner campus",
        ictHours: 36,
        status: "A",
      },
    });
    expect(await batchCount()).toBe(before + 1);

    // Its details edited on its page: refused first (nothing stored), then saved and shown again.
    const details = () => page.getByRole("region", { name: "Batch details" });
    await details().getByLabel("Hours").fill("-4");
    await details().getByLabel("Location").fill("Online, Zoom");
    await details().getByRole("button", { name: "Save batch" }).click();
    await details().getByText("Hours must not be negative").waitFor();
    expect(new URL(page.url()).pathname).toBe(`/admin/batches/${batchId}`);
    expect(await details().getByLabel("Location").inputValue()).toBe("Online, Zoom");
    expect((await apiGet<StoredBatch>(context, `/admin/batches/${batchId}`)).batch.ictHours).toBe(36);
    await details().getByLabel("Hours").fill("40");
    await details().getByLabel("Study mode").selectOption("Online");
    await details().getByLabel("Status").selectOption("I");
    await details().getByRole("button", { name: "Save batch" }).click();
    await page.getByText("The batch was saved").waitFor();
    expect(await details().getByLabel("Location").inputValue()).toBe("Online, Zoom");
    expect((await apiGet<StoredBatch>(context, `/admin/batches/${batchId}`)).batch).toMatchObject({
      ictStudyMode: "Online",
      ictLocation: "Online, Zoom",
      ictHours: 40,
      status: "I",
    });

    // A session added on the page (refused twice, nothing stored), then edited.
    type Rows = {
      schedules: { id: number; scheduleStart: string; scheduleEnd: string; totalHours: number }[];
      recordings: { id: number; recordingTitle: string; recordingLink: string; recordingDateTime: string }[];
    };
    const rows = () => apiGet<Rows>(context, `/admin/batches/${batchId}`);
    await page.getByRole("button", { name: "Add session" }).click();
    await page.waitForURL(`${server.url}/admin/batches/${batchId}?add=schedules`);
    const session = () => page.getByRole("region", { name: "Add session" });
    await session().getByRole("button", { name: "Add session" }).click();
    await session().getByText("Enter the day of the session").waitFor();
    await session().getByLabel("Day").fill("2031-03-10");
    await session().getByLabel("Ends (IST)").fill("09:00");
    await session().getByRole("button", { name: "Add session" }).click();
    await session().getByText("The end must be after the start").waitFor();
    expect(await session().getByLabel("Day").inputValue()).toBe("2031-03-10");
    expect((await rows()).schedules).toHaveLength(0);
    await session().getByLabel("Ends (IST)").fill("13:30");
    await session().getByLabel("Hours counted").fill("3.5");
    await session().getByRole("button", { name: "Add session" }).click();
    await page.waitForURL(`${server.url}/admin/batches/${batchId}`);
    await page.getByText("The session was added").waitFor();
    const [added] = (await rows()).schedules;
    expect(Date.parse(added?.scheduleStart ?? "")).toBe(Date.parse("2031-03-10T10:00:00+05:30"));
    expect(Date.parse(added?.scheduleEnd ?? "")).toBe(Date.parse("2031-03-10T13:30:00+05:30"));
    expect(added?.totalHours).toBe(3.5);
    await page
      .getByRole("region", { name: /^Schedule/ })
      .getByRole("button", { name: /^Edit/ })
      .click();
    await page.waitForURL(`${server.url}/admin/batches/${batchId}?edit=schedules-${added?.id}`);
    const editing = () => page.getByRole("region", { name: "Edit session" });
    expect(await editing().getByLabel("Day").inputValue()).toBe("2031-03-10");
    await editing().getByLabel("Hours counted").fill("2.5");
    await editing().getByRole("button", { name: "Save changes" }).click();
    await page.getByText("The session was saved").waitFor();
    expect((await rows()).schedules[0]?.totalHours).toBe(2.5);

    // A recording: an http link refused, then added with https, then deleted after the question.
    await page.getByRole("button", { name: "Add recording" }).click();
    await page.waitForURL(`${server.url}/admin/batches/${batchId}?add=recordings`);
    const recording = () => page.getByRole("region", { name: "Add recording" });
    await recording().getByLabel("Title").fill("Week 1: circuits");
    await recording().getByLabel("Link").fill("http://videos.example.in/week-1");
    await recording().getByLabel("Recorded on").fill("2031-03-10");
    await recording().getByLabel("At (IST)").fill("18:00");
    await recording().getByRole("button", { name: "Add recording" }).click();
    await recording().getByText("Enter a link starting with https://").waitFor();
    expect(await recording().getByLabel("Title").inputValue()).toBe("Week 1: circuits");
    expect((await rows()).recordings).toHaveLength(0);
    await recording().getByLabel("Link").fill("https://videos.example.in/week-1");
    await recording().getByRole("button", { name: "Add recording" }).click();
    await page.getByText("The recording was added").waitFor();
    const [stored] = (await rows()).recordings;
    expect(stored).toMatchObject({
      recordingTitle: "Week 1: circuits",
      recordingLink: "https://videos.example.in/week-1",
    });
    expect(Date.parse(stored?.recordingDateTime ?? "")).toBe(Date.parse("2031-03-10T18:00:00+05:30"));
    await page
      .getByRole("region", { name: /^Recordings/ })
      .getByRole("button", { name: /^Delete/ })
      .click();
    await page.waitForURL(`${server.url}/admin/batches/${batchId}?delete=recordings-${stored?.id}`);
    await page
      .getByRole("form", { name: "Delete this recording?" })
      .getByRole("button", { name: "Delete recording" })
      .click();
    await page.getByText("The recording was deleted").waitFor();
    expect((await rows()).recordings).toHaveLength(0);

    // The course's content: an FAQ added (refused first), moved up, edited and deleted; a study
    // material given by its link (a file upload needs scripts).
    type Content = {
      faqs: { id: number; faq: string; faqAnswer: string }[];
      materials: { id: number; SMName: string; SMType: string; SMSrc: string }[];
    };
    const content = () => apiGet<Content>(context, `/admin/courses/${course?.id}/content`);
    await page.goto(`${server.url}/admin/courses/${course?.id}/content?add=faqs`);
    await page.getByRole("region", { name: "Add FAQ" }).getByLabel("Question").fill("Is the exam voucher included?");
    await page.getByRole("region", { name: "Add FAQ" }).getByLabel("Answer").fill("Yes, one attempt.");
    await page.getByRole("region", { name: "Add FAQ" }).getByRole("button", { name: "Add FAQ" }).click();
    await page.getByText("Added to the course's content").waitFor();
    const faqsBefore = (await content()).faqs;
    await page.getByRole("button", { name: "Add FAQ" }).click();
    await page.waitForURL(`${server.url}/admin/courses/${course?.id}/content?add=faqs`);
    const faq = () => page.getByRole("region", { name: "Add FAQ" });
    await faq().getByLabel("Question").fill("Is there a weekend batch?");
    await faq().getByRole("button", { name: "Add FAQ" }).click();
    await faq().getByText("Answer is required").waitFor();
    expect(await faq().getByLabel("Question").inputValue()).toBe("Is there a weekend batch?");
    expect((await content()).faqs).toHaveLength(faqsBefore.length);
    await faq().getByLabel("Answer").fill("Yes, on Saturdays and Sundays.");
    await faq().getByRole("button", { name: "Add FAQ" }).click();
    await page.waitForURL(`${server.url}/admin/courses/${course?.id}/content`);
    await page.getByText("Added to the course's content").waitFor();
    const faqIds = async () => (await content()).faqs.map((item) => item.id);
    const faqId = (await content()).faqs.find((item) => item.faq === "Is there a weekend batch?")?.id ?? 0;
    expect((await faqIds()).at(-1)).toBe(faqId);
    expect(faqsBefore.length).toBeGreaterThan(0);
    await page.getByRole("button", { name: /^Move up.*weekend batch/ }).click();
    await page.getByText("Course content moved").waitFor();
    expect((await faqIds()).indexOf(faqId)).toBe(faqsBefore.length - 1);
    await page.getByRole("button", { name: /^Edit.*weekend batch/ }).click();
    await page.waitForURL(`${server.url}/admin/courses/${course?.id}/content?edit=faqs-${faqId}`);
    const faqEdit = () => page.getByRole("region", { name: "Edit FAQ" });
    await faqEdit().getByLabel("Answer").fill("");
    await faqEdit().getByRole("button", { name: "Save changes" }).click();
    await faqEdit().getByText("Answer is required").waitFor();
    await faqEdit().getByLabel("Answer").fill("Yes: Saturdays and Sundays, 10:00–13:00 IST.");
    await faqEdit().getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Course content saved").waitFor();
    expect((await content()).faqs.find((item) => item.id === faqId)?.faqAnswer).toBe(
      "Yes: Saturdays and Sundays, 10:00–13:00 IST.",
    );
    await page.getByRole("button", { name: /^Delete.*weekend batch/ }).click();
    await page.waitForURL(`${server.url}/admin/courses/${course?.id}/content?delete=faqs-${faqId}`);
    await page.getByRole("form", { name: "Delete this FAQ?" }).getByRole("button", { name: "Delete FAQ" }).click();
    await page.getByText("Removed from the course's content").waitFor();
    expect(await faqIds()).not.toContain(faqId);

    await page.getByRole("button", { name: "Add study material" }).click();
    await page.waitForURL(`${server.url}/admin/courses/${course?.id}/content?add=materials`);
    const material = () => page.getByRole("region", { name: "Add study material" });
    await material().getByLabel(/^Name/).fill("Circuit cheat sheet");
    await material().getByLabel("Type").selectOption("Link");
    await material().getByLabel("Link or file address").fill("http://example.in/cheat-sheet");
    await material().getByRole("button", { name: "Add study material" }).click();
    await material().getByText("Enter a link starting with https:// or upload a file").waitFor();
    await material().getByLabel("Link or file address").fill("https://example.in/cheat-sheet");
    await material().getByRole("button", { name: "Add study material" }).click();
    await page.getByText("Added to the course's content").waitFor();
    expect((await content()).materials.find((item) => item.SMName === "Circuit cheat sheet")).toMatchObject({
      SMType: "Link",
      SMSrc: "https://example.in/cheat-sheet",
    });

    for (const line of navigations) {
      expect(line).not.toMatch(/\?(?!add=[a-z]*$|edit=[a-z]+-\d+$|delete=[a-z]+-\d+$)/);
    }
    await context.close();
  });
});
