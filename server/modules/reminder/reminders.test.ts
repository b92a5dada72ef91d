// Reminder mails 24 h and 1 h before each session, with the clock moved: each due
// reminder is queued once per learner and session, never for a learner who turned them off, and
// exactly once when several workers (on PostgreSQL: separate connections, like separate server
// processes) run at the same moment.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { build, type TestContext } from "../../test/app.ts";
import { createBatch, createCourse, createLearner, enrol } from "../../test/factories.ts";
import { createMailWorker } from "../mail/worker.ts";
import { queueDueReminders } from "./reminders.ts";

let t: TestContext;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const origin = "https://academy.example.in";
const reminderMails = (to: string) =>
  t.database.db
    .select()
    .from(schema.outbox)
    .where(eq(schema.outbox.to, to))
    .then((rows) => rows.filter((row) => row.kind === "session-reminder"));

async function setUp(startsAt: Date, learnerValues: Parameters<typeof createLearner>[1] = {}) {
  const db = t.database.db;
  const learner = await createLearner(db, learnerValues);
  const course = await createCourse(db, { name: `Ethical Hacking ${learner.id}` });
  const batch = await createBatch(db, course.id, { location: "https://meet.example.in/eh", studyMode: "Online" });
  await enrol(db, learner.id, batch.id);
  const [row] = await db
    .insert(schema.trainingSchedules)
    .values({ trainingCardId: batch.id, startsAt, endsAt: new Date(startsAt.getTime() + 2 * HOUR), totalHours: 2 })
    .returning();
  return { learner, schedule: row!, course };
}

describe("a Hindi learner's reminder", () => {
  it("is written in Hindi, with the Hindi weekday and month, the session's IST time and link", async () => {
    const start = new Date("2031-03-17T04:30:00Z"); // Monday, 10:00 IST
    const { learner, course } = await setUp(start, { language: "hi" });
    await queueDueReminders(t.database.db, { now: () => new Date(start.getTime() - 24 * HOUR), origin });
    const [mail] = await reminderMails(learner.email);
    expect(mail!.subject).toBe(`रिमाइंडर: ${course.name} 24 घंटे में`);
    expect(mail!.text).toContain("सोमवार, 17 मार्च 2031, 10:00–12:00 IST");
    expect(mail!.text).toContain("ऑनलाइन: https://meet.example.in/eh");
    expect(mail!.text).not.toContain("Your session");
  });
});

describe("reminders with the clock moved", () => {
  it("queues the 24-hour one, then the 1-hour one, each once, with the session's IST time and link", async () => {
    const start = new Date("2031-03-10T04:30:00Z"); // 10:00 IST
    const { learner, course } = await setUp(start);
    const at = (ms: number) => () => new Date(start.getTime() - ms);

    await queueDueReminders(t.database.db, { now: at(25 * HOUR), origin });
    expect(await reminderMails(learner.email)).toHaveLength(0);

    await queueDueReminders(t.database.db, { now: at(24 * HOUR), origin });
    await queueDueReminders(t.database.db, { now: at(20 * HOUR), origin });
    const day = await reminderMails(learner.email);
    expect(day).toHaveLength(1);
    expect(day[0]!.subject).toBe(`Reminder: ${course.name} in 24 hours`);
    expect(day[0]!.text).toContain("Mon, 10 Mar 2031, 10:00–12:00 IST");
    expect(day[0]!.text).toContain("https://meet.example.in/eh");
    expect(day[0]!.text).toContain(`${origin}/learner/Profile?tab=settings`);

    await queueDueReminders(t.database.db, { now: at(HOUR - 60_000), origin });
    await queueDueReminders(t.database.db, { now: at(10 * 60_000), origin });
    const all = await reminderMails(learner.email);
    expect(all.map((mail) => mail.subject)).toEqual([
      `Reminder: ${course.name} in 24 hours`,
      `Reminder: ${course.name} in 59 minutes`,
    ]);

    // Once the session has started, nothing more.
    await queueDueReminders(t.database.db, { now: at(-60_000), origin });
    expect(await reminderMails(learner.email)).toHaveLength(2);
  });

  it("sends none to a learner who turned reminders off", async () => {
    const start = new Date("2031-04-10T04:30:00Z");
    const { learner } = await setUp(start, { remindersOff: true });
    await queueDueReminders(t.database.db, { now: () => new Date(start.getTime() - 2 * HOUR), origin });
    await queueDueReminders(t.database.db, { now: () => new Date(start.getTime() - 30 * 60_000), origin });
    expect(await reminderMails(learner.email)).toHaveLength(0);
  });

  it("reminds again when staff move the session", async () => {
    const start = new Date("2031-05-10T04:30:00Z");
    const { learner, schedule } = await setUp(start);
    await queueDueReminders(t.database.db, { now: () => new Date(start.getTime() - 2 * HOUR), origin });
    const later = new Date(start.getTime() + 24 * HOUR);
    await t.database.db
      .update(schema.trainingSchedules)
      .set({ startsAt: later, endsAt: new Date(later.getTime() + 2 * HOUR) })
      .where(eq(schema.trainingSchedules.id, schedule.id));
    await queueDueReminders(t.database.db, { now: () => new Date(later.getTime() - 2 * HOUR), origin });
    expect(await reminderMails(learner.email)).toHaveLength(2);
  });
});

describe("several workers at once", () => {
  it("queue each due reminder exactly once", async () => {
    const start = new Date("2031-06-10T04:30:00Z");
    const learners = [];
    for (let i = 0; i < 6; i++) learners.push((await setUp(start)).learner);
    const now = () => new Date(start.getTime() - 23 * HOUR);
    const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const workers = Array.from({ length: 3 }, () =>
      createMailWorker({
        db: t.database.db,
        from: "x@example.com",
        log: quiet,
        beforeRun: () => queueDueReminders(t.database.db, { now, origin }),
      }),
    );
    await Promise.all(workers.flatMap((worker) => [worker.runOnce(), worker.runOnce()]));
    await Promise.all(workers.map((worker) => worker.runOnce()));
    for (const learner of learners) {
      const mails = await reminderMails(learner.email);
      expect(mails, learner.email).toHaveLength(1);
      expect(mails[0]!.status).toBe("logged");
    }
  });
});
