// Names and texts shared by the attendance page and its action.
import { istDateTimeText } from "@skillbridge/core/ist-time";

/** The grid field of one learner's mark of one session. */
export const markField = (sessionId: number, learnerId: number) => `mark-${sessionId}-${learnerId}`;

/** "Mon, 30 Nov 2026, 10:00": a session's start as staff read it. */
export const sessionText = (startsAt: string) => istDateTimeText(startsAt, { weekday: true });

export function attendedText(row: { held: number; attended: number; percent: number | null }): string {
  return row.percent === null ? "No session held yet" : `${row.attended} of ${row.held} (${row.percent} %)`;
}
