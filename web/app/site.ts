// The provider's own details, shown in the header, footer, popups and structured data.
export const site = {
  name: "SkillBridge Academy",
  legalName: "SkillBridge Academy Pvt. Ltd.",
  tagline: "Certification courses, corporate training and internships",
  phones: [
    { label: "+91 98450 22334", tel: "+919845022334" },
    { label: "+91 80 4567 8900", tel: "+918045678900" },
  ],
  whatsapp: "919845022334",
  email: "info@skillbridge-academy.in",
  queryEmail: "enquiry@skillbridge-academy.in",
  offices: [
    {
      name: "Bengaluru (Head Office)",
      lines: ["3rd Floor, Prestige Tech Park", "80 Feet Road, Koramangala", "Bengaluru, Karnataka 560034"],
      mapQuery: "Koramangala, Bengaluru",
    },
    {
      name: "Pune",
      lines: ["Office 402, Pride Icon", "Shivajinagar", "Pune, Maharashtra 411005"],
      mapQuery: "Shivajinagar, Pune",
    },
  ],
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
