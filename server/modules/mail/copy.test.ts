// Every mail template speaks with the site's voice — no doubled punctuation,
// Indian English (enrol, enrolment), no status codes or developer words — and names the
// provider's phones and addresses from the one settings record the pages read.
import { copyProblems } from "@skillbridge/core/copy-rules";
import { defaultSiteSettings } from "@skillbridge/core/site-settings";
import { describe, expect, it } from "vitest";
import { invoiceMail } from "../payment/invoice-mail.ts";
import { paymentLinkMail } from "../payment/payment-mail.ts";
import { enquiryReplyMail, enrolmentNoticeMail, resetPasswordMail, setPasswordMail } from "./account-mail.ts";
import { acknowledgementMail } from "./acknowledgement.ts";
import { setMailContact } from "./provider.ts";
import type { MailContent } from "./render.ts";

const origin = "https://www.example.in";
const batch = {
  startDate: "2026-12-01",
  endDate: "2026-12-24",
  startTime: "09:30:00",
  endTime: "17:30:00",
  location: defaultSiteSettings.centres[0]!.batchLocation,
  studyMode: "Classroom",
};
const course = { id: 1, name: "AWS Certified Solutions Architect – Associate (SAA-C03)" };
const receivedAt = new Date("2026-11-26T10:00:00Z");

const mails: [string, MailContent][] = [
  ["lead", acknowledgementMail({ about: "lead", name: "Ravi", receivedAt, origin, course, batch })],
  [
    "lead with a fee",
    acknowledgementMail({
      about: "lead",
      name: "Ravi",
      receivedAt,
      origin,
      course,
      batch,
      payment: { link: `${origin}/pay?token=x`, amountPaise: 2_499_900, proformaNumber: "SBP/26-27/00001" },
    }),
  ],
  ["course enquiry", acknowledgementMail({ about: "course", name: "Ravi", receivedAt, origin, course })],
  ["proposal", acknowledgementMail({ about: "proposal", name: "Ravi", receivedAt, origin, course })],
  ["contact", acknowledgementMail({ about: "contact", name: "Ravi", receivedAt, origin: null })],
  [
    "event enquiry",
    acknowledgementMail({
      about: "event",
      name: "Ravi",
      receivedAt,
      origin,
      event: { title: "Cloud Careers Webinar", startsAt: receivedAt, durationMinutes: 90 },
    }),
  ],
  [
    "set password",
    setPasswordMail({
      name: "Ravi",
      email: "ravi@example.com",
      link: `${origin}/learner/set-password?token=x`,
      validHours: 72,
      batch: { ...batch, courseName: course.name },
    }),
  ],
  [
    "reset password",
    resetPasswordMail({ name: "Ravi", link: `${origin}/learner/set-password?token=x`, validHours: 1 }),
  ],
  [
    "enrolment notice",
    enrolmentNoticeMail({
      name: "Ravi",
      loginUrl: `${origin}/learner/login`,
      batch: { ...batch, courseName: course.name },
    }),
  ],
  [
    "reply",
    enquiryReplyMail({
      name: "Ravi",
      subject: "Your enquiry",
      message: "Hello.",
      staffName: "Priya",
      about: course.name,
    }),
  ],
  [
    "payment link",
    paymentLinkMail({
      name: "Ravi",
      courseName: course.name,
      amountPaise: 2_499_900,
      proformaNumber: "SBP/26-27/00001",
      link: `${origin}/pay?token=x`,
    }),
  ],
  [
    "tax invoice",
    invoiceMail({
      name: "Ravi",
      courseName: course.name,
      invoice: { number: "SB/26-27/000001", pricePaise: 2_499_900 },
    }),
  ],
];

describe("every mail template", () => {
  for (const [name, mail] of mails) {
    it(`${name}: one voice in its subject and text`, () => {
      // Links and addresses are not prose: their dots and slashes are not punctuation.
      const prose = `${mail.subject}\n${mail.text}`.replace(/\S+@\S+|https?:\/\/\S+/g, "·");
      expect(copyProblems(prose, { statusCodes: true })).toEqual([]);
    });
  }

  it("names the provider's phones and e-mail from the settings record", () => {
    const text = mails.find(([name]) => name === "lead")![1].text;
    for (const phone of defaultSiteSettings.phones) expect(text).toContain(phone.label);
    expect(text).toContain(defaultSiteSettings.queryEmail);
  });

  it("reads a changed settings record (one phone, another e-mail)", () => {
    setMailContact({
      ...defaultSiteSettings,
      phones: [{ label: "+91 11 2345 6789", tel: "+911123456789" }],
      queryEmail: "hello@example.in",
    });
    try {
      const text = acknowledgementMail({ about: "lead", name: "Ravi", receivedAt, origin, course, batch }).text;
      expect(text).toContain("Call us on +91 11 2345 6789, message us on WhatsApp, or write to hello@example.in.");
      expect(text).not.toContain(defaultSiteSettings.phones[1]!.label);
    } finally {
      setMailContact(defaultSiteSettings);
    }
  });
});
