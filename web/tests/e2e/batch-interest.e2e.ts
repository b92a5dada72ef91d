// "Tell me when a batch opens", in real Chromium against the real server, its demo data and a real
// SMTP server: a visitor without JavaScript asks on a course page with no upcoming batch and the
// answer page promises a mail; staff add a batch to the course, and the mail reaches the visitor
// (and the demo's two waiting people) naming the course, the batch and the course page to enrol on.
// With scripts the same form sends in place (the schedule popup's too), and the page passes axe.
import { describe, expect, it } from "vitest";
import { E2E_API_KEY } from "../../../server/test/server-process.ts";
import { watchForErrors } from "./browser.ts";
import { expectAccessible, gotoReady, startJourney } from "./journey.ts";

const COURSE = "AWS Certified Cloud Practitioner (CLF-C02)";
const VISITOR = { name: "Neha Kulkarni", email: "neha.kulkarni@example.org" };

const journey = startJourney({ mail: true });

/** An IST day `offset` days from today, as the batch form takes it. */
function dayFromToday(offset: number): string {
  const now = new Date(Date.now() + 5.5 * 3_600_000 + offset * 86_400_000);
  return now.toISOString().slice(0, 10);
}

async function coursePathOf(name: string) {
  const found = await journey.api(`/ictData/?search=${encodeURIComponent(name)}`);
  const course = ((await found.json()) as { id: number; ictName: string }[]).find((item) => item.ictName === name);
  expect(course, `${name} in the demo data`).toBeDefined();
  return { id: course!.id, path: `/course/${course!.id}/${course!.ictName.replace(/ /g, "_")}` };
}

describe("Tell me when a batch opens", () => {
  it("is asked without scripts, and the mail arrives when staff add a batch", async () => {
    const { id, path } = await coursePathOf(COURSE);
    const course = { id };

    const page = await journey.pageWithoutScripts();
    await page.goto(`${journey.server.url}${path}`);
    const schedule = page.getByRole("region", { name: "Upcoming Confirmed Trainings" });
    await schedule.getByText("Oops... No Upcoming Training Announced Yet").waitFor();
    const form = schedule.getByRole("form", { name: "Tell me when a batch opens" });
    await form.getByRole("textbox", { name: "Name" }).fill(VISITOR.name);
    await form.getByRole("textbox", { name: "E-mail" }).fill(VISITOR.email);
    await form.getByRole("button", { name: "Tell me when a batch opens" }).click();
    await page.getByText(`We will e-mail you when a batch of ${COURSE} opens.`).waitFor();

    const staff = await journey.staffPage();
    const added = await staff.request.post(`${journey.server.url}/api/admin/courses/${course!.id}/batches`, {
      headers: { "x-api-key": E2E_API_KEY },
      data: {
        batchStartDate: dayFromToday(20),
        batchEndDate: dayFromToday(40),
        batchStartTime: "10:00",
        batchEndTime: "13:00",
        ictStudyMode: "Online",
        ictLocation: "Online (Zoom)",
        ictHours: 40,
        status: "A",
      },
    });
    expect(added.status()).toBe(201);

    const subject = (mail: { body: string }) =>
      mail.body.includes(`You asked us to tell you when a batch of ${COURSE} opens.`);
    const mail = await journey.mailTo(VISITOR.email, subject);
    expect(mail.body).toContain(`Dear ${VISITOR.name},`);
    expect(mail.body).toContain("Mode: Online, Online (Zoom)");
    expect(mail.body).toMatch(new RegExp(`https?://[^\\s"<>]+/course/${course!.id}/AWS_Certified_Cloud_Practitioner`));
    // The demo's two waiting people are told too, once each.
    await journey.mailTo("kavya.menon@example.com", subject);
    await journey.mailTo("rohit.deshpande@example.com", subject);
  });

  it("sends in place with scripts, in the popup and on the page, with no accessibility violations", async () => {
    const name = "Google Cloud Associate Cloud Engineer";
    const { path } = await coursePathOf(name);
    const context = await journey.browser.newContext();
    const page = await context.newPage();
    const problems = watchForErrors(page);
    await gotoReady(page, `${journey.server.url}${path}`);
    const popup = page.getByRole("dialog", { name: "Upcoming Confirmed Trainings" });
    await popup.waitFor();
    const inPopup = popup.getByRole("form", { name: "Tell me when a batch opens" });
    await inPopup.getByRole("textbox", { name: "Name" }).fill("Arjun Pillai");
    await inPopup.getByRole("textbox", { name: "E-mail" }).fill("arjun.pillai@example.org");
    await inPopup.getByRole("textbox", { name: "Phone (optional)" }).fill("+91 98450 11223");
    await inPopup.getByRole("button", { name: "Tell me when a batch opens" }).click();
    await popup.getByText(`We will e-mail you when a batch of ${name} opens.`).waitFor();
    expect(new URL(page.url()).pathname).toBe(path);
    await popup.getByRole("button", { name: "Close" }).click();
    await popup.waitFor({ state: "hidden" });

    const schedule = page.getByRole("region", { name: "Upcoming Confirmed Trainings" });
    const onPage = schedule.getByRole("form", { name: "Tell me when a batch opens" });
    await onPage.getByRole("textbox", { name: "Name" }).fill("Arjun Pillai");
    await onPage.getByRole("textbox", { name: "E-mail" }).fill("not-an-address");
    await expectAccessible(page);
    await onPage.getByRole("textbox", { name: "E-mail" }).fill("ARJUN.PILLAI@example.org");
    await onPage.getByRole("button", { name: "Tell me when a batch opens" }).click();
    await schedule.getByText(`We will e-mail you when a batch of ${name} opens.`).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
