// Completion rules through the real app, on each database: staff only, audited; each learner shown
// against the rule; staff withhold a learner's certificate only with a reason (stored, audited,
// dropped with the mark); once the batch has ended the sweep certifies (and mails) exactly those who
// meet it — attendance at least the minimum over the sessions held, the named exam passed — never one
// staff marked not completed, never twice, not before the end; two sweeps at once certify once; the
// certificate PDF shows the exam score when the rule says so.
import { execFileSync } from "node:child_process";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import {
  apiHeaders,
  auditRows,
  build,
  caller,
  expectStaffOnly,
  signedInPeople,
  type TestContext,
} from "../../test/app.ts";
import { createBatch, createCourse, createLearner, daysFromToday, enrol } from "../../test/factories.ts";
import { startSmtpServer } from "../mail/smtp-test-server.ts";
import { sweepCompletionRules } from "./completion.ts";

const ORIGIN = "https://academy.example.in";
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestContext;
let staffToken: string;
let learnerToken: string;
let courseId: number;
let endedBatchId: number;
let runningBatchId: number;
let examId: number;
const people: Record<"asha" | "bilal" | "chitra" | "dev", number> = { asha: 0, bilal: 0, chitra: 0, dev: 0 };

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await build({ env: { SMTP_URL: smtp.url, PUBLIC_ORIGIN: ORIGIN } });
  const db = t.database.db;
  ({ staffToken, learnerToken } = await signedInPeople(t));
  courseId = (await createCourse(db, { name: "Azure Administrator", hours: { training: 40, lab: 10 } })).id;
  endedBatchId = (await createBatch(db, courseId, { startDate: daysFromToday(-30), endDate: daysFromToday(-2) })).id;
  runningBatchId = (await createBatch(db, courseId, { startDate: daysFromToday(-3), endDate: daysFromToday(10) })).id;
  for (const name of Object.keys(people) as (keyof typeof people)[]) {
    const learner = await createLearner(db, {
      firstName: name[0]!.toUpperCase() + name.slice(1),
      email: `${name}.rule@example.com`,
    });
    people[name] = learner.id;
    await enrol(db, learner.id, endedBatchId, new Date(daysFromToday(-35)));
    await enrol(db, learner.id, runningBatchId, new Date(daysFromToday(-35)));
  }
  // Four sessions held: Asha came to all, Bilal to three, Chitra to one, Dev to all.
  const sessions = await db
    .insert(schema.trainingSchedules)
    .values(
      [-20, -15, -10, -5].map((day) => ({
        trainingCardId: endedBatchId,
        startsAt: new Date(`${daysFromToday(day)}T04:30:00Z`),
        endsAt: new Date(`${daysFromToday(day)}T07:30:00Z`),
        totalHours: 3,
      })),
    )
    .returning();
  const attendedBy = { asha: 4, bilal: 3, chitra: 1, dev: 4 };
  for (const [name, count] of Object.entries(attendedBy)) {
    await db.insert(schema.attendanceMarks).values(
      sessions.map((session, i) => ({
        scheduleId: session.id,
        learnerId: people[name as keyof typeof people],
        status: i < count ? ("present" as const) : ("absent" as const),
        source: "staff" as const,
      })),
    );
  }
  const [exam] = await db
    .insert(schema.examTests)
    .values({ courseId, title: "AZ-104 mock exam", kind: "exam", minutes: 60, questionCount: 10, passPercent: 70 })
    .returning();
  examId = exam!.id;
  // Asha passed on her second attempt (best 86 %); Bilal passed (72 %); Chitra and Dev failed.
  const attempt = (learnerId: number, percent: number) => ({
    testId: examId,
    learnerId,
    seed: 1,
    questionIds: [],
    submittedAt: new Date(),
    correct: Math.round(percent / 10),
    total: 10,
    percent,
    passed: percent >= 70,
  });
  await db
    .insert(schema.examAttempts)
    .values([
      attempt(people.asha, 50),
      attempt(people.asha, 86),
      attempt(people.bilal, 72),
      attempt(people.chitra, 60),
      attempt(people.dev, 40),
    ]);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t, () => staffToken)(...args);
const rule = (batchId: number, body: Record<string, unknown>) =>
  call("PUT", `/api/admin/batches/${batchId}/completion-rule`, body);
const certificatesOf = (batchId: number) =>
  t.database.db.select().from(schema.certificates).where(eq(schema.certificates.trainingCardId, batchId));
const certifiedIds = async (batchId: number) =>
  (await certificatesOf(batchId)).map((row) => row.learnerId).sort((a, b) => a - b);

