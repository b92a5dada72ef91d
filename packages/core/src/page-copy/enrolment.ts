// The course page's forms and their answers: the Learner Enrollment form, its success and
// waitlist popups, and the "Enroll Now" enquiry form. Their words travel with the forms' own code
// (fetched on the visitor's first interaction), not with the page's first visit. In the message
// catalogue and checked by the copy test; "{…}" marks what the form fills in (fillCopy).
import { apiMessages, enrolmentNextSteps, visitorCopy } from "../messages.ts";
import { submissionNoticeCopy } from "./submission-notice.ts";

export const enrolmentCopy = {
  /** The fields every form that reaches a person asks for. */
  person: {
    name: "Name",
    email: "E-mail",
    contact: "Contact",
    contactHint: "add the country code, e.g. +91 98765 43210",
  },
  /** "… is required" for each empty required field, before any format message. */
  required: {
    name: "Name is required",
    email: "E-mail is required",
    contact: "Contact is required",
  },
  sending: "Sending…",
  /** Beside each submit button. */
  notice: submissionNoticeCopy,
  newTab: "(opens in a new tab)",
  form: {
    /** What a full batch's form says it does. */
    waitlistFor: "Join the waitlist for {course} ({batch})",
    waitlistNote:
      ": every seat of this batch is taken. We offer you a seat, in order, when one frees; nothing is due until then.",
    course: "Course",
    batch: "Batch",
    /** "Discount code WEBINAR10: taken off …", the code in bold. */
    discount: "Discount code",
    discountNote: ": taken off your fee on the payment page if it is valid for this batch.",
    didYouMean: "Did you mean {suggestion}? Correct it, or press Enroll again to keep {typed}.",
    use: "Use {suggestion}",
    requirement: "Requirement (optional)",
    chatText: 'Hello, I want to enrol in "{course}".',
    chatTextBatch: 'Hello, I want to enrol in "{course}" ({batch}).',
    whatsapp: "Questions first? Ask on WhatsApp",
    back: "Back",
    enrol: "Enroll",
    joinWaitlist: "Join the waitlist",
  },
  success: {
    title: "Congratulations!",
    received: visitorCopy.enrolment.received,
    nextSteps: enrolmentNextSteps,
    waitlistTitle: "You are on the waitlist",
    waitlistPosition: "You are on the waitlist (position {position})",
    /** After the position: " for {course}". */
    waitlistFor: "for",
    waitlistNextSteps: [
      "Every seat of this batch is taken just now. When a seat frees, it is offered to the waitlist in order: we e-mail you a private payment link, and the seat is held for you for the time that e-mail states.",
      "Nothing is due until then.",
    ],
    payNow: "Pay now",
    ok: "OK",
  },
  /**
   * The schemas' and the server's words these forms can show (the shared schemas write them in
   * English): a translated page shows its own for each, and any other message as it came.
   */
  messages: {
    tooLong120: "Must be at most 120 characters",
    tooLong2000: "Must be at most 2000 characters",
    nameTooLong: "Name must be at most 120 characters",
    emailTooLong: "E-mail must be at most 254 characters",
    emailInvalid: "Enter a valid e-mail address",
    contactTooLong: "Contact must be at most 20 characters",
    phoneTooLong: "Phone must be at most 20 characters",
    phoneFormat: "Enter a phone number with its country code, e.g. +91 98765 43210",
    enrolmentFailed: "Something went wrong.",
    enquiryFailed: "Failed to submit. Please try again.",
    refused: apiMessages.submissionRefused,
    tooManyRequests: apiMessages.tooManyRequests,
    serverError: apiMessages.serverError,
  },
  /** The forms' own pages, for a visitor whose browser has not run the page's scripts. */
  pages: {
    aCourse: "a course",
    enrolDescription: "Enrol in this course: we confirm your seat and send your login details by e-mail.",
    enquireTitle: "Enquire about {course}",
    enquireDescription: "Ask us about this course: we reply within 1 business day.",
  },
  /** The team booking page (named seats on one batch, one payment). */
  team: {
    title: "Book for a team",
    titleCourse: "Book for a team: {course}",
    description: "Book several named seats in one batch: one payment, one GST invoice to your company.",
    noBatch: "This course has no batch open for booking yet. Please contact us.",
    intro:
      "Batch: {batch}. One payment and one GST invoice to your company for all seats; the group price applies from the seat counts staff set. Each participant receives their own login by e-mail once the fee is paid.",
    seatsForm: "Number of seats",
    seats: "Seats",
    changeSeats: "Change the number of seats",
    yourDetails: "Your details",
    yourName: "Your name",
    yourEmail: "Your e-mail",
    yourPhone: "Your phone",
    company: "Company (invoiced)",
    state: "State",
    chooseState: "Choose the company's state",
    outsideIndia: "Outside India",
    gstin: "GSTIN",
    legalName: "Legal name",
    address: "Billing address",
    participants: "Participants ({seats} seats)",
    participantName: "Participant {n} name",
    participantEmail: "Participant {n} e-mail",
    submit: "Book {seats} seats and pay",
  },
  enquiry: {
    course: "Course:",
    label: "Course enquiry",
    query: "Your query (optional)",
    submit: "Submit",
  },
} as const;
