// The staff dashboard, in real Chromium against the real server: a visit from a
// newsletter link and its enrolment, visitors' searches → the demo admin opens /admin: the charts,
// drawn as SVG on the server, hold the figures of their tables; the page passes axe; a table
// downloads as CSV; a reversed range is told plainly; an old inbox link still opens the inbox;
// the lead's page names its first touch; a holiday is added and removed on /admin/holidays.
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, startSmtpServer } from "../../../server/modules/mail/smtp-test-server.ts";
import { E2E_API_KEY, type ServerProcess, startServer } from "../../../server/test/server-process.ts";
import { launchBrowser, watchForErrors } from "./browser.ts";
import { gotoReady, signInStaffByCookie } from "./journey.ts";

const DEMO_ADMIN = { email: "demo.staff@example.com", password: "Staff@12345" };
const COLLEAGUE = { name: "Meera Joshi", email: `meera.${Date.now()}@example.in`, password: "lanterns over the ghats" };

let server: ServerProcess;
let browser: Browser;
let page: Page;
let problems: string[];
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let leadId: number;

async function expectAccessible(target: Page) {
  const axe = await new AxeBuilder({ page: target }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(", ")})`)).toEqual([]);
}
const api = (path: string, init: RequestInit = {}) =>
  fetch(`${server.url}/api${path}`, {
    ...init,
    headers: { "x-api-key": E2E_API_KEY, "content-type": "application/json", ...init.headers },
  });

beforeAll(async () => {
  smtp = await startSmtpServer();
  [server, browser] = await Promise.all([startServer({ env: { SMTP_URL: smtp.url } }), launchBrowser()]);
  // A visit from a newsletter link, then an enrolment request in that visit.
  const visit = await fetch(`${server.url}/?utm_source=newsletter&utm_campaign=diwali`);
  const cookie = (visit.headers.get("set-cookie") ?? "").split(";")[0]!;
  expect(cookie).toMatch(/^sb_first_touch=/);
  const [course] = (await (await api("/ictData/")).json()) as { id: number }[];
  const lead = await api("/leads/", {
    method: "POST",
    headers: { cookie },
    body: JSON.stringify({
      leadName: "Neha Gupta",
      leadEmail: `neha.${Date.now()}@example.com`,
      leadContact: "+91 98450 11111",
      ictId_id: course!.id,
    }),
  });
  expect(lead.status).toBe(201);
  leadId = ((await lead.json()) as { id: number }).id;
  // A colleague to assign the lead to, added by the demo admin.
  const signIn = await api("/login/staff/", { method: "POST", body: JSON.stringify(DEMO_ADMIN) });
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  const added = await api("/admin/staff", {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: JSON.stringify({ ...COLLEAGUE, role: "staff" }),
  });
  expect(added.status).toBe(201);
  // Visitors' searches: one the catalogue answers, one it does not.
  for (const term of ["python", "python", "quantum basketweaving"]) {
    expect((await api(`/ictData/?search=${encodeURIComponent(term)}`)).status).toBe(200);
  }

  const context = await browser.newContext();
  page = await context.newPage();
  problems = watchForErrors(page);
  await signInStaffByCookie(page, server, DEMO_ADMIN);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

describe("the staff dashboard", () => {
  it("lands staff on the dashboard, every chart holding its table's figures, and passes axe", async () => {
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    await page.getByRole("heading", { level: 2, name: "Where leads come from" }).waitFor();
    await expectAccessible(page);
    // Every bar names its table's row and column: the cell must hold the bar's figure.
    const check = await page.evaluate(() => {
      const mismatches: string[] = [];
      let bars = 0;
      for (const svg of document.querySelectorAll<SVGSVGElement>("svg[data-chart]")) {
        const table = document.querySelector<HTMLTableElement>(`table[data-table="${svg.dataset.chart}"]`);
        if (!table) {
          mismatches.push(`no table for ${svg.dataset.chart}`);
          continue;
        }
        const headers = [...table.tHead!.rows[0]!.cells].map((cell) => cell.textContent?.trim());
        // A cell the page writes otherwise (₹, dates) keeps the CSV's plain value in data-value.
        const rows = [...table.tBodies[0]!.rows].map((row) =>
          [...row.cells].map((cell) => cell.dataset.value ?? cell.textContent?.trim() ?? ""),
        );
        for (const rect of svg.querySelectorAll<SVGRectElement>("rect[data-row]")) {
          bars += 1;
          const key = rect.dataset.row!.split("|");
          const row = rows.find((cells) => key.every((part, i) => cells[i] === part));
          const column = headers.indexOf(rect.dataset.column ?? "");
          const cell = row?.[column] ?? "(missing)";
          const number = Number.parseFloat(cell.replace(/[^\d.-]/g, ""));
          if (Math.abs(number - Number(rect.dataset.value)) > 0.005) {
            mismatches.push(
              `${svg.dataset.chart} ${rect.dataset.row}/${rect.dataset.column}: bar ${rect.dataset.value}, table ${cell}`,
            );
          }
        }
      }
      return { mismatches, bars };
    });
    expect(check.mismatches).toEqual([]);
    expect(check.bars).toBeGreaterThan(5);
    // The visit's source, and what visitors looked for in vain.
    const sources = page.locator('table[data-table="weekly-source"]');
    expect(await sources.textContent()).toContain("newsletter");
    expect(await page.locator('table[data-table="search-empty"]').textContent()).toContain("quantum basketweaving");
    expect(await page.locator('table[data-table="search-top"]').textContent()).toContain("python");
    expect(problems).toEqual([]);
  });

  it("downloads a table as CSV", async () => {
    const href = await page
      .getByRole("link", { name: "Download “Leads and enquiries per week, by source” as CSV" })
      .getAttribute("href");
    const csv = await page.request.get(`${server.url}${href}`);
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(await csv.text()).toContain("newsletter");
    const unknown = await page.request.get(`${server.url}/admin/dashboard.csv?table=secrets`);
    expect(unknown.status()).toBe(400);
  });

  it("tells a reversed range plainly, without scripts' help", async () => {
    await page.getByRole("form", { name: "Date range" }).getByLabel("From").fill("2026-11-15");
    await page.getByRole("form", { name: "Date range" }).getByLabel("To").fill("2026-11-01");
    await page.getByRole("button", { name: "Show" }).click();
    await page.getByRole("alert").getByText("The start date must not be after the end date").waitFor();
    expect(new URL(page.url()).searchParams.get("from")).toBe("2026-11-15");
  });

  it("sends an old inbox link at /admin to the inbox", async () => {
    await gotoReady(page, `${server.url}/admin?status=new`);
    expect(new URL(page.url()).pathname).toBe("/admin/inbox");
    await page.getByRole("heading", { level: 1, name: "Leads & enquiries" }).waitFor();
  });

  it("mails a colleague the lead assigned to them, over SMTP", async () => {
    await gotoReady(page, `${server.url}/admin/inbox/lead/${leadId}`);
    // The lead's first touch: the newsletter visit that brought it, as text on its page.
    await page.getByText("utm_source newsletter, utm_campaign diwali", { exact: true }).waitFor();
    await expectAccessible(page);
    await page.getByLabel("Assigned to").selectOption({ label: COLLEAGUE.name });
    await page.getByRole("button", { name: "Save changes" }).click();
    const mail = await eventually(
      async () => smtp.received.find((m) => m.to.includes(COLLEAGUE.email) && m.body.includes("Assigned to you")),
      20_000,
    );
    expect(mail.body).toContain(`Enrolment #${leadId}`);
    expect(mail.body).toContain(`/admin/inbox/lead/${leadId}`);
    expect(mail.body).not.toContain("+91 98450 11111"); // the visitor's details stay in the back office
  });

  it("lets a staff member opt into the daily digest", async () => {
    await gotoReady(page, `${server.url}/admin`);
    await page.getByLabel("Send me the daily digest").check();
    await page.getByRole("form", { name: "Daily digest" }).getByRole("button", { name: "Save" }).click();
    await page.getByRole("status").getByText("You will get the daily digest at 09:00 IST.").waitFor();
    expect(await page.getByLabel("Send me the daily digest").isChecked()).toBe(true);
  });

  it("adds and removes a holiday of the business-day promise", async () => {
    await page.getByRole("navigation").getByRole("link", { name: "Holidays" }).click();
    await page.getByRole("heading", { level: 1, name: "Holidays" }).waitFor();
    await page.getByRole("form", { name: "Add a holiday" }).getByLabel("Day").fill("2026-12-25");
    await page.getByRole("form", { name: "Add a holiday" }).getByLabel("Name").fill("Christmas");
    await page.getByRole("button", { name: "Add holiday" }).click();
    await page.getByRole("status").getByText("Holiday added").waitFor();
    await page.getByRole("row", { name: /2026-12-25 Christmas/ }).waitFor();
    await expectAccessible(page);
    await page.getByRole("form", { name: "Remove 2026-12-25" }).getByRole("button", { name: "Remove" }).click();
    await page.getByRole("status").getByText("Holiday removed").waitFor();
    expect(await page.getByRole("row", { name: /2026-12-25/ }).count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
