// The learner's account: the forms of Account Settings (one schema each, used by the
// page's action and by the API) and what the API answers.

import { newPasswordField } from "../back-office.ts";
import { type Locale, localeList } from "../i18n/locales.ts";
import { PLACES_OF_SUPPLY } from "../money/states.ts";
import { contactField, emailField } from "../schemas.ts";
import { z } from "../zod.ts";

export const accountMessages = {
  wrongPassword: "Your current password is not right",
  passwordChanged: "Your password is changed. Every other session of your account has been signed out.",
  profileSaved: "Your profile is saved",
  emailLinkSent:
    "We have sent a link to the new address. Your e-mail changes when you open it (within 24 hours); until then you sign in with your current one.",
  emailSame: "This is already your e-mail address",
  emailTaken: "Another account uses this e-mail address",
  emailLinkBad: "This link is invalid, has expired or was already used. Ask for a new one in Account Settings.",
  emailChanged: "Your e-mail address is changed. Sign in with the new one from now on.",
  sessionEnded: "That session is signed out",
  othersEnded: "Every other session is signed out",
  sessionNotFound: "That session has already ended",
  remindersSaved: "Your reminder choice is saved",
  languageSaved: "Your mail language is saved",
  calendarReplaced: "Your calendar has a new address. The old one no longer works: subscribe again with the new one.",
  erasureAsked:
    "Your request is received. Our staff will erase your account and tell you by e-mail; tax invoices and payment records are kept as the law requires.",
  erasureAlready: "You have already asked for your account to be erased; our staff will carry it out.",
  erasureConfirm:
    "Are you sure? Once our staff carry it out, your account cannot be brought back: you can no longer sign in, and your certificates are revoked.",
  erasureKept: "Nothing was sent: your account stays as it is.",
  erasureCancelled: "Your erasure request is withdrawn: your account stays as it is.",
  erasureNoneOpen: "There is no erasure request of yours waiting: our staff may have carried it out already.",
  stateNeeded: "Choose your state",
  stateOutside: "Outside India is for a country other than India",
  erased: "The learner's account is erased",
  erasureNotFound: "No open erasure request with this id",
} as const;

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => value || null);

const stateCodes = PLACES_OF_SUPPLY.map((place) => place.code) as [string, ...string[]];

export const changePasswordSchema = z.strictObject({
  currentPassword: z.string().min(1, "Enter your current password").max(1024, "Password is too long"),
  newPassword: newPasswordField,
});
export type ChangePassword = z.input<typeof changePasswordSchema>;

export const profileUpdateSchema = z
  .strictObject({
    firstName: z.string().trim().min(1, "First name is required").max(80, "First name must be at most 80 characters"),
    lastName: optionalText("Last name", 80),
    contact: z.union([z.literal("").transform(() => null), contactField]),
    orgName: optionalText("Organisation", 120),
    countryName: z.string().trim().min(1, "Country is required").max(60, "Country must be at most 60 characters"),
    stateCode: z.union([z.literal("").transform(() => null), z.enum(stateCodes, "Choose a state from the list")]),
  })
  .superRefine((value, ctx) => {
    const india = value.countryName.toLowerCase() === "india";
    if (india && !value.stateCode)
      ctx.addIssue({ code: "custom", path: ["stateCode"], message: accountMessages.stateNeeded });
    if (india && value.stateCode === "96") {
      ctx.addIssue({ code: "custom", path: ["stateCode"], message: accountMessages.stateOutside });
    }
  });
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const emailChangeSchema = z.strictObject({
  newEmail: emailField,
  currentPassword: z.string().min(1, "Enter your current password").max(1024, "Password is too long"),
});
export type EmailChange = z.input<typeof emailChangeSchema>;

export const emailConfirmSchema = z.strictObject({
  token: z.string().min(16, accountMessages.emailLinkBad).max(200, accountMessages.emailLinkBad),
});

export const remindersSchema = z.strictObject({ reminders: z.boolean() });

/** The language the learner's mails are written in (one of the site's languages). */
export const mailLanguageSchema = z.strictObject({
  language: z.enum(localeList as [Locale, ...Locale[]], { error: "Choose one of the site's languages" }),
});

export const sessionParams = z.object({ sessionId: z.string().min(1).max(100) });

export const accountSessionSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  startedAt: z.iso.datetime({ offset: true }),
  device: z.string(),
  network: z.string().nullable(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSchema = z.object({
  profile: z.object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string(),
    contact: z.string().nullable(),
    orgName: z.string().nullable(),
    countryName: z.string().nullable(),
    stateCode: z.string().nullable(),
  }),
  sessions: z.array(accountSessionSchema),
  /** The language of the learner's mails. */
  language: z.string(),
  reminders: z.boolean(),
  /** The private feed's token (the page builds its https:// and webcal:// addresses). */
  calendarToken: z.string(),
  erasureRequestedAt: z.iso.datetime({ offset: true }).nullable(),
  /** An e-mail change waiting for its link to be opened. */
  pendingEmail: z.string().nullable(),
});
export type Account = z.infer<typeof accountSchema>;

export const accountDoneSchema = z.object({ detail: z.string() });

export const erasureRequestSchema = z.object({
  id: z.number().int(),
  learnerId: z.number().int(),
  learnerName: z.string(),
  requestedAt: z.iso.datetime({ offset: true }),
  erasedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type ErasureRequest = z.infer<typeof erasureRequestSchema>;
