// The acknowledgement in the language of the page the form was sent from: a lead or enquiry sent
// from a /hi/ page is stored with 'hi' and acknowledged in Hindi (dates with Hindi month names,
// brand and course names as they are), one from an English page in English as before; a learner
// made from a Hindi lead keeps the language for the mails that follow.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { apiHeaders, build, signedInPeople, type TestContext } from "../../test/app.ts";
import { createBatch, createCourse } from "../../test/factories.ts";
import { invoiceMail } from "../payment/invoice-mail.ts";
import { partReminderMail } from "../payment-plan/reminders.ts";
import { languageOfPage } from "../submission/screening.ts";
import { setPasswordMail } from "./account-mail.ts";
import { acknowledgementMail } from "./acknowledgement.ts";

let t: TestContext;
let course: { id: number };
let batchId: number;

beforeAll(async () => {
  t = await build({ env: { PUBLIC_ORIGIN: "https://academy.example.in" } });
  course = await createCourse(t.database.db, { name: "Azure Administrator AZ-104" });
  batchId = (await createBatch(t.database.db, course.id, { startDate: "2027-01-11", endDate: "2027-02-10" })).id;
});
afterAll(() => t?.close());

const mailsTo = (to: string) => t.database.db.select().from(schema.outbox).where(eq(schema.outbox.to, to));

describe("the language of a form's page", () => {
  it("is read from the page's address: /hi/… is Hindi, anything else English", () => {
    expect(languageOfPage("https://academy.example.in/hi/course/1/Azure")).toBe("hi");
    expect(languageOfPage("/hi")).toBe("hi");
    expect(languageOfPage("https://academy.example.in/course/1/Azure")).toBe("en");
    expect(languageOfPage("https://academy.example.in/history")).toBe("en");
    expect(languageOfPage(undefined)).toBe("en");
    expect(languageOfPage("not a url at all %%")).toBe("en");
  });
});

describe("an enrolment sent from a Hindi page", () => {
  it("is stored as Hindi and acknowledged in Hindi; from an English page, in English", async () => {
    const post = (email: string, pageUrl: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/leads/",
        headers: apiHeaders(),
        payload: {
          leadName: "Sunita Verma",
          leadEmail: email,
          leadContact: "+91 98450 12121",
          ictId_id: course.id,
          trainingId: batchId,
          pageUrl,
        },
      });
    expect((await post("sunita.hi@example.com", "https://academy.example.in/hi/course/1/Azure")).statusCode).toBe(201);
    expect((await post("sunita.en@example.com", "https://academy.example.in/course/1/Azure")).statusCode).toBe(201);

    const [hindiLead] = await t.database.db
      .select()
      .from(schema.leads)
      .where(eq(schema.leads.email, "sunita.hi@example.com"));
    expect(hindiLead!.language).toBe("hi");
    const [hindi] = await mailsTo("sunita.hi@example.com");
    expect(hindi!.subject).toBe("Azure Administrator AZ-104 के लिए आपका अनुरोध हमें मिल गया है");
    for (const part of [hindi!.text, hindi!.html]) {
      expect(part).toContain("नमस्ते Sunita Verma,");
      expect(part).toContain("आगे क्या होगा");
      expect(part).toContain("11 जनवरी 2027 से 10 फ़रवरी 2027 तक");
      expect(part).not.toContain("What happens next");
    }
    const [english] = await mailsTo("sunita.en@example.com");
    expect(english!.subject).toBe("We received your request for Azure Administrator AZ-104");
    expect(english!.text).toContain("What happens next");

    // Converted by staff: the learner keeps Hindi, and the set-password mail is in Hindi.
    const { staffToken } = await signedInPeople(t);
    const converted = await t.app.inject({
      method: "POST",
      url: `/api/admin/leads/${hindiLead!.id}/convert`,
      headers: apiHeaders(staffToken),
      payload: {},
    });
    expect(converted.statusCode, converted.body).toBe(200);
    const [learner] = await t.database.db
      .select()
      .from(schema.learners)
      .where(eq(schema.learners.email, "sunita.hi@example.com"));
    expect(learner!.language).toBe("hi");
    const welcome = (await mailsTo("sunita.hi@example.com")).find((mail) => mail.kind === "learner-set-password");
    expect(welcome!.subject).toMatch(/लर्नर लॉगिन: अपना पासवर्ड चुनें$/);
    expect(welcome!.text).toContain("आपका लॉगिन आपका ई-मेल पता है, sunita.hi@example.com।");
  });

  it("acknowledges an enquiry from a Hindi page in Hindi", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/ictEnquiry/",
      headers: apiHeaders(),
      payload: {
        ict_id: course.id,
        eName: "Rahul Yadav",
        eEmail: "rahul.hi@example.com",
        eContact: "+91 98450 13131",
        pageUrl: "https://academy.example.in/hi/course/1/Azure",
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [stored] = await t.database.db
      .select()
      .from(schema.enquiries)
      .where(eq(schema.enquiries.email, "rahul.hi@example.com"));
    expect(stored!.language).toBe("hi");
    const [mail] = await mailsTo("rahul.hi@example.com");
    expect(mail!.subject).toBe("Azure Administrator AZ-104 के लिए आपका अनुरोध हमें मिल गया है");
    expect(mail!.text).toContain("हमारे ट्रेनिंग सलाहकार 1 कार्यदिवस के भीतर");
  });
});

