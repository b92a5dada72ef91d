// Batch times are IST wall-clock times (PROVIDER_TIME_ZONE). The table shows them as
// IST and, once the page runs in the visitor's browser, the same moments in their own zone.
import { PROVIDER_TIME_ZONE } from "@skillbridge/core/constants";
import { courseCopy } from "@skillbridge/core/page-copy/course";
import { fillCopy } from "@skillbridge/core/page-copy/fill";
import { dayInZone, formatDate } from "@skillbridge/core/rules";

/** "10:00:00" → "10:00". */
export function clockText(time: string): string {
  return time.slice(0, 5);
}

/** The instant of an IST wall-clock time on a calendar day (IST has no daylight saving). */
export function istInstant(day: string, time: string): Date {
  return new Date(`${day}T${clockText(time)}:00+05:30`);
}

/** "10:00 – 13:00 IST". */
export function istTimeRange(start: string, end: string): string {
  return `${clockText(start)} – ${clockText(end)} IST`;
}

const INDIA_ZONES = new Set([PROVIDER_TIME_ZONE, "Asia/Calcutta"]);

/**
 * The session time in the visitor's zone, e.g. "05:30 – 08:30 GMT", with "(the day before)" or
 * "(the day after)" when the session falls on another calendar day there; null in India.
 */
export function localTimeRange(
  day: string,
  start: string,
  end: string,
  timeZone: string,
  notes: { dayBefore: string; dayAfter: string } = courseCopy.schedule,
): string | null {
  if (INDIA_ZONES.has(timeZone)) return null;
  const from = istInstant(day, start);
  const to = istInstant(day, end);
  const clock = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone });
  const zoneName =
    new Intl.DateTimeFormat("en-GB", { timeZone, timeZoneName: "short" })
      .formatToParts(from)
      .find((part) => part.type === "timeZoneName")?.value ?? timeZone;
  const shift = dayInZone(from, timeZone).localeCompare(dayInZone(from, PROVIDER_TIME_ZONE));
  const note = shift < 0 ? notes.dayBefore : shift > 0 ? notes.dayAfter : "";
  return `${clock.format(from)} – ${clock.format(to)} ${zoneName}${note}`;
}

/**
 * A batch in words, for forms and messages: "Online batch, starts 14 Dec 2026, 19:00 – 21:00 IST".
 * Its database id stays out of what visitors read: the start day, times and mode tell batches apart.
 * A translated page passes its own words and date format.
 */
export function describeBatch(
  batch: { batchStartDate: string; batchStartTime: string; batchEndTime: string; ictStudyMode: string },
  words: string = courseCopy.schedule.batchLabel,
  date: (value: string) => string = formatDate,
): string {
  return fillCopy(words, {
    mode: batch.ictStudyMode,
    date: date(batch.batchStartDate),
    time: istTimeRange(batch.batchStartTime, batch.batchEndTime),
  });
}
