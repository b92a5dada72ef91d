// A session's marks from a CSV file (email, status), read all or nothing: every bad line is named.
import { csvRows } from "../money/bank-statement.ts";
import { z } from "../zod.ts";
import { ATTENDANCE_STATUSES, attendanceMessages } from "./rules.ts";

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
