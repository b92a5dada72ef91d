// Attendance per live session of a batch: the marks (present, late, absent), the attendance
// percentage, the check-in window and its late rule, and the check-in code's form. Pure: the
// server stores and checks with these, the pages show with them.
import { dayInIndia } from "../rules.ts";
import { z } from "../zod.ts";

export const ATTENDANCE_STATUSES = ["present", "late", "absent"] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

/** Present and late both count as attended: a late learner still took the session. */
export const attended = (status: AttendanceStatus | null | undefined): boolean =>
  status === "present" || status === "late";

/** The check-in opens this many minutes before a session starts (learners join early). */
export const CHECK_IN_OPENS_MINUTES_BEFORE = 15;
/** A check-in more than this many minutes after the start is marked late. */
export const LATE_AFTER_MINUTES = 10;

export const CHECK_IN_CODE_LENGTH = 6;
/** No 0/O, 1/I/L: a code read off a projector is typed right the first time. */
export const CHECK_IN_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

const MINUTE = 60_000;

/** A session is held once its IST date is today or earlier; only those count towards the percentage. */
export function sessionHeld(startsAt: Date | string, today: string): boolean {
  return dayInIndia(new Date(startsAt)) <= today;
}

export type AttendanceSummary = { held: number; attended: number; percent: number | null };

/**
 * Attended sessions (present or late) as a whole percentage of the sessions held so far, rounded
 * down (199 of 200 is 99 %, never a 100 % that hides a missed session); null when none is held yet
 * (0 % would read as "missed everything"). Marks of sessions not yet held are not counted.
 */
export function attendanceSummary(
  sessions: readonly { startsAt: Date | string; status: AttendanceStatus | null | undefined }[],
  today: string,
): AttendanceSummary {
  const held = sessions.filter((session) => sessionHeld(session.startsAt, today));
  const count = held.filter((session) => attended(session.status)).length;
  return { held: held.length, attended: count, percent: held.length ? Math.floor((count * 100) / held.length) : null };
}

export type CheckInWindow = "early" | "open" | "closed";

/** Open from 15 minutes before the start to the session's end (inclusive of both instants). */
export function checkInWindow(session: { startsAt: Date | string; endsAt: Date | string }, now: Date): CheckInWindow {
  const opens = new Date(session.startsAt).getTime() - CHECK_IN_OPENS_MINUTES_BEFORE * MINUTE;
  if (now.getTime() < opens) return "early";
  return now.getTime() <= new Date(session.endsAt).getTime() ? "open" : "closed";
}

/** Present up to ten minutes after the start, late after that. */
export function checkInStatus(startsAt: Date | string, now: Date): "present" | "late" {
  return now.getTime() - new Date(startsAt).getTime() > LATE_AFTER_MINUTES * MINUTE ? "late" : "present";
}

export const checkInCodeSchema = z
  .string()
  .trim()
  .transform((code) => code.toUpperCase().replace(/\s+/g, ""))
  .pipe(
    z
      .string()
      .length(CHECK_IN_CODE_LENGTH, `Enter the ${CHECK_IN_CODE_LENGTH}-character check-in code shown in the session`)
      .regex(/^[A-Z0-9]+$/, "The check-in code has letters and digits only"),
  );

export const attendanceMessages = {
  batchNotFound: "This batch was not found",
  sessionNotFound: "This session is not one of the batch's sessions",
  notEnrolled: "You are not enrolled in this training",
  wrongCode: "This check-in code is not right: check the code shown in the session and try again",
  tooEarly: "Check-in opens 15 minutes before the session starts",
  closed: "This session has ended: check-in is closed. Ask the trainer to mark your attendance",
  noSessionNow: "No session of this training is open for check-in now",
  learnerNotInBatch: "A learner in the marks is not enrolled in this batch",
  csvEmpty: "The file has no rows: upload a CSV with the columns email and status",
  csvHeader: 'The first line must name the columns "email" and "status"',
  csvUnknownEmail: "no learner has this e-mail",
  csvNotInBatch: "this learner is not in this batch",
  sessionNotHeld: "This session has not been held yet: attendance is marked from the session's day on",
} as const;

export type SessionAttendance = { sessionId: number; startsAt: string; attended: number; of: number; percent: number };

/**
 * Each session held so far, in order, with how many of the batch's learners attended it (present or
 * late) and that as a whole percentage of them, rounded down: a batch's attendance over its sessions.
 */
export function attendanceBySession(sheet: {
  sessions: readonly { id: number; startsAt: string; held: boolean }[];
  learners: readonly { marks: Readonly<Record<string, AttendanceStatus>> }[];
}): SessionAttendance[] {
  const of = sheet.learners.length;
  return sheet.sessions
    .filter((session) => session.held)
    .map((session) => {
      const count = sheet.learners.filter((learner) => attended(learner.marks[String(session.id)])).length;
      return {
        sessionId: session.id,
        startsAt: session.startsAt,
        attended: count,
        of,
        percent: of ? Math.floor((count * 100) / of) : 0,
      };
    });
}
