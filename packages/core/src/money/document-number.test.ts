import { describe, expect, it } from "vitest";
import { DOCUMENT_NUMBER_MAX, documentNumber, financialYear, proformaNumbersIn } from "./document-number.ts";

describe("financial year (April–March, by the day in India)", () => {
  it("starts on 1 April in IST", () => {
    expect(financialYear(new Date("2026-04-01T00:00:00+05:30"))).toBe("26-27");
    expect(financialYear(new Date("2026-03-31T23:59:59+05:30"))).toBe("25-26");
    // 19:00 UTC on 31 March is already 1 April in India.
    expect(financialYear(new Date("2026-03-31T19:00:00Z"))).toBe("26-27");
    expect(financialYear(new Date("2099-12-31T12:00:00Z"))).toBe("99-00");
  });
});

describe("document numbers (prefix, financial year and a serial; a series per kind)", () => {
  it("writes tax invoices as prefix/year/six digits", () => {
    expect(documentNumber("tax_invoice", "SB", "26-27", 123)).toBe("SB/26-27/000123");
  });

  it("gives proformas and credit notes their own series", () => {
    expect(documentNumber("proforma", "SB", "26-27", 1)).toBe("SBP/26-27/00001");
    expect(documentNumber("credit_note", "SB", "26-27", 42)).toBe("SBC/26-27/00042");
  });

  it("stays within 16 characters with the longest prefix and series", () => {
    for (const kind of ["tax_invoice", "proforma", "credit_note"] as const) {
      const longest = documentNumber(kind, "ABC", "26-27", kind === "tax_invoice" ? 999_999 : 99_999);
      expect(longest.length).toBeLessThanOrEqual(DOCUMENT_NUMBER_MAX);
    }
  });

  it("refuses a bad prefix, year or an exhausted series", () => {
    expect(() => documentNumber("tax_invoice", "sb", "26-27", 1)).toThrow(RangeError);
    expect(() => documentNumber("tax_invoice", "SBAC", "26-27", 1)).toThrow(RangeError);
    expect(() => documentNumber("tax_invoice", "SB", "2026", 1)).toThrow(RangeError);
    expect(() => documentNumber("tax_invoice", "SB", "26-27", 1_000_000)).toThrow(RangeError);
    expect(() => documentNumber("credit_note", "SB", "26-27", 0)).toThrow(RangeError);
  });
});

describe("proforma numbers in a bank statement's narration", () => {
  it("reads the UPI note back in its issued form, however the bank printed it", () => {
    expect(proformaNumbersIn("UPI-MEERA-meera@okaxis-612345678901-SBP/26-27/00012")).toEqual(["SBP/26-27/00012"]);
    expect(proformaNumbersIn("UPI/CR/612345678903/ARJUN/SBP 26 27 00012/")).toEqual(["SBP/26-27/00012"]);
    expect(proformaNumbersIn("UPI-KAVYA-sbp262700012-fee")).toEqual(["SBP/26-27/00012"]);
    expect(proformaNumbersIn("NEFT-ABCP/26-27/00001 and ABCP/26-27/00002")).toEqual([
      "ABCP/26-27/00001",
      "ABCP/26-27/00002",
    ]);
  });

  it("names none in a narration without one: a UTR, an invoice number or a longer number", () => {
    expect(proformaNumbersIn("UPI-MEERA KRISHNAN-meera@okaxis-UTIB0000123-612345678901-Course fee")).toEqual([]);
    expect(proformaNumbersIn("FEE SB/26-27/000012")).toEqual([]);
    expect(proformaNumbersIn("SBP/26-27/000123")).toEqual([]);
  });
});
