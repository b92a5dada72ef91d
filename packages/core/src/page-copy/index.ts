// The visitor-facing prose of the static pages, part of the message
// catalogue (with messages.ts's visitorCopy): one place per language, checked by the copy test.
// Pages import their own file (@skillbridge/core/page-copy/<page>) so none ships another's text.
export { aboutCopy } from "./about.ts";
export { allDomainsCopy } from "./all-domains.ts";
export { catalogueCopy } from "./catalogue.ts";
export { contactCopy } from "./contact.ts";
export { courseCopy } from "./course.ts";
export { courseListsCopy } from "./course-lists.ts";
export { coursePopupsCopy } from "./course-popups.ts";
export { domainCopy } from "./domain.ts";
export { enrolmentCopy } from "./enrolment.ts";
export { eventsCopy } from "./events.ts";
export { homeCopy } from "./home.ts";
export { internshipCopy } from "./internship.ts";
export { learnerDashboardCopy } from "./learner-dashboard.ts";
export { learningModePages, learningModeSections, learningModeSlides } from "./learning-modes.ts";
export { partnerCopy } from "./partner.ts";
export { partnersCopy } from "./partners.ts";
export { privacyCopy } from "./privacy.ts";
export { searchCopy } from "./search.ts";
export { submissionNoticeCopy } from "./submission-notice.ts";
