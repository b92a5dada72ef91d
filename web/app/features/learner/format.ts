// Display formats of the dashboard: en-GB dates, IST clock times, a dash for gaps.
import { PROVIDER_TIME_ZONE } from "@skillbridge/core/constants";
import { formatDate } from "@skillbridge/core/rules";

export const MISSING = "-";

/** A dash shows for missing values. */
export function orDash(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return MISSING;
  const text = String(value).trim();
  return text ? text : MISSING;
}

/** `date` writes the day in the page's language (useDates().date); English by default. */
export function dateOrDash(value: string | null | undefined, date: (value: string) => string = formatDate): string {
  return value ? date(value) : MISSING;
}

/** An IST wall-clock time "14:30" or "14:30:00" as "2:30 pm". */
export function formatClock(clock: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(clock);
  if (!match) return clock;
  const hours = Number(match[1]);
  return `${hours % 12 || 12}:${match[2]} ${hours < 12 ? "am" : "pm"}`;
}

const istClock = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: PROVIDER_TIME_ZONE,
});

/** The IST time of an instant: "2:30 pm". */
export function formatTime(instant: string): string {
  return formatClock(istClock.format(new Date(instant)));
}

/** "5 Dec 2026, 2:30 pm" (IST). */
export function formatDateTime(instant: string, date: (value: string) => string = formatDate): string {
  return `${date(instant)}, ${formatTime(instant)}`;
}

/** Status 'A' is shown as Active. */
export function statusLabel(status: string | null | undefined): string {
  if (status === "A") return "Active";
  if (status === "I") return "Inactive";
  return orDash(status);
}

/** First and last name, as far as they are known. */
export function fullName(person: { firstName?: string | null; lastName?: string | null } | null | undefined): string {
  return [person?.firstName, person?.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
}
