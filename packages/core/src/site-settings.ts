// issue 17, item 9 (one voice): the provider's contact details in one record — names, phone
// numbers, e-mail addresses, opening hours and training centres. The footer, the contact page,
// the Learning Modes, home, about and internship pages, the popups and every mail read them from
// here, so no two places can disagree. Classroom batches run at these centres (the demo data is
// checked against them: server/db/seed/demo-consistency.test.ts). Legal and tax details (GSTIN,
// bank, invoice address) are the business settings of the back office (issue 14).

export type Centre = {
  /** The city, as page texts name it ("classroom batches in Bengaluru and Pune"). */
  city: string;
  /** The office's heading on the contact page. */
  name: string;
  /** Postal address lines. */
  lines: readonly string[];
  region: string;
  postalCode: string;
  /** What the map search looks for. */
  mapQuery: string;
  /** How a classroom batch at this centre names its location (the demo data is checked against it). */
  batchLocation: string;
};

export const siteSettings = {
  name: "SkillBridge Academy",
  /** Ends in a full stop of its own: texts that end a sentence with it use `sentence()`. */
  legalName: "SkillBridge Academy Pvt. Ltd.",
  tagline: "Certification courses, corporate training and internships",
  phones: [
    { label: "+91 98450 22334", tel: "+919845022334" },
    { label: "+91 80 4567 8900", tel: "+918045678900" },
  ],
  whatsapp: "919845022334",
  email: "info@skillbridge-academy.in",
  queryEmail: "enquiry@skillbridge-academy.in",
  /** When the phones and centres answer. */
  hours: "Monday to Saturday, 9:30 am to 7:00 pm IST",
  /** What the contact page promises (spec §2: a response within 1 business day). */
  responseTime: "within 1 business day",
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
} as const satisfies { centres: readonly Centre[] } & Record<string, unknown>;

/** "Bengaluru and Pune" (or "A, B and C"): the centres' cities as a text names them. */
export function centreCities(centres: readonly { city: string }[] = siteSettings.centres): string {
  const cities = centres.map((centre) => centre.city);
  return cities.length <= 1 ? (cities[0] ?? "") : `${cities.slice(0, -1).join(", ")} and ${cities.at(-1)}`;
}

/** Ends a text with one full stop, never two ("… Pvt Ltd." + "." stays one). */
export function sentence(text: string): string {
  const trimmed = text.trimEnd();
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
