// How the back office names types, statuses and sources.
import type { InboxType, PipelineStatus } from "@skillbridge/core/back-office";
import type { FormSource } from "@skillbridge/core/schemas";

export const typeLabels: Record<InboxType, string> = {
  lead: "Enrolment lead",
  course: "Course enquiry",
  event: "Event enquiry",
  proposal: "Proposal request",
  contact: "Contact message",
};

export const statusLabels: Record<PipelineStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  enrolled: "Enrolled",
  lost: "Lost",
  waitlist: "Waitlist",
};

export const sourceLabels: Record<FormSource, string> = {
  "enrolment-form": "Enrolment form",
  "course-enquiry": "Course page enquiry",
  "standalone-enquiry": "Enquiry form",
  "event-enquiry": "Events page",
  proposal: "Partner proposal",
  contact: "Contact page",
  "group-booking": "Team booking",
  api: "API",
};

const dateTime = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
  timeZone: "Asia/Kolkata",
});
/** "5 Mar 2026, 11:30 IST": the same on the server and in the browser. */
export function whenText(iso: string): string {
  return `${dateTime.format(new Date(iso))} IST`;
}
