// When a batch opens for a course, everyone who asked to be told and has not been gets one mail.
// Runs inside the transaction that stores the batch: the claim and the mails commit with it, or
// not at all.
import type { TrainingCard } from "@skillbridge/core";
import { dayInIndia } from "@skillbridge/core/rules";
import type { Executor } from "../../db/client.ts";
import { outboxRepository } from "../mail/outbox-repository.ts";
import { BATCH_OPENED_KIND, batchOpenedMail } from "./mail.ts";
import { batchInterestRepository } from "./repository.ts";

type Batch = Pick<
  TrainingCard,
  | "id"
  | "ictId_id"
  | "status"
  | "batchStartDate"
  | "batchEndDate"
  | "batchStartTime"
  | "batchEndTime"
  | "ictStudyMode"
  | "ictLocation"
>;

/** Only an active batch that starts today or later (IST) is one a person can still enrol in. */
export function opensForEnrolment(batch: Pick<Batch, "status" | "batchStartDate">, now = new Date()): boolean {
  return batch.status === "A" && batch.batchStartDate >= dayInIndia(now);
}

/** Claims the course's waiting requests for this batch and queues their mails; answers how many. */
export async function notifyWaiting(
  tx: Executor,
  input: { batch: Batch; course: { id: number; name: string }; origin: string },
): Promise<number> {
  const { batch, course, origin } = input;
  if (!opensForEnrolment(batch)) return 0;
  const claimed = await batchInterestRepository.claimWaiting(tx, course.id, batch.id);
  for (const person of claimed) {
    const mail = batchOpenedMail({
      name: person.name,
      course,
      origin,
      batch: {
        startDate: batch.batchStartDate,
        endDate: batch.batchEndDate,
        startTime: batch.batchStartTime,
        endTime: batch.batchEndTime,
        studyMode: batch.ictStudyMode,
        location: batch.ictLocation,
      },
    });
    await outboxRepository.enqueue(tx, { ...mail, to: person.email, kind: BATCH_OPENED_KIND });
  }
  return claimed.length;
}
