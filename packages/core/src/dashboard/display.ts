// The dashboard's tables as the page shows them: the same cells as the CSV download, written as the
// rest of the product writes them — amounts in rupees with paise ("₹49,998.00"), days as
// "27 Nov 2026", months as "Nov 2026", times in IST. The CSV keeps the plain values a spreadsheet
// computes with (decimal rupees, ISO days, UTC instants).
import { istDateTimeText } from "../ist-time.ts";
import { formatPaise } from "../money/gst.ts";
import { formatDate } from "../rules.ts";
import type { Cell } from "./tables.ts";

/** "2026-11" → "Nov 2026". */
export function formatMonth(month: string): string {
  return formatDate(`${month}-01`).replace(/^1 /, "");
}

/** A column header as the page shows it: times are shown in IST. */
export function displayHeader(header: string): string {
  return header.replace("(UTC)", "(IST)");
}

/** A cell as the page shows it, by its column: anything else is shown as it is. */
export function displayCell(header: string, cell: Cell): string {
  if (cell === null) return "";
  const text = String(cell);
  if (header.endsWith("(₹)") && /^-?\d+(\.\d+)?$/.test(text)) {
    const paise = Math.round(Number(text) * 100);
    return paise < 0 ? `-${formatPaise(-paise)}` : formatPaise(paise);
  }
  if (header.endsWith("(UTC)") && !Number.isNaN(Date.parse(text))) return istDateTimeText(text);
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return formatDate(text);
  if (/^\d{4}-\d{2}$/.test(text)) return formatMonth(text);
  return text;
}
