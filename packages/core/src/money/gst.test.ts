import { describe, expect, it } from "vitest";
import { formatPaise, paiseToDecimal, splitGst, supplyOf } from "./gst.ts";
import { GST_STATES, isIndianStateCode, OUTSIDE_INDIA, PLACES_OF_SUPPLY, placeName } from "./states.ts";

describe("splitGst (18% inside a tax-inclusive price)", () => {
  it("takes 18% out of ₹1,000 intra-state as CGST 9% + SGST 9%", () => {
    const split = splitGst(100_000, "intra", false);
    expect(split).toMatchObject({ taxablePaise: 84_746, cgstPaise: 7_627, sgstPaise: 7_627, igstPaise: 0 });
    expect(split.taxablePaise + split.taxPaise).toBe(100_000);
  });

  it("charges IGST 18% inter-state: ₹118 is ₹100 + ₹18", () => {
    expect(splitGst(11_800, "inter", false)).toMatchObject({ taxablePaise: 10_000, igstPaise: 1_800, cgstPaise: 0 });
  });

  it("rounds the taxable value half up to the paisa and keeps every part whole", () => {
    // 59 paise / 1.18 = 50 exactly; 60 / 1.18 = 50.847… → 51; 1 / 1.18 = 0.847… → 1
    expect(splitGst(59, "inter", false).taxablePaise).toBe(50);
    expect(splitGst(60, "inter", false).taxablePaise).toBe(51);
    expect(splitGst(1, "inter", false)).toMatchObject({ taxablePaise: 1, taxPaise: 0 });
  });

  it("splits an odd tax into halves that add up to it exactly", () => {
    for (let price = 1; price < 5_000; price += 7) {
      const split = splitGst(price, "intra", false);
      expect(split.taxablePaise + split.cgstPaise + split.sgstPaise).toBe(price);
      expect(Math.abs(split.cgstPaise - split.sgstPaise)).toBeLessThanOrEqual(1);
    }
    const odd = splitGst(100, "intra", false); // ₹1: taxable 85 paise, tax 15
    expect(odd).toMatchObject({ taxablePaise: 85, cgstPaise: 8, sgstPaise: 7 });
    expect(odd.cgstPaise + odd.sgstPaise).toBe(odd.taxPaise);
  });

  it("agrees with exact arithmetic for large prices", () => {
    for (const price of [2_499_900, 9_999_999, 123_456_789]) {
      const split = splitGst(price, "inter", false);
      expect(Math.abs(split.taxablePaise * 118 - price * 100)).toBeLessThanOrEqual(59);
    }
  });

  it("zero-rates an export under a letter of undertaking, else charges IGST", () => {
    expect(splitGst(250_000, "export", true)).toMatchObject({ zeroRated: true, taxablePaise: 250_000, taxPaise: 0 });
    expect(splitGst(250_000, "export", false)).toMatchObject({ zeroRated: false, igstPaise: 38_136 });
  });

  it("refuses fractions of a paisa and negative prices", () => {
    expect(() => splitGst(10.5, "intra", false)).toThrow(RangeError);
    expect(() => splitGst(-1, "intra", false)).toThrow(RangeError);
  });
});

describe("supplyOf (place of supply)", () => {
  it("is intra in the provider's state, inter in another, export outside India", () => {
    expect(supplyOf("29", "29")).toBe("intra");
    expect(supplyOf("29", "27")).toBe("inter");
    expect(supplyOf("29", OUTSIDE_INDIA)).toBe("export");
    expect(() => supplyOf("29", "28")).toThrow(RangeError);
  });
});

describe("the states and union territories", () => {
  it("lists all 36 with unique two-digit codes, then Outside India", () => {
    expect(GST_STATES).toHaveLength(36);
    expect(new Set(GST_STATES.map((state) => state.code)).size).toBe(36);
    expect(PLACES_OF_SUPPLY.at(-1)).toEqual({ code: OUTSIDE_INDIA, name: "Outside India" });
    expect(placeName("27")).toBe("Maharashtra");
    expect(placeName("36")).toBe("Telangana");
    expect(isIndianStateCode(OUTSIDE_INDIA)).toBe(false);
  });
});

describe("paise formats", () => {
  it("writes rupees with paise, Indian grouping, and the UPI decimal", () => {
    expect(formatPaise(12_345_678)).toBe("₹1,23,456.78");
    expect(paiseToDecimal(123_400)).toBe("1234.00");
    expect(paiseToDecimal(5)).toBe("0.05");
  });
});
