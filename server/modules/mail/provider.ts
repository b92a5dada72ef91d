// The provider's contact details as mails show them: the site settings record the web pages read
// too (table site_settings, edited by an admin), so a mail and a page never disagree.
// Mails are rendered synchronously, so this process keeps a copy of the record: read on start
// (site-settings/routes.ts), replaced when an admin saves here, and re-read when another process
// announces a staff change (app.ts). The name and the promise are the brand's, in code.
import { defaultSiteSettings, type SiteSettings, siteIdentity } from "@skillbridge/core/site-settings";

let contact: SiteSettings = defaultSiteSettings;

export function setMailContact(settings: SiteSettings): void {
  contact = settings;
}

export const provider = {
  name: siteIdentity.name,
  get phones(): string[] {
    return contact.phones.map((phone) => phone.label);
  },
  get email(): string {
    return contact.queryEmail;
  },
  get hours(): string {
    return contact.hours;
  },
  /** What the contact page promises (a response within 1 business day). */
  responseTime: siteIdentity.responseTime,
};
