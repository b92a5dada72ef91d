// The provider's own details, shown in the header, footer, popups and structured data: the one
// settings record of packages/core (site-settings.ts), which the server's mails read too.
import { siteSettings } from "@skillbridge/core/site-settings";

export const site = {
  ...siteSettings,
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

/** A wa.me link opening a chat with the help desk, pre-filled with what the visitor is looking at. */
export function whatsappLink(text?: string): string {
  return `https://wa.me/${site.whatsapp}${text ? `?text=${encodeURIComponent(text)}` : ""}`;
}
