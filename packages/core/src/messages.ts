// Texts users must see verbatim, kept apart from components and routes.
import { siteIdentity } from "./site-settings.ts";
export const fallbackErrors = {
  courses: "Fetch failed",
  search: "Search failed",
  course: "Error fetching ICT by ID",
  bundles: "Fetch learning bundles failed",
  events: "Error fetching events",
  costs: "Failed to fetch ICT costs",
  hours: "Failed to fetch hours data",
  trainingCards: "Failed to fetch training cards",
  domains: "Failed to fetch domains",
  benefits: "Failed to fetch benefits",
  modules: "Failed to fetch learning modules",
  enquiries: "Failed to fetch Enquiries",
  createEnquiry: "Failed to create Enquiry",
  profile: "Profile fetch failed",
  pastTrainings: "Failed to fetch past trainings",
  recordings: "Failed to load recordings",
  materials: "Failed to fetch study materials",
  schedule: "Failed to load schedule",
  testimonials: "Failed to fetch testimonials",
  feedback: "Failed to post feedback",
  prerequisites: "Failed to fetch prerequisites",
  faqs: "Failed to fetch FAQs",
} as const;

export const apiMessages = {
  missingApiKey: "Missing or invalid API key",
  notAuthenticated: "Not authenticated",
  invalidToken: "Invalid or expired session, please log in again",
  forbidden: "You do not have access to this resource",
  staffOnly: "Staff access required",
  invalidCredentials: "Invalid email or password",
  tooManyLogins: "Too many failed sign-in attempts. Please wait 15 minutes and try again.",
  tooManyRequests: "Too many requests, please slow down and try again shortly.",
  noLearnerSession: "No learner session available",
  noPastTrainings: "Infromation Not Available!, Try Refreshing Once", // verbatim (sic)
  loggedOut: "Logged out successfully!", // verbatim
  notFound: "Not found",
  // One text per situation, whichever module answers it (public or back office).
  courseNotFound: "Course not found",
  eventNotFound: "Event not found",
  bundleNotFound: "This learning bundle does not exist",
  testimonialNotFound: "This testimonial does not exist",
  inboxItemNotFound: "This lead or enquiry does not exist",
  chooseExistingCourse: "Choose an existing course",
  chooseActiveStaff: "Choose an active staff member",
  domainAlreadyFirst: "This domain is already first",
  domainAlreadyLast: "This domain is already last",
  leadWithoutBatch: "This lead names no batch: choose the batch to enrol in",
  learnerInactive: "The learner account with this e-mail is inactive",
  submissionRefused: "Your submission could not be accepted.",
  databaseUnavailable: "Database unavailable",
  signInExpired: "Your sign-in has expired. Please sign in again.",
  wrongCode: "That code is not right. Check the time on your phone and try the newest code.",
  secondFactorEnrolled:
    "Your authenticator app is set up already. Please sign in again and enter its code; to change it, ask an admin to reset your second factor.",
  invalidJson: "Request body is not valid JSON",
  badUrl: "The address is not valid",
  badRequest: "The request is not valid",
  headersTooLarge: "The request's headers are too large",
  requestTimeout: "The request took too long to arrive",
  bodyTooLarge: "Request body is too large",
  unsupportedMediaType: "Send the request body as application/json",
  idempotencyConflict: "This Idempotency-Key was already used with a different request",
  serverError: "Something went wrong on our side. Please try again.",
  batchNotOfCourse: "The chosen batch does not belong to the chosen course",
  passwordInUrl: "Passwords must never be sent in a web address. Please use the sign-in form.",
  crossSiteForm: "This form must be sent from our own website.",
  methodNotAllowed: "This address does not answer that kind of request.",
  unknownHost: "This site answers only at its own address. Set PUBLIC_ORIGIN to serve it under another name.",
} as const;

/** Learner passwords: the rules' messages, the same in the API and the forms. */
export const passwordMessages = {
  tooShort: "Use at least 8 characters",
  tooLong: "Use at most 128 characters",
  common: "This password is one of the most common ones; choose another",
  badLink: "This link is invalid, has expired or was already used. Ask for a new one.",
  resetSent: "If an account exists for this e-mail, we have sent it a link to set a new password.",
} as const;

