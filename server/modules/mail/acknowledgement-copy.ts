// The acknowledgement mail's words in each language of the site (packages/core/src/i18n/locales.ts):
// English is the source the tests and the spec read; Hindi says the same in natural Hindi, keeping
// brand names, course names and terms people say in English (UPI, IST, WhatsApp) as they are.
// A new language is one more entry here.
import type { EnquiryKind } from "@skillbridge/core";
import { formatDate, PROVIDER_TIME_ZONE } from "@skillbridge/core";
import { hindiDateText, hindiDateTimeText } from "@skillbridge/core/i18n/dates-hi";
import type { Locale } from "@skillbridge/core/i18n/locales";
import { enrolmentNextSteps } from "@skillbridge/core/messages";

export type AckCopy = {
  subject: (about: "lead" | EnquiryKind, course: string | undefined, event: string | undefined) => string;
  dear: (name: string) => string;
  thanks: (provider: string, subject: string) => string;
  yourRequest: string;
  labels: {
    event: string;
    when: string;
    course: string;
    batch: string;
    mode: string;
    received: string;
    fee: string;
    proforma: string;
    payLink: string;
    enrolIn: string;
  };
  /** A day, and an instant with its IST time. */
  day: (value: string | Date) => string;
  instant: (value: Date) => string;
  dates: (start: string, end: string | null) => string;
  payHeading: string;
  payText: string;
  startedHeading: string;
  startedText: string;
  noNextBatch: string;
  nextBatch: string;
  waitlistHeading: (position: number | undefined) => string;
  waitlistText: string;
  nextHeading: string;
  nextSteps: (about: "lead" | EnquiryKind, within: string) => string[];
  questions: (phones: string, email: string) => string;
  /** "A", "A or B", "A, B or C". */
  or: string;
  footer: (provider: string, email: string, privacyUrl: string | null) => string;
};

const clock = new Intl.DateTimeFormat("en-IN", {
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
  timeZone: PROVIDER_TIME_ZONE,
});

const en: AckCopy = {
  subject: (about, course, event) => {
    switch (about) {
      case "event":
        return `We received your enquiry about ${event ?? "our event"}`;
      case "proposal":
        return `We received your proposal request for ${course ?? "corporate training"}`;
      case "contact":
        return course ? `We received your message about ${course}` : "We received your message";
      default:
        return `We received your request for ${course ?? "our training"}`;
    }
  },
  dear: (name) => `Dear ${name},`,
  thanks: (provider, subject) => `Thank you for contacting ${provider}. ${subject}.`,
  yourRequest: "Your request",
  labels: {
    event: "Event",
    when: "When",
    course: "Course",
    batch: "Batch",
    mode: "Mode",
    received: "Received",
    fee: "Fee (all taxes inclusive)",
    proforma: "Proforma invoice",
    payLink: "Pay your fee",
    enrolIn: "Enrol in it",
  },
  day: (value) => formatDate(value),
  // ICU writes "4:05 pm" with a narrow no-break space; mail clients show a plain one more reliably.
  instant: (value) => `${formatDate(value)}, ${clock.format(value).replace(/\s/g, " ")} IST`,
  dates: (start, end) => (end ? `${formatDate(start)} to ${formatDate(end)}` : `from ${formatDate(start)}`),
  payHeading: "Pay your fee",
  payText:
    "Your seat is confirmed once the fee is paid. Pay it by UPI or bank transfer on your private payment page (keep this link to yourself):",
  startedHeading: "This batch has already started",
  startedText:
    "The batch you chose has already started, so its seats are no longer offered and there is no fee to pay for it.",
  noNextBatch: "No later batch of this course is announced yet: we will write to you as soon as one is.",
  nextBatch: "The next batch of this course:",
  waitlistHeading: (position) =>
    position ? `You are on the waitlist (position ${position})` : "You are on the waitlist",
  waitlistText:
    "Every seat of this batch is taken. You are on its waitlist, first come first served: when a seat frees, we send you the link to pay your fee.",
  nextHeading: "What happens next",
  nextSteps: (about, within) => {
    switch (about) {
      case "lead":
        // The enrolment success popup's own lines: the mail says what the popup said.
        return [...enrolmentNextSteps];
      case "event":
        return [`Our team will reply ${within} with the joining details and answers to your questions.`];
      case "proposal":
        return [
          `Our corporate training team will contact you ${within} to understand your team's needs, then send you a proposal with the schedule, the mode (online, classroom or at your site) and the fee.`,
        ];
      case "contact":
        return [`Our team will reply ${within}.`];
      default:
        return [
          `A training advisor will reply ${within} with the upcoming batches, the fee and answers to your questions.`,
        ];
    }
  },
  questions: (phones, email) =>
    `Questions in the meantime? Call us on ${phones}, message us on WhatsApp, or write to ${email}.`,
  or: "or",
  footer: (provider, email, privacyUrl) =>
    `You receive this e-mail because this address was entered in a form on the ${provider} website. ` +
    `If that was not you, write to ${email} and we will delete the details.${privacyUrl ? ` Our privacy notice: ${privacyUrl}.` : ""}`,
};

/** The promise "within 1 business day" as a Hindi reader says it. */
const HINDI_WITHIN = "1 कार्यदिवस के भीतर";

