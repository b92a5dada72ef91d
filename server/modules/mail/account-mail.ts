// Mails about a learner's account: the set-password link a new learner gets when a
// lead is converted, the reset link, and the enrolment notice for a learner who already has a
// password. Never a password in a mail: only a one-time link.
import { formatDate } from "@skillbridge/core";
import { provider } from "./provider.ts";
import { type Block, type Fact, type MailContent, renderMail } from "./render.ts";

export const ACCOUNT_MAIL_KIND = {
  setPassword: "learner-set-password",
  resetPassword: "learner-reset-password",
  enrolment: "learner-enrolment",
} as const;

export type BatchFacts = {
  courseName: string;
  startDate: string;
  endDate: string | null;
  startTime: string;
  endTime: string;
  studyMode: string;
  location: string;
};

const hhmm = (time: string) => time.slice(0, 5);
function trainingFacts(batch: BatchFacts): Fact[] {
  const dates = batch.endDate
    ? `${formatDate(batch.startDate)} to ${formatDate(batch.endDate)}`
    : `from ${formatDate(batch.startDate)}`;
  return [
    { label: "Course", value: batch.courseName },
    { label: "Batch", value: `${dates}, ${hhmm(batch.startTime)}–${hhmm(batch.endTime)} IST` },
    { label: "Mode", value: `${batch.studyMode}, ${batch.location}` },
  ];
}

const footer = `You receive this e-mail because you enrolled with ${provider.name}. If that was not you, write to ${provider.email}.`;

export function setPasswordMail(input: {
  name: string;
  email: string;
  link: string;
  validHours: number;
  batch: BatchFacts;
}): MailContent {
  const blocks: Block[] = [
    { type: "paragraph", text: `Dear ${input.name},` },
    { type: "paragraph", text: `Your enrolment with ${provider.name} is confirmed. Welcome!` },
    { type: "heading", text: "Your training" },
    { type: "facts", items: trainingFacts(input.batch) },
    { type: "heading", text: "Your learner login" },
    {
      type: "paragraph",
      text: `Your login is your e-mail address, ${input.email}. Choose your password with this link; it works once and for ${input.validHours} hours:`,
    },
    { type: "facts", items: [{ label: "Set your password", value: input.link, url: input.link }] },
    {
      type: "paragraph",
      text: "After that you land on your learner profile, with your training, its schedule, recordings and study materials.",
    },
  ];
  return renderMail(`Your ${provider.name} learner login: set your password`, blocks, footer);
}

export function resetPasswordMail(input: { name: string; link: string; validHours: number }): MailContent {
  const blocks: Block[] = [
    { type: "paragraph", text: `Dear ${input.name},` },
    {
      type: "paragraph",
      text: `Someone (we hope you) asked to set a new password for your ${provider.name} learner login. Choose it with this link; it works once and for ${input.validHours} hours:`,
    },
    { type: "facts", items: [{ label: "Set a new password", value: input.link, url: input.link }] },
    { type: "paragraph", text: "If you did not ask for this, ignore this e-mail: your password stays as it is." },
  ];
  return renderMail(`Set a new password for ${provider.name}`, blocks, footer);
}

export function enrolmentNoticeMail(input: { name: string; loginUrl: string; batch: BatchFacts }): MailContent {
  const blocks: Block[] = [
    { type: "paragraph", text: `Dear ${input.name},` },
    { type: "paragraph", text: `Your enrolment with ${provider.name} is confirmed.` },
    { type: "heading", text: "Your training" },
    { type: "facts", items: trainingFacts(input.batch) },
    {
      type: "paragraph",
      text: "Sign in with your e-mail address and your password to follow it (use “Forgot password?” if you no longer know it):",
    },
    { type: "facts", items: [{ label: "Learner login", value: input.loginUrl, url: input.loginUrl }] },
  ];
  return renderMail(`Enrolment confirmed: ${input.batch.courseName}`, blocks, footer);
}

export const ENQUIRY_REPLY_KIND = "enquiry-reply";

/** A staff member's answer to a lead or enquiry, sent from the back office. */
export function enquiryReplyMail(input: {
  name: string;
  subject: string;
  message: string;
  staffName: string;
  about: string | null;
}): MailContent {
  const blocks: Block[] = [
    { type: "paragraph", text: `Dear ${input.name},` },
    ...input.message
      .split(/\n{2,}/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean)
      .map((text): Block => ({ type: "paragraph", text })),
    { type: "paragraph", text: `Kind regards,\n${input.staffName}` },
  ];
  const footer = input.about
    ? `You receive this e-mail because you wrote to ${provider.name} about ${input.about}. Reply to this e-mail to answer.`
    : `You receive this e-mail because you wrote to ${provider.name}. Reply to this e-mail to answer.`;
  return renderMail(input.subject, blocks, footer);
}
