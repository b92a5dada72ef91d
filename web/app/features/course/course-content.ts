// Static texts of the course page (spec §2): the nine inclusions, the ten terms and the four
// learning modes. Kept apart from the components so copy changes touch one file.
export const inclusions = [
  "Course materials and slides to keep",
  "Live, instructor-led sessions",
  "Hands-on labs on real tools",
  "Certificate of participation",
  "Session recordings to revisit any time",
  "Lifetime access to the resource portal and learner community",
  "Optional interview preparation",
  "A training coordinator to support you throughout",
  "Content aligned with the vendor's certification exam",
] as const;

export const terms = [
  "The fees shown are for an individual participant.",
  "The fees shown are for the online mode of training only.",
  "Corporates and groups, please contact us for classroom or on-site training and its pricing.",
  "Pricing may change without prior notice; the price on the day of payment applies.",
  "The certificate is issued only after the participant completes the assignments, labs and assessments of the course.",
  "Course materials, recordings and lab access are for the participant's personal use only and may not be shared or resold.",
  "The training schedule may change because of unforeseen circumstances; participants are informed in advance.",
  "Participants must follow the training norms and the code of conduct during sessions and labs.",
  "Fees once paid are non-refundable, except in special circumstances at the provider's discretion.",
  "Payment of the fees means acceptance of these terms and conditions.",
] as const;

export const learningModeNotes = [
  {
    title: "Study Online",
    slug: "OnlineTrainingMode",
    text: "Live, instructor-led virtual classes with hands-on cloud labs, from wherever you are.",
  },
  {
    title: "Classroom",
    slug: "ClassroomTrainingMode",
    text: "Face-to-face sessions at our training centres, with the trainer and lab machines in the room.",
  },
  {
    title: "Client Site",
    slug: "OnSiteTrainingMode",
    text: "We bring the trainer and the programme to your office, tailored to your team's projects.",
  },
  {
    title: "Self-Paced",
    slug: "SelfPacedTrainingMode",
    text: "Recorded lessons, labs and study materials to learn on your own schedule, with expert support.",
  },
] as const;

export const emptyTexts = {
  modules: "No modules found for this course.",
  benefits: "No additional benefits found.",
  prerequisites: "This is a foundation course, Do not need any Pre-Requisites.",
  faqs: "No FAQs available yet.",
} as const;

/** The page with the course enquiry form (the popup's, for a visitor without scripts). */
export const courseEnquiryPath = (courseId: number) => `/course/${courseId}/enquiry`;
export const ENQUIRY_TITLE = "Great For Showing Interest, Now Please Share Your Details";
/** spec §8 (standalone enquiry success): the course-page enquiry says the same. */
export const ENQUIRY_SUCCESS = "Enquiry created successfully!";
