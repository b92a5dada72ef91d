// A full batch in real Chromium against the real server, at 360 and 1280 px: staff fill a batch
// (one learner enrolled, capacity 1) and give it weekend sessions; its table on the course page
// lists its fee, seats left and days; its form says "Join the waitlist for …" and the answer
// "You are on the waitlist (position N)", never "Congratulations".
import type { TrainingCard } from "@skillbridge/core/schemas";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { E2E_API_KEY, type ServerProcess, startServer } from "../../../server/test/server-process.ts";
import { launchBrowser, watchForErrors } from "./browser.ts";

let server: ServerProcess;
let browser: Browser;
let staffToken: string;
let coursePath: string;
let full: TrainingCard;

const api = async (method: string, path: string, body?: object, token?: string) => {
  const res = await fetch(`${server.url}/api${path}`, {
    method,
    headers: {
      "x-api-key": E2E_API_KEY,
      ...(body ? { "content-type": "application/json" } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
  return res.json();
};

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  ({ access_token: staffToken } = await api("POST", "/login/staff/", {
    email: "demo.staff@example.com",
    password: "Staff@12345",
  }));
  const page = (await api("GET", "/ictData/1/page")) as {
    course: { id: number; ictName: string };
    batches: TrainingCard[];
  };
  coursePath = `/course/${page.course.id}/${encodeURIComponent(page.course.ictName.replace(/ /g, "_"))}`;
  const today = new Date().toISOString().slice(0, 10);
  full = page.batches.filter((batch) => batch.batchStartDate > today).at(-1)!;
  // One learner enrolled (a lead staff convert), then capacity 1: the batch is full.
  const lead = await api("POST", "/leads/", {
    leadName: "Seat Holder",
    leadEmail: "seat.holder.e2e@example.com",
    leadContact: "+91 98450 11111",
    leadStatus: "new",
    ictId_id: page.course.id,
    trainingId: full.id,
  });
  await api("POST", `/admin/leads/${lead.id}/convert`, {}, staffToken);
  await api("PUT", `/admin/batches/${full.id}/capacity`, { capacity: 1 }, staffToken);
  // Two sessions on a Saturday and a Sunday (IST), at the card's times.
  const saturday = new Date(`${full.batchStartDate}T00:00:00Z`);
  saturday.setUTCDate(saturday.getUTCDate() + ((6 - saturday.getUTCDay() + 7) % 7));
  for (const offset of [0, 1]) {
    const day = new Date(saturday.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    await api(
      "POST",
      `/admin/batches/${full.id}/schedules`,
      {
        scheduleStart: `${day}T${full.batchStartTime.slice(0, 5)}:00+05:30`,
        scheduleEnd: `${day}T${full.batchEndTime.slice(0, 5)}:00+05:30`,
        totalHours: 2,
      },
      staffToken,
    );
  }
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("a full batch on the course page", () => {
  for (const width of [360, 1280]) {
    it(`at ${width} px lists its fee, seats left and days, and puts the visitor on the waitlist plainly`, async () => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const problems = watchForErrors(page);
      await page.goto(`${server.url}${coursePath}`);
      const schedule = page.getByRole("dialog", { name: "Upcoming Confirmed Trainings" });
      await schedule.waitFor();
      const item = schedule.getByRole("listitem").filter({ has: page.getByText(`Batch ${full.id}: starts`) });
      const facts = item.getByRole("list", { name: "Batch details" });
      await facts.waitFor();
      const text = (await facts.textContent()) ?? "";
      expect(text).toMatch(/Fee: ₹[\d,]+(\.\d\d)? \(all taxes inclusive\)/);
      expect(text).toContain("0 seats left");
      expect(text).toContain("Weekend: Sat, Sun");

      await item.getByRole("button", { name: "Join waitlist" }).click();
      const form = page.getByRole("dialog", { name: "Learner Enrollment form" });
      await form.waitFor();
      await form
        .getByText(/^Join the waitlist for /)
        .first()
        .waitFor();
      await form.getByRole("textbox", { name: /^Name/ }).fill("Waiting Visitor");
      await form.getByRole("textbox", { name: /^E-mail/ }).fill(`waiting.${width}.e2e@example.com`);
      await form.getByRole("textbox", { name: /^Contact/ }).fill("+91 98450 22222");
      await form.getByRole("button", { name: "Join the waitlist" }).click();

      const result = page.getByRole("dialog", { name: "You are on the waitlist" });
      await result.waitFor();
      // The 360 px visitor came first: position 1, then the 1280 px one: position 2.
      expect(await result.textContent()).toContain(`You are on the waitlist (position ${width === 360 ? 1 : 2})`);
      expect(await page.getByText("Congratulations").count()).toBe(0);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
