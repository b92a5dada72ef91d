// A completion rule in real Chromium against the real server: a batch that ended two days ago with
// four sessions held and a learner enrolled before it started (made by the factories in the
// server's data folder before it starts, as no API dates an enrolment in the past). Staff set its
// rule (attendance at least 75 %) on the batch's certificates page, then mark the learner present
// in three sessions of four in the attendance grid. That save certifies the learner at once: the
// certificates page says so, the learner's mail carries the code, and the public /verify page shows
// the certificate valid.
import { describe, expect, it } from "vitest";
import { openPglite } from "../../../server/db/client.ts";
import * as schema from "../../../server/db/schema.ts";
import { createBatch, createCourse, createLearner, daysFromToday, enrol } from "../../../server/test/factories.ts";
import { watchForErrors } from "./browser.ts";
import { expectAccessible, gotoReady, startJourney } from "./journey.ts";

const LEARNER = { firstName: "Rohan", lastName: "Mehta", email: "rohan.rule@example.com" };
const LEARNER_NAME = `${LEARNER.firstName} ${LEARNER.lastName}`;
const COURSE_NAME = "Azure Solutions Architect Bootcamp";
let batchId = 0;

const journey = startJourney({
  mail: true,
  prepare: async (dataDir) => {
    const database = await openPglite({ dataDir });
    try {
      const db = database.db;
      const course = await createCourse(db, { name: COURSE_NAME });
      batchId = (await createBatch(db, course.id, { startDate: daysFromToday(-30), endDate: daysFromToday(-2) })).id;
      const learner = await createLearner(db, LEARNER);
      await enrol(db, learner.id, batchId, new Date(`${daysFromToday(-35)}T06:00:00Z`));
      await db.insert(schema.trainingSchedules).values(
        [-28, -21, -14, -7].map((offset) => ({
          trainingCardId: batchId,
          startsAt: new Date(`${daysFromToday(offset)}T04:30:00Z`),
          endsAt: new Date(`${daysFromToday(offset)}T07:30:00Z`),
          totalHours: 3,
        })),
      );
    } finally {
      await database.close();
    }
  },
});

describe("completion rule", () => {
  it("staff set a rule and mark attendance; the learner is certified at once, mailed, and verifiable", async () => {
    const page = await journey.staffPage({ viewport: { width: 1280, height: 900 } });
    const problems = watchForErrors(page);
    const certificatesUrl = `${journey.server.url}/admin/batches/${batchId}/certificates`;

    // The rule: at least 75 % attendance. Nobody attended yet, so nobody is certified.
    await gotoReady(page, certificatesUrl);
    await page.getByLabel("Minimum attendance (%)").fill("75");
    await page.getByRole("button", { name: "Save rule" }).click();
    await page.getByRole("status").filter({ hasText: "Completion rule saved." }).waitFor();
    const ruleRow = page
      .getByRole("table", { name: "Each learner against the completion rule" })
      .getByRole("row")
      .filter({ hasText: LEARNER_NAME });
    await ruleRow.getByRole("cell", { name: "Not yet", exact: true }).waitFor();
    await expectAccessible(page);

    // Present in the first three sessions of four: 75 %.
    await gotoReady(page, `${journey.server.url}/admin/batches/${batchId}/attendance`);
    const marks = page.getByLabel(new RegExp(`^Attendance of ${LEARNER_NAME} on `));
    expect(await marks.count()).toBe(4);
    for (let i = 0; i < 3; i++) await marks.nth(i).selectOption("present");
    await page.getByRole("button", { name: "Save attendance" }).click();
    await page.getByRole("status").filter({ hasText: "Attendance saved for 3 sessions." }).waitFor();

    // Certified by that save, not by a sweep a minute later.
    await gotoReady(page, certificatesUrl);
    await ruleRow.getByRole("cell", { name: "Certified", exact: true }).waitFor();
    const rosterRow = page.getByRole("row").filter({ hasText: LEARNER.email });
    const code = ((await rosterRow.locator("code").textContent()) ?? "").trim();
    expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{3}[0-9A-Z*~$=]$/);

    // The learner's mail carries the code and the page anyone can check it on.
    const mail = await journey.mailTo(LEARNER.email, (received) => received.body.includes("/verify/"));
    expect(mail.body).toContain(`your certificate for ${COURSE_NAME} is issued`);
    expect(mail.body).toContain(code);

    // A visitor checks it on the public verification page.
    const visitor = await journey.pageWithoutScripts();
    await visitor.goto(`${journey.server.url}/verify`);
    await visitor.getByLabel("Certificate code").fill(code);
    await visitor.getByRole("button", { name: "Verify" }).click();
    await visitor.getByRole("heading", { name: "Valid certificate" }).waitFor();
    const facts = (await visitor.locator("dl", { hasText: "Awarded to" }).textContent()) ?? "";
    expect(facts).toContain(LEARNER_NAME);
    expect(facts).toContain(COURSE_NAME);
    expect(facts).not.toContain(LEARNER.email);
    expect(problems).toEqual([]);
  }, 90_000);
});
