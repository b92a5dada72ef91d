// The contact page's promise, "we answer within 1 business day": business days are
// Monday to Saturday in IST (India Standard Time, UTC+05:30, no daylight saving), less the
// holidays staff list. The rule, also computed in SQL by the dashboard (and tested to agree):
// - received on a business day: answered in time until the same IST time on the next business day;
// - received on a Sunday or a holiday: the clock starts when the next business day begins, so it
//   is answered in time until the end of that business day.

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The IST calendar day of an instant, as YYYY-MM-DD. */
export function istDay(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Midnight IST at the start of a YYYY-MM-DD day, as an instant. */
export function istMidnight(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - IST_OFFSET_MS);
}

/** The day after a YYYY-MM-DD day. */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS).toISOString().slice(0, 10);
}

/** Monday to Saturday, and not a holiday. */
export function isBusinessDay(day: string, holidays: ReadonlySet<string>): boolean {
  return new Date(`${day}T00:00:00.000Z`).getUTCDay() !== 0 && !holidays.has(day);
}

/** The first business day after `day` (a year of holidays in a row is refused as a mistake). */
export function nextBusinessDay(day: string, holidays: ReadonlySet<string>): string {
  let candidate = nextDay(day);
  for (let i = 0; i < 366; i += 1) {
    if (isBusinessDay(candidate, holidays)) return candidate;
    candidate = nextDay(candidate);
  }
  throw new Error("No business day within a year: check the holiday list");
}

/** Until when a submission received at `receivedAt` is answered within 1 business day. */
export function businessDayDeadline(receivedAt: Date, holidays: ReadonlySet<string>): Date {
  const day = istDay(receivedAt);
  if (isBusinessDay(day, holidays)) {
    const timeOfDay = receivedAt.getTime() - istMidnight(day).getTime();
    return new Date(istMidnight(nextBusinessDay(day, holidays)).getTime() + timeOfDay);
  }
  return istMidnight(nextDay(nextBusinessDay(day, holidays)));
}

/** Whether a first contact at `contactedAt` kept the promise for what was received at `receivedAt`. */
export function answeredInTime(receivedAt: Date, contactedAt: Date, holidays: ReadonlySet<string>): boolean {
  return contactedAt.getTime() <= businessDayDeadline(receivedAt, holidays).getTime();
}
