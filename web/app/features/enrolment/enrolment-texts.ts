// Texts the page needs before the enrolment form's code has loaded.
import { courseCopy } from "@skillbridge/core/page-copy/course";

export const ENROLMENT_TITLE = courseCopy.enrolmentTitle;

/** The page with the enrolment form (the popup's, for a visitor without scripts), for a batch. */
export const enrolmentPath = (courseId: number, batchId?: number, couponCode?: string) =>
  `/course/${courseId}/enrol${batchId ? `?batch=${batchId}` : ""}${
    couponCode ? `${batchId ? "&" : "?"}code=${encodeURIComponent(couponCode)}` : ""
  }`;
