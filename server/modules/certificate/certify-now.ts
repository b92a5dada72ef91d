// Certifying at once, in the aftermath of a request that may have made a learner meet an ended
// batch's completion rule: a passing exam attempt, or attendance staff saved. Each goes through
// certifyByRule for the learners concerned only. The request itself has already succeeded: a
// failure here is logged and swallowed, and the sweep (once a minute) certifies them instead.
import { dayInIndia } from "@skillbridge/core/rules";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import type { MailWorker } from "../mail/worker.ts";
import { certifyByRule, completionRepository } from "./completion.ts";

type Aftermath = { db: Db; log: FastifyBaseLogger; mail?: MailWorker | undefined; origin: string; now?: Date };

async function safely(context: Aftermath, work: (now: Date) => Promise<number>): Promise<number> {
  try {
    const issued = await work(context.now ?? new Date());
    if (issued > 0) context.mail?.wake();
    return issued;
  } catch (error) {
    // Ids only in the log; the sweep retries within a minute.
    context.log.error({ err: error }, "Certifying by the completion rule at once failed; the sweep will retry");
    return 0;
  }
}

/** A learner's exam attempt was just submitted and passed: certify them where the rule names that exam. */
export function certifyAfterExamPassed(context: Aftermath, input: { learnerId: number; testId: number }) {
  return safely(context, async (now) => {
    const { db } = context;
    let issued = 0;
    for (const batchId of await completionRepository.endedBatchesAskingExam(
      db,
      input.learnerId,
      input.testId,
      dayInIndia(now),
    )) {
      issued += await certifyByRule(db, batchId, { origin: context.origin, now, learnerIds: [input.learnerId] });
    }
    return issued;
  });
}

/** Staff just saved attendance of a batch for these learners: certify those who now meet its rule. */
export function certifyAfterAttendance(context: Aftermath, input: { batchId: number; learnerIds: readonly number[] }) {
  return safely(context, async (now) => {
    const { db } = context;
    if (input.learnerIds.length === 0) return 0;
    if (!(await completionRepository.ruleCanCertify(db, input.batchId, dayInIndia(now)))) return 0;
    return certifyByRule(db, input.batchId, { origin: context.origin, now, learnerIds: input.learnerIds });
  });
}
