// Attendance in real Chromium against the real server and its demo data: the demo staff member,
// without JavaScript, marks the demo learner in the latest held session of their ongoing batch on
// the batch's attendance page (a labelled select in a table, a plain POST, a saved message); the
// learner then sees that mark and their percentage on their own attendance page. Both pages pass axe.
import { describe, expect, it } from "vitest";
import { DEMO_LEARNER, expectAccessible, gotoReady, startJourney } from "./journey.ts";

const journey = startJourney();

/** The demo learner's ongoing batch: started, not yet ended (IST days as the API gives them). */
async function ongoingBatchId(): Promise<number> {
  const login = await journey.api("/login/learners/", { method: "POST", body: JSON.stringify(DEMO_LEARNER) });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const cards = (await (
    await journey.api(`/learners/email/${encodeURIComponent(DEMO_LEARNER.email)}/training-cards`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { trainingCard: { id: number; batchStartDate: string; batchEndDate: string | null } }[];
  const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
  const ongoing = cards.find(
    (card) => card.trainingCard.batchStartDate <= today && (card.trainingCard.batchEndDate ?? today) >= today,
  );
  expect(ongoing, "the demo learner has an ongoing batch").toBeDefined();
  return ongoing!.trainingCard.id;
}

describe("attendance", () => {
  it("staff mark a session without scripts; the learner sees the mark and their percentage", async () => {
    const batchId = await ongoingBatchId();
    const staff = await journey.staffPage({ javaScriptEnabled: false });
    await staff.goto(`${journey.server.url}/admin/batches/${batchId}`);
    await staff.getByRole("link", { name: "Attendance", exact: true }).click();
    await staff.waitForURL(`${journey.server.url}/admin/batches/${batchId}/attendance`);
    const select = staff.getByLabel(/^Attendance of Ananya Sharma on /).last();
    const label = (await staff.locator(`label[for="${await select.getAttribute("id")}"]`).textContent()) ?? "";
    const sessionText = label.replace(/^Attendance of Ananya Sharma on /, "");
    const next = (await select.inputValue()) === "absent" ? "present" : "absent";
    await select.selectOption(next);
    await staff.getByRole("button", { name: "Save attendance" }).click();
    await staff.getByRole("status").filter({ hasText: "Attendance saved for 1 session." }).waitFor();
    expect(await staff.getByLabel(label).inputValue()).toBe(next);

    const learner = await journey.learnerPage();
    await gotoReady(learner, `${journey.server.url}/learner/trainings/${batchId}/attendance`);
    const row = learner.getByRole("row").filter({ has: learner.getByRole("rowheader", { name: sessionText }) });
    expect(await row.getByRole("cell").textContent()).toBe(next === "absent" ? "Absent" : "Present");
    expect(await learner.getByText(/^You attended \d+ of \d+ sessions held so far \(\d+ %\)/).count()).toBe(1);
    await expectAccessible(learner);
    const scan = await journey.staffPage();
    await gotoReady(scan, `${journey.server.url}/admin/batches/${batchId}/attendance`);
    await expectAccessible(scan);
  }, 30_000);
});
