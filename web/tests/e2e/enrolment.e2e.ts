// Enrolling from a course page in real Chromium against the real server: a batch's Enroll opens
// the form with the course and batch filled in and the course locked; Back returns to the batch
// popup; a double-clicked submit stores exactly one lead (checked through the idempotent replay
// and, after the server stops, in its embedded database); the success popup's OK goes home.
import AxeBuilder from "@axe-core/playwright";
import type { Course } from "@skillbridge/core/schemas";
import { eq } from "drizzle-orm";
import type { Browser, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite } from "../../../server/db/client.ts";
import { leads } from "../../../server/db/schema.ts";
import { E2E_API_KEY, type ServerProcess, startServer } from "../../../server/test/server-process.ts";
import { launchBrowser, watchForErrors } from "./browser.ts";
import { gotoReady } from "./journey.ts";

let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const EMAIL = "nisha.kulkarni.e2e@example.com";

describe("enrolment from a course page", () => {
  it("pre-fills and locks the course, goes Back, stores one lead on a double click, and OK goes home", async () => {
    const course = (await (
      await fetch(`${server.url}/api/ictData/1`, { headers: { "x-api-key": E2E_API_KEY } })
    ).json()) as Course;
    const path = `/course/${course.id}/${encodeURIComponent(course.ictName.replace(/ /g, "_"))}`;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = watchForErrors(page);
    // The form posts to the course's enrolment page action, which stores the lead.
    const formPosts: Request[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && /\/course\/\d+\/enrol/.test(request.url())) formPosts.push(request);
    });
    await gotoReady(page, `${server.url}${path}`);

    const schedule = page.getByRole("dialog", { name: "Upcoming Confirmed Trainings" });
    await schedule.waitFor();
    const firstBatchId = (await schedule.getByRole("cell").first().textContent())?.trim();
    await schedule.getByRole("button", { name: "Enroll" }).first().click();

    const form = page.getByRole("dialog", { name: "Learner Enrollment form" });
    await form.waitFor();
    const courseField = form.getByRole("combobox", { name: /^Course/ });
    expect(await courseField.inputValue()).toBe(course.ictName);
    expect(await courseField.getAttribute("readonly")).not.toBeNull();
    expect(await form.getByRole("textbox", { name: "Batch" }).inputValue()).toMatch(/^\S+ batch, starts .+ IST$/);
    expect(await form.getByText(/add the country code/).count()).toBe(1);
    const whatsapp = await form.getByRole("link", { name: /WhatsApp/ }).getAttribute("href");
    expect(decodeURIComponent(whatsapp ?? "")).toMatch(/batch, starts .+ IST/);
    expect(decodeURIComponent(whatsapp ?? "")).not.toContain(`Batch ${firstBatchId}`);

    await form.getByRole("button", { name: "Back" }).click();
    await schedule.waitFor();
    await form.waitFor({ state: "hidden" });
    await schedule.getByRole("button", { name: "Enroll" }).first().click();
    await form.waitFor();

    await form.getByRole("textbox", { name: /^Name/ }).fill("Nisha Kulkarni");
    await form.getByRole("textbox", { name: /^E-mail/ }).fill(EMAIL);
    await form.getByRole("textbox", { name: /^Contact/ }).fill("+91 98450 77665");
    await form.getByRole("textbox", { name: /^Requirement/ }).fill("Evening batch suits me.");
    await form.getByRole("button", { name: "Enroll" }).dblclick();

    const success = page.getByRole("dialog", { name: "Congratulations!" });
    await success.waitFor();
    const text = await success.textContent();
    expect(text).toContain(course.ictName);
    expect(text).toMatch(/confirmation e-mail with your login details/);
    expect(text).toMatch(/log in to your learner profile/);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    // One post of the form, with what was typed and the batch; no personal data in its address.
    expect(formPosts).toHaveLength(1);
    const sent = new URLSearchParams(formPosts[0]!.postData() ?? "");
    expect(Object.fromEntries(sent)).toMatchObject({
      leadName: "Nisha Kulkarni",
      leadEmail: EMAIL,
      leadContact: "+91 98450 77665",
      briefRequirement: "Evening batch suits me.",
      trainingId: firstBatchId,
    });
    expect(formPosts[0]!.url()).not.toContain("%40");

    await success.getByRole("button", { name: "OK" }).click();
    await page.waitForURL(`${server.url}/`);
    await success.waitFor({ state: "detached" });
    expect(problems).toEqual([]);
    await context.close();

    // The database holds exactly one lead for this visitor.
    await server.stop();
    const database = await openPglite({ dataDir: server.dataDir });
    try {
      const rows = await database.db.select().from(leads).where(eq(leads.email, EMAIL));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        courseId: course.id,
        trainingCardId: Number(firstBatchId),
        status: "new",
        formSource: "enrolment-form",
      });
    } finally {
      await database.close();
    }
  });
});
