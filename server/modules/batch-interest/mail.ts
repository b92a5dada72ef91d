// The one mail a person who asked "tell me when a batch opens" gets: the course, the new batch
// (dates, times and mode as every mail describes a batch) and the course page to enrol on.
import { coursePath } from "@skillbridge/core";
import { type AcknowledgementBatch, batchItems } from "../mail/acknowledgement.ts";
import { provider } from "../mail/provider.ts";
import { type MailContent, renderMail } from "../mail/render.ts";

export const BATCH_OPENED_KIND = "batch-opened";

export type BatchOpenedInput = {
  name: string;
  course: { id: number; name: string };
  batch: AcknowledgementBatch;
  /** The site's origin for the course page's link. */
  origin: string;
};

export function batchOpenedMail(input: BatchOpenedInput): MailContent {
  const { course, origin } = input;
  const url = `${origin}${coursePath({ id: course.id, ictName: course.name })}`;
  const subject = `A batch of ${course.name} is open for enrolment`;
  return renderMail(
    subject,
    [
      { type: "paragraph", text: `Dear ${input.name},` },
      {
        type: "paragraph",
        text: `You asked us to tell you when a batch of ${course.name} opens. A new batch is now open for enrolment:`,
      },
      {
        type: "facts",
        items: [
          { label: "Course", value: course.name, url },
          ...batchItems(input.batch),
          { label: "Enrol on the course page", value: url, url },
        ],
      },
      {
        type: "paragraph",
        text: "This is the only mail we send you about this request.",
      },
    ],
    `You receive this e-mail because this address asked on the ${provider.name} website to be told when a batch of ${course.name} opens. ` +
      `If that was not you, write to ${provider.email} and we will delete the details. Our privacy notice: ${origin}/privacy.`,
  );
}
