// Reminder mails for the later parts of payment plans: REMINDER_DAYS_BEFORE days before a part is
// due, and on its due day (or at the first run after, should the server have been down). Each is
// marked on the part in the transaction that queues its mail, so it goes once however many server
// processes run. A reminder carries a new link to pay that part (only a link's hash is kept, so
// the earlier link of that part stops working; the mail says so).

import { hindiDateText } from "@skillbridge/core/i18n/dates-hi";
import { addDays, formatPaise, REMINDER_DAYS_BEFORE } from "@skillbridge/core/money";
import { dayInIndia, formatDate } from "@skillbridge/core/rules";
import type { Db } from "../../db/client.ts";
import { outboxRepository } from "../mail/outbox-repository.ts";
import { renderMail } from "../mail/render.ts";
import { paymentLink } from "../payment/payment-mail.ts";
import { paymentPlanRepository } from "./repository.ts";

export const PART_REMINDER_MAIL_KIND = "plan-part-reminder";

export function partReminderMail(input: {
  name: string;
  courseName: string;
  partNo: number;
  partCount: number;
  amountPaise: number;
  dueOn: string;
  today: string;
  link: string;
  /** The payer's language (English when unset). */
  language?: string;
}) {
  if (input.language === "hi") return partReminderMailHindi(input);
  const dueText = formatDate(input.dueOn);
  const when = input.dueOn === input.today ? "today" : `on ${dueText}`;
  const subject =
    input.dueOn <= input.today
      ? `Part ${input.partNo} of your fee for ${input.courseName} is due ${input.dueOn === input.today ? "today" : "now"}`
      : `Part ${input.partNo} of your fee for ${input.courseName} is due on ${dueText}`;
  return renderMail(
    subject,
    [
      { type: "paragraph", text: `Dear ${input.name},` },
      {
        type: "paragraph",
        text: `Part ${input.partNo} of ${input.partCount} of your fee for ${input.courseName} is due ${when}. Pay it by UPI, bank transfer or online on your private payment page:`,
      },
      {
        type: "facts",
        items: [
          { label: "Amount due (all taxes inclusive)", value: formatPaise(input.amountPaise) },
          { label: "Due on", value: dueText },
          { label: `Pay part ${input.partNo}`, value: input.link, url: input.link },
        ],
      },
      {
        type: "paragraph",
        text: "This link replaces any earlier link for this part. Keep it to yourself: anyone with it can see your fee and enter a payment.",
      },
      {
        type: "paragraph",
        text: "A part left unpaid more than 7 days after its due day pauses your recordings and study materials (never your seat) until it is paid.",
      },
    ],
    "You receive this mail because you chose to pay your fee in parts.",
  );
}

function partReminderMailHindi(input: Parameters<typeof partReminderMail>[0]) {
  const dueText = hindiDateText(input.dueOn);
  const when = input.dueOn === input.today ? "आज" : `${dueText} को`;
  const subject =
    input.dueOn <= input.today
      ? `${input.courseName} की आपकी फ़ीस का भाग ${input.partNo} ${input.dueOn === input.today ? "आज" : "अब"} देय है`
      : `${input.courseName} की आपकी फ़ीस का भाग ${input.partNo} ${dueText} को देय है`;
  return renderMail(
    subject,
    [
      { type: "paragraph", text: `नमस्ते ${input.name},` },
      {
        type: "paragraph",
        text: `${input.courseName} की आपकी फ़ीस का भाग ${input.partNo} (कुल ${input.partCount} में से) ${when} देय है। इसे अपने निजी पेमेंट पेज पर UPI, बैंक ट्रांसफ़र या ऑनलाइन भरें:`,
      },
      {
        type: "facts",
        items: [
          { label: "देय राशि (सभी टैक्स सहित)", value: formatPaise(input.amountPaise) },
          { label: "देय तिथि", value: dueText },
          { label: `भाग ${input.partNo} भरें`, value: input.link, url: input.link },
        ],
      },
      {
        type: "paragraph",
        text: "यह लिंक इस भाग के हर पुराने लिंक की जगह लेता है। इसे किसी और को न दें: जिसके पास यह लिंक है, वह आपकी फ़ीस देख सकता है और भुगतान दर्ज कर सकता है।",
      },
      {
        type: "paragraph",
        text: "देय तिथि के 7 दिन बाद तक भी न भरा गया भाग, भरने तक आपकी रिकॉर्डिंग और स्टडी मटीरियल रोक देता है (आपकी सीट कभी नहीं)।",
      },
    ],
    "आपको यह ई-मेल इसलिए मिला है क्योंकि आपने अपनी फ़ीस किस्तों में भरना चुना।",
  );
}

/** Queues every part reminder due at `now`; answers how many. */
export async function queuePartReminders(db: Db, options: { origin: string; now?: Date }): Promise<number> {
  const today = dayInIndia(options.now ?? new Date());
  let queued = 0;
  for (const which of ["due", "before"] as const) {
    const lastDay = which === "due" ? today : addDays(today, REMINDER_DAYS_BEFORE);
    const due = await paymentPlanRepository.dueForReminder(db, lastDay, which);
    for (const row of due) {
      // A part already past its due day has the due-day reminder, not the one before.
      if (which === "before" && row.request.dueOn! <= today) continue;
      const sent = await db.transaction(async (tx) => {
        if (!(await paymentPlanRepository.markReminded(tx, row.request.id, which))) return false;
        // The due-day reminder makes the one before needless when both fall due in one run.
        if (which === "due") await paymentPlanRepository.markReminded(tx, row.request.id, "before");
        const token = await paymentPlanRepository.newLink(tx, row.request);
        await outboxRepository.enqueue(tx, {
          to: row.lead.email,
          kind: PART_REMINDER_MAIL_KIND,
          ...partReminderMail({
            name: row.lead.name,
            courseName: row.courseName,
            partNo: row.request.partNo!,
            partCount: row.request.partCount!,
            amountPaise: row.request.amountPaise,
            dueOn: row.request.dueOn!,
            today,
            link: paymentLink(options.origin, token, row.lead.language),
            language: row.lead.language,
          }),
        });
        return true;
      });
      if (sent) queued++;
    }
  }
  return queued;
}
