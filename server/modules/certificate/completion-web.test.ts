// The completion rule on a batch's certificates page, as a browser without scripts posts it: a rule
// asking for nothing is refused with the reason beside the form and nothing saved; a saved rule
// shows each learner against it and, the batch having ended, certifies the learner who meets it.
// Withholding a learner's certificate (marking them not completed) needs a reason: a blank one is
// refused beside that learner's form and changes nothing; a given one shows beside the learner.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { SESSION_COOKIE } from "../../plugins/auth.ts";
import { build, signedInPeople, type TestContext } from "../../test/app.ts";
import { createBatch, createCourse, createLearner, daysFromToday, enrol } from "../../test/factories.ts";

let t: TestContext;
let staffToken: string;
let batchId: number;
let metId: number;
let missedId: number;

beforeAll(async () => {
  t = await build({ web: true, env: { PAGE_CACHE_SECONDS: "0" } });
  ({ staffToken } = await signedInPeople(t));
  const db = t.database.db;
  const course = await createCourse(db, { name: "CCNA Bootcamp" });
  batchId = (await createBatch(db, course.id, { startDate: daysFromToday(-20), endDate: daysFromToday(-1) })).id;
  const met = await createLearner(db, { firstName: "Meera", lastName: "Iyer" });
  const missed = await createLearner(db, { firstName: "Kabir", lastName: "Das" });
  metId = met.id;
  missedId = missed.id;
  for (const learner of [met, missed]) await enrol(db, learner.id, batchId, new Date(daysFromToday(-25)));
  const [session] = await db
    .insert(schema.trainingSchedules)
    .values({
      trainingCardId: batchId,
      startsAt: new Date(`${daysFromToday(-10)}T04:30:00Z`),
      endsAt: new Date(`${daysFromToday(-10)}T06:30:00Z`),
      totalHours: 2,
    })
    .returning();
  await db.insert(schema.attendanceMarks).values([
    { scheduleId: session!.id, learnerId: met.id, status: "present", source: "staff" },
    { scheduleId: session!.id, learnerId: missed.id, status: "absent", source: "staff" },
  ]);
});
afterAll(() => t?.close());

const url = () => `/admin/batches/${batchId}/certificates`;
const post = (form: Record<string, string>) =>
  t.app.inject({
    method: "POST",
    url: url(),
    headers: {
      origin: "http://localhost",
      "sec-fetch-site": "same-origin",
      "sec-fetch-mode": "navigate",
      "sec-fetch-dest": "document",
      cookie: `${SESSION_COOKIE}=${staffToken}`,
      "content-type": "application/x-www-form-urlencoded",
    },
    payload: new URLSearchParams(form).toString(),
  });

describe("the completion rule form", () => {
  it("refuses a rule that asks for nothing, saying so beside the form, and saves nothing", async () => {
    const res = await post({ intent: "completion-rule", minAttendancePercent: "", examTestId: "" });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('id="completion-rule-error"');
    expect(res.body).toContain("Set a minimum attendance, choose an exam, or both.");
    expect(await t.database.db.select().from(schema.completionRules)).toEqual([]);
  });

  it("saves a rule, shows each learner against it and certifies the one who meets it", async () => {
    const res = await post({ intent: "completion-rule", minAttendancePercent: "80", examTestId: "" });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.body).toContain("Completion rule saved.");
    const page = await t.app.inject({ url: url(), headers: { cookie: `${SESSION_COOKIE}=${staffToken}` } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('value="80"');
    expect(page.body).toMatch(/Meera Iyer<\/td><td>100 %<\/td><td>Not asked<\/td><td>Certified<\/td>/);
    expect(page.body).toMatch(/Kabir Das<\/td><td>0 %<\/td><td>Not asked<\/td><td>Not yet<\/td>/);
    const issued = await t.database.db
      .select()
      .from(schema.certificates)
      .where(eq(schema.certificates.trainingCardId, batchId));
    expect(issued.map((row) => [row.learnerId, row.issuedByRule])).toEqual([[metId, true]]);
    const removed = await post({ intent: "remove-completion-rule" });
    expect(removed.body).toContain("Completion rule removed.");
  });

  it("refuses to withhold a certificate without a reason, beside the learner, and changes nothing", async () => {
    const res = await post({
      intent: "completion",
      learnerId: String(missedId),
      completed: "not-completed",
      reason: " ",
    });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain(`id="completion-reason-${missedId}-error"`);
    expect(res.body).toContain("Give the reason for marking this learner not completed.");
    const [enrolment] = await t.database.db
      .select()
      .from(schema.enrolments)
      .where(eq(schema.enrolments.learnerId, missedId));
    expect(enrolment).toMatchObject({ completed: null, notCompletedReason: null });
  });

  it("withholds it with a reason, shown beside the learner in both lists", async () => {
    const res = await post({
      intent: "completion",
      learnerId: String(missedId),
      completed: "not-completed",
      reason: "Missed every lab session",
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.body).toContain("Saved: Kabir Das not completed.");
    await post({ intent: "completion-rule", minAttendancePercent: "80", examTestId: "" });
    const page = await t.app.inject({ url: url(), headers: { cookie: `${SESSION_COOKIE}=${staffToken}` } });
    expect(page.body).toContain("<strong>Marked not completed: Missed every lab session</strong>");
    expect(page.body).toMatch(
      /Kabir Das<\/td><td>0 %<\/td><td>Not asked<\/td><td>Marked not completed: Missed every lab session<\/td>/,
    );
    expect(page.body).toContain('value="Missed every lab session"');
  });
});