const hi: AckCopy = {
  subject: (about, course, event) => {
    switch (about) {
      case "event":
        return `${event ?? "हमारे इवेंट"} के बारे में आपकी पूछताछ हमें मिल गई है`;
      case "proposal":
        return `${course ?? "कॉर्पोरेट ट्रेनिंग"} के लिए आपका प्रस्ताव-अनुरोध हमें मिल गया है`;
      case "contact":
        return course ? `${course} के बारे में आपका संदेश हमें मिल गया है` : "आपका संदेश हमें मिल गया है";
      default:
        return `${course ?? "हमारी ट्रेनिंग"} के लिए आपका अनुरोध हमें मिल गया है`;
    }
  },
  dear: (name) => `नमस्ते ${name},`,
  thanks: (provider, subject) => `${provider} से संपर्क करने के लिए धन्यवाद। ${subject}।`,
  yourRequest: "आपका अनुरोध",
  labels: {
    event: "इवेंट",
    when: "कब",
    course: "कोर्स",
    batch: "बैच",
    mode: "मोड",
    received: "प्राप्त हुआ",
    fee: "फ़ीस (सभी टैक्स सहित)",
    proforma: "प्रोफ़ॉर्मा इनवॉइस",
    payLink: "अपनी फ़ीस भरें",
    enrolIn: "इसमें दाख़िला लें",
  },
  day: (value) => hindiDateText(value),
  instant: (value) => `${hindiDateTimeText(value)} IST`,
  dates: (start, end) => (end ? `${hindiDateText(start)} से ${hindiDateText(end)} तक` : `${hindiDateText(start)} से`),
  payHeading: "अपनी फ़ीस भरें",
  payText: "फ़ीस भरते ही आपकी सीट पक्की हो जाती है। इसे अपने निजी पेमेंट पेज पर UPI या बैंक ट्रांसफ़र से भरें (यह लिंक किसी और को न दें):",
  startedHeading: "यह बैच शुरू हो चुका है",
  startedText: "आपका चुना हुआ बैच शुरू हो चुका है, इसलिए इसकी सीटें अब नहीं दी जातीं और इसके लिए कोई फ़ीस नहीं भरनी है।",
  noNextBatch: "इस कोर्स का अगला बैच अभी घोषित नहीं हुआ है: घोषित होते ही हम आपको लिखेंगे।",
  nextBatch: "इस कोर्स का अगला बैच:",
  waitlistHeading: (position) => (position ? `आप वेटलिस्ट पर हैं (क्रम ${position})` : "आप वेटलिस्ट पर हैं"),
  waitlistText:
    "इस बैच की सभी सीटें भर चुकी हैं। आप इसकी वेटलिस्ट पर हैं, पहले आओ पहले पाओ: सीट खाली होते ही हम आपको फ़ीस भरने का लिंक भेजेंगे।",
  nextHeading: "आगे क्या होगा",
  nextSteps: (about) => {
    switch (about) {
      case "lead":
        return [
          `हमारे ट्रेनिंग सलाहकार ${HINDI_WITHIN} आपको कॉल या ई-मेल करके आपकी सीट, फ़ीस और भुगतान का तरीका पक्का करेंगे।`,
          "सीट पक्की होते ही आपको एक पुष्टि ई-मेल मिलेगा, जिसमें आपके लॉगिन की जानकारी होगी।",
          "फिर अपनी लर्नर प्रोफ़ाइल में लॉगिन करके अपनी ट्रेनिंग, उसका शेड्यूल, रिकॉर्डिंग और स्टडी मटीरियल देखें।",
        ];
      case "event":
        return [`हमारी टीम ${HINDI_WITHIN} जुड़ने की जानकारी और आपके सवालों के जवाब भेजेगी।`];
      case "proposal":
        return [
          `हमारी कॉर्पोरेट ट्रेनिंग टीम ${HINDI_WITHIN} आपसे संपर्क करके आपकी टीम की ज़रूरतें समझेगी, फिर शेड्यूल, मोड (ऑनलाइन, क्लासरूम या आपकी जगह पर) और फ़ीस के साथ एक प्रस्ताव भेजेगी।`,
        ];
      case "contact":
        return [`हमारी टीम ${HINDI_WITHIN} जवाब देगी।`];
      default:
        return [`हमारे ट्रेनिंग सलाहकार ${HINDI_WITHIN} आने वाले बैच, फ़ीस और आपके सवालों के जवाब भेजेंगे।`];
    }
  },
  questions: (phones, email) => `इस बीच कोई सवाल हो? हमें ${phones} पर कॉल करें, WhatsApp पर संदेश भेजें, या ${email} पर लिखें।`,
  or: "या",
  footer: (provider, email, privacyUrl) =>
    `आपको यह ई-मेल इसलिए मिला है क्योंकि ${provider} की वेबसाइट के एक फ़ॉर्म में यह पता दर्ज किया गया था। ` +
    `अगर वह आप नहीं थे, तो ${email} पर लिखें और हम ये विवरण मिटा देंगे।${privacyUrl ? ` हमारी गोपनीयता सूचना: ${privacyUrl}` : ""}`,
};

export const ackCopies: Record<Locale, AckCopy> = { en, hi };
