// The mails of Account Settings: a password was changed, a link to confirm a new
// e-mail address (to that address), the old address told of the change, and the reminders before
// a session. Never a password in a mail; the link is the only secret and works once.
import { provider } from "../mail/provider.ts";
import { type MailContent, renderMail } from "../mail/render.ts";

export const ACCOUNT_SETTINGS_MAIL_KIND = {
  passwordChanged: "learner-password-changed",
  emailChangeLink: "learner-email-change-link",
  emailChanged: "learner-email-changed",
  reminder: "session-reminder",
} as const;

const footer = `You receive this e-mail because you have a learner account with ${provider.name}. If something here was not you, write to ${provider.email} at once.`;

export function passwordChangedMail(input: { name: string; when: string }): MailContent {
  return renderMail(
    `Your ${provider.name} password was changed`,
    [
      { type: "paragraph", text: `Dear ${input.name},` },
      {
        type: "paragraph",
        text: `The password of your ${provider.name} learner login was changed on ${input.when} (IST). Every other session of your account was signed out.`,
      },
      {
        type: "paragraph",
        text: `If you did not do this, use “Forgot password?” on the learner login to choose a new one, and write to ${provider.email}.`,
      },
    ],
    footer,
  );
}

export function emailChangeLinkMail(input: { name: string; link: string; validHours: number }): MailContent {
  return renderMail(
    `Confirm your new e-mail address for ${provider.name}`,
    [
      { type: "paragraph", text: `Dear ${input.name},` },
      {
        type: "paragraph",
        text: `You asked to sign in to ${provider.name} with this e-mail address. Confirm it with this link; it works once and for ${input.validHours} hours:`,
      },
      { type: "facts", items: [{ label: "Confirm this address", value: input.link, url: input.link }] },
      { type: "paragraph", text: "If you did not ask for this, ignore this e-mail: nothing changes." },
    ],
    footer,
  );
}

export function emailChangedMail(input: { name: string; newEmail: string }): MailContent {
  const [local = "", domain = ""] = input.newEmail.split("@");
  // The old mailbox learns that it changed, not the whole new address.
  const shown = `${local.slice(0, 2)}…@${domain}`;
  return renderMail(
    `Your ${provider.name} login e-mail was changed`,
    [
      { type: "paragraph", text: `Dear ${input.name},` },
      {
        type: "paragraph",
        text: `The e-mail address of your ${provider.name} learner login is now ${shown}. This address no longer signs in.`,
      },
      { type: "paragraph", text: `If you did not do this, write to ${provider.email} at once.` },
    ],
    footer,
  );
}

export function reminderMail(input: {
  name: string;
  courseName: string;
  when: string;
  place: string;
  inWords: string;
  settingsUrl: string;
  /** The learner's language (English when unset). */
  language?: string;
}): MailContent {
  if (input.language === "hi") {
    return renderMail(
      `रिमाइंडर: ${input.courseName} ${input.inWords}`,
      [
        { type: "paragraph", text: `नमस्ते ${input.name},` },
        { type: "paragraph", text: `${input.courseName} का आपका सेशन ${input.inWords} शुरू होगा।` },
        {
          type: "facts",
          items: [
            { label: "कब", value: input.when },
            { label: "कहाँ", value: input.place },
          ],
        },
        {
          type: "paragraph",
          text: `ये रिमाइंडर आप Account Settings में बंद कर सकते हैं: ${input.settingsUrl}`,
        },
      ],
      `आपको यह ई-मेल इसलिए मिला है क्योंकि आप ${provider.name} के लर्नर हैं।`,
    );
  }
  return renderMail(
    `Reminder: ${input.courseName} ${input.inWords}`,
    [
      { type: "paragraph", text: `Dear ${input.name},` },
      { type: "paragraph", text: `Your session of ${input.courseName} starts ${input.inWords}.` },
      {
        type: "facts",
        items: [
          { label: "When", value: input.when },
          { label: "Where", value: input.place },
        ],
      },
      {
        type: "paragraph",
        text: `You can turn these reminders off in Account Settings: ${input.settingsUrl}`,
      },
    ],
    footer,
  );
}
