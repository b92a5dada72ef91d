import {
  type CompletionFacts,
  type CompletionRule,
  type CompletionRuleInput,
  type CompletionStatus,
  meetsRule,
} from "@skillbridge/core";
import { dayInIndia } from "@skillbridge/core/rules";
import { and, asc, eq, isNotNull, lt, type SQL, sql } from "drizzle-orm";
import type { Db, Executor, Tx } from "../../db/client.ts";
import { completionRules, examAttempts, examTests, trainingCards } from "../../db/schema.ts";
import { attendanceSheet } from "../attendance/sheet.ts";
import { type Actor, auditedWrite } from "../audit/audit.ts";
import { issueCertificate } from "./issue.ts";
import { certificateRepository as repo } from "./repository.ts";

const RULE_ACTOR: Actor = { staffId: null, requestId: "completion-rule", ip: "" };

/** How often the sweep looks for learners to certify: a minute, like the payment sweep. */
export const COMPLETION_SWEEP_EVERY_MS = 60_000;

export const completionRepository = {
  async rule(db: Executor, batchId: number): Promise<CompletionRule | null> {
    const [row] = await db.select().from(completionRules).where(eq(completionRules.trainingCardId, batchId));
    return row
      ? { minAttendancePercent: row.minAttendancePercent, examTestId: row.examTestId, showScore: row.showScore }
      : null;
  },

  async saveRule(tx: Tx, batchId: number, rule: CompletionRuleInput): Promise<void> {
    const values = { ...rule, updatedAt: new Date() };
    await tx
      .insert(completionRules)
      .values({ trainingCardId: batchId, ...values })
      .onConflictDoUpdate({ target: completionRules.trainingCardId, set: values });
  },

  async removeRule(tx: Tx, batchId: number): Promise<boolean> {
    const rows = await tx
      .delete(completionRules)
      .where(eq(completionRules.trainingCardId, batchId))
      .returning({ id: completionRules.trainingCardId });
    return rows.length > 0;
  },

  /** The exams a batch's rule may name: its course's timed tests, for all its batches or this one. */
  async exams(db: Executor, batchId: number): Promise<{ id: number; title: string }[]> {
    return db
      .select({ id: examTests.id, title: examTests.title })
      .from(examTests)
      .innerJoin(trainingCards, eq(trainingCards.courseId, examTests.courseId))
      .where(
        and(
          eq(trainingCards.id, batchId),
          eq(examTests.kind, "exam"),
          sql`(${examTests.batchId} is null or ${examTests.batchId} = ${batchId})`,
        ),
      )
      .orderBy(asc(examTests.id));
  },

  /** Each learner's submitted attempts at a test: passed at least once, and their best score. */
  async examResults(db: Executor, testId: number): Promise<Map<number, { passed: boolean; percent: number | null }>> {
    const rows = await db
      .select({
        learnerId: examAttempts.learnerId,
        passed: sql<boolean>`bool_or(coalesce(${examAttempts.passed}, false))`,
        percent: sql<number | null>`max(${examAttempts.percent})`,
      })
      .from(examAttempts)
      .where(and(eq(examAttempts.testId, testId), isNotNull(examAttempts.submittedAt)))
      .groupBy(examAttempts.learnerId);
    return new Map(rows.map((row) => [row.learnerId, { passed: Boolean(row.passed), percent: row.percent }]));
  },

  /**
   * The ended batches of one learner whose rule names this exam, where the learner is neither
   * withheld nor already certified: where passing it may certify them now.
   */
  endedBatchesAskingExam(db: Executor, learnerId: number, testId: number, today: string): Promise<number[]> {
    return endedRuleBatches(db, today, eq(completionRules.examTestId, testId), awaitingCertificate(learnerId));
  },

  /** Whether a batch has a rule and has ended (IST days): only then can a change certify anyone. */
  async ruleCanCertify(db: Executor, batchId: number, today: string): Promise<boolean> {
    return (await endedRuleBatches(db, today, eq(completionRules.trainingCardId, batchId))).length > 0;
  },

  /** Batches with a rule that have ended and still have an enrolled learner without a valid certificate. */
  batchesToSweep(db: Executor, today: string): Promise<number[]> {
    return endedRuleBatches(db, today, awaitingCertificate());
  },
};

/** The batch has an enrolled learner (this one, when given) neither marked not completed nor validly certified. */
const awaitingCertificate = (learnerId?: number) =>
  sql`exists (select 1 from enrolments e where e.training_card_id = ${trainingCards.id}
    ${learnerId === undefined ? sql`` : sql`and e.learner_id = ${learnerId}`}
    and e.completed is distinct from false
    and not exists (select 1 from certificates c where c.learner_id = e.learner_id
      and c.training_card_id = e.training_card_id and c.revoked_at is null))`;

