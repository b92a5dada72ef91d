// The GSTR-1 sections as the GST offline tool imports them: each section's headings and rows for
// a month with a B2B invoice, B2C large and small invoices, an export, and credit notes to a
// registered and an unregistered buyer. B2CL is inter-state to an unregistered buyer above
// ₹1,00,000 (the limit since 1 Aug 2024).
import { describe, expect, it } from "vitest";
import { splitGst } from "./gst.ts";
import { B2CL_LIMIT_PAISE, GSTR1_SECTIONS, gstr1SectionCsv, invoiceClass } from "./gstr1-sections.ts";
import type { Gstr1Row } from "./refund-schemas.ts";

function invoice(overrides: Partial<Gstr1Row> & { totalPaise: number; supply: Gstr1Row["supply"] }): Gstr1Row {
  const split = splitGst(overrides.totalPaise, overrides.supply, overrides.zeroRated ?? false);
  return {
    kind: "tax_invoice",
    number: "SB/26-27/000001",
    date: "2026-11-05",
    recipientGstin: null,
    recipientName: "Ravi Menon",
    placeOfSupply: "29",
    zeroRated: false,
    taxablePaise: split.taxablePaise,
    cgstPaise: split.cgstPaise,
    sgstPaise: split.sgstPaise,
    igstPaise: split.igstPaise,
    originalNumber: null,
    originalDate: null,
    originalTotalPaise: null,
    ...overrides,
  };
}

const lines = (csv: string) => csv.trimEnd().split("\r\n");

// The provider is in Karnataka (29).
const month: Gstr1Row[] = [
  // B2B: a company in Maharashtra, ₹24,999 (IGST).
  invoice({
    number: "SB/26-27/000001",
    totalPaise: 2_499_900,
    supply: "inter",
    placeOfSupply: "27",
    recipientGstin: "27AAPFU0939F1ZV",
    recipientName: "Example Buyer LLP",
  }),
  // B2CL: an individual in Maharashtra, ₹1,18,000 — above ₹1,00,000 across states.
  invoice({ number: "SB/26-27/000002", totalPaise: 11_800_000, supply: "inter", placeOfSupply: "27" }),
  // B2CS: an individual in Kerala at exactly ₹1,00,000 (not above), and two within Karnataka.
  invoice({ number: "SB/26-27/000003", totalPaise: 10_000_000, supply: "inter", placeOfSupply: "32" }),
  invoice({ number: "SB/26-27/000004", totalPaise: 999_900, supply: "intra", placeOfSupply: "29" }),
  invoice({ number: "SB/26-27/000005", totalPaise: 15_000_000, supply: "intra", placeOfSupply: "29" }),
  // Export under an LUT.
  invoice({ number: "SB/26-27/000006", totalPaise: 2_499_900, supply: "export", zeroRated: true, placeOfSupply: "96" }),
  // Credit notes: ₹1,000 to the company; ₹11,800 against the B2CL invoice; ₹999 against a B2CS one.
  invoice({
    kind: "credit_note",
    number: "SBC/26-27/00001",
    date: "2026-11-20",
    totalPaise: 100_000,
    supply: "inter",
    placeOfSupply: "27",
    recipientGstin: "27AAPFU0939F1ZV",
    recipientName: "Example Buyer LLP",
    originalNumber: "SB/26-27/000001",
    originalDate: "2026-11-05",
    originalTotalPaise: 2_499_900,
  }),
  invoice({
    kind: "credit_note",
    number: "SBC/26-27/00002",
    date: "2026-11-21",
    totalPaise: 1_180_000,
    supply: "inter",
    placeOfSupply: "27",
    originalNumber: "SB/26-27/000002",
    originalDate: "2026-11-05",
    originalTotalPaise: 11_800_000,
  }),
  invoice({
    kind: "credit_note",
    number: "SBC/26-27/00003",
    date: "2026-11-22",
    totalPaise: 99_900,
    supply: "intra",
    placeOfSupply: "29",
    originalNumber: "SB/26-27/000004",
    originalDate: "2026-11-05",
    originalTotalPaise: 999_900,
  }),
];

