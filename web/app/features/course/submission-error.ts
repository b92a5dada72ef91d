// A failed course-page enquiry shows the server's detail field, or this text when it sent none.
export const ENQUIRY_FAILED = "Failed to submit. Please try again.";
