// Texts the page needs before the enrolment form's code has loaded.
export const ENROLMENT_TITLE = "Learner Enrollment form";
export const ENROLMENT_FAILED = "Something went wrong.";

/** The page with the enrolment form (the popup's, for a visitor without scripts), for a batch. */
export const enrolmentPath = (courseId: number, batchId?: number, couponCode?: string) =>
  `/course/${courseId}/enrol${batchId ? `?batch=${batchId}` : ""}${
    couponCode ? `${batchId ? "&" : "?"}code=${encodeURIComponent(couponCode)}` : ""
  }`;
