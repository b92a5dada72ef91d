// The provider's name and social links, shown in the header, footer and structured data. Its contact
// details (phones, WhatsApp, e-mail, hours, centres) are the site settings record: site-settings.ts.
import { siteIdentity } from "@skillbridge/core/site-settings";

export const site = {
  ...siteIdentity,
  social: {
    facebook: "https://www.facebook.com/",
    linkedin: "https://www.linkedin.com/",
    instagram: "https://www.instagram.com/",
  },
} as const;

export const learningModes = [
  { slug: "OnlineTrainingMode", label: "Online Training" },
  { slug: "ClassroomTrainingMode", label: "Classroom Training" },
  { slug: "OnSiteTrainingMode", label: "On-Site Training" },
  { slug: "SelfPacedTrainingMode", label: "Self-Paced Training" },
] as const;

/** A wa.me link opening a chat with the help desk (the settings' number), pre-filled with what the visitor is looking at. */
export function whatsappLink(settings: { whatsapp: string }, text?: string): string {
  return `https://wa.me/${settings.whatsapp}${text ? `?text=${encodeURIComponent(text)}` : ""}`;
}
