// Pure business rules (hours, prices, dates, cuts, suggestions), used by both the server and the web app.
import { COURSE_DESCRIPTION_CUT, PROVIDER_TIME_ZONE, TESTIMONIAL_CUT, TESTIMONIAL_CUT_THRESHOLD } from "./constants.ts";

type HoursLike = { TrainingHour?: number | null; LabHour?: number | null } | null | undefined;

/** Total hours is training plus lab hours, 0 when the record is missing. */
export function totalHours(hours: HoursLike): number {
  if (!hours) return 0;
  return (hours.TrainingHour ?? 0) + (hours.LabHour ?? 0);
}

/** Discount percent = (list − sell) / list, rounded to a whole number; 0 without a list price. */
export function discountPercent(listPrice: number, sellPrice: number): number {
  if (!(listPrice > 0)) return 0;
  return Math.round(((listPrice - sellPrice) / listPrice) * 100);
}

// Rupees, IST days and en-GB dates are formatted by arithmetic, not Intl: every page's
// shared code formats them, and a phone's first Intl.NumberFormat("en-IN") and first
// Intl.DateTimeFormat with a time zone load ICU data — ~300 ms and ~80 ms of main thread on
// Lighthouse's mobile CPU, on every first visit. The output equals Intl's (rules.test.ts compares
// them over every day of several years and a range of amounts).

/** Indian digit grouping, no decimals, with the rupee sign: 100000 → "₹1,00,000". */
export function formatRupees(amount: number): string {
  const rounded = Math.round(amount);
  if (!Number.isSafeInteger(rounded)) return `₹${rounded}`;
  const digits = String(Math.abs(rounded));
  // The last three digits, then pairs: 12,34,56,789.
  let grouped = digits.slice(-3);
  for (let end = digits.length - 3; end > 0; end -= 2)
    grouped = `${digits.slice(Math.max(0, end - 2), end)},${grouped}`;
  return `₹${rounded < 0 || Object.is(rounded, -0) ? "-" : ""}${grouped}`;
}

/** Paise as rupees and paise, Indian digit grouping: 2499900 → "₹24,999.00" (money's formatPaise, without Intl). */
export function formatPaiseAmount(paise: number): string {
  const whole = Math.trunc(paise / 100);
  const rest = String(Math.abs(Math.round(paise - whole * 100))).padStart(2, "0");
  const rupees = formatRupees(whole);
  return `${paise < 0 && whole === 0 ? "₹-0" : rupees}.${rest}`;
}

/** IST is UTC+05:30 all year (no daylight saving since 1945). */
const IST_OFFSET_MS = 330 * 60_000;
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar day (YYYY-MM-DD) of an instant in a time zone. One formatter per zone, made once:
 * `toLocaleDateString` with options builds a new one on every call, which cost a page render ~0.3 ms.
 */
export function dayInZone(instant: Date, timeZone: string): string {
  if (timeZone === PROVIDER_TIME_ZONE) return dayInIndia(instant);
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormats.set(timeZone, format);
  }
  return format.format(instant);
}

/** The calendar day (YYYY-MM-DD) of an instant in the provider's time zone (IST). */
export function dayInIndia(instant: Date): string {
  // toISOString throws a RangeError on an invalid date, as Intl's format does.
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

function dayOf(value: string | Date): string {
  if (value instanceof Date) return dayInIndia(value);
  // A bare date ("2026-12-01") is already a day; a timestamp is placed in IST.
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : dayInIndia(new Date(value));
}

/** An event or batch is upcoming if its date is today or later, comparing whole days. */
export function isUpcoming(date: string | Date, now: Date = new Date()): boolean {
  return dayOf(date) >= dayInIndia(now);
}

/**
 * Whether a batch's seat may still be sold — a payment request, a seat hold, a payment confirmed —
 * on the IST day `today`: until the batch starts (a batch starting today is still upcoming), or
 * later only up to the late-joining day staff set for it. A batch that has started is not sold by
 * default: the learner would have missed sessions nobody agreed to.
 */
export function seatCanBeSold(batch: { startDate: string; lateJoinUntil?: string | null }, today: string): boolean {
  if (batch.startDate >= today) return true;
  return batch.lateJoinUntil != null && batch.lateJoinUntil >= today;
}

/** An enrolment is ongoing while its batch end date is today or later; no end date → completed. */
export function enrolmentState(
  batchEndDate: string | Date | null | undefined,
  now: Date = new Date(),
): "ongoing" | "completed" {
  if (!batchEndDate) return "completed";
  return dayOf(batchEndDate) >= dayInIndia(now) ? "ongoing" : "completed";
}

/** Course descriptions are cut to 150 characters plus an ellipsis. */
export function cutText(text: string, max: number = COURSE_DESCRIPTION_CUT): string {
  // Counted in characters (code points), not UTF-16 units, without splitting the whole text
  // (a description may be pages long and is cut on every card of every render).
  if (text.length <= max) return text;
  let chars = 0;
  for (let at = 0; at < text.length; chars++) {
    if (chars === max) return `${text.slice(0, at)}…`;
    at += (text.codePointAt(at) ?? 0) > 0xffff ? 2 : 1;
  }
  return text;
}

/** A testimonial over 100 characters is cut to 140 plus an ellipsis. */
export function cutTestimonial(text: string): string {
  return Array.from(text).length > TESTIMONIAL_CUT_THRESHOLD ? cutText(text, TESTIMONIAL_CUT) : text;
}

/** Partner cards cut to a number of words, followed by a "Read More" mark in the UI. */
export function cutWords(text: string, maxWords: number): { text: string; cut: boolean } {
  const words = text.trim().split(/\s+/);
  if (words.length <= maxWords) return { text: text.trim(), cut: false };
  return { text: words.slice(0, maxWords).join(" "), cut: true };
}

/** en-GB's short month names (CLDR: "Sept", not "Sep"). */
export const EN_GB_MONTHS = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sept",
  "Oct",
  "Nov",
  "Dec",
] as const;

