// CSV as RFC 4180 writes it, for every export (inbox, dashboard tables, GSTR-1 sections): a cell
// quoted when it holds a comma, a quote, a line break or edge spaces, quotes doubled, each line
// ended by CRLF; and a text cell a spreadsheet would run as a formula (= + - @, tab, CR) starts
// with a quote, so an exported name can never run in the reader's spreadsheet (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvValue = string | number | boolean | null | undefined;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: CsvValue[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

/** A whole file: its header line, then a line per row, after a byte-order mark so spreadsheet programs read UTF-8 (₹, names) correctly. */
export function csvFile(headers: CsvValue[], rows: CsvValue[][]): string {
  return `\uFEFF${csvLine(headers)}${rows.map(csvLine).join("")}`;
}
