// A bank's statement as CSV, read the way the common Indian bank exports write it: a few
// lines about the account, then a header row (Date / Txn Date, Narration / Description /
// Particulars, Chq./Ref.No., Deposit / Credit / Cr Amount …), then one row per transaction, amounts
// with Indian digit grouping. Only credits matter for fees; each one's UTR is read from its
// reference column or from a UPI/IMPS narration (`UPI/412345678901/…`). Pure: no guessing — a
// line whose UTR or amount cannot be read is kept as such, for staff to see.

/** The largest statement taken (characters): a month of a busy account is far below it. */
export const STATEMENT_MAX_CHARS = 400_000;

export const statementMessages = {
  empty: "The file is empty: upload the statement your bank exports as CSV",
  notCsv: "This file is not a CSV text file: export the statement from your bank as CSV and upload that",
  tooLarge: "The file is too large (at most 400 KB): upload one month's statement at a time",
  noColumns:
    "No header row with a date, a description (narration or particulars) and a credit (deposit) column was found: upload the statement as your bank exports it, unchanged",
} as const;

export type StatementLine = {
  /** The line's number in the file (1 = first line), so staff can find it. */
  line: number;
  date: string;
  narration: string;
  reference: string;
  /** The credit in paise; null when the credit cell cannot be read as an amount. */
  amountPaise: number | null;
  /** Every UTR the line names (reference column first); empty when it names none. */
  utrs: string[];
};

export type ParsedStatement =
  | { ok: true; credits: StatementLine[]; debits: number }
  | { ok: false; error: (typeof statementMessages)[keyof typeof statementMessages] };

/** RFC 4180 rows: quoted fields may hold commas, doubled quotes and line breaks. */
export function csvRows(text: string): { cells: string[]; line: number }[] {
  const rows: { cells: string[]; line: number }[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === "\n") line++;
        cell += c;
      }
    } else if (c === '"' && cell.trim() === "") {
      quoted = true;
      cell = "";
    } else if (c === ",") {
      cells.push(cell);
      cell = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      cells.push(cell);
      rows.push({ cells, line: rowLine });
      cells = [];
      cell = "";
      line++;
      rowLine = line;
    } else cell += c;
  }
  if (cell !== "" || cells.length) {
    cells.push(cell);
    rows.push({ cells, line: rowLine });
  }
  return rows;
}

/** "Chq./Ref.No." → "chq ref no"; "Deposit Amount (INR )" → "deposit amount inr". */
const headerKey = (cell: string) =>
  cell
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

type Columns = { date: number; narration: number; reference: number | null; credit: number };

const DATE = /^(txn|transaction|tran|trans|posting|value)? ?date$|^date$/;
const NARRATION = /narration|description|particulars|remarks|details/;
const REFERENCE = /\bref\b|reference|chq|cheque|utr/;
const CREDIT = /^(deposit|deposits|credit|credits|cr)( amt| amount)?( inr| rs)?$|^cr amt$|^cr amount$|^deposit amt$/;

/** The columns of a header row, or null when it lacks a date, a description or a credit column. */
function columnsOf(cells: string[]): Columns | null {
  const keys = cells.map(headerKey);
  // A transaction date before a value date: the day the money arrived.
  const date = keys.findIndex((key) => DATE.test(key) && !key.startsWith("value"));
  const anyDate = date >= 0 ? date : keys.findIndex((key) => DATE.test(key));
  const narration = keys.findIndex((key) => NARRATION.test(key));
  const reference = keys.findIndex((key, index) => index !== narration && REFERENCE.test(key));
  const credit = keys.findIndex((key) => CREDIT.test(key));
  if (anyDate < 0 || narration < 0 || credit < 0) return null;
  return { date: anyDate, narration, reference: reference >= 0 ? reference : null, credit };
}

/** "1,24,999.00", "INR 500", "₹ 24,999.5" → paise; "" / "-" / "0.00" → 0; anything else → null. */
export function amountToPaise(text: string): number | null {
  const value = text.replace(/\s+|₹|INR|Rs\.?|Cr\.?$/gi, "");
  if (value === "" || value === "-") return 0;
  if (!/^\d{1,3}(,\d{2,3})*(\.\d{1,2})?$|^\d+(\.\d{1,2})?$/.test(value)) return null;
  const [rupees = "0", paise = ""] = value.replace(/,/g, "").split(".");
  const total = Number(rupees) * 100 + Number(paise.padEnd(2, "0"));
  return Number.isSafeInteger(total) ? total : null;
}

/** The UTRs a line names: its reference (a bank's zero-padded 16 digits read as 12), then 12-digit numbers of its narration. */
export function utrsOf(reference: string, narration: string): string[] {
  const found: string[] = [];
  const ref = reference.replace(/\s+/g, "").toUpperCase();
  if (/^\d{12}$|^[A-Z0-9]{16}$|^[A-Z0-9]{22}$/.test(ref) && /\d/.test(ref)) found.push(ref);
  if (/^0000\d{12}$/.test(ref)) found.push(ref.slice(4));
  for (const match of narration.matchAll(/(?<![0-9A-Za-z])\d{12}(?![0-9A-Za-z])/g)) found.push(match[0]);
  return [...new Set(found)];
}

/** Reads a statement; an error when it is no CSV or has no recognisable header row. */
export function parseStatement(text: string): ParsedStatement {
  const body = text.replace(/^\uFEFF/, "");
  if (body.trim() === "") return { ok: false, error: statementMessages.empty };
  if (body.length > STATEMENT_MAX_CHARS) return { ok: false, error: statementMessages.tooLarge };
  // A spreadsheet or PDF uploaded by mistake holds control bytes no CSV has.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for exactly those bytes
  if (/[\u0000-\u0008\u000e-\u001f\ufffd]/.test(body)) return { ok: false, error: statementMessages.notCsv };
  const rows = csvRows(body);
  const headerAt = rows.slice(0, 40).findIndex((row) => columnsOf(row.cells) !== null);
  if (headerAt < 0) return { ok: false, error: statementMessages.noColumns };
  const columns = columnsOf(rows[headerAt]!.cells)!;
  const credits: StatementLine[] = [];
  let debits = 0;
  for (const row of rows.slice(headerAt + 1)) {
    const cell = (index: number | null) => (index == null ? "" : (row.cells[index] ?? "").trim());
    // Footers ("Opening balance", "** End of statement **") and blank lines have no date.
    if (!/\d/.test(cell(columns.date)) || row.cells.length <= columns.credit) continue;
    const amountPaise = amountToPaise(cell(columns.credit));
    if (amountPaise === 0) {
      debits++;
      continue;
    }
    credits.push({
      line: row.line,
      date: cell(columns.date),
      narration: cell(columns.narration),
      reference: cell(columns.reference),
      amountPaise,
      utrs: utrsOf(cell(columns.reference), cell(columns.narration)),
    });
  }
  return { ok: true, credits, debits };
}
