// Follow-up alerts to staff: the mail a staff member gets when a lead or an enquiry is
// assigned to them, and the daily digest. They name the item by its form, course and number and
// link to its page in the back office; the visitor's contact details stay there.
import type { Dashboard } from "@skillbridge/core/dashboard/schemas";
import { FORM_LABELS } from "@skillbridge/core/dashboard/tables";
import { provider } from "../mail/provider.ts";
import { type Block, type Fact, type MailContent, renderMail } from "../mail/render.ts";

export const ALERT_MAIL_KIND = {
  assigned: "staff-assigned",
  digest: "staff-digest",
  utrConflict: "staff-utr-conflict",
} as const;

type ItemType = keyof typeof FORM_LABELS;
const itemUrl = (origin: string, type: ItemType, id: number) => `${origin}/admin/inbox/${type}/${id}`;
const when = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
  timeZone: "Asia/Kolkata",
});
const at = (iso: string | Date) => `${when.format(new Date(iso))} IST`;

export function assignmentMail(input: {
  staffName: string;
  byName: string;
  origin: string;
  item: { type: ItemType; id: number; courseName: string | null; eventTitle: string | null; createdAt: string };
}): MailContent {
  const { item } = input;
  const what = `${FORM_LABELS[item.type]} #${item.id}`;
  const facts: Fact[] = [
    { label: "Form", value: FORM_LABELS[item.type] },
    ...(item.courseName ? [{ label: "Course", value: item.courseName }] : []),
    ...(item.eventTitle ? [{ label: "Event", value: item.eventTitle }] : []),
    { label: "Received", value: at(item.createdAt) },
    { label: "Open it", value: what, url: itemUrl(input.origin, item.type, item.id) },
  ];
  const blocks: Block[] = [
    { type: "paragraph", text: `Dear ${input.staffName},` },
    { type: "paragraph", text: `${input.byName} assigned ${what} to you. We promise an answer within 1 business day.` },
    { type: "facts", items: facts },
  ];
  return renderMail(
    `Assigned to you: ${what}${item.courseName ? ` (${item.courseName})` : ""}`,
    blocks,
    `You receive this e-mail because you are on the staff of ${provider.name} and an item was assigned to you.`,
  );
}

export type DigestContent = {
  newItems: { type: ItemType; id: number; courseName: string | null; createdAt: string }[];
  newCount: number;
  late: Dashboard["response"]["waiting"];
  batches: Dashboard["batches"];
};

export function digestMail(input: { staffName: string; day: string; origin: string } & DigestContent): MailContent {
  const { origin } = input;
  const blocks: Block[] = [
    { type: "paragraph", text: `Dear ${input.staffName}, here is the follow-up for ${input.day}.` },
    { type: "heading", text: `New leads and enquiries in the last 24 hours: ${input.newCount}` },
  ];
  if (input.newItems.length > 0) {
    blocks.push({
      type: "facts",
      items: input.newItems.map((item) => ({
        label: `${FORM_LABELS[item.type]} #${item.id}`,
        value: `${item.courseName ?? "no course"}, received ${at(item.createdAt)}`,
        url: itemUrl(origin, item.type, item.id),
      })),
    });
  }
  blocks.push({ type: "heading", text: `Past the 1 business day promise: ${input.late.length}` });
  if (input.late.length > 0) {
    blocks.push({
      type: "facts",
      items: input.late.map((item) => ({
        label: `${FORM_LABELS[item.type]} #${item.id}`,
        value: `${item.courseName ?? "no course"}, due ${at(item.dueAt)}`,
        url: itemUrl(origin, item.type, item.id),
      })),
    });
  }
  blocks.push({ type: "heading", text: `Batches starting this week: ${input.batches.length}` });
  if (input.batches.length > 0) {
    blocks.push({
      type: "facts",
      items: input.batches.map((batch) => ({
        label: `${batch.courseName} (starts ${batch.startDate})`,
        value:
          batch.capacity === null
            ? `${batch.taken} enrolled, no seat limit`
            : `${batch.taken} of ${batch.capacity} seats taken${batch.underHalf ? " — under half full" : ""}`,
      })),
    });
  }
  blocks.push({ type: "paragraph", text: `The dashboard: ${origin}/admin` });
  return renderMail(
    `Follow-up digest for ${input.day}: ${input.newCount} new, ${input.late.length} past the promise`,
    blocks,
    `You receive this digest because you asked for it in the back office of ${provider.name} (Dashboard → Daily digest). Turn it off there.`,
  );
}

/** A claim as staff know it: the payer's name and the proforma of their payment link. */
export type ClaimParty = { payerName: string; proformaNumber: string };

/**
 * A payer's UTR was refused because another payment link already claims it: someone may have
 * claimed a payer's UTR first. Staff compare the bank statement's credit (its narration names the
 * payer's proforma and UPI address) before anything is confirmed. The first claim's link searches
 * the payments list by its proforma number; the UTR stays out of every URL.
 */
export function utrConflictMail(input: {
  staffName: string;
  origin: string;
  utr: string;
  refused: ClaimParty;
  holder: ClaimParty & { status: string };
}): MailContent {
  const search = (number: string) => `${input.origin}/admin/payments?q=${encodeURIComponent(number)}`;
  const blocks: Block[] = [
    { type: "paragraph", text: `Dear ${input.staffName},` },
    {
      type: "paragraph",
      text: `${input.refused.payerName} entered a UTR that is already claimed on another payment link: nothing was applied for them.`,
    },
    {
      type: "facts",
      items: [
        { label: "UTR", value: input.utr },
        { label: "Refused claim", value: `${input.refused.payerName}, proforma ${input.refused.proformaNumber}` },
        {
          label: "Claimed first by",
          value: `${input.holder.payerName}, proforma ${input.holder.proformaNumber} (${input.holder.status})`,
          url: search(input.holder.proformaNumber),
        },
      ],
    },
    {
      type: "paragraph",
      text: `Upload the bank statement that shows this UTR (${input.origin}/admin/payments/statement): when its narration names ${input.refused.payerName}'s proforma the credit is confirmed for them and the other claim refused; otherwise it is listed for you to decide, with the narration beside both names. Do not confirm the first claim by hand before checking the statement.`,
    },
  ];
  return renderMail(
    `UTR claimed twice: ${input.refused.proformaNumber} and ${input.holder.proformaNumber}`,
    blocks,
    `You receive this e-mail because you confirm payments in the back office of ${provider.name}.`,
  );
}