/**
 * Dates en-GB, day short-month year: "5 Dec 2026". Another language passes its own twelve month
 * names (the page's dictionary carries them, so English pages never ship another language's).
 */
export function formatDate(value: string | Date, months: readonly string[] = EN_GB_MONTHS): string {
  // A bare date is a calendar day, not an instant: no zone shifts it. An instant is placed in IST.
  const day =
    typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? value
      : dayInIndia(value instanceof Date ? value : new Date(value));
  const [year, month, date] = day.split("-");
  return `${Number(date)} ${months[Number(month) - 1]} ${Number(year)}`;
}

type GreetingSource = { firstName?: string | null; username?: string | null; email?: string | null } | null | undefined;

/** Greet by first name, then username, then the e-mail before the @, then 'Learner'. */
export function greetingName(learner: GreetingSource): string {
  const first = learner?.firstName?.trim();
  if (first) return first;
  const username = learner?.username?.trim();
  if (username) return username;
  const local = learner?.email?.split("@")[0]?.trim();
  if (local) return local;
  return "Learner";
}

/** /course/{id}/{name}, the name with spaces replaced by underscores. */
export function coursePath(course: { id: number; ictName: string }): string {
  return `/course/${course.id}/${encodeURIComponent(course.ictName.replace(/ /g, "_"))}`;
}

/** Suggestions are courses whose name contains the text, case-insensitive, at most `limit`. */
export function matchSuggestions<T extends { ictName: string }>(items: readonly T[], text: string, limit: number): T[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  return items.filter((item) => item.ictName.toLowerCase().includes(needle)).slice(0, limit);
}

/** An icon value (domain, bundle) that is an image to show with <img> rather than an icon name. */
export const isIconImage = (icon: string | null | undefined): icon is string =>
  Boolean(icon && (icon.startsWith("/") || icon.startsWith("https://")));

/**
 * Text as a person can type it: NUL and the other control characters removed, line breaks and
 * tabs kept. Applied to what arrives in a form or an address before it is used (a
 * `%00` in a search is no reason for an error page).
 */
export function withoutControlCharacters(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "");
}

const WEEKDAY_NAMES = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;

/** The words of a batch's session days: the seven day names from Monday, and the three kinds of week. */
export const sessionDayWords = {
  days: WEEKDAY_NAMES,
  weekend: "Weekend",
  weekdays: "Weekdays",
  both: "Weekdays and weekend",
} as const;

type SessionDayWords = { days: readonly string[]; weekend: string; weekdays: string; both: string };

/**
 * A batch's session days as a visitor reads them: "Weekend: Sat, Sun", "Weekdays: Mon, Wed, Fri"
 * or "Weekdays and weekend: …", from the ISO weekdays (1 = Monday) its sessions fall on; null
 * without sessions.
 */
export function describeSessionDays(days: readonly number[], words: SessionDayWords = sessionDayWords): string | null {
  const sorted = [...new Set(days)].filter((day) => day >= 1 && day <= 7).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const names = sorted.map((day) => words.days[day - 1]).join(", ");
  const weekend = sorted.every((day) => day >= 6);
  const weekdays = sorted.every((day) => day <= 5);
  return `${weekend ? words.weekend : weekdays ? words.weekdays : words.both}: ${names}`;
}
