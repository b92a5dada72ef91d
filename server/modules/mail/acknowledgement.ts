// The acknowledgement a visitor gets for a lead or an enquiry: what we received, what happens
// next, and how to reach us. Queued in the same transaction as the record it acknowledges.
import { coursePath, type EnquiryKind, formatDate, PROVIDER_TIME_ZONE } from "@skillbridge/core";
import { enrolmentNextSteps } from "@skillbridge/core/messages";
import { formatPaise } from "@skillbridge/core/money";
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
};

export const ACKNOWLEDGEMENT_KIND = { lead: "lead-acknowledgement", enquiry: "enquiry-acknowledgement" } as const;
/** Every acknowledgement counts towards one recipient's hourly limit (mail/outbox-repository.ts). */
export const ACKNOWLEDGEMENT_KINDS = Object.values(ACKNOWLEDGEMENT_KIND);

const clock = new Intl.DateTimeFormat("en-IN", {
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
  timeZone: PROVIDER_TIME_ZONE,
});
// ICU writes "4:05 pm" with a narrow no-break space; mail clients show a plain one more reliably.
const atIst = (instant: Date) => `${formatDate(instant)}, ${clock.format(instant).replace(/\s/g, " ")} IST`;
const hhmm = (time: string) => time.slice(0, 5);

export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours ? `${hours} h` : "", rest ? `${rest} min` : ""].filter(Boolean).join(" ");
}

function subjectOf(input: AcknowledgementInput): string {
  const course = input.course?.name;
  switch (input.about) {
    case "event":
      return `We received your enquiry about ${input.event?.title ?? "our event"}`;
    case "proposal":
      return `We received your proposal request for ${course ?? "corporate training"}`;
    case "contact":
      return course ? `We received your message about ${course}` : "We received your message";
    default:
      return `We received your request for ${course ?? "our training"}`;
  }
}

function nextSteps(input: AcknowledgementInput): string[] {
  const within = provider.responseTime;
  switch (input.about) {
    case "lead":
      // The enrolment success popup's own lines: the mail says what the popup said.
      return [...enrolmentNextSteps];
    case "event":
      return [`Our team will reply ${within} with the joining details and answers to your questions.`];
    case "proposal":
      return [
        `Our corporate training team will contact you ${within} to understand your team's needs, then send you a proposal with the schedule, the mode (online, classroom or at your site) and the fee.`,
      ];
    case "contact":
      return [`Our team will reply ${within}.`];
    default:
      return [
        `A training advisor will reply ${within} with the upcoming batches, the fee and answers to your questions.`,
      ];
  }
}

function facts(input: AcknowledgementInput): Fact[] {
  const items: Fact[] = [];
  const { course, batch, event, origin } = input;
  if (event) {
    items.push({ label: "Event", value: event.title, ...(origin ? { url: `${origin}/events` } : {}) });
    items.push({ label: "When", value: `${atIst(event.startsAt)} (${durationText(event.durationMinutes)})` });
  }
  if (course) {
    const url = origin ? `${origin}${coursePath({ id: course.id, ictName: course.name })}` : undefined;
    items.push({ label: "Course", value: course.name, ...(url ? { url } : {}) });
  }
  if (batch) items.push(...batchItems(batch));
  items.push({ label: "Received", value: atIst(input.receivedAt) });
  return items;
}

/** A batch as every mail describes it: its dates and times (IST), then its mode and place. */
export function batchItems(batch: AcknowledgementBatch): Fact[] {
  const dates = batch.endDate
    ? `${formatDate(batch.startDate)} to ${formatDate(batch.endDate)}`
    : `from ${formatDate(batch.startDate)}`;
  return [
    { label: "Batch", value: `${dates}, ${hhmm(batch.startTime)}–${hhmm(batch.endTime)} IST` },
    { label: "Mode", value: `${batch.studyMode}, ${batch.location}` },
  ];
}

/** A batch already started: no fee to pay for it; the course's next batch offered instead. */
function startedBlocks(input: AcknowledgementInput): Block[] {
  if (!input.batchStarted) return [];
  const { next } = input.batchStarted;
  const blocks: Block[] = [
    { type: "heading", text: "This batch has already started" },
    {
      type: "paragraph",
      text: "The batch you chose has already started, so its seats are no longer offered and there is no fee to pay for it.",
    },
  ];
  if (!next) {
    blocks.push({
      type: "paragraph",
      text: "No later batch of this course is announced yet: we will write to you as soon as one is.",
    });
    return blocks;
  }
  const course = input.course;
  const url = input.origin && course ? `${input.origin}${coursePath({ id: course.id, ictName: course.name })}` : null;
  blocks.push(
    { type: "paragraph", text: "The next batch of this course:" },
    {
      type: "facts",
      items: [...batchItems(next), ...(url ? [{ label: "Enrol in it", value: url, url }] : [])],
    },
  );
  return blocks;
}

/** The fee and the private link to pay it, as the next step after the enrolment. */
function paymentBlocks(payment: AcknowledgementInput["payment"]): Block[] {
  if (!payment) return [];
  return [
    { type: "heading", text: "Pay your fee" },
    {
      type: "paragraph",
      text: "Your seat is confirmed once the fee is paid. Pay it by UPI or bank transfer on your private payment page (keep this link to yourself):",
    },
    {
      type: "facts",
      items: [
        { label: "Fee (all taxes inclusive)", value: formatPaise(payment.amountPaise) },
        { label: "Proforma invoice", value: payment.proformaNumber },
        { label: "Pay your fee", value: payment.link, url: payment.link },
      ],
    },
  ];
}

function orList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`;
}

export function acknowledgementMail(input: AcknowledgementInput): MailContent {
  const subject = subjectOf(input);
  const blocks: Block[] = [
    { type: "paragraph", text: `Dear ${input.name},` },
    { type: "paragraph", text: `Thank you for contacting ${provider.name}. ${subject}.` },
    { type: "heading", text: "Your request" },
    { type: "facts", items: facts(input) },
    ...paymentBlocks(input.payment),
    ...startedBlocks(input),
    ...(input.waitlisted
      ? [
          {
            type: "heading" as const,
            text: input.waitlistPosition
              ? `You are on the waitlist (position ${input.waitlistPosition})`
              : "You are on the waitlist",
          },
          {
            type: "paragraph" as const,
            text: "Every seat of this batch is taken. You are on its waitlist, first come first served: when a seat frees, we send you the link to pay your fee.",
          },
        ]
      : []),
    { type: "heading", text: "What happens next" },
    ...nextSteps(input).map((text) => ({ type: "paragraph" as const, text })),
    {
      type: "paragraph",
      // As many phones as the site settings hold (one to three): "A", "A or B", "A, B or C".
      text: `Questions in the meantime? Call us on ${orList(provider.phones)}, message us on WhatsApp, or write to ${provider.email}.`,
    },
  ];
  const privacy = input.origin ? ` Our privacy notice: ${input.origin}/privacy.` : "";
  const footer =
    `You receive this e-mail because this address was entered in a form on the ${provider.name} website. ` +
    `If that was not you, write to ${provider.email} and we will delete the details.${privacy}`;
  return renderMail(subject, blocks, footer);
}
