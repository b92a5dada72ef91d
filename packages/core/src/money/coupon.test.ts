import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type CouponContext,
  type CouponRule,
  codeMatches,
  couponInputSchema,
  couponRefusal,
  couponRefusalMessage,
  discountedFee,
  discountOf,
  MIN_FEE_AFTER_DISCOUNT_PAISE,
} from "./coupon.ts";
import { splitGst } from "./gst.ts";

const rule = (over: Partial<CouponRule> = {}): CouponRule => ({
  code: "WEBINAR10",
  kind: "percent",
  value: 10,
  scope: "all",
  scopeIds: [],
  validFrom: null,
  validTo: null,
  maxUses: null,
  maxUsesPerEmail: null,
  minFeePaise: 0,
  active: true,
  ...over,
});
const context = (over: Partial<CouponContext> = {}): CouponContext => ({
  today: "2026-11-28",
  feePaise: 1_000_000,
  domainId: 4,
  courseId: 7,
  batchId: 11,
  usesTotal: 0,
  usesByEmail: 0,
  ...over,
});

describe("discountOf", () => {
  it("takes a percentage off the tax-inclusive fee, half up to the paisa", () => {
    expect(discountOf(1_180_000, { kind: "percent", value: 10 })).toBe(118_000);
    // 10% of 12.345 rupees = 123.45 paise → 123; of 12.35 = 123.5 → 124
    expect(discountOf(1_234_5, { kind: "percent", value: 10 })).toBe(1_235);
    expect(discountOf(1_235, { kind: "percent", value: 10 })).toBe(124);
  });

  it("takes a fixed amount off, never leaving less than ₹1", () => {
    expect(discountOf(500_000, { kind: "fixed", value: 50_000 })).toBe(50_000);
    expect(discountOf(500_000, { kind: "fixed", value: 600_000 })).toBe(499_900);
    expect(discountOf(500_000, { kind: "percent", value: 100 })).toBe(499_900);
    expect(discountOf(100, { kind: "percent", value: 50 })).toBe(0);
    expect(discountOf(50, { kind: "fixed", value: 10 })).toBe(0);
  });

  it("property: the fee after discount is whole, at least ₹1 (or the fee itself when lower) and never more than the fee", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.oneof(
          fc.record({ kind: fc.constant("percent" as const), value: fc.integer({ min: 1, max: 100 }) }),
          fc.record({ kind: fc.constant("fixed" as const), value: fc.integer({ min: 1, max: 10_000_000_000 }) }),
        ),
        (fee, coupon) => {
          const off = discountOf(fee, coupon);
          expect(Number.isSafeInteger(off)).toBe(true);
          expect(off).toBeGreaterThanOrEqual(0);
          expect(fee - off).toBeGreaterThanOrEqual(Math.min(fee, MIN_FEE_AFTER_DISCOUNT_PAISE));
          if (coupon.kind === "fixed") expect(off).toBeLessThanOrEqual(coupon.value);
        },
      ),
    );
  });

  it("property: GST is worked out again on the discounted price with the GST split, to the paisa", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 1_000_000_000 }),
        fc.integer({ min: 1, max: 100 }),
        fc.constantFrom("intra" as const, "inter" as const, "export" as const),
        fc.boolean(),
        (fee, percent, supply, lut) => {
          const priced = discountedFee(fee, { kind: "percent", value: percent }, supply, lut);
          expect(priced.split).toEqual(splitGst(fee - priced.discountPaise, supply, lut));
          const { split } = priced;
          expect(split.taxablePaise + split.cgstPaise + split.sgstPaise + split.igstPaise).toBe(split.pricePaise);
          expect(priced.listPaise - priced.discountPaise).toBe(split.pricePaise);
        },
      ),
    );
  });

  it("works out ₹11,800 less 10% as ₹10,620: taxable ₹9,000 and IGST ₹1,620", () => {
    const priced = discountedFee(1_180_000, { kind: "percent", value: 10 }, "inter", false);
    expect(priced.discountPaise).toBe(118_000);
    expect(priced.split).toMatchObject({ pricePaise: 1_062_000, taxablePaise: 900_000, igstPaise: 162_000 });
  });
});

describe("codeMatches", () => {
  it("matches the whole code in any case after trimming, never a prefix", () => {
    expect(codeMatches("  webinar10 ", "WEBINAR10")).toBe(true);
    expect(codeMatches("WEBINAR1", "WEBINAR10")).toBe(false);
    expect(codeMatches("WEBINAR100", "WEBINAR10")).toBe(false);
    expect(codeMatches("   ", "WEBINAR10")).toBe(false);
  });

  it("property: a code matches itself in any case and with spaces around, and no proper prefix of it", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_-]{3,32}$/), fc.integer({ min: 1, max: 31 }), (code, cut) => {
        expect(codeMatches(` ${code.toLowerCase()}\t`, code)).toBe(true);
        if (cut < code.length) expect(codeMatches(code.slice(0, cut), code)).toBe(false);
      }),
    );
  });
});

