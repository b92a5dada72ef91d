// The daily follow-up digest: at 09:00 IST each staff member who opted in gets one
// mail — new leads and enquiries of the last 24 hours, those past the 1-business-day promise, and
// the batches starting this week with their fill. Queued through the outbox by the mail worker's
// run (so it goes out like every other mail), once per staff member per IST day however many
// processes run the worker: the claim row and the mail are written in one transaction.
import { istDay, istMidnight, nextDay } from "@skillbridge/core/dashboard/business-day";
import type { Db } from "../../db/client.ts";
import { dashboardRepository } from "../dashboard/repository.ts";
import { outboxRepository } from "../mail/outbox-repository.ts";
import { ALERT_MAIL_KIND, digestMail } from "./alert-mail.ts";
import { alertsRepository } from "./repository.ts";

/** The digest's hour, IST. */
export const DIGEST_HOUR_IST = 9;
const HOUR_MS = 3_600_000;

/** The day whose digest is due at `now`, or null before 09:00 IST. */
export function digestDayDue(now: Date): string | null {
  const day = istDay(now);
  const dueAt = istMidnight(day).getTime() + DIGEST_HOUR_IST * HOUR_MS;
  return now.getTime() >= dueAt ? day : null;
}

/** Queues the day's digest for every opted-in staff member who has not had it; answers how many. */
export async function queueDailyDigests(db: Db, options: { now: Date; origin: string }): Promise<number> {
  const day = digestDayDue(options.now);
  if (!day) return 0;
  const recipients = await alertsRepository.digestRecipients(db);
  if (recipients.length === 0) return 0;
  const holidays = new Set((await dashboardRepository.holidays(db)).map((holiday) => holiday.day));
  const weekEnd = [1, 2, 3, 4, 5, 6].reduce((current) => nextDay(current), day);
  const [received, late, batches] = await Promise.all([
    alertsRepository.receivedSince(db, new Date(options.now.getTime() - 24 * HOUR_MS)),
    dashboardRepository.waiting(db, options.now, holidays, 20),
    dashboardRepository.batches(db, day),
  ]);
  let queued = 0;
  for (const person of recipients) {
    const mail = digestMail({
      staffName: person.name,
      day,
      origin: options.origin,
      newItems: received.items,
      newCount: received.count,
      late,
      batches: batches.filter((batch) => batch.startDate <= weekEnd),
    });
    const sent = await db.transaction(async (tx) => {
      if (!(await alertsRepository.claimDigest(tx, person.id, day))) return false;
      const row = await outboxRepository.enqueue(tx, { to: person.email, kind: ALERT_MAIL_KIND.digest, ...mail });
      await alertsRepository.noteDigestMail(tx, person.id, day, row.id);
      return true;
    });
    if (sent) queued += 1;
  }
  return queued;
}

/**
 * The worker's hook: on each of its runs, queues the day's digests once it is 09:00 IST or later,
 * then rests until the next day (in this process; other processes find the day's rows taken).
 */
export function createDigestScheduler(options: { db: Db; origin: string; now?: () => Date }) {
  const now = options.now ?? (() => new Date());
  let doneDay: string | null = null;
  return async function tick(): Promise<number> {
    const at = now();
    const day = digestDayDue(at);
    if (!day || day === doneDay) return 0;
    const queued = await queueDailyDigests(options.db, { now: at, origin: options.origin });
    doneDay = day;
    return queued;
  };
}
