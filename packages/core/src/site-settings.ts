// The provider's contact details in one record — phone numbers,
// WhatsApp, e-mail addresses, opening hours and training centres. They are a business record in
// the database (table site_settings, one row), which an admin edits in the back office
// (/admin/site-settings); the footer, the contact page, the Learning Modes, home, about and
// internship pages, the popups, the JSON-LD and every mail read that record, so no two places can
// disagree. The values below are what the migration seeded it with (and what a page falls back to
// if the record cannot be read). Classroom batches run at these centres (the demo data is checked
// against them: server/db/seed/demo-consistency.test.ts). The name, legal name and tagline are the
// brand, not contact details: they stay in code (siteIdentity). Legal and tax details (GSTIN, bank,
// invoice address) are the business settings of the back office.
// No zod here: every page's shell reads these values and texts, and zod would ride along in it
// (the record's schema is in site-settings-schema.ts, for the API and the back office's form).
import type { SiteSettings } from "./site-settings-schema.ts";

export type { Centre, SitePhone, SiteSettings } from "./site-settings-schema.ts";

export const siteIdentity = {
  name: "SkillBridge Academy",
  /** Ends in a full stop of its own: texts that end a sentence with it use `sentence()`. */
  legalName: "SkillBridge Academy Pvt. Ltd.",
  tagline: "Certification courses, corporate training and internships",
  /** What the contact page promises (a response within 1 business day). */
  responseTime: "within 1 business day",
} as const;

export const siteSettingsMessages = {
  phone: "Give a phone number with its country code, e.g. +91 98450 22334",
  phoneNeeded: "Give at least one phone number",
  whatsapp: "Give the WhatsApp number as digits with the country code, e.g. 919845022334",
  email: "Give a valid e-mail address",
  hours: "Give the opening hours (up to 120 characters)",
  centreNeeded: "Give at least one training centre",
  postalCode: "Give the 6-digit PIN code",
  saved: "Site settings saved",
  adminOnly: "Only an admin may change the site settings",
} as const;

/** How many phones and centres the record holds (and the back office's form offers). */
export const SITE_SETTINGS_FORM_LIMITS = { phones: 3, centres: 4 } as const;

/** "+91 98450 22334" → "+919845022334" (what a tel: link dials). */
export function telOf(label: string): string {
  return `+${label.replace(/\D/g, "")}`;
}

/** What the migration seeded the record with (0016_site_settings.sql holds the same values). */
export const defaultSiteSettings: SiteSettings = {
  phones: [
    { label: "+91 98450 22334", tel: "+919845022334" },
    { label: "+91 80 4567 8900", tel: "+918045678900" },
  ],
  whatsapp: "919845022334",
  email: "info@skillbridge-academy.in",
  queryEmail: "enquiry@skillbridge-academy.in",
  /** When the phones and centres answer. */
  hours: "Monday to Saturday, 9:30 am to 7:00 pm IST",
  centres: [
    {
      city: "Bengaluru",
      name: "Bengaluru (Head Office)",
      lines: ["3rd Floor, Prestige Tech Park", "80 Feet Road, Koramangala", "Bengaluru, Karnataka 560034"],
      region: "Karnataka",
      postalCode: "560034",
      mapQuery: "Koramangala, Bengaluru",
      batchLocation: "Bengaluru – Koramangala Centre",
    },
    {
      city: "Pune",
      name: "Pune",
      lines: ["Office 402, Pride Icon", "Shivajinagar", "Pune, Maharashtra 411005"],
      region: "Maharashtra",
      postalCode: "411005",
      mapQuery: "Shivajinagar, Pune",
      batchLocation: "Pune – Shivajinagar Centre",
    },
  ],
};

// ---- the back office's form (works without JavaScript: flat fields, one per input) ----

const CENTRE_FIELDS = ["City", "Name", "Address", "Region", "PostalCode", "MapQuery", "BatchLocation"] as const;

