// The site settings record's schema: checked by the API on every read and
// write and by the back office's form. Apart from site-settings.ts so that pages, which only read
// the record, do not carry zod in every page's shell.

import { SITE_SETTINGS_FORM_LIMITS, siteSettingsMessages, telOf } from "./site-settings.ts";
import { z } from "./zod.ts";

const required = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    // Every character a person can read; no control characters (they would reach pages and mails).
    .refine((value) => !/\p{Cc}/u.test(value), `${label} must be plain text`);

export const sitePhoneSchema = z
  .object({
    label: z
      .string()
      .trim()
      .regex(/^\+\d[\d ()-]{6,22}\d$/, siteSettingsMessages.phone),
    tel: z.string().regex(/^\+\d{8,15}$/, siteSettingsMessages.phone),
  })
  .refine((phone) => telOf(phone.label) === phone.tel, { message: siteSettingsMessages.phone, path: ["label"] });
export type SitePhone = z.infer<typeof sitePhoneSchema>;

export const centreSchema = z.object({
  /** The city, as page texts name it ("classroom batches in Bengaluru and Pune"). */
  city: required("City", 60),
  /** The office's heading on the contact page. */
  name: required("Centre name", 80),
  /** Postal address lines. */
  lines: z
    .array(required("Address line", 120))
    .min(1, "Give the centre's address")
    .max(5, "Use at most 5 address lines"),
  region: required("State", 60),
  postalCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, siteSettingsMessages.postalCode),
  /** What the map search looks for. */
  mapQuery: required("Map search", 120),
  /** How a classroom batch at this centre names its location (the demo data is checked against it). */
  batchLocation: required("Batch location", 120),
});
export type Centre = z.infer<typeof centreSchema>;

/** The record as an admin saves it and as every page and mail reads it. */
export const siteSettingsSchema = z.strictObject({
  phones: z.array(sitePhoneSchema).min(1, siteSettingsMessages.phoneNeeded).max(SITE_SETTINGS_FORM_LIMITS.phones),
  whatsapp: z
    .string()
    .trim()
    .regex(/^\d{10,15}$/, siteSettingsMessages.whatsapp),
  email: z.email(siteSettingsMessages.email).max(120, siteSettingsMessages.email),
  queryEmail: z.email(siteSettingsMessages.email).max(120, siteSettingsMessages.email),
  hours: z.string().trim().min(5, siteSettingsMessages.hours).max(120, siteSettingsMessages.hours),
  centres: z.array(centreSchema).min(1, siteSettingsMessages.centreNeeded).max(SITE_SETTINGS_FORM_LIMITS.centres),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