describe("a batch's completion rule", () => {
  it("is staff only", async () => {
    await expectStaffOnly(
      call,
      [
        ["GET", `/api/admin/batches/${runningBatchId}/completion-rule`],
        ["PUT", `/api/admin/batches/${runningBatchId}/completion-rule`, { minAttendancePercent: 75 }],
        ["DELETE", `/api/admin/batches/${runningBatchId}/completion-rule`],
      ],
      learnerToken,
    );
  });

  it("refuses a rule that asks for nothing or names another course's exam, changing nothing", async () => {
    const nothing = await rule(runningBatchId, { minAttendancePercent: "", examTestId: "" });
    expect(nothing.statusCode).toBe(422);
    expect(nothing.body).toContain("Set a minimum attendance, choose an exam, or both.");
    const otherCourse = await createCourse(t.database.db, { name: "Other course" });
    const [foreign] = await t.database.db
      .insert(schema.examTests)
      .values({
        courseId: otherCourse.id,
        title: "Foreign",
        kind: "exam",
        minutes: 10,
        questionCount: 1,
        passPercent: 50,
      })
      .returning();
    const wrongExam = await rule(runningBatchId, { minAttendancePercent: 50, examTestId: foreign!.id });
    expect(wrongExam.statusCode).toBe(422);
    expect(wrongExam.body).toContain("Choose an exam of this course.");
    expect((await call("GET", `/api/admin/batches/${runningBatchId}/completion-rule`)).json().rule).toBeNull();
  });

  it("before the batch ends, shows who meets it and certifies nobody", async () => {
    const saved = await rule(runningBatchId, { minAttendancePercent: 75, examTestId: examId, showScore: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      batchEnded: false,
      rule: { minAttendancePercent: 75, examTestId: examId, showScore: true },
      exams: [{ id: examId, title: "AZ-104 mock exam" }],
    });
    expect(await sweepCompletionRules(t.database.db, { origin: ORIGIN })).toBe(0);
    expect(await certificatesOf(runningBatchId)).toEqual([]);
  });

  it("withholds a certificate only with a reason (1–300 characters), kept while the mark stands", async () => {
    const mark = (body: Record<string, unknown>) =>
      call("PATCH", `/api/admin/batches/${endedBatchId}/learners/${people.dev}/completion`, body);
    const devMark = async () =>
      (await call("GET", `/api/admin/batches/${endedBatchId}/certificates`))
        .json()
        .learners.find((entry: { learnerId: number }) => entry.learnerId === people.dev);
    const auditBefore = (await auditRows(t, "batch", endedBatchId)).length;
    for (const body of [{ completed: false }, { completed: false, reason: "   " }, { completed: false, reason: "" }]) {
      const refused = await mark(body);
      expect(refused.statusCode).toBe(422);
      expect(refused.body).toContain("Give the reason for marking this learner not completed.");
    }
    const tooLong = await mark({ completed: false, reason: "x".repeat(301) });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.body).toContain("The reason must be at most 300 characters.");
    expect(await devMark()).toMatchObject({ completed: null, notCompletedReason: null });
    expect(await auditRows(t, "batch", endedBatchId)).toHaveLength(auditBefore);

    const marked = await mark({ completed: false, reason: "  Missed the final project  " });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({ completed: false, notCompletedReason: "Missed the final project" });
    const [entry] = (await auditRows(t, "batch", endedBatchId)).slice(-1);
    expect(entry).toMatchObject({
      action: "enrolment.completion",
      before: { learnerId: people.dev, completed: null, reason: null },
      after: { learnerId: people.dev, completed: false, reason: "Missed the final project" },
    });
    // Any other mark drops the reason, whatever is sent with it.
    const unmarked = await mark({ completed: null, reason: "ignored" });
    expect(unmarked.json()).toMatchObject({ completed: null, notCompletedReason: null });
    expect(await devMark()).toMatchObject({ completed: null, notCompletedReason: null });
  });

  it("once the batch has ended, certifies and mails exactly those who meet it, audited as the rule's", async () => {
    // Dev met the attendance but staff marked him not completed: the rule never certifies him.
    const withheld = await call("PATCH", `/api/admin/batches/${endedBatchId}/learners/${people.dev}/completion`, {
      completed: false,
      reason: "Left after week one",
    });
    expect(withheld.statusCode, withheld.body).toBe(200);
    const saved = await rule(endedBatchId, { minAttendancePercent: "75", examTestId: "", showScore: "" });
    expect(saved.statusCode, saved.body).toBe(200);
    const status = saved.json();
    const row = (id: number) => status.learners.find((learner: { learnerId: number }) => learner.learnerId === id);
    expect(row(people.asha)).toMatchObject({ attendancePercent: 100, met: true, certified: true });
    expect(row(people.bilal)).toMatchObject({ attendancePercent: 75, met: true, certified: true });
    expect(row(people.chitra)).toMatchObject({ attendancePercent: 25, met: false, certified: false });
    expect(row(people.dev)).toMatchObject({
      attendancePercent: 100,
      met: true,
      withheld: true,
      withheldReason: "Left after week one",
      certified: false,
    });
    expect(await certifiedIds(endedBatchId)).toEqual([people.asha, people.bilal].sort((a, b) => a - b));
    const [certificate] = (await certificatesOf(endedBatchId)).filter((row) => row.learnerId === people.asha);
    expect(certificate).toMatchObject({ issuedByRule: true, issuedBy: null, examPercent: null });
    const audit = await auditRows(t, "certificate", certificate!.id);
    expect(audit.map((entry) => [entry.action, entry.staffId])).toEqual([["certificate.issue_by_rule", null]]);
    expect((await auditRows(t, "batch", endedBatchId)).map((entry) => entry.action)).toContain("completion_rule.save");

    await t.app.mailWorker.runOnce();
    const mailedTo = smtp.received.flatMap((mail) => mail.to).filter((to) => to.endsWith(".rule@example.com"));
    expect(mailedTo.sort()).toEqual(["asha.rule@example.com", "bilal.rule@example.com"]);
  });

  it("certifies a learner who meets a stricter rule later, once, however many sweeps run at once", async () => {
    // Now the exam too, its score on the certificate: Chitra still misses both, nobody new is met
    // until Chitra's attendance is corrected and she passes.
    const saved = await rule(endedBatchId, { minAttendancePercent: 50, examTestId: examId, showScore: "on" });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await certifiedIds(endedBatchId)).toHaveLength(2);
    const db = t.database.db;
    const sessions = await db
      .select()
      .from(schema.trainingSchedules)
      .where(eq(schema.trainingSchedules.trainingCardId, endedBatchId));
    for (const session of sessions.slice(0, 2)) {
      await db
        .update(schema.attendanceMarks)
        .set({ status: "late" })
        .where(
          and(eq(schema.attendanceMarks.scheduleId, session.id), eq(schema.attendanceMarks.learnerId, people.chitra)),
        );
    }
    await db.insert(schema.examAttempts).values({
      testId: examId,
      learnerId: people.chitra,
      seed: 2,
      questionIds: [],
      submittedAt: new Date(),
      correct: 9,
      total: 10,
      percent: 90,
      passed: true,
    });
    const sweeps = await Promise.all([1, 2, 3].map(() => sweepCompletionRules(db, { origin: ORIGIN })));
    expect(sweeps.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await certifiedIds(endedBatchId)).toEqual([people.asha, people.bilal, people.chitra].sort((a, b) => a - b));
    const chitra = (await certificatesOf(endedBatchId)).find((row) => row.learnerId === people.chitra)!;
    expect(chitra.examPercent).toBe(90);
    const pdfOf = async (id: number) => {
      const pdf = await t.app.inject({
        method: "GET",
        url: `/certificate-files/${id}.pdf`,
        headers: { authorization: apiHeaders(staffToken).authorization! },
      });
      expect(pdf.statusCode).toBe(200);
      return execFileSync("pdftotext", ["-layout", "-", "-"], { input: pdf.rawPayload }).toString("utf8");
    };
    expect(await pdfOf(chitra.id)).toContain("Exam score: 90%");
    // Asha's was issued by the rule before it showed the score: none printed.
    const asha = (await certificatesOf(endedBatchId)).find((row) => row.learnerId === people.asha)!;
    expect(await pdfOf(asha.id)).not.toContain("Exam score");
  });

  it("is removed by staff, audited; the certificates it issued stay", async () => {
    const removed = await call("DELETE", `/api/admin/batches/${endedBatchId}/completion-rule`);
    expect(removed.statusCode).toBe(204);
    expect((await call("DELETE", `/api/admin/batches/${endedBatchId}/completion-rule`)).statusCode).toBe(404);
    expect((await call("GET", `/api/admin/batches/${endedBatchId}/completion-rule`)).json().rule).toBeNull();
    expect(await certifiedIds(endedBatchId)).toHaveLength(3);
  });
});
