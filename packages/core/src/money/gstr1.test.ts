import { describe, expect, it } from "vitest";
import { gstDate, gstr1Csv } from "./gstr1.ts";
import type { Gstr1Row } from "./refund-schemas.ts";

const row = (overrides: Partial<Gstr1Row> = {}): Gstr1Row => ({
  kind: "tax_invoice",
  number: "SB/26-27/000001",
  date: "2026-11-05",
  recipientGstin: null,
  recipientName: "Ravi Menon",
  placeOfSupply: "29",
  supply: "intra",
  zeroRated: false,
  taxablePaise: 847_373,
  cgstPaise: 76_264,
  sgstPaise: 76_263,
  igstPaise: 0,
  totalPaise: 999_900,
  originalNumber: null,
  originalDate: null,
  originalTotalPaise: null,
  ...overrides,
});

describe("the GSTR-1 CSV", () => {
  it("writes dates as the GST offline tool does", () => {
    expect(gstDate("2026-11-05")).toBe("05-Nov-2026");
    expect(gstDate("2027-03-31")).toBe("31-Mar-2027");
  });

  it("has a row per document in rupees with 2 decimals, place of supply as code-name, formula-safe", () => {
    const csv = gstr1Csv("2026-11", [
      row(),
      row({
        kind: "credit_note",
        number: "SBC/26-27/00001",
        date: "2026-11-20",
        recipientGstin: "27AAPFU0939F1ZV",
        recipientName: "@Buyer, LLP",
        placeOfSupply: "27",
        taxablePaise: 84_746,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 15_254,
        totalPaise: 100_000,
        originalNumber: "SB/26-27/000001",
        originalDate: "2026-11-05",
      }),
      row({ placeOfSupply: "96", recipientName: "=cmd", cgstPaise: 0, sgstPaise: 0, igstPaise: 152_527 }),
    ]);
    const lines = csv.slice(1).split("\r\n");
    expect(csv.startsWith("\uFEFFDocument type,")).toBe(true);
    expect(lines[1]).toBe(
      "Tax invoice,SB/26-27/000001,05-Nov-2026,,Ravi Menon,29-Karnataka,8473.73,762.64,762.63,0.00,9999.00,,",
    );
    expect(lines[2]).toBe(
      `Credit note,SBC/26-27/00001,20-Nov-2026,27AAPFU0939F1ZV,"'@Buyer, LLP",27-Maharashtra,847.46,0.00,0.00,152.54,1000.00,SB/26-27/000001,05-Nov-2026`,
    );
    expect(lines[3]).toContain(",'=cmd,96-Outside India,");
  });
});
