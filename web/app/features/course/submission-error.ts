// A failed course-page enquiry shows the server's detail field, or this text when it sent none.
import { enrolmentCopy } from "@skillbridge/core/page-copy/enrolment";

export const ENQUIRY_FAILED = enrolmentCopy.messages.enquiryFailed;
