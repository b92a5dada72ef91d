// The course page's smaller popups (terms, learning modes, syllabus, benefits, prerequisites,
// hourly structure, share): their words travel with the popups' own code, fetched on the visitor's
// first interaction, not with the page's first visit. In the message catalogue and checked by the
// copy test; "{…}" marks what the popup fills in (fillCopy).
import { siteIdentity } from "../site-settings.ts";

export const coursePopupsCopy = {
  terms: [
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
  ],
  modes: [
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
  ],
  popups: {
    terms: "Terms & Conditions",
    mode: "Learning Mode",
    /** Under each mode: "About {mode} training", the mode in lower case. */
    aboutMode: "About {mode} training",
    modules: "Syllabus",
    benefits: "Benefits",
    prerequisites: "Pre-requisite",
    hours: "Hourly Structure",
    trainingHours: "Training hours",
    labHours: "Lab hours",
    totalHours: "Total hours",
    /** "{hours}": the batches' hours joined by " or ". */
    batchHours: "Upcoming batches run {hours} hours in all, spread over live sessions on the batch dates.",
    hoursOr: "or",
    shareTitle: "Share this course",
    /** The shared text. */
    shareText: `{course} at ${siteIdentity.name}`,
    copyLink: "Copy link",
    copied: "Link copied",
    copyFailed: "Could not copy the link. Please copy it from the address bar.",
    close: "Close",
  },
} as const;
