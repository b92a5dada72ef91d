// Texts the page needs before the enrolment form's code has loaded (spec §2, §8).
export const ENROLMENT_TITLE = "Learner Enrollment form";
export const ENROLMENT_FAILED = "Something went wrong.";
