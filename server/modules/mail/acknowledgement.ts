// The acknowledgement a visitor gets for a lead or an enquiry: what we received, what happens
// next, and how to reach us. Queued in the same transaction as the record it acknowledges.
import { coursePath, type EnquiryKind } from "@skillbridge/core";
import type { Locale } from "@skillbridge/core/i18n/locales";
import { formatPaise } from "@skillbridge/core/money";
import { type AckCopy, ackCopies } from "./acknowledgement-copy.ts";
import { provider } from "./provider.ts";
import { type Block, type Fact, type MailContent, renderMail } from "./render.ts";

export type AcknowledgementBatch = {
  startDate: string;
  endDate: string | null;
  startTime: string;
  endTime: string;
  location: string;
  studyMode: string;
};

export type AcknowledgementInput = {
  /** A lead (enrolment request) or the kind of enquiry. */
  about: "lead" | EnquiryKind;
  name: string;
  receivedAt: Date;
  /** The site's origin for links (PUBLIC_ORIGIN or the request's); no links without one. */
  origin: string | null;
  course?: { id: number; name: string } | null;
  batch?: AcknowledgementBatch | null;
  event?: { title: string; startsAt: Date; durationMinutes: number } | null;
  /** The enrolment's private payment page, when the batch has a fee to pay. */
  payment?: { link: string; amountPaise: number; proformaNumber: string } | null;
  /** The batch was full, so the enrolment waits on its waitlist. */
  waitlisted?: boolean;
  /** Its place on the waitlist (1 = the next to be offered a seat). */
  waitlistPosition?: number;
  /**
   * The batch's seats are no longer sold (it has started): no payment link, but the course's next
   * batch (null when none is announced) to enrol in instead.
   */
  batchStarted?: { next: AcknowledgementBatch | null } | null;
  /** The language of the page the form was sent from (English when unset). */
  language?: Locale;
};

export const ACKNOWLEDGEMENT_KIND = { lead: "lead-acknowledgement", enquiry: "enquiry-acknowledgement" } as const;
/** Every acknowledgement counts towards one recipient's hourly limit (mail/outbox-repository.ts). */
export const ACKNOWLEDGEMENT_KINDS = Object.values(ACKNOWLEDGEMENT_KIND);

const hhmm = (time: string) => time.slice(0, 5);

export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours ? `${hours} h` : "", rest ? `${rest} min` : ""].filter(Boolean).join(" ");
}

function facts(input: AcknowledgementInput, copy: AckCopy): Fact[] {
  const items: Fact[] = [];
  const { course, batch, event, origin } = input;
  if (event) {
    items.push({ label: copy.labels.event, value: event.title, ...(origin ? { url: `${origin}/events` } : {}) });
    items.push({
      label: copy.labels.when,
      value: `${copy.instant(event.startsAt)} (${durationText(event.durationMinutes)})`,
    });
  }
  if (course) {
    const url = origin ? `${origin}${coursePath({ id: course.id, ictName: course.name })}` : undefined;
    items.push({ label: copy.labels.course, value: course.name, ...(url ? { url } : {}) });
  }
  if (batch) items.push(...batchItems(batch, copy));
  items.push({ label: copy.labels.received, value: copy.instant(input.receivedAt) });
  return items;
}

/** A batch as every mail describes it: its dates and times (IST), then its mode and place. */
export function batchItems(batch: AcknowledgementBatch, copy: AckCopy = ackCopies.en): Fact[] {
  return [
    {
      label: copy.labels.batch,
      value: `${copy.dates(batch.startDate, batch.endDate)}, ${hhmm(batch.startTime)}–${hhmm(batch.endTime)} IST`,
    },
    { label: copy.labels.mode, value: `${batch.studyMode}, ${batch.location}` },
  ];
}

/** A batch already started: no fee to pay for it; the course's next batch offered instead. */
function startedBlocks(input: AcknowledgementInput, copy: AckCopy): Block[] {
  if (!input.batchStarted) return [];
  const { next } = input.batchStarted;
  const blocks: Block[] = [
    { type: "heading", text: copy.startedHeading },
    { type: "paragraph", text: copy.startedText },
  ];
  if (!next) {
    blocks.push({ type: "paragraph", text: copy.noNextBatch });
    return blocks;
  }
  const course = input.course;
  const url = input.origin && course ? `${input.origin}${coursePath({ id: course.id, ictName: course.name })}` : null;
  blocks.push(
    { type: "paragraph", text: copy.nextBatch },
    {
      type: "facts",
      items: [...batchItems(next, copy), ...(url ? [{ label: copy.labels.enrolIn, value: url, url }] : [])],
    },
  );
  return blocks;
}

/** The fee and the private link to pay it, as the next step after the enrolment. */
function paymentBlocks(payment: AcknowledgementInput["payment"], copy: AckCopy): Block[] {
  if (!payment) return [];
  return [
    { type: "heading", text: copy.payHeading },
    { type: "paragraph", text: copy.payText },
    {
      type: "facts",
      items: [
        { label: copy.labels.fee, value: formatPaise(payment.amountPaise) },
        { label: copy.labels.proforma, value: payment.proformaNumber },
        { label: copy.labels.payLink, value: payment.link, url: payment.link },
      ],
    },
  ];
}

function orList(items: readonly string[], or: string): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${or} ${items.at(-1)}`;
}

export function acknowledgementMail(input: AcknowledgementInput): MailContent {
  const copy = ackCopies[input.language ?? "en"];
  const subject = copy.subject(input.about, input.course?.name, input.event?.title);
  const blocks: Block[] = [
    { type: "paragraph", text: copy.dear(input.name) },
    { type: "paragraph", text: copy.thanks(provider.name, subject) },
    { type: "heading", text: copy.yourRequest },
    { type: "facts", items: facts(input, copy) },
    ...paymentBlocks(input.payment, copy),
    ...startedBlocks(input, copy),
    ...(input.waitlisted
      ? [
          { type: "heading" as const, text: copy.waitlistHeading(input.waitlistPosition) },
          { type: "paragraph" as const, text: copy.waitlistText },
        ]
      : []),
    { type: "heading", text: copy.nextHeading },
    ...copy.nextSteps(input.about, provider.responseTime).map((text) => ({ type: "paragraph" as const, text })),
    // As many phones as the site settings hold (one to three): "A", "A or B", "A, B or C".
    { type: "paragraph", text: copy.questions(orList(provider.phones, copy.or), provider.email) },
  ];
  const footer = copy.footer(provider.name, provider.email, input.origin ? `${input.origin}/privacy` : null);
  return renderMail(subject, blocks, footer);
}
