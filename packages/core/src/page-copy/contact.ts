// The contact page's visitor copy, in the message catalogue
// and checked by the copy test. The phones, e-mail, hours and offices are the site settings record's.
import { siteIdentity } from "../site-settings.ts";

export const contactCopy = {
  /** The page's title. */
  title: "Contact Us",
  intro: `Questions about a course, a batch, corporate training or an internship? Send us a message or call us: a training advisor will get back to you ${siteIdentity.responseTime}.`,
  description: `Call, e-mail or message ${siteIdentity.name} about a course, a batch or corporate training. Offices in {cities}; we reply ${siteIdentity.responseTime}.`,
  detailsTitle: "Talk to us",
  whatsapp: "Chat on WhatsApp",
  officesTitle: "Our offices",
} as const;
