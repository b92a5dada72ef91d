// The mail with a lead's private payment link: what is due and where to pay it. Written in the
// payer's language (the lead's `language`, English when unset); the link opens the payment page
// in that language too. One entry per language side by side, English the source the tests read.
import { hindiDateTimeText } from "@skillbridge/core/i18n/dates-hi";
import { type Locale, localizedPath } from "@skillbridge/core/i18n/locales";
import { formatPaise } from "@skillbridge/core/money";
import { provider } from "../mail/provider.ts";
import { type Block, type MailContent, renderMail } from "../mail/render.ts";
import { PAYMENT_LINK_VALID_DAYS, PAYMENT_PATH } from "./repository.ts";

export const PAYMENT_MAIL_KIND = "payment-link";

/** A language the site has, else English (a lead with none, or one since removed). */
export function mailLocale(language: string | null | undefined): Locale {
  return language === "hi" ? "hi" : "en";
}

/** The payment page's address, in the payer's language ("/hi/pay?token=…" for a Hindi payer). */
export function paymentLink(origin: string, token: string, language?: string | null): string {
  return `${origin}${localizedPath(PAYMENT_PATH, mailLocale(language))}?token=${encodeURIComponent(token)}`;
}

type FeeMailInput = {
  name: string;
  courseName: string;
  amountPaise: number;
  proformaNumber: string;
  link: string;
  /** The payer's language (English when unset). */
  language?: string | null;
};

type Wording = { why: string; subject: string; footer: string };

type PaymentMailCopy = {
  dear: (name: string) => string;
  due: (why: string, days: number) => string;
  labels: { fee: string; proforma: string; payLink: string; received: string };
  keepPrivate: string;
  paymentLink: (course: string) => Wording;
  waitlistOffer: (course: string, heldUntil: Date) => Wording;
  seatGone: {
    text: (amount: string, course: string) => string;
    waitlist: string;
    subject: (course: string) => string;
    footer: string;
  };
};

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

const en: PaymentMailCopy = {
  dear: (name) => `Dear ${name},`,
  due: (why, days) =>
    `${why} Your seat is confirmed once the fee is paid. Pay it by UPI or bank transfer on your private payment page; the link works for ${days} days:`,
  labels: {
    fee: "Fee (all taxes inclusive)",
    proforma: "Proforma invoice",
    payLink: "Pay your fee",
    received: "Amount received",
  },
  keepPrivate: "Keep this link to yourself: anyone with it can see your fee and enter a payment.",
  paymentLink: (course) => ({
    why: `Thank you for enrolling in ${course}.`,
    subject: `Pay your fee: ${course}`,
    footer: `You receive this e-mail because you enrolled with ${provider.name}.`,
  }),
  waitlistOffer: (course, heldUntil) => ({
    why: `A seat is free in the batch of ${course} you are on the waitlist for, and it is offered to you. We hold it for you until ${istInstant(heldUntil)}; after that it goes to the next person on the waitlist.`,
    subject: `A seat is free: ${course}`,
    footer: `You receive this e-mail because you joined a waitlist with ${provider.name}.`,
  }),
  seatGone: {
    text: (amount, course) =>
      `We received your payment of ${amount} for ${course}, but no seat was left on the batch when it arrived. Your payment is flagged for refund: our staff will refund it to the account it came from. You need do nothing, and please do not pay again.`,
    waitlist:
      "You are on the waitlist for this batch: should a seat free up before we refund you, it is yours with this payment, and we mail you your tax invoice.",
    subject: (course) => `No seat was left: your payment will be refunded — ${course}`,
    footer: `You receive this e-mail because you paid a fee to ${provider.name}.`,
  },
};

