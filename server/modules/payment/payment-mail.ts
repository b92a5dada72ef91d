// The mail with a lead's private payment link: what is due and where to pay it.
import { formatPaise } from "@skillbridge/core/money";
import { provider } from "../mail/provider.ts";
import { type Block, type MailContent, renderMail } from "../mail/render.ts";
import { PAYMENT_LINK_VALID_DAYS, PAYMENT_PATH } from "./repository.ts";

export const PAYMENT_MAIL_KIND = "payment-link";

export function paymentLink(origin: string, token: string): string {
  return `${origin}${PAYMENT_PATH}?token=${encodeURIComponent(token)}`;
}

type FeeMailInput = {
  name: string;
  courseName: string;
  amountPaise: number;
  proformaNumber: string;
  link: string;
};

/** What is due and where to pay it, after a first paragraph saying why the mail comes. */
function feeMail(input: FeeMailInput, wording: { why: string; subject: string; footer: string }): MailContent {
  const blocks: Block[] = [
    { type: "paragraph", text: `Dear ${input.name},` },
    {
      type: "paragraph",
      text: `${wording.why} Your seat is confirmed once the fee is paid. Pay it by UPI or bank transfer on your private payment page; the link works for ${PAYMENT_LINK_VALID_DAYS} days:`,
    },
    {
      type: "facts",
      items: [
        { label: "Fee (all taxes inclusive)", value: formatPaise(input.amountPaise) },
        { label: "Proforma invoice", value: input.proformaNumber },
        { label: "Pay your fee", value: input.link, url: input.link },
      ],
    },
    { type: "paragraph", text: "Keep this link to yourself: anyone with it can see your fee and enter a payment." },
  ];
  return renderMail(wording.subject, blocks, wording.footer);
}

export function paymentLinkMail(input: FeeMailInput): MailContent {
  return feeMail(input, {
    why: `Thank you for enrolling in ${input.courseName}.`,
    subject: `Pay your fee: ${input.courseName}`,
    footer: `You receive this e-mail because you enrolled with ${provider.name}.`,
  });
}

const heldUntilFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
  timeZone: "Asia/Kolkata",
});
/** An instant as a payer reads it in a mail: "28 Nov 2026, 21:30 IST". */
export const istInstant = (at: Date) => `${heldUntilFormat.format(at)} IST`;

/** A freed seat offered to a waitlisted lead (waitlist-offer.ts), held for them until `heldUntil`. */
export function waitlistOfferMail(input: FeeMailInput & { heldUntil: Date }): MailContent {
  return feeMail(input, {
    why: `A seat is free in the batch of ${input.courseName} you are on the waitlist for, and it is offered to you. We hold it for you until ${istInstant(input.heldUntil)}; after that it goes to the next person on the waitlist.`,
    subject: `A seat is free: ${input.courseName}`,
    footer: `You receive this e-mail because you joined a waitlist with ${provider.name}.`,
  });
}

export const SEAT_GONE_MAIL_KIND = "payment-no-seat";

/**
 * Money that arrived when no seat was left: the payer is told at once that it is kept for refund,
 * that they need not (and should not) pay again, and that they stay on the waitlist — a seat that
 * frees for them before the refund is bought with this money.
 */
export function seatGoneMail(input: { name: string; courseName: string; amountPaise: number; proformaNumber: string }) {
  const blocks: Block[] = [
    { type: "paragraph", text: `Dear ${input.name},` },
    {
      type: "paragraph",
      text: `We received your payment of ${formatPaise(input.amountPaise)} for ${input.courseName}, but no seat was left on the batch when it arrived. Your payment is flagged for refund: our staff will refund it to the account it came from. You need do nothing, and please do not pay again.`,
    },
    {
      type: "facts",
      items: [
        { label: "Amount received", value: formatPaise(input.amountPaise) },
        { label: "Proforma invoice", value: input.proformaNumber },
      ],
    },
    {
      type: "paragraph",
      text: "You are on the waitlist for this batch: should a seat free up before we refund you, it is yours with this payment, and we mail you your tax invoice.",
    },
  ];
  return renderMail(
    `No seat was left: your payment will be refunded — ${input.courseName}`,
    blocks,
    `You receive this e-mail because you paid a fee to ${provider.name}.`,
  );
}
