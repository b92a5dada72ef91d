// The provider's name and social links, shown in the header, footer and structured data. Its contact
// details (phones, WhatsApp, e-mail, hours, centres) are the site settings record: site-settings.ts.
import { visitorCopy } from "@skillbridge/core/messages";
import { siteIdentity } from "@skillbridge/core/site-settings";

const modeLinks = visitorCopy.header.modeLinks;

export const site = {
  ...siteIdentity,
  social: {
    facebook: "https://www.facebook.com/",
    linkedin: "https://www.linkedin.com/",
    instagram: "https://www.instagram.com/",
  },
} as const;

export const learningModes = [
  { slug: "OnlineTrainingMode", label: modeLinks.OnlineTrainingMode },
  { slug: "ClassroomTrainingMode", label: modeLinks.ClassroomTrainingMode },
  { slug: "OnSiteTrainingMode", label: modeLinks.OnSiteTrainingMode },
  { slug: "SelfPacedTrainingMode", label: modeLinks.SelfPacedTrainingMode },
] as const;

/** A wa.me link opening a chat with the help desk (the settings' number), pre-filled with what the visitor is looking at. */
export function whatsappLink(settings: { whatsapp: string }, text?: string): string {
  return `https://wa.me/${settings.whatsapp}${text ? `?text=${encodeURIComponent(text)}` : ""}`;
}
