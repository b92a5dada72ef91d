// The provider's contact details as mails show them: the one settings record the web pages read
// too (packages/core/src/site-settings.ts, issue 17), so a mail and a page never disagree.
import { siteSettings } from "@skillbridge/core/site-settings";

export const provider = {
  name: siteSettings.name,
  phones: siteSettings.phones.map((phone) => phone.label),
  email: siteSettings.queryEmail,
  hours: siteSettings.hours,
  /** What the contact page promises (spec §2: a response within 1 business day). */
  responseTime: siteSettings.responseTime,
} as const;
