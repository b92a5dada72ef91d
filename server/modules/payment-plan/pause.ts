// A part of a payment plan left unpaid more than PAUSE_AFTER_DAYS_OVERDUE days after its due day
// pauses the learner's recordings and study materials of that batch (never the seat, the
// schedule or anything else), until it is paid or staff waive it.
import { addDays, formatPaise, PAUSE_AFTER_DAYS_OVERDUE, pausedMessage } from "@skillbridge/core/money";
import { dayInIndia, formatDate } from "@skillbridge/core/rules";
import type { Executor } from "../../db/client.ts";
import { paymentPlanRepository } from "./repository.ts";

/** Why this learner's recordings and materials of these batches are paused now, or null. */
export async function pausedByPlan(db: Executor, email: string, batchIds: readonly number[], now = new Date()) {
  // Paused when due on or before this day: more than PAUSE_AFTER_DAYS_OVERDUE days ago.
  const pausedBefore = addDays(dayInIndia(now), -PAUSE_AFTER_DAYS_OVERDUE);
  const found = await paymentPlanRepository.pausingPart(db, email, batchIds, pausedBefore);
  if (!found) return null;
  return pausedMessage({
    partNo: found.request.partNo!,
    partCount: found.request.partCount!,
    courseName: found.courseName,
    amountText: formatPaise(found.request.amountPaise),
    dueText: formatDate(found.request.dueOn!),
  });
}
