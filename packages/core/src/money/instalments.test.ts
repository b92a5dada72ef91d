import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { splitGst } from "./gst.ts";
import { splitFeeByPercent, splitGstByParts } from "./instalments.ts";

const percents = fc
  .array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 6 })
  .filter((ps) => ps.reduce((a, b) => a + b, 0) <= 100 && ps.length < 6)
  .map((ps) => [...ps, 100 - ps.reduce((a, b) => a + b, 0)].filter((p) => p > 0));

describe("splitFeeByPercent (instalment arithmetic to the paisa)", () => {
  it("splits ₹10,000.01 as 40/30/30 with the odd paisa to the largest remainder", () => {
    expect(splitFeeByPercent(1_000_001, [40, 30, 30])).toEqual([400_001, 300_000, 300_000]);
  });

  it("rejects more than 6 parts and percentages not adding up to 100", () => {
    expect(() => splitFeeByPercent(100, [10, 10, 10, 10, 10, 10, 40])).toThrow(RangeError);
    expect(() => splitFeeByPercent(100, [50, 40])).toThrow(RangeError);
  });

  it("parts always add up to the fee", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), percents, (fee, ps) => {
        const parts = splitFeeByPercent(fee, ps);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(fee);
        expect(parts.every((p) => Number.isInteger(p) && p >= 0)).toBe(true);
      }),
    );
  });

  it("tax of the parts adds up to the tax of the whole, head by head", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        percents,
        fc.constantFrom("intra" as const, "inter" as const, "export" as const),
        fc.boolean(),
        (fee, ps, supply, lut) => {
          const splits = splitGstByParts(splitFeeByPercent(fee, ps), supply, lut);
          const whole = splitGst(fee, supply, lut);
          for (const k of ["taxablePaise", "cgstPaise", "sgstPaise", "igstPaise", "taxPaise"] as const) {
            expect(splits.reduce((a, s) => a + s[k], 0)).toBe(whole[k]);
          }
          for (const s of splits) expect(s.taxablePaise + s.taxPaise).toBe(s.pricePaise);
        },
      ),
    );
  });
});
