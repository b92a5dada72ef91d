// The provider's contact details as mails show them. The web app shows the same details from
// web/app/site.ts; server code may not import web code, so they are written here once more.
export const provider = {
  name: "SkillBridge Academy",
  phones: ["+91 98450 22334", "+91 80 4567 8900"],
  email: "enquiry@skillbridge-academy.in",
  /** What the contact page promises (spec §2: a response within 1 business day). */
  responseTime: "within 1 business day",
} as const;
