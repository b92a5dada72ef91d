// The question bank as CSV, both ways. Export writes every question with these columns; import
// reads the same columns and is all or nothing: one bad row refuses the whole file, naming its
// line and reason. A cell starting with = + - or @ is refused (a spreadsheet would run it as a
// formula); so are other columns and files over MAX_IMPORT_ROWS questions.
import { csvFile } from "../csv.ts";
import { csvRows } from "../money/bank-statement.ts";
import { MAX_OPTIONS, type QuestionInput, questionInputSchema } from "./question-schema.ts";

export const MAX_IMPORT_ROWS = 2000;
/** About a thousand characters a question: a full file of 2,000 fits with room. */
export const MAX_IMPORT_CHARS = 2_000_000;

export const QUESTION_CSV_COLUMNS = [
  "kind",
  "topic",
  "text",
  ...Array.from({ length: MAX_OPTIONS }, (_, i) => `option${i + 1}`),
  "correct",
  "explanation",
  "active",
] as const;

export const csvMessages = {
  empty: "The file has no questions: fill in the template's columns, one question a line",
  columns: `The columns must be exactly: ${QUESTION_CSV_COLUMNS.join(",")} (download the template)`,
  tooMany: `A file may hold at most ${MAX_IMPORT_ROWS.toLocaleString("en-IN")} questions: split it`,
  tooLarge: "The file is too large: split it",
  formula: "a cell starts with = + - or @, which a spreadsheet would run as a formula: remove that sign",
  correct: "correct must list option numbers separated by ; (for example 1 or 1;3)",
  active: "active must be yes or no",
} as const;

type QuestionRow = Pick<QuestionInput, "kind" | "topic" | "text" | "options" | "correct" | "explanation" | "active">;

export function questionsCsv(questions: readonly QuestionRow[]): string {
  return csvFile(
    [...QUESTION_CSV_COLUMNS],
    questions.map((q) => [
      q.kind,
      q.topic,
      q.text,
      ...Array.from({ length: MAX_OPTIONS }, (_, i) => q.options[i] ?? ""),
      q.correct.join(";"),
      q.explanation,
      q.active ? "yes" : "no",
    ]),
  );
}

/** The template: the header and one example line. */
export const questionsTemplateCsv = () =>
  questionsCsv([
    {
      kind: "single",
      topic: "Basics",
      text: "Which port does HTTPS use by default?",
      options: ["80", "443", "8080"],
      correct: [2],
      explanation: "HTTPS listens on port 443 unless told otherwise.",
      active: true,
    },
  ]);

export type CsvImport = { ok: true; questions: QuestionInput[] } | { ok: false; line: number | null; reason: string };

const FORMULA = /^[=+\-@]/;

export function parseQuestionsCsv(text: string): CsvImport {
  if (text.length > MAX_IMPORT_CHARS) return { ok: false, line: null, reason: csvMessages.tooLarge };
  const rows = csvRows(text.replace(/^\uFEFF/, "")).filter((row) => row.cells.some((cell) => cell.trim() !== ""));
  const [header, ...body] = rows;
  if (!header) return { ok: false, line: null, reason: csvMessages.empty };
  const names = header.cells.map((cell) => cell.trim().toLowerCase());
  if (names.join(",") !== QUESTION_CSV_COLUMNS.join(","))
    return { ok: false, line: header.line, reason: csvMessages.columns };
  if (body.length === 0) return { ok: false, line: null, reason: csvMessages.empty };
  if (body.length > MAX_IMPORT_ROWS) return { ok: false, line: null, reason: csvMessages.tooMany };
  const questions: QuestionInput[] = [];
  for (const { cells, line } of body) {
    if (cells.length !== QUESTION_CSV_COLUMNS.length) return { ok: false, line, reason: csvMessages.columns };
    if (cells.some((cell) => FORMULA.test(cell.trimStart()))) return { ok: false, line, reason: csvMessages.formula };
    const cell = (name: (typeof QUESTION_CSV_COLUMNS)[number]) => cells[QUESTION_CSV_COLUMNS.indexOf(name)]!.trim();
    const correctText = cell("correct");
    if (!/^\d(\s*;\s*\d)*$/.test(correctText)) return { ok: false, line, reason: csvMessages.correct };
    const active = cell("active").toLowerCase();
    if (!["yes", "no", ""].includes(active)) return { ok: false, line, reason: csvMessages.active };
    const parsed = questionInputSchema.safeParse({
      kind: cell("kind").toLowerCase(),
      topic: cell("topic"),
      text: cell("text"),
      options: Array.from({ length: MAX_OPTIONS }, (_, i) => cells[3 + i]!.trim()).filter(Boolean),
      correct: correctText.split(";").map((n) => Number(n.trim())),
      explanation: cell("explanation"),
      active: active !== "no",
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return { ok: false, line, reason: `${issue.path.join(".") || "row"}: ${issue.message}` };
    }
    questions.push(parsed.data);
  }
  return { ok: true, questions };
}
