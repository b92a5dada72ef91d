// Attendance per live session of a batch: the marks (present, late, absent), the attendance
// percentage, the check-in window and its late rule, the check-in code's form and the rows of a
// session's CSV upload. Pure: the server stores and checks with these, the pages show with them.
import { csvRows } from "./money/bank-statement.ts";
import { dayInIndia } from "./rules.ts";
import { z } from "./zod.ts";

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
} as const;

// ---- a session's marks from a CSV file (email, status) ----

/** The largest attendance file taken (characters): thousands of learners fit far below it. */
export const ATTENDANCE_CSV_MAX_CHARS = 200_000;

/**
 * A cell that a spreadsheet would run as a formula (= + - @, or a tab or carriage return before
 * one): refused, so the file cannot smuggle a formula into a later export.
 */
export const isFormulaCell = (cell: string): boolean => /^[\t\r]*[=+\-@]/.test(cell.trimStart());

export const attendanceCsvRowSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email("not a valid e-mail address")),
  status: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(ATTENDANCE_STATUSES, { error: "status must be present, late or absent" })),
});
export type AttendanceCsvRow = z.output<typeof attendanceCsvRowSchema> & { line: number };
export type CsvProblem = { line: number; reason: string };

/**
 * The rows of an attendance file: a header naming email and status (any order, any case, other
 * columns ignored), then one learner a line; blank lines skipped. All or nothing: any bad line
 * (formula, bad e-mail or status, an e-mail twice) makes the whole file refused: every problem is
 * listed with its line number, and the good rows are answered too so that the caller can check them
 * against the batch and list those problems in the same answer.
 */
export function parseAttendanceCsv(text: string): { rows: AttendanceCsvRow[]; problems: CsvProblem[] } {
  const rows = csvRows(text.replace(/^\uFEFF/, "")).filter((row) => row.cells.some((cell) => cell.trim() !== ""));
  const header = rows.shift();
  if (!header) return { rows: [], problems: [{ line: 1, reason: attendanceMessages.csvEmpty }] };
  const keys = header.cells.map((cell) => cell.trim().toLowerCase());
  const emailAt = keys.indexOf("email");
  const statusAt = keys.indexOf("status");
  if (emailAt < 0 || statusAt < 0)
    return { rows: [], problems: [{ line: header.line, reason: attendanceMessages.csvHeader }] };
  if (rows.length === 0) return { rows: [], problems: [{ line: header.line, reason: attendanceMessages.csvEmpty }] };
  const problems: CsvProblem[] = [];
  const parsed: AttendanceCsvRow[] = [];
  const seen = new Map<string, number>();
  for (const { cells, line } of rows) {
    if (cells.some(isFormulaCell)) {
      problems.push({ line, reason: "a cell starts with = + - or @ (a spreadsheet formula): not accepted" });
      continue;
    }
    const checked = attendanceCsvRowSchema.safeParse({ email: cells[emailAt] ?? "", status: cells[statusAt] ?? "" });
    if (!checked.success) {
      problems.push({ line, reason: checked.error.issues.map((issue) => issue.message).join("; ") });
      continue;
    }
    const earlier = seen.get(checked.data.email);
    if (earlier !== undefined) {
      problems.push({ line, reason: `this e-mail is already on line ${earlier}` });
      continue;
    }
    seen.set(checked.data.email, line);
    parsed.push({ ...checked.data, line });
  }
  return { rows: parsed, problems };
}

/** A problem as staff read it: "Line 4: …". */
export const csvProblemText = (problem: CsvProblem) => `Line ${problem.line}: ${problem.reason}`;

// ---- API shapes ----

const statusSchema = z.enum(ATTENDANCE_STATUSES);
const instant = z.iso.datetime({ offset: true });

export const attendanceSessionParams = z.object({
  id: z.coerce.number().int().positive(),
  sessionId: z.coerce.number().int().positive(),
});

export const markSessionSchema = z.strictObject({
  /** One mark per learner; "" clears a mark (not marked). */
  marks: z
    .array(z.strictObject({ learnerId: z.number().int().positive(), status: z.union([statusSchema, z.literal("")]) }))
    .max(2000),
});
export type MarkSession = z.infer<typeof markSessionSchema>;

export const attendanceCsvUploadSchema = z.strictObject({ csv: z.string().max(ATTENDANCE_CSV_MAX_CHARS) });

export const markResultSchema = z.object({
  sessionId: z.number().int(),
  present: z.number().int(),
  late: z.number().int(),
  absent: z.number().int(),
  unmarked: z.number().int(),
});
export type MarkResult = z.infer<typeof markResultSchema>;

export const attendanceSessionSchema = z.object({
  id: z.number().int(),
  startsAt: instant,
  endsAt: instant,
  held: z.boolean(),
  /** The session's check-in code once staff showed one. */
  checkInCode: z.string().nullable(),
});

export const attendanceSheetSchema = z.object({
  batchId: z.number().int(),
  courseName: z.string(),
  sessions: z.array(attendanceSessionSchema),
  learners: z.array(
    z.object({
      learnerId: z.number().int(),
      name: z.string(),
      email: z.string(),
      /** Marks by session id; a session without a mark is absent from the record. */
      marks: z.record(z.string(), statusSchema),
      held: z.number().int(),
      attended: z.number().int(),
      percent: z.number().int().nullable(),
    }),
  ),
});
export type AttendanceSheet = z.infer<typeof attendanceSheetSchema>;

export const checkInCodeAnswerSchema = z.object({ sessionId: z.number().int(), code: z.string() });

export const checkInBodySchema = z.strictObject({ batchId: z.number().int().positive(), code: checkInCodeSchema });

export const checkInAnswerSchema = z.object({
  sessionId: z.number().int(),
  startsAt: instant,
  status: z.enum(["present", "late"]),
});

export const myAttendanceSchema = z.object({
  batchId: z.number().int(),
  sessions: z.array(
    z.object({
      id: z.number().int(),
      startsAt: instant,
      endsAt: instant,
      held: z.boolean(),
      status: statusSchema.nullable(),
    }),
  ),
  held: z.number().int(),
  attended: z.number().int(),
  percent: z.number().int().nullable(),
});
export type MyAttendance = z.infer<typeof myAttendanceSchema>;
