// Date-time texts in the provider's time zone (IST, en-GB, 24-hour clock): one copy for the
// server's mails and the web's pages, so a reminder and the back office write a session alike.
import { PROVIDER_TIME_ZONE } from "./constants.ts";

const clock = { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: PROVIDER_TIME_ZONE } as const;
const day = { day: "numeric", month: "short", year: "numeric" } as const;

const istDateTime = new Intl.DateTimeFormat("en-GB", { ...day, ...clock });
const istWeekdayDateTime = new Intl.DateTimeFormat("en-GB", { weekday: "short", ...day, ...clock });
const istClock = new Intl.DateTimeFormat("en-GB", clock);

const instant = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** "26 Nov 2026, 19:06"; with the weekday "Thu, 26 Nov 2026, 19:06". No " IST" suffix: callers add it where a reader needs it. */
export function istDateTimeText(value: Date | string, options: { weekday?: boolean } = {}): string {
  return (options.weekday ? istWeekdayDateTime : istDateTime).format(instant(value));
}

/** "19:06": the wall-clock time in IST. */
export function istTimeText(value: Date | string): string {
  return istClock.format(instant(value));
}
