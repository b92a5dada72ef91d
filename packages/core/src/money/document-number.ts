// Document numbers as GST requires (CGST Rules r. 46(b)): consecutive within the
// financial year (April–March), unique, at most 16 characters of letters, digits, "/" and "-".
// Tax invoices: "SB/26-27/000123"; proformas and credit notes get their own series, marked by a
// letter after the prefix ("SBP/26-27/00001", "SBC/26-27/00001"), with five digits to stay ≤ 16.
import { dayInIndia } from "../rules.ts";

export type DocumentKind = "proforma" | "tax_invoice" | "credit_note";

export const DOCUMENT_NUMBER_MAX = 16;
/** 1–3 capital letters or digits: with the longest series the number still fits in 16 characters. */
export const INVOICE_PREFIX = /^[A-Z0-9]{1,3}$/;

const SERIES: Record<DocumentKind, { mark: string; digits: number }> = {
  tax_invoice: { mark: "", digits: 6 },
  proforma: { mark: "P", digits: 5 },
  credit_note: { mark: "C", digits: 5 },
};

/** The Indian financial year of an instant, by its day in IST: 1 Apr 2026 – 31 Mar 2027 → "26-27". */
export function financialYear(instant: Date): string {
  const [year, month] = dayInIndia(instant).split("-").map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  const two = (value: number) => String(value % 100).padStart(2, "0");
  return `${two(start)}-${two(start + 1)}`;
}

export function documentNumber(kind: DocumentKind, prefix: string, year: string, sequence: number): string {
  if (!INVOICE_PREFIX.test(prefix)) throw new RangeError("The invoice prefix is 1–3 capital letters or digits");
  if (!/^\d{2}-\d{2}$/.test(year)) throw new RangeError("A financial year looks like 26-27");
  const { mark, digits } = SERIES[kind];
  if (!Number.isSafeInteger(sequence) || sequence < 1 || String(sequence).length > digits) {
    throw new RangeError(`The ${kind} series of ${year} is exhausted or the sequence is invalid`);
  }
  const number = `${prefix}${mark}/${year}/${String(sequence).padStart(digits, "0")}`;
  // The prefix and series bound the length; this guards the rule itself.
  if (number.length > DOCUMENT_NUMBER_MAX) throw new RangeError("A document number is at most 16 characters");
  return number;
}

/**
 * The proforma numbers a bank statement's narration names ("SBP/26-27/00012"; the UPI link sends
 * it as the payment's note). Banks print the note with its "/" and "-" kept, changed to spaces or
 * dropped, in any case: each is read back in its issued form.
 */
export function proformaNumbersIn(narration: string): string[] {
  const found = new Set<string>();
  const pattern = /(?<![A-Z0-9])([A-Z0-9]{1,3}P)[/\s-]?(\d{2})[/\s-]?(\d{2})[/\s-]?(\d{5})(?!\d)/gi;
  for (const match of narration.matchAll(pattern)) {
    found.add(`${match[1]!.toUpperCase()}/${match[2]}-${match[3]}/${match[4]}`);
  }
  return [...found];
}
