// The mail a learner gets when their certificate is issued: the course, the batch's dates, the
// verification code and the public page anyone can check it on. Queued in the issuing transaction.
import { formatDate } from "@skillbridge/core";
import type { Tx } from "../../db/client.ts";
import { outboxRepository } from "../mail/outbox-repository.ts";
import { provider } from "../mail/provider.ts";
import { renderMail } from "../mail/render.ts";
import { verificationUrl } from "./file-routes.ts";

export const CERTIFICATE_MAIL_KIND = "certificate-issued";

export function certificateIssuedMail(input: {
  name: string;
  courseName: string;
  startDate: string;
  endDate: string;
  code: string;
  origin: string;
}) {
  const verify = verificationUrl(input.origin, input.code);
  return renderMail(
    `Your certificate: ${input.courseName}`,
    [
      { type: "paragraph", text: `Dear ${input.name},` },
      {
        type: "paragraph",
        text: `Congratulations: your certificate for ${input.courseName} is issued. Download it (PDF) from My Courses/Trainings once you have signed in.`,
      },
      {
        type: "facts",
        items: [
          { label: "Course", value: input.courseName },
          { label: "Batch", value: `${formatDate(input.startDate)} to ${formatDate(input.endDate)}` },
          { label: "Verification code", value: input.code },
          { label: "Anyone can check it at", value: verify, url: verify },
        ],
      },
    ],
    `You receive this e-mail because you completed a training with ${provider.name}.`,
  );
}

export async function queueCertificateMail(
  tx: Tx,
  input: Parameters<typeof certificateIssuedMail>[0] & { to: string },
): Promise<void> {
  const { to, ...content } = input;
  await outboxRepository.enqueue(tx, { to, kind: CERTIFICATE_MAIL_KIND, ...certificateIssuedMail(content) });
}
