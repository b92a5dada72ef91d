// One-time messages for the page a form post redirects to (FLASH_COOKIE): the texts, and the
// cookie an action sets. Signing out says 'Logged out successfully!' on the page it lands on.
import { FLASH_COOKIE, type FlashKey } from "@skillbridge/core/constants";

export const flashTexts: Record<FlashKey, { text: string; tone: "success" | "info" }> = {
  "logged-out": { text: "Logged out successfully!", tone: "success" },
  // Reviews and trainers.
  "review-approved": { text: "The review is on its course page now", tone: "success" },
  "review-unapproved": { text: "The review is off its course page", tone: "success" },
  "trainer-added": { text: "Trainer added", tone: "success" },
  "trainer-saved": { text: "Trainer saved", tone: "success" },
  "batch-trainers-saved": { text: "The batch's trainers were saved", tone: "success" },
  "cover-saved": { text: "Cover saved: the course's cards and page show it now", tone: "success" },
  // The back office's forms posted without scripts; their toasts with scripts read the same texts.
  "course-created": { text: "Course created. It stays inactive until you activate it.", tone: "success" },
  "course-saved": { text: "Course saved", tone: "success" },
  "course-activated": { text: "Course activated: it is on the website now", tone: "success" },
  "course-deactivated": { text: "Course deactivated", tone: "success" },
  "batch-added": { text: "The batch was added", tone: "success" },
  "batch-saved": { text: "The batch was saved", tone: "success" },
  // A batch's child rows: the same texts as their toasts (admin-ui/child-rows.tsx).
  "session-added": { text: "The session was added", tone: "success" },
  "session-saved": { text: "The session was saved", tone: "success" },
  "session-deleted": { text: "The session was deleted", tone: "success" },
  "recording-added": { text: "The recording was added", tone: "success" },
  "recording-saved": { text: "The recording was saved", tone: "success" },
  "recording-deleted": { text: "The recording was deleted", tone: "success" },
  // A course's content (modules, FAQs…): the toasts with scripts name the kind.
  "content-added": { text: "Added to the course's content", tone: "success" },
  "content-saved": { text: "Course content saved", tone: "success" },
  "content-deleted": { text: "Removed from the course's content", tone: "success" },
  "content-moved": { text: "Course content moved", tone: "success" },
  "domain-added": { text: "Domain added: it is on the website now", tone: "success" },
  "domain-saved": { text: "Domain saved", tone: "success" },
  // The row actions' toasts name the domain; without scripts the list shows which one changed.
  "domain-moved": { text: "Domain moved", tone: "success" },
  "domain-activated": { text: "The domain is on the website again", tone: "success" },
  "domain-deactivated": { text: "Domain deactivated", tone: "success" },
  "bundle-added": { text: "Learning bundle added", tone: "success" },
  "bundle-saved": { text: "Learning bundle saved", tone: "success" },
  "bundle-moved": { text: "Learning bundle moved", tone: "success" },
  "bundle-activated": { text: "The learning bundle is on the website again", tone: "success" },
  "bundle-deactivated": { text: "Learning bundle deactivated", tone: "success" },
  "testimonial-added": { text: "Testimonial added", tone: "success" },
  "testimonial-saved": { text: "Testimonial saved", tone: "success" },
  "testimonial-restored": { text: "The testimonial is on the website again", tone: "success" },
  "testimonial-withdrawn": { text: "Testimonial withdrawn", tone: "success" },
  "event-added": { text: "Event added", tone: "success" },
  "event-saved": { text: "Event saved", tone: "success" },
  "event-activated": { text: "The event is on the website again", tone: "success" },
  "event-deactivated": { text: "Event deactivated", tone: "success" },
  "staff-added": { text: "Staff member added: hand over the password in person", tone: "success" },
  "staff-role": { text: "Role changed", tone: "success" },
  "staff-reactivated": { text: "The staff member can sign in again", tone: "success" },
  "staff-deactivated": { text: "Staff member deactivated and signed out", tone: "success" },
  "staff-reset": { text: "They set up an authenticator app at the next sign-in", tone: "success" },
  "inbox-seen": { text: "Everything is marked as seen", tone: "success" },
  "mail-retried": { text: "The mail is queued again and will be sent in a moment", tone: "success" },
};

/** The Set-Cookie value an action adds to its redirect so that the next page shows `key` once. */
export function flashCookie(key: FlashKey): string {
  return `${FLASH_COOKIE}=${key}; Path=/; Max-Age=60; HttpOnly; SameSite=Lax`;
}