const hi: PaymentMailCopy = {
  dear: (name) => `नमस्ते ${name},`,
  due: (why, days) =>
    `${why} फ़ीस भरते ही आपकी सीट पक्की हो जाती है। इसे अपने निजी पेमेंट पेज पर UPI या बैंक ट्रांसफ़र से भरें; यह लिंक ${days} दिन तक चलेगा:`,
  labels: {
    fee: "फ़ीस (सभी टैक्स सहित)",
    proforma: "प्रोफ़ॉर्मा इनवॉइस",
    payLink: "अपनी फ़ीस भरें",
    received: "प्राप्त राशि",
  },
  keepPrivate: "यह लिंक किसी और को न दें: जिसके पास भी यह लिंक है, वह आपकी फ़ीस देख सकता है और भुगतान दर्ज कर सकता है।",
  paymentLink: (course) => ({
    why: `${course} में दाख़िला लेने के लिए धन्यवाद।`,
    subject: `अपनी फ़ीस भरें: ${course}`,
    footer: `आपको यह ई-मेल इसलिए मिला है क्योंकि आपने ${provider.name} में दाख़िला लिया।`,
  }),
  waitlistOffer: (course, heldUntil) => ({
    why: `${course} के जिस बैच की वेटलिस्ट पर आप हैं, उसमें एक सीट खाली हुई है और वह आपको दी जा रही है। हम इसे ${hindiDateTimeText(heldUntil)} IST तक आपके लिए रखेंगे; उसके बाद यह वेटलिस्ट पर अगले व्यक्ति को मिलेगी।`,
    subject: `एक सीट खाली है: ${course}`,
    footer: `आपको यह ई-मेल इसलिए मिला है क्योंकि आप ${provider.name} की एक वेटलिस्ट पर हैं।`,
  }),
  seatGone: {
    text: (amount, course) =>
      `${course} के लिए आपका ${amount} का भुगतान हमें मिल गया, लेकिन उसके पहुँचने तक बैच में कोई सीट नहीं बची थी। आपका भुगतान रिफ़ंड के लिए चिह्नित है: हमारा स्टाफ़ इसे उसी खाते में लौटा देगा जिससे यह आया था। आपको कुछ नहीं करना है, और कृपया दोबारा भुगतान न करें।`,
    waitlist:
      "आप इस बैच की वेटलिस्ट पर हैं: अगर रिफ़ंड से पहले कोई सीट खाली होती है, तो वह इसी भुगतान से आपकी हो जाएगी और हम आपको आपका टैक्स इनवॉइस मेल कर देंगे।",
    subject: (course) => `कोई सीट नहीं बची: आपका भुगतान लौटाया जाएगा — ${course}`,
    footer: `आपको यह ई-मेल इसलिए मिला है क्योंकि आपने ${provider.name} को फ़ीस का भुगतान किया।`,
  },
};

const copies: Record<Locale, PaymentMailCopy> = { en, hi };

/** What is due and where to pay it, after a first paragraph saying why the mail comes. */
function feeMail(input: FeeMailInput, copy: PaymentMailCopy, wording: Wording): MailContent {
  const blocks: Block[] = [
    { type: "paragraph", text: copy.dear(input.name) },
    { type: "paragraph", text: copy.due(wording.why, PAYMENT_LINK_VALID_DAYS) },
    {
      type: "facts",
      items: [
        { label: copy.labels.fee, value: formatPaise(input.amountPaise) },
        { label: copy.labels.proforma, value: input.proformaNumber },
        { label: copy.labels.payLink, value: input.link, url: input.link },
      ],
    },
    { type: "paragraph", text: copy.keepPrivate },
  ];
  return renderMail(wording.subject, blocks, wording.footer);
}

export function paymentLinkMail(input: FeeMailInput): MailContent {
  const copy = copies[mailLocale(input.language)];
  return feeMail(input, copy, copy.paymentLink(input.courseName));
}

/** A freed seat offered to a waitlisted lead (waitlist-offer.ts), held for them until `heldUntil`. */
export function waitlistOfferMail(input: FeeMailInput & { heldUntil: Date }): MailContent {
  const copy = copies[mailLocale(input.language)];
  return feeMail(input, copy, copy.waitlistOffer(input.courseName, input.heldUntil));
}

export const SEAT_GONE_MAIL_KIND = "payment-no-seat";

/**
 * Money that arrived when no seat was left: the payer is told at once that it is kept for refund,
 * that they need not (and should not) pay again, and that they stay on the waitlist — a seat that
 * frees for them before the refund is bought with this money.
 */
export function seatGoneMail(input: {
  name: string;
  courseName: string;
  amountPaise: number;
  proformaNumber: string;
  language?: string | null;
}) {
  const copy = copies[mailLocale(input.language)];
  const blocks: Block[] = [
    { type: "paragraph", text: copy.dear(input.name) },
    { type: "paragraph", text: copy.seatGone.text(formatPaise(input.amountPaise), input.courseName) },
    {
      type: "facts",
      items: [
        { label: copy.labels.received, value: formatPaise(input.amountPaise) },
        { label: copy.labels.proforma, value: input.proformaNumber },
      ],
    },
    { type: "paragraph", text: copy.seatGone.waitlist },
  ];
  return renderMail(copy.seatGone.subject(input.courseName), blocks, copy.seatGone.footer);
}
