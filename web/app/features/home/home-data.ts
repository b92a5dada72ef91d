// Reshapes the API lists into what the home page shows (house style: reshape in one place).
// Runs in the loader, on the server: dates and times are formatted there, so the browser
// hydrates the exact same text whatever its own locale data says.
import { ACTIVE, HOME_CATEGORY_TABS, PROVIDER_TIME_ZONE } from "@skillbridge/core/constants";
import {
  type CardWords,
  englishCardWords,
  FEE_ON_REQUEST,
  feeText,
  nextBatchText,
} from "@skillbridge/core/course-facts";
import { coursePath, cutText, formatDate, isUpcoming, totalHours } from "@skillbridge/core/rules";
import type { Course, CourseFacts, Domain, Event } from "@skillbridge/core/schemas";
import { shownText } from "../../i18n/copy";
import { coverUrl } from "../../ui/cover-image";

/** Courses shown per domain tab before the "View all" link. */
export const HOME_TAB_COURSES = 6;
/** Upcoming webinars listed on the home page. */
export const HOME_WEBINARS = 3;
const WEBINAR_DESCRIPTION_CUT = 120;

export type TabCourse = {
  id: number;
  name: string;
  /** "en" when a page in another language shows the English name (no translation). */
  nameLang?: "en";
  image: string;
  hours: number;
  href: string;
  /** The fee ("₹34,999" or "Fee on request") and the next batch's line. */
  fee: string;
  nextBatch: string | null;
};
export type DomainTab = { id: number; name: string; courses: TabCourse[] };
export type WebinarItem = {
  id: number;
  title: string;
  summary: string;
  image: string;
  instant: string;
  date: string;
  time: string;
  duration: string;
};

/** IctImg is a path relative to the image host, or a full URL. */
export function imageSrc(path: string): string {
  if (/^https?:\/\//.test(path) || path.startsWith("/")) return path;
  return `/${path}`;
}

const priced = (fee: string, words: CardWords) => (fee === FEE_ON_REQUEST ? words.feeOnRequest : fee);

/** The card's name in the page's language (the English one, marked, where staff gave none). */
function nameOf(course: Course): Pick<TabCourse, "name" | "nameLang"> {
  const { text, lang } = shownText(course.ictName, course.translation?.ictName);
  return lang ? { name: text, nameLang: lang } : { name: text };
}

/** Tabs for the first 8 active domains, in the API's order, each with its active courses. */
export function domainTabs(
  domains: readonly Domain[],
  courses: readonly (Course & { facts?: CourseFacts })[] | null,
  /** The page's language's words for the fee and the next batch. */
  words: CardWords = englishCardWords,
): DomainTab[] {
  return domains
    .filter((domain) => domain.status === ACTIVE)
    .slice(0, HOME_CATEGORY_TABS)
    .map((domain) => ({
      id: domain.id,
      name: domain.domain,
      courses: (courses ?? [])
        .filter((course) => course.status === ACTIVE && course.domainId === domain.id)
        .slice(0, HOME_TAB_COURSES)
        .map((course) => ({
          id: course.id,
          ...nameOf(course),
          image: coverUrl(course.id, course.ictImg, course.facts?.coverToken),
          hours: totalHours(course.hoursData),
          href: coursePath(course),
          fee: priced(feeText(course.costData?.sellPrice), words),
          nextBatch: nextBatchText(course.facts?.nextBatch ?? null, words),
        })),
    }));
}

/** "45 minutes", "1 hour", "2 hours", "1 hour 30 minutes". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = hours === 1 ? "1 hour" : `${hours} hours`;
  const m = rest === 1 ? "1 minute" : `${rest} minutes`;
  if (hours === 0) return m;
  return rest === 0 ? h : `${h} ${m}`;
}

const istTime = new Intl.DateTimeFormat("en-IN", {
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
  timeZone: PROVIDER_TIME_ZONE,
});

/** The wall-clock time of an instant in India: "7:00 PM IST". */
export function formatTimeIST(instant: string | Date): string {
  const date = instant instanceof Date ? instant : new Date(instant);
  return `${istTime.format(date).replace(/\s+/g, " ").toUpperCase()} IST`;
}

/** Upcoming means today or later (whole days); soonest first, at most three. */
export function upcomingWebinars(
  events: readonly Event[],
  now: Date = new Date(),
  months: readonly string[] = englishCardWords.months,
): WebinarItem[] {
  return events
    .filter((event) => event.status === ACTIVE && isUpcoming(event.eventDate, now))
    .sort((a, b) => Date.parse(a.eventDate) - Date.parse(b.eventDate) || a.id - b.id)
    .slice(0, HOME_WEBINARS)
    .map((event) => ({
      id: event.id,
      title: event.eventTitle,
      summary: cutText(event.eventDesc, WEBINAR_DESCRIPTION_CUT),
      image: imageSrc(event.eventPic),
      instant: event.eventDate,
      date: formatDate(event.eventDate, months),
      time: formatTimeIST(event.eventDate),
      duration: formatDuration(event.eventDuration),
    }));
}
