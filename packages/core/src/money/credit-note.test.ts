import { describe, expect, it } from "vitest";
import { creditNoteSplit, rupeesToPaise } from "./credit-note.ts";
import { splitGst } from "./gst.ts";

// ₹1,000 intra-state: taxable 847.46, CGST 76.27, SGST 76.27 (gst.test.ts).
const intra = splitGst(100_000, "intra", false);

describe("creditNoteSplit (a refund reverses its invoice's tax)", () => {
  it("reverses a full refund exactly as the invoice charged it", () => {
    expect(creditNoteSplit(intra, 0, 100_000)).toMatchObject({
      supply: "intra",
      pricePaise: 100_000,
      taxablePaise: 84_746,
      cgstPaise: 7_627,
      sgstPaise: 7_627,
      igstPaise: 0,
    });
  });

  it("splits a partial refund of ₹500 intra-state as CGST + SGST, rounded to the paisa", () => {
    // 50,000 × 100 / 118 = 42,372.88 → 42,373 taxable; tax 7,627 → CGST 38.14, SGST 38.13
    const half = creditNoteSplit(intra, 0, 50_000);
    expect(half).toMatchObject({ taxablePaise: 42_373, cgstPaise: 3_814, sgstPaise: 3_813, igstPaise: 0 });
    // The rest: the invoice less the first note, so both notes add up to the invoice.
    const rest = creditNoteSplit(intra, 50_000, 50_000);
    expect(rest).toMatchObject({ taxablePaise: 42_373, cgstPaise: 3_813, sgstPaise: 3_814 });
    expect(half.taxablePaise + rest.taxablePaise).toBe(intra.taxablePaise);
    expect(half.cgstPaise + rest.cgstPaise).toBe(intra.cgstPaise);
  });

  it("keeps IGST for an inter-state invoice and no tax for a zero-rated export", () => {
    const inter = splitGst(11_800, "inter", false);
    expect(creditNoteSplit(inter, 0, 5_900)).toMatchObject({ taxablePaise: 5_000, igstPaise: 900, cgstPaise: 0 });
    const export_ = splitGst(11_800, "export", true);
    expect(creditNoteSplit(export_, 0, 5_900)).toMatchObject({ zeroRated: true, taxablePaise: 5_900, igstPaise: 0 });
    const taxedExport = splitGst(11_800, "export", false);
    expect(creditNoteSplit(taxedExport, 0, 11_800)).toMatchObject({ igstPaise: 1_800 });
  });

  it("never credits more tax than the invoice charged, however small the parts", () => {
    const small = splitGst(100, "intra", false); // taxable 85, CGST 8, SGST 7
    const notes = Array.from({ length: 100 }, (_, i) => creditNoteSplit(small, i, 1));
    for (const note of notes) {
      expect(note.taxablePaise + note.cgstPaise + note.sgstPaise + note.igstPaise).toBe(1);
      expect(Math.min(note.taxablePaise, note.cgstPaise, note.sgstPaise)).toBeGreaterThanOrEqual(0);
    }
    const sum = (key: "taxablePaise" | "cgstPaise" | "sgstPaise") => notes.reduce((s, n) => s + n[key], 0);
    expect([sum("taxablePaise"), sum("cgstPaise"), sum("sgstPaise")]).toEqual([85, 8, 7]);
  });

  it("refuses a refund beyond what is left, or not a whole positive number of paise", () => {
    expect(() => creditNoteSplit(intra, 60_000, 40_001)).toThrow(RangeError);
    expect(() => creditNoteSplit(intra, 0, 0)).toThrow(RangeError);
    expect(() => creditNoteSplit(intra, 0, 10.5)).toThrow(RangeError);
  });
});

describe("rupeesToPaise", () => {
  it("reads what staff type", () => {
    expect(rupeesToPaise("1,234.5")).toBe(123_450);
    expect(rupeesToPaise("₹ 500")).toBe(50_000);
    expect(rupeesToPaise("0.07")).toBe(7);
    expect(rupeesToPaise("12.345")).toBeNull();
    expect(rupeesToPaise("-5")).toBeNull();
    expect(rupeesToPaise("")).toBeNull();
  });
});