describe("the GSTR-1 sections of the offline tool", () => {
  it("sorts an invoice by the buyer's registration, the supply and, across states, the value above ₹1,00,000", () => {
    expect(B2CL_LIMIT_PAISE).toBe(10_000_000);
    expect(invoiceClass({ recipientGstin: "27AAPFU0939F1ZV", supply: "inter", totalPaise: 20_000_000 })).toBe("b2b");
    expect(invoiceClass({ recipientGstin: null, supply: "inter", totalPaise: 10_000_001 })).toBe("b2cl");
    expect(invoiceClass({ recipientGstin: null, supply: "inter", totalPaise: 10_000_000 })).toBe("b2cs");
    expect(invoiceClass({ recipientGstin: null, supply: "intra", totalPaise: 50_000_000 })).toBe("b2cs");
    expect(invoiceClass({ recipientGstin: null, supply: "export", totalPaise: 100 })).toBe("exp");
  });

  it("writes B2B with the tool's headings: reverse charge N, Regular B2B, rate 18", () => {
    expect(lines(gstr1SectionCsv("b2b", month))).toEqual([
      "GSTIN/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value,Place Of Supply,Reverse Charge,Applicable % of Tax Rate,Invoice Type,E-Commerce GSTIN,Rate,Taxable Value,Cess Amount",
      "27AAPFU0939F1ZV,Example Buyer LLP,SB/26-27/000001,05-Nov-2026,24999.00,27-Maharashtra,N,,Regular B2B,,18,21185.59,",
    ]);
  });

  it("writes B2CL only for the inter-state invoice above ₹1,00,000", () => {
    expect(lines(gstr1SectionCsv("b2cl", month))).toEqual([
      "Invoice Number,Invoice date,Invoice Value,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN",
      "SB/26-27/000002,05-Nov-2026,118000.00,27-Maharashtra,,18,100000.00,,",
    ]);
  });

  it("sums B2CS per place of supply and rate, net of the credit notes against them", () => {
    // Karnataka: 8,473.73 + 1,27,118.64 − 846.61 = 1,34,745.76; Kerala: 84,745.76.
    expect(lines(gstr1SectionCsv("b2cs", month))).toEqual([
      "Type,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN",
      "OE,29-Karnataka,,18,134745.76,,",
      "OE,32-Kerala,,18,84745.76,,",
    ]);
  });

  it("writes the export as WOPAY at rate 0", () => {
    expect(lines(gstr1SectionCsv("exp", month))).toEqual([
      "Export Type,Invoice Number,Invoice date,Invoice Value,Port Code,Shipping Bill Number,Shipping Bill Date,Rate,Taxable Value,Cess Amount",
      "WOPAY,SB/26-27/000006,05-Nov-2026,24999.00,,,,0,24999.00,",
    ]);
  });

  it("writes the registered buyer's credit note in CDNR and the B2CL one in CDNUR", () => {
    expect(lines(gstr1SectionCsv("cdnr", month))).toEqual([
      "GSTIN/UIN of Recipient,Receiver Name,Note Number,Note Date,Note Type,Place Of Supply,Reverse Charge,Note Supply Type,Note Value,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount",
      "27AAPFU0939F1ZV,Example Buyer LLP,SBC/26-27/00001,20-Nov-2026,C,27-Maharashtra,N,Regular B2B,1000.00,,18,847.46,",
    ]);
    expect(lines(gstr1SectionCsv("cdnur", month))).toEqual([
      "UR Type,Note Number,Note Date,Note Type,Place Of Supply,Note Value,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount",
      "B2CL,SBC/26-27/00002,21-Nov-2026,C,27-Maharashtra,11800.00,,18,10000.00,",
    ]);
  });

  it("summarises SAC 999293 per rate for B2B and B2C supplies, net of credit notes", () => {
    expect(lines(gstr1SectionCsv("hsn-b2b", month))).toEqual([
      "HSN,Description,UQC,Total Quantity,Total Value,Rate,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount",
      // 24,999 − 1,000; taxable 21,185.59 − 847.46; IGST 3,813.41 − 152.54.
      "999293,Commercial training and coaching services,NA,0,23999.00,18,20338.13,3660.87,0.00,0.00,0.00",
    ]);
    const b2c = lines(gstr1SectionCsv("hsn-b2c", month));
    expect(b2c).toHaveLength(3);
    // The export at 0%, then everything else at 18%.
    expect(b2c[1]).toBe(
      "999293,Commercial training and coaching services,NA,0,24999.00,0,24999.00,0.00,0.00,0.00,0.00",
    );
    // 1,18,000 + 1,00,000 + 9,999 + 1,50,000 − 11,800 − 999 = 3,65,200.
    expect(b2c[2]).toMatch(/^999293,Commercial training and coaching services,NA,0,365200\.00,18,/);
  });

  it("has no byte-order mark and keeps text formula-safe", () => {
    const csv = gstr1SectionCsv("b2b", [
      invoice({ totalPaise: 100_000, supply: "intra", recipientGstin: "29AABCU9603R1ZJ", recipientName: "=cmd" }),
    ]);
    expect(csv.startsWith("GSTIN/UIN of Recipient,")).toBe(true);
    expect(csv).toContain(",'=cmd,");
    for (const section of GSTR1_SECTIONS) expect(gstr1SectionCsv(section, []).split("\r\n")).toHaveLength(2);
  });
});
