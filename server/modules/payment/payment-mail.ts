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

/** A freed seat offered to a waitlisted lead (waitlist-offer.ts). */
export function waitlistOfferMail(input: FeeMailInput): MailContent {
  return feeMail(input, {
    why: `A seat is free in the batch of ${input.courseName} you are on the waitlist for, and it is offered to you.`,
    subject: `A seat is free: ${input.courseName}`,
    footer: `You receive this e-mail because you joined a waitlist with ${provider.name}.`,
  });
}
