// The events page's visitor copy (/events, its list and
// the enquiry popup), in the message catalogue and checked by the copy test.
import { siteIdentity } from "../site-settings.ts";

export const eventsCopy = {
  title: "Events & Webinars",
  description: `Free webinars, hands-on workshops, career talks and hackathons by ${siteIdentity.name}: dates and times in IST, and an enquiry form for each upcoming event.`,
  intro:
    "Webinars, workshops, career talks and meetups with our trainers and alumni. Times are India Standard Time (IST).",
  upcomingTitle: "Upcoming events",
  /** Verbatim. */
  noUpcoming: "No upcoming events.",
  pastTitle: "Past events",
  duration: "Duration:",
  /** The event's button; for screen readers followed by "about {event}". */
  enquire: "Enquire",
  enquireAbout: "about",
  /** The popup's title, "Enquire About {event}". */
  enquiryTitle: "Enquire About",
  enquiryDescription: `Ask us about an upcoming ${siteIdentity.name} event.`,
  loading: "Loading…",
  eventField: "Event",
  messageField: "Message (optional)",
  sending: "Sending…",
  send: "Send enquiry",
} as const;
