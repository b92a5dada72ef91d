// The accountant's monthly GSTR-1 export: one row per tax invoice and per credit note
// of the month, with what the return asks — document number and date, recipient GSTIN (empty for
// an unregistered buyer), place of supply as "29-Karnataka", taxable value, CGST, SGST, IGST and
// total in rupees with two decimals. Written by the dashboard's formula-safe CSV writer.
import { type DashboardTable, tableCsv } from "../dashboard/tables.ts";
import { paiseToDecimal } from "./gst.ts";
import type { Gstr1Row } from "./refund-schemas.ts";
import { placeName } from "./states.ts";

export const GSTR1_HEADERS = [
  "Document type",
  "Document number",
  "Document date",
  "Recipient GSTIN",
  "Recipient name",
  "Place of supply",
  "Taxable value",
  "CGST",
  "SGST",
  "IGST",
  "Total",
  "Original invoice number",
  "Original invoice date",
];

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** 2026-11-05 → 05-Nov-2026, the date format of the GST offline tool. */
export function gstDate(day: string): string {
  const [year, month, date] = day.split("-");
  return `${date}-${MONTHS[Number(month) - 1]}-${year}`;
}

const rupees = (paise: number) => (paise < 0 ? `-${paiseToDecimal(-paise)}` : paiseToDecimal(paise));

export function gstr1Table(month: string, rows: Gstr1Row[]): DashboardTable {
  return {
    id: "gstr1",
    title: `GSTR-1 documents of ${month}`,
    headers: GSTR1_HEADERS,
    rows: rows.map((row) => [
      row.kind === "tax_invoice" ? "Tax invoice" : "Credit note",
      row.number,
      gstDate(row.date),
      row.recipientGstin ?? "",
      row.recipientName,
      `${row.placeOfSupply}-${placeName(row.placeOfSupply) ?? ""}`,
      rupees(row.taxablePaise),
      rupees(row.cgstPaise),
      rupees(row.sgstPaise),
      rupees(row.igstPaise),
      rupees(row.totalPaise),
      row.originalNumber ?? "",
      row.originalDate ? gstDate(row.originalDate) : "",
    ]),
  };
}

export const gstr1Csv = (month: string, rows: Gstr1Row[]) => tableCsv(gstr1Table(month, rows));
