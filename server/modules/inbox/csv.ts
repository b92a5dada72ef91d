// CSV export of the inbox (RFC 4180): every cell quoted when it must be, quotes doubled, and
// cells a spreadsheet would run as a formula (= + - @, tab, CR) prefixed with a quote (OWASP
// CSV injection).
import type { InboxItem } from "@skillbridge/core";

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: (string | number | boolean | null | undefined)[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

const HEADER = [
  "Type",
  "Id",
  "Received (UTC)",
  "Name",
  "E-mail",
  "Contact",
  "Status",
  "Course",
  "Batch id",
  "Event",
  "Source",
  "Assignee",
  "Flagged",
  "Message",
];

export function inboxCsv(items: InboxItem[]): string {
  // A byte-order mark lets spreadsheet programs read the UTF-8 names correctly.
  let out = `\uFEFF${csvLine(HEADER)}`;
  for (const item of items) {
    out += csvLine([
      item.type,
      item.id,
      item.createdAt,
      item.name,
      item.email,
      item.contact,
      item.status,
      item.courseName,
      item.trainingId,
      item.eventTitle,
      item.source,
      item.assigneeName,
      item.suspectedBot ? "yes" : "",
      item.message,
    ]);
  }
  return out;
}
