// The month's GSTR-1 in the sections the GST offline tool imports, each as its own CSV with
// the tool's column headings, so an accountant loads them as they are:
// - B2B: every tax invoice to a registered buyer (with a GSTIN), one row each;
// - B2CL: invoices to unregistered buyers across states (IGST) above ₹1,00,000 — the limit since
//   1 Aug 2024 (it was ₹2,50,000 before); the invoice value (tax included) is what is compared;
// - B2CS: every other invoice to an unregistered buyer (all within the state, and across states up
//   to ₹1,00,000), summed per place of supply and rate, net of the credit notes against them;
// - EXP: fees from outside India (WOPAY zero-rated under an LUT, else WPAY);
// - CDNR: credit notes to registered buyers; CDNUR: credit notes against B2CL or export invoices;
// - HSN summary per rate, split as the tool now asks into B2B (registered) and B2C supplies,
//   net of credit notes (SAC 999293, unit NA for a service).
// Dates are the tool's (05-Nov-2026); places of supply "27-Maharashtra"; amounts in rupees with two
// decimals. Text cells are formula-safe; amounts are written as they are (a net B2CS row may be
// negative). No byte-order mark: the tool matches the first heading exactly.
import { csvCell } from "../csv.ts";
import { GST_RATE_PERCENT, paiseToDecimal, TRAINING_SAC } from "./gst.ts";
import { gstDate } from "./gstr1.ts";
import type { Gstr1Row } from "./refund-schemas.ts";
import { OUTSIDE_INDIA, placeName } from "./states.ts";

/** An invoice to an unregistered buyer across states is "large" (B2CL) above this value, tax included. */
export const B2CL_LIMIT_PAISE = 1_00_000_00;

export const GSTR1_SECTIONS = ["b2b", "b2cl", "b2cs", "exp", "cdnr", "cdnur", "hsn-b2b", "hsn-b2c"] as const;
export type Gstr1Section = (typeof GSTR1_SECTIONS)[number];
export const GSTR1_SECTION_MESSAGE = "Choose a GSTR-1 section from the list";

/** The sections' names as the offline tool's sheets are called, for the download list. */
export const GSTR1_SECTION_TITLES: Record<Gstr1Section, string> = {
  b2b: "B2B invoices (b2b)",
  b2cl: "B2C large invoices (b2cl)",
  b2cs: "B2C small, summed (b2cs)",
  exp: "Exports (exp)",
  cdnr: "Credit notes to registered buyers (cdnr)",
  cdnur: "Credit notes to unregistered buyers (cdnur)",
  "hsn-b2b": "HSN summary, B2B (hsn(b2b))",
  "hsn-b2c": "HSN summary, B2C (hsn(b2c))",
};

const HSN_HEADERS = [
  "HSN",
  "Description",
  "UQC",
  "Total Quantity",
  "Total Value",
  "Rate",
  "Taxable Value",
  "Integrated Tax Amount",
  "Central Tax Amount",
  "State/UT Tax Amount",
  "Cess Amount",
];

