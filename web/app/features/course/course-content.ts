// Static texts of the course page: the nine inclusions, the ten terms and the four
// learning modes, now in the message catalogue (@skillbridge/core/page-copy/course).
import { courseCopy } from "@skillbridge/core/page-copy/course";

export const inclusions = courseCopy.inclusions;
export const terms = courseCopy.terms;
export const learningModeNotes = courseCopy.modes;
export const emptyTexts = courseCopy.empty;

/** The page with the course enquiry form (the popup's, for a visitor without scripts). */
export const courseEnquiryPath = (courseId: number) => `/course/${courseId}/enquiry`;
export const ENQUIRY_TITLE = courseCopy.enquiryTitle;
/** The course-page enquiry's success text: the same as the standalone enquiry's. */
export const ENQUIRY_SUCCESS = courseCopy.enquirySuccess;
