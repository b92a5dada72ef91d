// Texts users must see verbatim (spec §6, §8), kept apart from components and routes.
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
  noPastTrainings: "Infromation Not Available!, Try Refreshing Once", // spec §6, verbatim (sic)
  courseNotFound: "Course not found",
  trainingNotFound: "Training not found",
  notFound: "Not found",
  invalidJson: "Request body is not valid JSON",
  badUrl: "The address is not valid",
  badRequest: "The request is not valid",
  bodyTooLarge: "Request body is too large",
  unsupportedMediaType: "Send the request body as application/json",
  idempotencyConflict: "This Idempotency-Key was already used with a different request",
  serverError: "Something went wrong on our side. Please try again.",
  batchNotOfCourse: "The chosen batch does not belong to the chosen course",
} as const;

/** Learner passwords (issue 6): the rules' messages, the same in the API and the forms. */
export const passwordMessages = {
  tooShort: "Use at least 8 characters",
  tooLong: "Use at most 128 characters",
  common: "This password is one of the most common ones; choose another",
  badLink: "This link is invalid, has expired or was already used. Ask for a new one.",
  resetSent: "If an account exists for this e-mail, we have sent it a link to set a new password.",
} as const;