/** Every field of the form, in order: phone1…3, whatsapp, email, queryEmail, hours, centre1City…. */
export const SITE_SETTINGS_FIELDS: readonly string[] = [
  ...Array.from({ length: SITE_SETTINGS_FORM_LIMITS.phones }, (_, i) => `phone${i + 1}`),
  "whatsapp",
  "email",
  "queryEmail",
  "hours",
  ...Array.from({ length: SITE_SETTINGS_FORM_LIMITS.centres }, (_, i) =>
    CENTRE_FIELDS.map((field) => `centre${i + 1}${field}`),
  ).flat(),
];

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** The record a submitted form describes (to be checked with siteSettingsSchema): blank rows are left out. */
export function siteSettingsFromForm(form: Record<string, string | undefined>): unknown {
  const value = (name: string) => (form[name] ?? "").trim();
  const phones = Array.from({ length: SITE_SETTINGS_FORM_LIMITS.phones }, (_, i) => value(`phone${i + 1}`))
    .filter(Boolean)
    .map((label) => ({ label, tel: telOf(label) }));
  const centres = Array.from({ length: SITE_SETTINGS_FORM_LIMITS.centres }, (_, i) => {
    const field = (name: (typeof CENTRE_FIELDS)[number]) => value(`centre${i + 1}${name}`);
    return {
      city: field("City"),
      name: field("Name"),
      lines: lines(field("Address")),
      region: field("Region"),
      postalCode: field("PostalCode"),
      mapQuery: field("MapQuery"),
      batchLocation: field("BatchLocation"),
    };
  }).filter((centre) => Object.values(centre).some((part) => (Array.isArray(part) ? part.length : part)));
  return {
    phones,
    whatsapp: value("whatsapp"),
    email: value("email"),
    queryEmail: value("queryEmail"),
    hours: value("hours"),
    centres,
  };
}

/** The form's field for a problem at `path` of the record (phones.0.label → phone1). */
export function siteSettingsField(path: readonly PropertyKey[]): string {
  const [head, index, part] = path;
  if (head === "phones") return typeof index === "number" ? `phone${index + 1}` : "phone1";
  if (head === "centres") {
    if (typeof index !== "number") return "centre1City";
    const name = part === "lines" ? "Address" : String(part ?? "city");
    return `centre${index + 1}${name[0]?.toUpperCase()}${name.slice(1)}`;
  }
  return String(head ?? "form");
}

/** The form's values for a stored record. */
export function siteSettingsFormValues(settings: SiteSettings): Record<string, string> {
  const values: Record<string, string> = {
    whatsapp: settings.whatsapp,
    email: settings.email,
    queryEmail: settings.queryEmail,
    hours: settings.hours,
  };
  settings.phones.forEach((phone, i) => {
    values[`phone${i + 1}`] = phone.label;
  });
  settings.centres.forEach((centre, i) => {
    const prefix = `centre${i + 1}`;
    Object.assign(values, {
      [`${prefix}City`]: centre.city,
      [`${prefix}Name`]: centre.name,
      [`${prefix}Address`]: centre.lines.join("\n"),
      [`${prefix}Region`]: centre.region,
      [`${prefix}PostalCode`]: centre.postalCode,
      [`${prefix}MapQuery`]: centre.mapQuery,
      [`${prefix}BatchLocation`]: centre.batchLocation,
    });
  });
  return values;
}

// ---- texts made of the record ----

/** "Bengaluru and Pune" (or "A, B and C"): the centres' cities as a text names them. */
export function centreCities(centres: readonly { city: string }[]): string {
  const cities = centres.map((centre) => centre.city);
  return cities.length <= 1 ? (cities[0] ?? "") : `${cities.slice(0, -1).join(", ")} and ${cities.at(-1)}`;
}

/**
 * A text with the record's details put in: "{cities}" → "Bengaluru and Pune", "{places}" → the
 * centres' localities ("Koramangala, Bengaluru and Shivajinagar, Pune"). Texts written once (the
 * message catalogue, page copy) name the centres this way, so they follow the record.
 */
export function fillContact(text: string, settings: Pick<SiteSettings, "centres">): string {
  return text
    .replaceAll("{cities}", centreCities(settings.centres))
    .replaceAll("{places}", centreCities(settings.centres.map((centre) => ({ city: centre.mapQuery }))));
}

/** Ends a text with one full stop, never two ("… Pvt Ltd." + "." stays one). */
export function sentence(text: string): string {
  const trimmed = text.trimEnd();
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
