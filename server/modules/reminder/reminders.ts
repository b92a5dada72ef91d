// Reminder mails 24 hours and 1 hour before each session, queued by the mail worker's
// runs through the outbox: the claim of a reminder and its mail are one transaction, so a mail is
// queued exactly when its reminder row is new — once per learner and session, however many server
// processes run. `now` is injectable so tests can move the clock.
import { hindiDateTimeText } from "@skillbridge/core/i18n/dates-hi";
import { istDateTimeText, istTimeText } from "@skillbridge/core/ist-time";
import type { Db } from "../../db/client.ts";
import { ACCOUNT_SETTINGS_MAIL_KIND, reminderMail } from "../account/account-mails.ts";
import { outboxRepository } from "../mail/outbox-repository.ts";
import { reminderRepository } from "./repository.ts";

export const SETTINGS_PATH = "/learner/Profile?tab=settings";

/** "in 24 hours", "in 60 minutes": from the run's clock, so a late run still tells the truth. */
function startsIn(ms: number, hindi: boolean): string {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  if (hindi) return minutes >= 90 ? `${Math.round(minutes / 60)} घंटे में` : `${minutes} मिनट में`;
  return minutes >= 90 ? `in ${Math.round(minutes / 60)} hours` : `in ${minutes} minutes`;
}

/** Queues every reminder due at `now()`; answers how many. */
export async function queueDueReminders(db: Db, options: { now?: () => Date; origin: string }): Promise<number> {
  const now = options.now?.() ?? new Date();
  return db.transaction(async (tx) => {
    const due = await reminderRepository.claimDue(tx, now);
    for (const reminder of due) {
      const online = /^https?:\/\//i.test(reminder.location.trim());
      const hindi = reminder.language === "hi";
      const content = reminderMail({
        name: [reminder.firstName, reminder.lastName].filter(Boolean).join(" ") || (hindi ? "लर्नर" : "Learner"),
        courseName: reminder.courseName,
        when: `${
          hindi
            ? hindiDateTimeText(reminder.startsAt, { weekday: true })
            : istDateTimeText(reminder.startsAt, { weekday: true })
        }–${istTimeText(reminder.endsAt)} IST`,
        place: online
          ? `${hindi ? "ऑनलाइन" : "Online"}: ${reminder.location.trim()}`
          : `${reminder.location} (${reminder.studyMode})`,
        inWords: startsIn(reminder.startsAt.getTime() - now.getTime(), hindi),
        settingsUrl: `${options.origin}${SETTINGS_PATH}`,
        language: reminder.language,
      });
      await outboxRepository.enqueue(tx, { to: reminder.email, kind: ACCOUNT_SETTINGS_MAIL_KIND.reminder, ...content });
    }
    return due.length;
  });
}
