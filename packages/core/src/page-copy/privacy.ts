// The privacy notice (DPDP Act 2023) every form links to, in the
// message catalogue and checked by the copy test. Paragraphs with inline markup are lists of
// parts: text, { code }, { strong }, { link, to }, or { slot } for what the page fills in (the
// notice's version, the provider's legal name, the grievance e-mail, the postal address from the site settings record).
import { siteIdentity } from "../site-settings.ts";

export type PrivacyPart =
  | string
  | { code: string }
  | { strong: string }
  | { link: string; to: string }
  | { slot: "noticeId" | "legalName" | "email" | "address" };
export type PrivacyText = string | readonly PrivacyPart[];

export const privacyCopy = {
  metaTitle: "Privacy Notice",
  description: `What ${siteIdentity.name} collects through its forms, why, how long it is kept, who sees it, and your rights under India's Digital Personal Data Protection Act 2023.`,
  title: "Privacy Notice",
  version: [
    "Version ",
    { slot: "noticeId" },
    ". This is the notice shown beside every form on this website; each submission records which version you saw and when.",
  ],
  intro: [
    { slot: "legalName" },
    ` ("we") runs this website. This notice explains, as India's Digital Personal Data Protection Act, 2023 asks, which personal data we collect through it, why, how long we keep it, who sees it and what rights you have.`,
  ],
  collectTitle: "What we collect, and why",
  collectedLabel: "What we collect",
  purposeLabel: "Why",
  forms: [
    {
      form: "Enrolment form (course page, 'Enroll' on a batch)",
      collected: "Name, e-mail, phone number, your requirement, the course and batch you chose",
      purpose: "To confirm your seat, the fee and the payment with you, and to set up your learner account",
    },
    {
      form: "Course enquiry ('Enroll Now' on a course page, and the course enquiry on the contact page)",
      collected: "Name, e-mail, phone number, the course, your query",
      purpose: "To answer your questions about the course, its batches and its fee",
    },
    {
      form: "Event enquiry (events page)",
      collected: "Name, e-mail, phone number, the event, your message",
      purpose: "To answer you about the event and send its joining details",
    },
    {
      form: "Request Proposal (authorised-partner page)",
      collected: "Name, e-mail, phone number, the course, your requirement",
      purpose: "To prepare a training proposal for your team",
    },
    {
      form: "Contact form (contact page)",
      collected: "Name, e-mail, phone number, a course if you name one, your query",
      purpose: "To answer your message",
    },
    {
      form: "Learner sign-in and dashboard",
      collected:
        "Your e-mail and password (kept only as a one-way hash), your profile, enrolments, and the feedback you give",
      purpose: "To let you see your trainings, recordings, materials and schedule, and to improve our training",
    },
  ],
  collectNotes: [
    "With every form we also keep the page it was sent from, which version of this notice was shown and when, when the form was opened and received, and, when your visit came from a campaign link or another website, where from (see Cookies below). This records the notice you were given, and helps us spot automated spam (a form filled faster than a person could is flagged for a person to check; it is never refused for that).",
    "You give us these details by sending a form, for the purpose stated there; we use them for nothing else. We do not sell them, do not use them for advertising, and do not add you to a mailing list. After each form we send one e-mail confirming what we received.",
  ],
  keepTitle: "How long we keep it",
  keep: [
    "Enquiries, contact messages and enrolment requests: up to 2 years after our last contact about them.",
    "Learner accounts and enrolments: while your account is active, and up to 3 years after your last training, so we can confirm your certificate of participation.",
    "Copies of the e-mails we send you: up to 1 year.",
  ],
  keepEnd: "When a period ends, or when you ask us to erase your data and no law requires us to keep it, we delete it.",
  whoTitle: "Who sees it",
  who: "Only our staff who answer enquiries and run trainings (training advisors, coordinators and trainers), and only what they need for that. The e-mail service that delivers our messages processes your e-mail address and the message on our behalf. We share your data with no one else, unless the law requires it.",
  rightsTitle: "Your rights",
  rightsIntro: "Under the DPDP Act you may, free of charge:",
  rights: [
    [{ strong: "Access" }, ": ask for a summary of the personal data we hold about you and what we do with it;"],
    [
      { strong: "Correction" },
      ": have inaccurate or incomplete data corrected or completed, and out-of-date data updated;",
    ],
    [{ strong: "Erasure" }, ": have your data erased when it is no longer needed for the purpose you gave it for;"],
    [
      { strong: "Withdraw consent" },
      " at any time, as easily as you gave it (this does not affect what was done before);",
    ],
    [
      { strong: "Grievance redressal" },
      ": complain to our grievance officer, and, if you are not satisfied with the answer, to the Data Protection Board of India;",
    ],
    [{ strong: "Nominate" }, " a person to exercise these rights for you in the event of death or incapacity."],
  ],
  grievanceTitle: "Grievance officer",
  grievance: [
    "Write to our grievance officer at ",
    { slot: "email" },
    ", or by post to: Grievance Officer, ",
    { slot: "legalName" },
    ", ",
    { slot: "address" },
    ". Tell us the e-mail address or phone number you used so we can find your data. We acknowledge every request within 2 business days and answer it within 30 days.",
  ],
  cookiesTitle: "Cookies",
  cookies: [
    [
      "We set one cookie when you sign in as a learner: ",
      { code: "sb_session" },
      ", which keeps you signed in. It cannot be read by the page's scripts and is deleted when you log out or close your browser.",
    ],
    [
      "When you arrive from another website or from a link of one of our campaigns, we set a second cookie, ",
      { code: "sb_first_touch" },
      ", that remembers for this visit where you came from: the campaign labels in the link (",
      { code: "utm_source" },
      ", ",
      { code: "utm_medium" },
      ", ",
      { code: "utm_campaign" },
      ") and the name of the website that sent you (never the full address of the page). It holds nothing about you, cannot be read by the page's scripts, and is deleted when you close your browser. Only if you send us a form do we keep those values with it, so we know which of our campaigns and partners bring enquiries. There are no advertising or analytics cookies, and no other company sees where you came from. The maps on the ",
      { link: "contact page", to: "/contact" },
      ` load from Google only when you click "Show map"; Google may then set its own cookies.`,
    ],
  ],
  childrenTitle: "Children",
  children:
    "Our courses are for adults. If you are under 18, please ask a parent or guardian to contact us for you: we do not knowingly collect a child's data without a parent's verifiable consent.",
  changesTitle: "Changes to this notice",
  changes:
    "When we change this notice we give it a new version name, shown at the top; the forms then show and record the new version.",
} as const;
