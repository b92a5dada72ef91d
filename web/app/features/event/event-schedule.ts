// Events as the events page shows them (upcoming if its date is today or later,
// comparing whole days in IST): upcoming soonest first, then past ones, latest first.
import { PROVIDER_TIME_ZONE } from "@skillbridge/core/constants";
import { formatDate, isUpcoming } from "@skillbridge/core/rules";
import type { Event } from "@skillbridge/core/schemas";

export type EventItem = {
  id: number;
  title: string;
  description: string;
  image: string;
  /** ISO instant, for <time dateTime>. */
  instant: string;
  date: string;
  time: string;
  duration: string;
  courseId: number | null;
};

const clock = new Intl.DateTimeFormat("en-IN", {
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
  timeZone: PROVIDER_TIME_ZONE,
});

/** "7:00 pm IST" — the event's start in India, wherever the visitor is. */
export function timeInIndia(instant: string): string {
  // ICU separates "pm" with a narrow no-break space; a plain one reads the same everywhere.
  return `${clock.format(new Date(instant)).replace(/\s/g, " ")} IST`;
}

/** Minutes as "45 min", "1 h", "1 h 30 min". */
export function durationLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours ? `${hours} h` : "", rest ? `${rest} min` : ""].filter(Boolean).join(" ") || "0 min";
}

function toItem(event: Event): EventItem {
  return {
    id: event.id,
    title: event.eventTitle,
    description: event.eventDesc,
    image: event.eventPic || "/images/events/webinar.svg",
    instant: event.eventDate,
    date: formatDate(event.eventDate),
    time: timeInIndia(event.eventDate),
    duration: durationLabel(event.eventDuration),
    courseId: event.ict_id,
  };
}

export function scheduleOf(
  events: readonly Event[],
  now: Date = new Date(),
): { upcoming: EventItem[]; past: EventItem[] } {
  const byDate = [...events].sort((a, b) => a.eventDate.localeCompare(b.eventDate) || a.id - b.id);
  const upcoming = byDate.filter((event) => isUpcoming(event.eventDate, now));
  const past = byDate.filter((event) => !isUpcoming(event.eventDate, now)).reverse();
  return { upcoming: upcoming.map(toItem), past: past.map(toItem) };
}