describe("couponRefusal", () => {
  it.each([
    ["unknown", null, {}],
    ["inactive", rule({ active: false }), {}],
    ["not_yet_valid", rule({ validFrom: "2026-12-01" }), {}],
    ["expired", rule({ validTo: "2026-11-27" }), {}],
    ["used_up", rule({ maxUses: 100 }), { usesTotal: 100 }],
    ["used_up_for_email", rule({ maxUsesPerEmail: 1 }), { usesByEmail: 1 }],
    ["not_for_this_course", rule({ scope: "courses", scopeIds: [8] }), {}],
    ["not_for_this_course", rule({ scope: "domains", scopeIds: [5] }), {}],
    ["not_for_this_course", rule({ scope: "batches", scopeIds: [12] }), {}],
    ["below_minimum_fee", rule({ minFeePaise: 1_000_001 }), {}],
  ] as const)("refuses as %s", (reason, coupon, over) => {
    expect(couponRefusal(coupon, context(over))).toBe(reason);
  });

  it("accepts a code within its days (both included), scope, minimum and limits", () => {
    const valid = rule({ validFrom: "2026-11-28", validTo: "2026-11-28", maxUses: 2, maxUsesPerEmail: 1 });
    expect(couponRefusal(valid, context({ usesTotal: 1 }))).toBeNull();
    expect(couponRefusal(rule({ scope: "domains", scopeIds: [4] }), context())).toBeNull();
    expect(couponRefusal(rule({ scope: "courses", scopeIds: [7] }), context())).toBeNull();
    expect(couponRefusal(rule({ scope: "batches", scopeIds: [11] }), context())).toBeNull();
    expect(couponRefusal(rule({ minFeePaise: 1_000_000 }), context())).toBeNull();
  });

  it("says each refusal plainly", () => {
    expect(couponRefusalMessage("expired", rule({ validTo: "2026-11-30" }))).toBe(
      "This code has expired on 30 Nov 2026.",
    );
    expect(couponRefusalMessage("not_yet_valid", rule({ validFrom: "2026-12-01" }))).toBe(
      "This code is valid from 1 Dec 2026: it cannot be used yet.",
    );
    expect(couponRefusalMessage("below_minimum_fee", rule({ minFeePaise: 500_000 }))).toBe(
      "This code is only for fees of at least ₹5,000.00.",
    );
    for (const reason of ["unknown", "used_up", "used_up_for_email", "not_for_this_course", "inactive"] as const) {
      expect(couponRefusalMessage(reason)).toMatch(/^This code|^We do not know/);
    }
  });
});

describe("couponInputSchema", () => {
  it("reads the staff form: code in upper case, rupees into paise, empty fields as no limit", () => {
    const parsed = couponInputSchema.parse({
      code: " early500 ",
      kind: "fixed",
      value: "499.50",
      scope: "courses",
      scopeIds: "3, 7, 3",
      validFrom: "2026-12-01",
      validTo: "",
      maxUses: "50",
      maxUsesPerEmail: "",
      minFee: "5000",
      active: "on",
    });
    expect(parsed).toEqual({
      code: "EARLY500",
      kind: "fixed",
      value: 49_950,
      scope: "courses",
      scopeIds: [3, 7],
      validFrom: "2026-12-01",
      validTo: null,
      maxUses: 50,
      maxUsesPerEmail: null,
      minFeePaise: 500_000,
      active: true,
    });
  });

  it("refuses a bad percentage, a missing id list, days the wrong way round and a prefix-like code", () => {
    const issues = (input: Record<string, unknown>) =>
      couponInputSchema
        .safeParse({ code: "WEB10", kind: "percent", value: "10", ...input })
        .error?.issues.map((i) => i.message);
    expect(issues({ value: "0" })).toEqual(["Enter a whole percentage from 1 to 100"]);
    expect(issues({ value: "101" })).toEqual(["Enter a whole percentage from 1 to 100"]);
    expect(issues({ value: "12.5" })).toEqual(["Enter a whole percentage from 1 to 100"]);
    expect(issues({ scope: "batches" })).toEqual([expect.stringContaining("ids")]);
    expect(issues({ validFrom: "2026-12-02", validTo: "2026-12-01" })).toEqual([
      "The last valid day cannot be before the first",
    ]);
    expect(issues({ kind: "fixed", value: "999999999" })).toEqual([expect.stringContaining("amount off in rupees")]);
    expect(issues({ minFee: "999999999" })).toEqual([expect.stringContaining("minimum fee")]);
    expect(issues({ code: "AB" })).toEqual([expect.stringContaining("3 to 32")]);
    expect(issues({ code: "WEB 10" })).toEqual([expect.stringContaining("3 to 32")]);
    expect(issues({ active: undefined })).toBeUndefined();
    expect(couponInputSchema.parse({ code: "WEB10", kind: "percent", value: 10, active: false }).active).toBe(false);
  });
});
