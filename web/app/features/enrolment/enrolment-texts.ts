// Texts the page needs before the enrolment form's code has loaded.
// The title is courseCopy.enrolmentTitle's words (the dictionary's entry, which a translated page
// reads); kept here as well so this small module stays apart from the page's copy chunk (the
// first-visit budget), and held equal to it by lead-payload.test.ts.
export const ENROLMENT_TITLE = "Learner Enrollment form";

/** The page with the enrolment form (the popup's, for a visitor without scripts), for a batch. */
export const enrolmentPath = (courseId: number, batchId?: number, couponCode?: string) =>
  `/course/${courseId}/enrol${batchId ? `?batch=${batchId}` : ""}${
    couponCode ? `${batchId ? "&" : "?"}code=${encodeURIComponent(couponCode)}` : ""
  }`;