describe("the Hindi acknowledgement's parts", () => {
  it("says the waitlist, the fee link and the started batch in Hindi, amounts as on every page", () => {
    const mail = acknowledgementMail({
      about: "lead",
      language: "hi",
      name: "Sunita Verma",
      receivedAt: new Date("2026-11-20T10:35:00Z"),
      origin: "https://academy.example.in",
      course: { id: 1, name: "Azure Administrator AZ-104" },
      payment: {
        link: "https://academy.example.in/pay?token=abc",
        amountPaise: 1_180_000,
        proformaNumber: "SBP/26-27/00001",
      },
      waitlisted: true,
      waitlistPosition: 2,
      batchStarted: { next: null },
    });
    expect(mail.text).toContain("फ़ीस (सभी टैक्स सहित): ₹11,800.00");
    expect(mail.text).toContain("आप वेटलिस्ट पर हैं (क्रम 2)");
    expect(mail.text).toContain("यह बैच शुरू हो चुका है");
    expect(mail.text).toContain("प्राप्त हुआ: 20 नवंबर 2026, 16:05 IST");
    expect(mail.text).toContain("हमारी गोपनीयता सूचना: https://academy.example.in/privacy");
  });
});

describe("the payer's receipt and a plan's reminder in Hindi", () => {
  it("say the invoice, the amount and the due part in Hindi; the invoice number and amounts as on the documents", () => {
    const receipt = invoiceMail({
      name: "Sunita Verma",
      courseName: "Azure Administrator AZ-104",
      invoice: { number: "SB/26-27/000007", pricePaise: 472_040 },
      language: "hi",
    });
    expect(receipt.subject).toBe("फ़ीस मिल गई: टैक्स इनवॉइस SB/26-27/000007");
    expect(receipt.text).toContain("भुगतान की गई राशि (सभी टैक्स सहित): ₹4,720.40");
    const reminder = partReminderMail({
      name: "Sunita Verma",
      courseName: "Azure Administrator AZ-104",
      partNo: 2,
      partCount: 3,
      amountPaise: 354_030,
      dueOn: "2026-12-28",
      today: "2026-12-25",
      link: "https://academy.example.in/pay?token=abc",
      language: "hi",
    });
    expect(reminder.subject).toBe("Azure Administrator AZ-104 की आपकी फ़ीस का भाग 2 28 दिसंबर 2026 को देय है");
    expect(reminder.text).toContain("देय राशि (सभी टैक्स सहित): ₹3,540.30");
    expect(reminder.text).toContain("https://academy.example.in/pay?token=abc");
  });
});

describe("a learner's mail with no language, or one the site does not have", () => {
  it("is written in English", () => {
    const batch = {
      courseName: "Azure Administrator AZ-104",
      startDate: "2027-01-11",
      endDate: null,
      startTime: "10:00",
      endTime: "13:00",
      studyMode: "Online",
      location: "Zoom",
    };
    for (const language of [undefined, "fr"]) {
      const mail = setPasswordMail({
        name: "A",
        email: "a@example.com",
        link: "https://x.example/s",
        validHours: 72,
        batch,
        language,
      });
      expect(mail.subject).toMatch(/learner login: set your password$/);
      expect(mail.text).toContain("Dear A,");
    }
  });
});
