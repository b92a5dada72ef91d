// spec §8 "Course-page enquiry failure: the detail field or 'Failed to submit. Please try again.'"
export const ENQUIRY_FAILED = "Failed to submit. Please try again.";
