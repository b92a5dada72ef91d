// Business constants and limits, one source for server and web.
export const ACTIVE = "A" as const;
export const INACTIVE = "I" as const;
export const RECORD_STATUSES = [ACTIVE, INACTIVE] as const;

export const COURSE_TYPES = ["Corporate Training", "Industrial Training", "Certificate Course", "Internship"] as const;
/** What a page calls each course type (the values stay the types themselves; Hindi pages name them in Hindi). */
export const COURSE_TYPE_LABELS = {
  "Corporate Training": "Corporate Training",
  "Industrial Training": "Industrial Training",
  "Certificate Course": "Certificate Course",
  Internship: "Internship",
} as const satisfies Record<(typeof COURSE_TYPES)[number], string>;

export const CATALOGUE_PAGE_SIZE = 9;
/**
 * The orders a course list may be sorted in (?sort=); none keeps the list's own
 * order (by id, or best match first for a search). Popularity is how many learners are enrolled
 * in the course's batches.
 */
export const COURSE_SORTS = ["next", "fee", "popular"] as const;
export const LOAD_MORE_DISTANCE_PX = 200;
export const LOAD_MORE_DELAY_MS = 300;
export const HOME_CATEGORY_TABS = 8;

export const MODE_CAROUSEL_ITEMS = 4;
export const MODE_CAROUSEL_INTERVAL_MS = 4000;
export const MODE_CAROUSEL_FADE_MS = 500;
export const TESTIMONIAL_SECTION_INTERVAL_MS = 6000;
export const TESTIMONIAL_HOME_INTERVAL_MS = 5000;
export const TESTIMONIAL_CARD_GAP_PX = 16;

export const MAX_HOURS_MIN = 0;
export const MAX_HOURS_MAX = 360;
export const MAX_HOURS_STEP = 5;
export const MAX_HOURS_DEFAULT = 360;

export const COURSE_DESCRIPTION_CUT = 150;
export const TESTIMONIAL_CUT_THRESHOLD = 100;
export const TESTIMONIAL_CUT = 140;
export const PARTNER_CARD_WORD_CUT = 30;

export const MAX_SUGGESTIONS = 8;
export const SUGGESTIONS_MIN_LENGTH = 2; // suggestions once the text is longer than 1 character
export const SCROLL_THRESHOLD_PX = 50;

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATING_DEFAULT = 5;

export const PARTNER_DOMAIN_ID = 17;
export const INTERNSHIP_HOURS = 80;

// "waitlist": an enrolment on a full batch, waiting first come first served for a seat.
export const LEAD_STATUSES = ["new", "contacted", "qualified", "enrolled", "lost", "waitlist"] as const;
export const ENQUIRY_SOURCES = ["website", "email", "socialmedia", "google", "csr", "refer"] as const;

/** IST has no daylight saving; batch times are IST wall-clock times. */
export const PROVIDER_TIME_ZONE = "Asia/Kolkata";

// ---- back office ----
/** A lead (enrolment request) or the kind of an enquiry. */
export const INBOX_TYPES = ["lead", "course", "event", "proposal", "contact"] as const;
export const INBOX_SORTS = ["created_at", "name", "status"] as const;
export const INBOX_PAGE_SIZE = 25;
export const INBOX_CSV_MAX_ROWS = 20_000;

/** ASVS v5 §6.2: at least 8 characters, long passphrases welcome, no composition rules. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * A one-time message for the next page after a form post that redirects (sign-out's 'Logged out
 * successfully!'): the action sets this cookie to a known key, the next page shows the text and
 * the server clears it. Works the same with and without JavaScript.
 */
export const FLASH_COOKIE = "sb_flash";
export const FLASH_KEYS = [
  "logged-out",
  "review-approved",
  "review-unapproved",
  "trainer-added",
  "trainer-saved",
  "batch-trainers-saved",
  "cover-saved",
  "course-created",
  "course-saved",
  "course-activated",
  "course-deactivated",
  "batch-added",
  "batch-saved",
  "session-added",
  "session-saved",
  "session-deleted",
  "recording-added",
  "recording-saved",
  "recording-deleted",
  "content-added",
  "content-saved",
  "content-deleted",
  "content-moved",
  "domain-added",
  "domain-saved",
  "domain-moved",
  "domain-activated",
  "domain-deactivated",
  "bundle-added",
  "bundle-saved",
  "bundle-moved",
  "bundle-activated",
  "bundle-deactivated",
  "testimonial-added",
  "testimonial-saved",
  "testimonial-restored",
  "testimonial-withdrawn",
  "event-added",
  "event-saved",
  "event-activated",
  "event-deactivated",
  "staff-added",
  "staff-role",
  "staff-reactivated",
  "staff-deactivated",
  "staff-reset",
  "inbox-seen",
  "mail-retried",
] as const;
export type FlashKey = (typeof FLASH_KEYS)[number];

/** Where staff upload a file (POST, the file's bytes as the body): the media endpoint's path. */
export const MEDIA_UPLOAD_PATH = "/admin/media";

/** A teaching language's code ("Taught in"): what a batch stores and the catalogue's `?lang=` carries. */
export const LANGUAGE_CODE_PATTERN = /^[a-z]{2,12}$/;