export const GSTR1_SECTION_HEADERS: Record<Gstr1Section, string[]> = {
  b2b: [
    "GSTIN/UIN of Recipient",
    "Receiver Name",
    "Invoice Number",
    "Invoice date",
    "Invoice Value",
    "Place Of Supply",
    "Reverse Charge",
    "Applicable % of Tax Rate",
    "Invoice Type",
    "E-Commerce GSTIN",
    "Rate",
    "Taxable Value",
    "Cess Amount",
  ],
  b2cl: [
    "Invoice Number",
    "Invoice date",
    "Invoice Value",
    "Place Of Supply",
    "Applicable % of Tax Rate",
    "Rate",
    "Taxable Value",
    "Cess Amount",
    "E-Commerce GSTIN",
  ],
  b2cs: [
    "Type",
    "Place Of Supply",
    "Applicable % of Tax Rate",
    "Rate",
    "Taxable Value",
    "Cess Amount",
    "E-Commerce GSTIN",
  ],
  exp: [
    "Export Type",
    "Invoice Number",
    "Invoice date",
    "Invoice Value",
    "Port Code",
    "Shipping Bill Number",
    "Shipping Bill Date",
    "Rate",
    "Taxable Value",
    "Cess Amount",
  ],
  cdnr: [
    "GSTIN/UIN of Recipient",
    "Receiver Name",
    "Note Number",
    "Note Date",
    "Note Type",
    "Place Of Supply",
    "Reverse Charge",
    "Note Supply Type",
    "Note Value",
    "Applicable % of Tax Rate",
    "Rate",
    "Taxable Value",
    "Cess Amount",
  ],
  cdnur: [
    "UR Type",
    "Note Number",
    "Note Date",
    "Note Type",
    "Place Of Supply",
    "Note Value",
    "Applicable % of Tax Rate",
    "Rate",
    "Taxable Value",
    "Cess Amount",
  ],
  "hsn-b2b": HSN_HEADERS,
  "hsn-b2c": HSN_HEADERS,
};

/** An amount cell: rupees with two decimals, a minus sign when negative (never taken for a formula). */
type Amount = { paise: number };
type SectionCell = string | number | Amount;
const amount = (paise: number): Amount => ({ paise });
const cellText = (cell: SectionCell) =>
  typeof cell === "object"
    ? cell.paise < 0
      ? `-${paiseToDecimal(-cell.paise)}`
      : paiseToDecimal(cell.paise)
    : csvCell(cell);

/** Where an invoice goes: by the buyer's registration, the supply, and (across states) its value. */
export type InvoiceClass = "b2b" | "b2cl" | "b2cs" | "exp";
export function invoiceClass(invoice: {
  recipientGstin: string | null;
  supply: "intra" | "inter" | "export";
  totalPaise: number;
}): InvoiceClass {
  if (invoice.recipientGstin) return "b2b";
  if (invoice.supply === "export") return "exp";
  if (invoice.supply === "inter" && invoice.totalPaise > B2CL_LIMIT_PAISE) return "b2cl";
  return "b2cs";
}

/** The place of supply as the tool lists it: "27-Maharashtra", exports "96-Other Countries". */
const toolPlace = (code: string) =>
  code === OUTSIDE_INDIA ? "96-Other Countries" : `${code}-${placeName(code) ?? ""}`;
const rateOf = (row: Pick<Gstr1Row, "zeroRated">) => (row.zeroRated ? 0 : GST_RATE_PERCENT);

/** A credit note's class is its original invoice's (same buyer, same supply; that invoice's value). */
const classOf = (row: Gstr1Row): InvoiceClass =>
  invoiceClass({
    recipientGstin: row.recipientGstin,
    supply: row.supply,
    totalPaise: row.kind === "credit_note" ? (row.originalTotalPaise ?? row.totalPaise) : row.totalPaise,
  });

