// Mails about a learner's account: the set-password link a new learner gets when a
// lead is converted, the reset link, and the enrolment notice for a learner who already has a
// password. Never a password in a mail: only a one-time link.
import { formatDate } from "@skillbridge/core";
import { hindiDateText } from "@skillbridge/core/i18n/dates-hi";
import type { Locale } from "@skillbridge/core/i18n/locales";
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

/** The words of the mails a new enrolment brings, in each language of the site (English the source). */
type EnrolmentCopy = {
  labels: { course: string; batch: string; mode: string; setPassword: string; learnerLogin: string };
  dates: (start: string, end: string | null) => string;
  dear: (name: string) => string;
  confirmed: (provider: string) => string;
  welcome: (provider: string) => string;
  yourTraining: string;
  yourLogin: string;
  loginText: (email: string, hours: number) => string;
  after: string;
  signIn: string;
  setPasswordSubject: (provider: string) => string;
  enrolmentSubject: (course: string) => string;
  footer: (provider: string, email: string) => string;
};

const enrolmentCopies: Record<Locale, EnrolmentCopy> = {
  en: {
    labels: {
      course: "Course",
      batch: "Batch",
      mode: "Mode",
      setPassword: "Set your password",
      learnerLogin: "Learner login",
    },
    dates: (start, end) => (end ? `${formatDate(start)} to ${formatDate(end)}` : `from ${formatDate(start)}`),
    dear: (name) => `Dear ${name},`,
    confirmed: (provider) => `Your enrolment with ${provider} is confirmed.`,
    welcome: (provider) => `Your enrolment with ${provider} is confirmed. Welcome!`,
    yourTraining: "Your training",
    yourLogin: "Your learner login",
    loginText: (email, hours) =>
      `Your login is your e-mail address, ${email}. Choose your password with this link; it works once and for ${hours} hours:`,
    after:
      "After that you land on your learner profile, with your training, its schedule, recordings and study materials.",
    signIn:
      "Sign in with your e-mail address and your password to follow it (use “Forgot password?” if you no longer know it):",
    setPasswordSubject: (provider) => `Your ${provider} learner login: set your password`,
    enrolmentSubject: (course) => `Enrolment confirmed: ${course}`,
    footer: (provider, email) =>
      `You receive this e-mail because you enrolled with ${provider}. If that was not you, write to ${email}.`,
  },
  hi: {
    labels: {
      course: "कोर्स",
      batch: "बैच",
      mode: "मोड",
      setPassword: "अपना पासवर्ड चुनें",
      learnerLogin: "लर्नर लॉगिन",
    },
    dates: (start, end) => (end ? `${hindiDateText(start)} से ${hindiDateText(end)} तक` : `${hindiDateText(start)} से`),
    dear: (name) => `नमस्ते ${name},`,
    confirmed: (provider) => `${provider} में आपका दाख़िला पक्का हो गया है।`,
    welcome: (provider) => `${provider} में आपका दाख़िला पक्का हो गया है। आपका स्वागत है!`,
    yourTraining: "आपकी ट्रेनिंग",
    yourLogin: "आपका लर्नर लॉगिन",
    loginText: (email, hours) =>
      `आपका लॉगिन आपका ई-मेल पता है, ${email}। इस लिंक से अपना पासवर्ड चुनें; यह एक ही बार और ${hours} घंटे तक काम करता है:`,
    after: "इसके बाद आप अपनी लर्नर प्रोफ़ाइल पर पहुँचेंगे, जहाँ आपकी ट्रेनिंग, उसका शेड्यूल, रिकॉर्डिंग और स्टडी मटीरियल हैं।",
    signIn: "इसे देखने के लिए अपने ई-मेल पते और पासवर्ड से साइन इन करें (पासवर्ड याद न हो तो “Forgot password?” चुनें):",
    setPasswordSubject: (provider) => `आपका ${provider} लर्नर लॉगिन: अपना पासवर्ड चुनें`,
    enrolmentSubject: (course) => `दाख़िला पक्का: ${course}`,
    footer: (provider, email) =>
      `आपको यह ई-मेल इसलिए मिला है क्योंकि आपने ${provider} में दाख़िला लिया। अगर वह आप नहीं थे, तो ${email} पर लिखें।`,
  },
};

/** A language's copy; English for none or one the site does not have. */
function copyOf(language: string | undefined): EnrolmentCopy {
  return language !== undefined && Object.hasOwn(enrolmentCopies, language)
    ? enrolmentCopies[language as Locale]
    : enrolmentCopies.en;
}

function trainingFacts(batch: BatchFacts, copy: EnrolmentCopy = enrolmentCopies.en): Fact[] {
  return [
    { label: copy.labels.course, value: batch.courseName },
    {
      label: copy.labels.batch,
      value: `${copy.dates(batch.startDate, batch.endDate)}, ${hhmm(batch.startTime)}–${hhmm(batch.endTime)} IST`,
    },
    { label: copy.labels.mode, value: `${batch.studyMode}, ${batch.location}` },
  ];
}

const footer = enrolmentCopies.en.footer(provider.name, provider.email);

export function setPasswordMail(input: {
  name: string;
  email: string;
  link: string;
  validHours: number;
  batch: BatchFacts;
  /** The learner's language (English when unset). */
  language?: string;
}): MailContent {
  const copy = copyOf(input.language);
  const blocks: Block[] = [
    { type: "paragraph", text: copy.dear(input.name) },
    { type: "paragraph", text: copy.welcome(provider.name) },
    { type: "heading", text: copy.yourTraining },
    { type: "facts", items: trainingFacts(input.batch, copy) },
    { type: "heading", text: copy.yourLogin },
    { type: "paragraph", text: copy.loginText(input.email, input.validHours) },
    { type: "facts", items: [{ label: copy.labels.setPassword, value: input.link, url: input.link }] },
    { type: "paragraph", text: copy.after },
  ];
  return renderMail(copy.setPasswordSubject(provider.name), blocks, copy.footer(provider.name, provider.email));
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

export function enrolmentNoticeMail(input: {
  name: string;
  loginUrl: string;
  batch: BatchFacts;
  /** The learner's language (English when unset). */
  language?: string;
}): MailContent {
  const copy = copyOf(input.language);
  const blocks: Block[] = [
    { type: "paragraph", text: copy.dear(input.name) },
    { type: "paragraph", text: copy.confirmed(provider.name) },
    { type: "heading", text: copy.yourTraining },
    { type: "facts", items: trainingFacts(input.batch, copy) },
    { type: "paragraph", text: copy.signIn },
    { type: "facts", items: [{ label: copy.labels.learnerLogin, value: input.loginUrl, url: input.loginUrl }] },
  ];
  return renderMail(copy.enrolmentSubject(input.batch.courseName), blocks, copy.footer(provider.name, provider.email));
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