/** The ids of the batches with a rule whose end date is before today (IST days), meeting the conditions. */
async function endedRuleBatches(db: Executor, today: string, ...conditions: SQL[]): Promise<number[]> {
  const rows = await db
    .select({ id: completionRules.trainingCardId })
    .from(completionRules)
    .innerJoin(trainingCards, eq(trainingCards.id, completionRules.trainingCardId))
    .where(and(isNotNull(trainingCards.endDate), lt(trainingCards.endDate, today), ...conditions));
  return rows.map((row) => row.id);
}

/** Each enrolled learner's attendance and exam result against the batch's rule. */
async function factsOf(db: Executor, batchId: number, rule: CompletionRule | null, now: Date) {
  const batch = await repo.batch(db, batchId);
  if (!batch) return null;
  const [sheet, exam] = await Promise.all([
    attendanceSheet(db, { id: batch.id, courseName: batch.courseName }, now),
    rule?.examTestId != null ? completionRepository.examResults(db, rule.examTestId) : new Map(),
  ]);
  const attendance = new Map(sheet.learners.map((learner) => [learner.learnerId, learner.percent]));
  const factsFor = (learnerId: number): CompletionFacts => {
    const result = exam.get(learnerId);
    return {
      attendancePercent: attendance.get(learnerId) ?? null,
      examPassed: result?.passed ?? false,
      examPercent: result?.percent ?? null,
    };
  };
  return { batch, factsFor };
}

export async function completionStatus(
  db: Executor,
  batchId: number,
  now = new Date(),
): Promise<CompletionStatus | null> {
  const rule = await completionRepository.rule(db, batchId);
  const measured = await factsOf(db, batchId, rule, now);
  if (!measured) return null;
  const [roster, exams] = await Promise.all([repo.roster(db, batchId), completionRepository.exams(db, batchId)]);
  const { batch, factsFor } = measured;
  return {
    batchId,
    batchEnded: batch.endDate !== null && batch.endDate < dayInIndia(now),
    rule,
    exams,
    learners: roster.map((entry) => {
      const facts = factsFor(entry.learnerId);
      return {
        learnerId: entry.learnerId,
        name: entry.name,
        ...facts,
        met: rule ? meetsRule(rule, facts) : false,
        withheld: entry.completed === false,
        withheldReason: entry.notCompletedReason,
        certified: entry.certificate != null && entry.certificate.revokedAt === null,
      };
    }),
  };
}

/**
 * Certifies, in one batch that has ended, every learner who meets its rule and has no valid
 * certificate: not one staff marked not completed, nor one who enrolled after the end. Audited as
 * issued by the rule; each learner is mailed. Answers how many were certified. Given learnerIds,
 * only those learners are considered (a change that concerns them alone).
 */
export async function certifyByRule(
  db: Db,
  batchId: number,
  options: { origin: string; now?: Date; learnerIds?: readonly number[] },
): Promise<number> {
  const now = options.now ?? new Date();
  const only = options.learnerIds ? new Set(options.learnerIds) : null;
  const today = dayInIndia(now);
  return auditedWrite(db, RULE_ACTOR, async (tx, audit) => {
    await repo.lockBatch(tx, batchId);
    const rule = await completionRepository.rule(tx, batchId);
    const measured = rule ? await factsOf(tx, batchId, rule, now) : null;
    if (!rule || !measured) return 0;
    const { batch, factsFor } = measured;
    const endDate = batch.endDate;
    if (endDate === null || endDate >= today) return 0;
    const [roster, enrolledAt] = await Promise.all([repo.roster(tx, batchId), repo.enrolledAt(tx, batchId)]);
    let issued = 0;
    for (const entry of roster) {
      if (only && !only.has(entry.learnerId)) continue;
      if (entry.completed === false) continue;
      if (entry.certificate && entry.certificate.revokedAt === null) continue;
      if (dayInIndia(enrolledAt.get(entry.learnerId) ?? now) > endDate) continue;
      const facts = factsFor(entry.learnerId);
      if (!meetsRule(rule, facts)) continue;
      await issueCertificate(tx, audit, {
        batch: { ...batch, endDate },
        learner: entry,
        origin: options.origin,
        issuedBy: null,
        byRule: {
          examPercent: rule.showScore && rule.examTestId != null ? facts.examPercent : null,
          judged: { rule, facts },
        },
      });
      issued++;
    }
    return issued;
  });
}

/** Every ended batch with a rule, swept once: how many learners were certified. */
export async function sweepCompletionRules(db: Db, options: { origin: string; now?: Date }): Promise<number> {
  const now = options.now ?? new Date();
  let issued = 0;
  for (const batchId of await completionRepository.batchesToSweep(db, dayInIndia(now))) {
    issued += await certifyByRule(db, batchId, { ...options, now });
  }
  return issued;
}

/** The mail worker's scheduled job: a sweep at most once a minute per process. */
export function createCompletionSweep(options: { db: Db; origin: string; now?: () => Date }) {
  const now = options.now ?? (() => new Date());
  let last = 0;
  return async function tick(): Promise<number | null> {
    const at = now();
    if (at.getTime() - last < COMPLETION_SWEEP_EVERY_MS) return null;
    last = at.getTime();
    return sweepCompletionRules(options.db, { origin: options.origin, now: at });
  };
}
