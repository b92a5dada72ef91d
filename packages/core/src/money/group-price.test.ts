import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  describeSeats,
  type GroupPriceTier,
  groupPrice,
  groupTierInputSchema,
  MAX_GROUP_SEATS,
  tierFor,
} from "./group-price.ts";
import { splitGst } from "./gst.ts";

const tiers: GroupPriceTier[] = [
  { minSeats: 6, percentOff: 15 },
  { minSeats: 3, percentOff: 10 },
];

describe("group price tiers", () => {
  it("takes the largest tier a seat count reaches", () => {
    expect(tierFor(2, tiers)).toBeNull();
    expect(tierFor(3, tiers)).toEqual({ minSeats: 3, percentOff: 10 });
    expect(tierFor(5, tiers)).toEqual({ minSeats: 3, percentOff: 10 });
    expect(tierFor(6, tiers)).toEqual({ minSeats: 6, percentOff: 15 });
    expect(tierFor(40, [])).toBeNull();
  });

  it("prices 3 seats of ₹10,000 at 10% off with GST on what is left", () => {
    const price = groupPrice(1_000_000, 3, tiers, "intra", false);
    expect(price.listPaise).toBe(3_000_000);
    expect(price.discountPaise).toBe(300_000);
    expect(price.discountLabel).toBe("10% off for 3 or more seats");
    expect(price.split).toEqual(splitGst(2_700_000, "intra", false));
    expect(describeSeats(3, 1_000_000)).toBe("3 seats at ₹10,000.00 each");
  });

  it("charges the plain per-seat total below the first tier", () => {
    const price = groupPrice(999_999, 2, tiers, "inter", false);
    expect(price.discountPaise).toBe(0);
    expect(price.discountLabel).toBeNull();
    expect(price.split.pricePaise).toBe(1_999_998);
  });

  it("refuses seat counts and fees that are not whole and in range", () => {
    expect(() => groupPrice(100, 0, tiers, "intra", false)).toThrow(RangeError);
    expect(() => groupPrice(100, MAX_GROUP_SEATS + 1, tiers, "intra", false)).toThrow(RangeError);
    expect(() => groupPrice(10.5, 3, tiers, "intra", false)).toThrow(RangeError);
  });

  it("always adds up: list − discount = taxable + tax, all integers, more seats never cost less in total", () => {
    const tierArb = fc.array(
      fc.record({
        minSeats: fc.integer({ min: 2, max: MAX_GROUP_SEATS }),
        percentOff: fc.integer({ min: 1, max: 90 }),
      }),
      { maxLength: 4 },
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_000_000_00 / MAX_GROUP_SEATS }),
        fc.integer({ min: 1, max: MAX_GROUP_SEATS }),
        tierArb,
        fc.constantFrom("intra" as const, "inter" as const, "export" as const),
        fc.boolean(),
        (seatPaise, seats, someTiers, supply, lut) => {
          const price = groupPrice(seatPaise, seats, someTiers, supply, lut);
          const { split } = price;
          for (const value of [price.listPaise, price.discountPaise, split.taxablePaise, split.taxPaise]) {
            expect(Number.isSafeInteger(value)).toBe(true);
          }
          expect(price.listPaise - price.discountPaise).toBe(split.pricePaise);
          expect(split.taxablePaise + split.taxPaise).toBe(split.pricePaise);
          expect(split.cgstPaise + split.sgstPaise + split.igstPaise).toBe(split.zeroRated ? 0 : split.taxPaise);
          expect(price.discountPaise).toBeLessThan(price.listPaise);
          expect(price.discountPaise).toBe(Math.round((price.listPaise * price.percentOff) / 100));
        },
      ),
    );
  });
});

describe("group tier input", () => {
  it("reads form text and refuses out-of-range tiers with the exact words", () => {
    expect(groupTierInputSchema.parse({ minSeats: "3", percentOff: "10" })).toEqual({ minSeats: 3, percentOff: 10 });
    const bad = groupTierInputSchema.safeParse({ minSeats: "1", percentOff: "95" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => issue.message)).toEqual([
      "Enter the smallest seat count for this tier, a whole number from 2 to 50",
      "Enter the percentage off, a whole number from 1 to 90",
    ]);
  });
});