/**
 * Visitor-facing copy that is not the spec's own words (one voice, one place per
 * language, ready for a Hindi catalogue beside it). Indian English: enrol, enrolment, enrolled;
 * the spec's quoted texts ("Enroll Now", "Learner Enrollment form") stay as the spec writes them.
 * Texts that name the provider's contact details take them from the site settings record (the
 * database's, which an admin edits), so they are put together where the record is at hand.
 */
export const visitorCopy = {
  enrolment: {
    received: "Congratulations! We have received your enrolment for",
    /** The success popup says a confirmation e-mail with login details will arrive … */
    advisor: `A training advisor will call or e-mail you ${siteIdentity.responseTime} to confirm your seat, the fee and how to pay.`,
    loginDetails: "Once your seat is confirmed, you will receive a confirmation e-mail with your login details.",
    /** … and that the learner then logs in to the profile. */
    thenLogIn:
      "Then log in to your learner profile to follow your training, its schedule, recordings and study materials.",
  },
  /** Under each batch of the course page's schedule. */
  schedule: {
    trainer: "Trainer:",
    trainers: "Trainers:",
  },
  /** The navigation (the header on every page). */
  header: {
    /** After the brand's name, the logo link's accessible name. */
    homeLink: "– home",
    menu: "Menu",
    navigation: "Main",
    home: "Home",
    courses: "Certifications & Courses",
    learningModes: "Learning Modes",
    internships: "Internships",
    partners: "Our Partners",
    myProfile: "My Profile",
    /** The header's Sign In opens the Learner Login popup; Logout ends the session. */
    signIn: "Sign In",
    loginTitle: "Learner Login",
    loading: "Loading…",
    logout: "Logout",
    /** The first link on every page. */
    skipToContent: "Skip to content",
    /** The Learning Modes menu, by the mode's address. */
    modeLinks: {
      OnlineTrainingMode: "Online Training",
      ClassroomTrainingMode: "Classroom Training",
      OnSiteTrainingMode: "On-Site Training",
      SelfPacedTrainingMode: "Self-Paced Training",
    },
  },
  /** The popups' and toasts' own buttons, read out by screen readers. */
  ui: {
    close: "Close",
    dismiss: "Dismiss",
  },
  footer: {
    about: `${siteIdentity.tagline} for learners and companies across India.`,
    helpDesk: "Help desk:",
    sendQuery: "Send us your query",
    /** The subject of the send-query mail. */
    querySubject: "Course query",
    quickLinksTitle: "Quick links",
    /** The footer's 14 quick links, in order (their addresses are the footer's). */
    quickLinks: {
      home: "Home",
      courses: "Certifications & Courses",
      domains: "All Training Domains",
      bundles: "Learning Bundles",
      events: "Events & Webinars",
      internships: "Internships",
      about: "About Us",
      contact: "Contact Us",
      net: ".NET & Networking Courses",
      bootcamps: "Bootcamps",
      frontEnd: "Front-end Development",
      backEnd: "Back-end Development",
      fullStack: "Full Stack Development",
      cyberSecurity: "Cyber Security",
    },
    rights: "All rights reserved.",
    privacy: "Privacy notice",
  },
  care: {
    title: "Customer care",
    noChat: "Live chat is not yet available. Please call us or message us on WhatsApp.",
    whatsapp: "Message us on WhatsApp",
    /** The message a WhatsApp chat opened from the panel starts with. */
    whatsappGreeting: "Hello, I have a question about your courses.",
    chatLabel: "Chat message",
    chatPlaceholder: "Live chat coming soon",
    button: "Support",
  },
  contact: {
    promise: `We respond to every message ${siteIdentity.responseTime}.`,
    /** Followed by the hours of the site settings record. */
    hoursLead: "Phone and WhatsApp:",
  },
} as const;

/** The success popup's lines after its congratulation, in the order the acknowledgement mail repeats them. */
export const enrolmentNextSteps = [
  visitorCopy.enrolment.advisor,
  visitorCopy.enrolment.loginDetails,
  visitorCopy.enrolment.thenLogIn,
] as const;
