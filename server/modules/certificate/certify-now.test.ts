// Certified at once, not a minute later, on each database: once a batch with a completion rule has
// ended, a learner who passes the rule's exam (on submitting, or when a timed-out attempt is settled
// as they open it) or whose attendance staff save up to the minimum is certified by that very
// request, and mailed — only that learner, never one staff withheld, never in a batch still running.
// Should certifying fail, the submission still succeeds and the sweep certifies them later.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { build, caller, signedInPeople, signIn, type TestContext } from "../../test/app.ts";
import { createBatch, createCourse, createLearner, daysFromToday, enrol } from "../../test/factories.ts";
import { startSmtpServer } from "../mail/smtp-test-server.ts";
import { sweepCompletionRules } from "./completion.ts";

const ORIGIN = "https://academy.example.in";
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestContext;
let staffToken: string;
let courseId: number;
let endedBatchId: number;
let runningBatchId: number;
let examId: number;

type AttemptJson = {
  id: number;
  questions: { id: number }[];
  submittedAt: string | null;
  result: null | { passed: boolean; percent: number };
};

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await build({ env: { SMTP_URL: smtp.url, PUBLIC_ORIGIN: ORIGIN } });
  ({ staffToken } = await signedInPeople(t));
  const db = t.database.db;
  courseId = (await createCourse(db, { name: "Kubernetes Administrator", hours: { training: 32, lab: 8 } })).id;
  endedBatchId = (await createBatch(db, courseId, { startDate: daysFromToday(-30), endDate: daysFromToday(-2) })).id;
  runningBatchId = (await createBatch(db, courseId, { startDate: daysFromToday(-5), endDate: daysFromToday(20) })).id;
  for (let i = 0; i < 4; i++) {
    const res = await staff("POST", `/api/admin/courses/${courseId}/questions`, {
      kind: "single",
      text: `Question ${i + 1}`,
      options: ["A", "B", "C", "D"],
      correct: [1],
      explanation: "Because.",
      topic: "Pods",
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  const exam = await staff("POST", `/api/admin/courses/${courseId}/tests`, {
    title: "CKA mock exam",
    kind: "exam",
    minutes: 30,
    questionCount: 4,
    topics: [],
    passPercent: 75,
    attemptsAllowed: null,
    showAnswers: false,
  });
  expect(exam.statusCode, exam.body).toBe(201);
  examId = exam.json().id;
  for (const batchId of [endedBatchId, runningBatchId]) {
    const rule = await staff("PUT", `/api/admin/batches/${batchId}/completion-rule`, { examTestId: examId });
    expect(rule.statusCode, rule.body).toBe(200);
  }
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const staff = (...args: Parameters<ReturnType<typeof caller>>) => caller(t, () => staffToken)(...args);

/** A learner enrolled in a batch (before it ended), signed in. */
async function learnerIn(batchId: number, firstName: string) {
  const learner = await createLearner(t.database.db, {
    firstName,
    email: `${firstName.toLowerCase()}.now@example.com`,
  });
  await enrol(t.database.db, learner.id, batchId, new Date(daysFromToday(-35)));
  return { id: learner.id, email: learner.email, token: await signIn(t.app, "learner", learner.email) };
}

/** Starts the exam and answers every question, right (option 1) or wrong. */
async function answeredAttempt(token: string, right: boolean): Promise<AttemptJson> {
  const call = caller(t, () => token);
  const started = await call("POST", `/api/learners/me/tests/${examId}/attempts`);
  expect(started.statusCode, started.body).toBe(201);
  const attempt = started.json() as AttemptJson;
  for (const question of attempt.questions) {
    const saved = await call("PUT", `/api/learners/me/attempts/${attempt.id}/answers/${question.id}`, {
      chosen: [right ? 1 : 2],
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  return attempt;
}

const submit = (token: string, attemptId: number) =>
  caller(t, () => token)("POST", `/api/learners/me/attempts/${attemptId}/submit`);

const certificatesOf = (learnerId: number) =>
  t.database.db.select().from(schema.certificates).where(eq(schema.certificates.learnerId, learnerId));

async function mailedTo(email: string): Promise<number> {
  await t.app.mailWorker.runOnce();
  return smtp.received.filter((mail) => mail.to.includes(email)).length;
}

describe("a passing exam attempt", () => {
  it("certifies the learner of an ended batch on submitting, and mails them", async () => {
    const asha = await learnerIn(endedBatchId, "Asha");
    const failed = await submit(asha.token, (await answeredAttempt(asha.token, false)).id);
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json().result).toMatchObject({ passed: false });
    expect(await certificatesOf(asha.id)).toEqual([]);

    const passed = await submit(asha.token, (await answeredAttempt(asha.token, true)).id);
    expect(passed.statusCode, passed.body).toBe(200);
    expect(passed.json().result).toMatchObject({ passed: true, percent: 100 });
    const [certificate] = await certificatesOf(asha.id);
    expect(certificate).toMatchObject({ trainingCardId: endedBatchId, issuedByRule: true, issuedBy: null });
    expect(await mailedTo(asha.email)).toBe(1);
    // Nothing left for the sweep to do for her.
    expect(await sweepCompletionRules(t.database.db, { origin: ORIGIN })).toBe(0);
    expect(await certificatesOf(asha.id)).toHaveLength(1);
  });

  it("certifies when a timed-out passing attempt is settled as the learner opens it", async () => {
    const dev = await learnerIn(endedBatchId, "Dev");
    const attempt = await answeredAttempt(dev.token, true);
    await t.database.db
      .update(schema.examAttempts)
      .set({ deadlineAt: new Date(Date.now() - 1000) })
      .where(eq(schema.examAttempts.id, attempt.id));
    const opened = await caller(t, () => dev.token)("GET", `/api/learners/me/attempts/${attempt.id}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().result).toMatchObject({ passed: true });
    expect(await certificatesOf(dev.id)).toHaveLength(1);
  });

  it("never certifies a learner staff withheld, nor one of a batch still running", async () => {
    const chitra = await learnerIn(endedBatchId, "Chitra");
    const withheld = await staff("PATCH", `/api/admin/batches/${endedBatchId}/learners/${chitra.id}/completion`, {
      completed: false,
      reason: "Shared answers in the lab exam",
    });
    expect(withheld.statusCode, withheld.body).toBe(200);
    const ravi = await learnerIn(runningBatchId, "Ravi");
    for (const person of [chitra, ravi]) {
      const passed = await submit(person.token, (await answeredAttempt(person.token, true)).id);
      expect(passed.statusCode, passed.body).toBe(200);
      expect(passed.json().result).toMatchObject({ passed: true });
      expect(await certificatesOf(person.id)).toEqual([]);
    }
  });

  it("still succeeds when certifying fails, and the sweep certifies the learner later", async () => {
    const farah = await learnerIn(endedBatchId, "Farah");
    const db = t.database.db;
    // The database refuses every new certificate for a while: an outage of the certifying step.
    await db.execute(sql`create function refuse_certificates() returns trigger language plpgsql as $$
      begin raise exception 'certificates are refused for this test'; end $$`);
    await db.execute(
      sql`create trigger refuse_certificates before insert on certificates for each row execute function refuse_certificates()`,
    );
    try {
      const attempt = await answeredAttempt(farah.token, true);
      const passed = await submit(farah.token, attempt.id);
      expect(passed.statusCode, passed.body).toBe(200);
      expect(passed.json()).toMatchObject({ submittedAt: expect.any(String), result: { passed: true } });
      expect(await certificatesOf(farah.id)).toEqual([]);
    } finally {
      await db.execute(sql`drop trigger refuse_certificates on certificates`);
      await db.execute(sql`drop function refuse_certificates()`);
    }
    expect(await sweepCompletionRules(db, { origin: ORIGIN })).toBe(1);
    expect(await certificatesOf(farah.id)).toHaveLength(1);
  });
});

describe("attendance staff save", () => {
  it("certifies at once the marked learner it brings up to the rule's minimum, and only them", async () => {
    const db = t.database.db;
    const batchId = (await createBatch(db, courseId, { startDate: daysFromToday(-40), endDate: daysFromToday(-3) })).id;
    const meera = await learnerIn(batchId, "Meera");
    const kiran = await learnerIn(batchId, "Kiran");
    const sessions = await db
      .insert(schema.trainingSchedules)
      .values(
        [-30, -20, -10, -5].map((day) => ({
          trainingCardId: batchId,
          startsAt: new Date(`${daysFromToday(day)}T04:30:00Z`),
          endsAt: new Date(`${daysFromToday(day)}T07:30:00Z`),
          totalHours: 3,
        })),
      )
      .returning();
    // Meera attended two sessions in four, Kiran three; the third session's marks are missing for Meera.
    await db.insert(schema.attendanceMarks).values([
      ...[0, 1].map((i) => ({
        scheduleId: sessions[i]!.id,
        learnerId: meera.id,
        status: "present" as const,
        source: "staff" as const,
      })),
      ...[0, 1, 2].map((i) => ({
        scheduleId: sessions[i]!.id,
        learnerId: kiran.id,
        status: "present" as const,
        source: "staff" as const,
      })),
    ]);
    // The rule is in place without being saved through the API (which certifies at once): Kiran
    // meets it already and is left to the sweep.
    await db.insert(schema.completionRules).values({ trainingCardId: batchId, minAttendancePercent: 75 });

    const marked = await staff("PUT", `/api/admin/batches/${batchId}/attendance/${sessions[2]!.id}`, {
      marks: [{ learnerId: meera.id, status: "late" }],
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(await certificatesOf(meera.id)).toHaveLength(1);
    expect(await certificatesOf(kiran.id)).toEqual([]);
    expect(await mailedTo(meera.email)).toBe(1);
    expect(await sweepCompletionRules(db, { origin: ORIGIN })).toBe(1);
    expect(await certificatesOf(kiran.id)).toHaveLength(1);
  });

  it("certifies nobody while the batch runs", async () => {
    const db = t.database.db;
    const batchId = (await createBatch(db, courseId, { startDate: daysFromToday(-10), endDate: daysFromToday(5) })).id;
    const nisha = await learnerIn(batchId, "Nisha");
    const [session] = await db
      .insert(schema.trainingSchedules)
      .values({
        trainingCardId: batchId,
        startsAt: new Date(`${daysFromToday(-2)}T04:30:00Z`),
        endsAt: new Date(`${daysFromToday(-2)}T07:30:00Z`),
        totalHours: 3,
      })
      .returning();
    await db.insert(schema.completionRules).values({ trainingCardId: batchId, minAttendancePercent: 50 });
    const marked = await staff("PUT", `/api/admin/batches/${batchId}/attendance/${session!.id}`, {
      marks: [{ learnerId: nisha.id, status: "present" }],
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(await certificatesOf(nisha.id)).toEqual([]);
  });
});
