// Paths and titles of the course page's forms that other modules name before the forms' code
// loads. The page's texts are in the message catalogue (@skillbridge/core/page-copy/course) and
// components read them in the page's language with useCopy("course", courseCopy).
import { courseCopy } from "@skillbridge/core/page-copy/course";

/** The page with the course enquiry form (the popup's, for a visitor without scripts). */
export const courseEnquiryPath = (courseId: number) => `/course/${courseId}/enquiry`;
export const ENQUIRY_TITLE = courseCopy.enquiryTitle;
/** The course-page enquiry's success text: the same as the standalone enquiry's. */
export const ENQUIRY_SUCCESS = courseCopy.enquirySuccess;