export function gstr1SectionRows(section: Gstr1Section, rows: Gstr1Row[]): SectionCell[][] {
  const invoices = rows.filter((row) => row.kind === "tax_invoice");
  const notes = rows.filter((row) => row.kind === "credit_note");
  switch (section) {
    case "b2b":
      return invoices
        .filter((row) => classOf(row) === "b2b")
        .map((row) => [
          row.recipientGstin ?? "",
          row.recipientName,
          row.number,
          gstDate(row.date),
          amount(row.totalPaise),
          toolPlace(row.placeOfSupply),
          "N",
          "",
          "Regular B2B",
          "",
          rateOf(row),
          amount(row.taxablePaise),
          "",
        ]);
    case "b2cl":
      return invoices
        .filter((row) => classOf(row) === "b2cl")
        .map((row) => [
          row.number,
          gstDate(row.date),
          amount(row.totalPaise),
          toolPlace(row.placeOfSupply),
          "",
          rateOf(row),
          amount(row.taxablePaise),
          "",
          "",
        ]);
    case "b2cs": {
      // Summed per place of supply and rate; a credit note against a B2CS invoice lowers its sum.
      const sums = new Map<string, { place: string; rate: number; taxablePaise: number }>();
      for (const row of rows.filter((r) => classOf(r) === "b2cs")) {
        const key = `${row.placeOfSupply}/${rateOf(row)}`;
        const sum = sums.get(key) ?? { place: row.placeOfSupply, rate: rateOf(row), taxablePaise: 0 };
        sum.taxablePaise += row.kind === "credit_note" ? -row.taxablePaise : row.taxablePaise;
        sums.set(key, sum);
      }
      return [...sums.values()]
        .sort((a, b) => a.place.localeCompare(b.place) || a.rate - b.rate)
        .map((sum) => ["OE", toolPlace(sum.place), "", sum.rate, amount(sum.taxablePaise), "", ""]);
    }
    case "exp":
      return invoices
        .filter((row) => classOf(row) === "exp")
        .map((row) => [
          row.zeroRated ? "WOPAY" : "WPAY",
          row.number,
          gstDate(row.date),
          amount(row.totalPaise),
          "",
          "",
          "",
          rateOf(row),
          amount(row.taxablePaise),
          "",
        ]);
    case "cdnr":
      return notes
        .filter((row) => classOf(row) === "b2b")
        .map((row) => [
          row.recipientGstin ?? "",
          row.recipientName,
          row.number,
          gstDate(row.date),
          "C",
          toolPlace(row.placeOfSupply),
          "N",
          "Regular B2B",
          amount(row.totalPaise),
          "",
          rateOf(row),
          amount(row.taxablePaise),
          "",
        ]);
    case "cdnur":
      return notes.flatMap((row): SectionCell[][] => {
        const kind = classOf(row);
        if (kind !== "b2cl" && kind !== "exp") return [];
        const urType = kind === "b2cl" ? "B2CL" : row.zeroRated ? "EXPWOP" : "EXPWP";
        return [
          [
            urType,
            row.number,
            gstDate(row.date),
            "C",
            kind === "b2cl" ? toolPlace(row.placeOfSupply) : "",
            amount(row.totalPaise),
            "",
            rateOf(row),
            amount(row.taxablePaise),
            "",
          ],
        ];
      });
    case "hsn-b2b":
    case "hsn-b2c": {
      const registered = section === "hsn-b2b";
      const sums = new Map<number, { total: number; taxable: number; igst: number; cgst: number; sgst: number }>();
      for (const row of rows.filter((r) => Boolean(r.recipientGstin) === registered)) {
        const sign = row.kind === "credit_note" ? -1 : 1;
        const sum = sums.get(rateOf(row)) ?? { total: 0, taxable: 0, igst: 0, cgst: 0, sgst: 0 };
        sum.total += sign * row.totalPaise;
        sum.taxable += sign * row.taxablePaise;
        sum.igst += sign * row.igstPaise;
        sum.cgst += sign * row.cgstPaise;
        sum.sgst += sign * row.sgstPaise;
        sums.set(rateOf(row), sum);
      }
      return [...sums.entries()]
        .sort(([a], [b]) => a - b)
        .map(([rate, sum]) => [
          TRAINING_SAC,
          "Commercial training and coaching services",
          "NA",
          0,
          amount(sum.total),
          rate,
          amount(sum.taxable),
          amount(sum.igst),
          amount(sum.cgst),
          amount(sum.sgst),
          amount(0),
        ]);
    }
  }
}

/** One section of the month as the offline tool's CSV (RFC 4180, CRLF, no byte-order mark). */
export function gstr1SectionCsv(section: Gstr1Section, rows: Gstr1Row[]): string {
  const line = (cells: SectionCell[]) => `${cells.map(cellText).join(",")}\r\n`;
  return `${line(GSTR1_SECTION_HEADERS[section])}${gstr1SectionRows(section, rows).map(line).join("")}`;
}
