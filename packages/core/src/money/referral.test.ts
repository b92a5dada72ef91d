import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MIN_FEE_AFTER_DISCOUNT_PAISE } from "./coupon.ts";
import {
  creditToApply,
  discountLineLabel,
  isSelfReferral,
  largerDiscount,
  normalisePhone,
  type RewardFacts,
  referralDiscountOf,
  referralRewardState,
  referralSchemeInputSchema,
} from "./referral.ts";

const DAY = 86_400_000;
const paidAt = new Date("2026-11-01T10:00:00Z");
const facts = (over: Partial<RewardFacts> = {}): RewardFacts => ({
  requestStatus: "paid",
  paidAt,
  firstRefundAt: null,
  waitDays: 7,
  paidOutAt: null,
  now: new Date(paidAt.getTime() + 3 * DAY),
  ...over,
});

describe("a referral's reward over time", () => {
  it("is pending until the fee is paid, waits through the wait, then is earned", () => {
    expect(referralRewardState(facts({ requestStatus: "open", paidAt: null }))).toBe("pending");
    expect(referralRewardState(facts())).toBe("waiting");
    expect(referralRewardState(facts({ now: new Date(paidAt.getTime() + 7 * DAY - 1) }))).toBe("waiting");
    expect(referralRewardState(facts({ now: new Date(paidAt.getTime() + 7 * DAY) }))).toBe("earned");
    expect(referralRewardState(facts({ waitDays: 0, now: paidAt }))).toBe("earned");
  });

  it("is cancelled by a refund within the wait, not by one after it; a request replaced unpaid is cancelled", () => {
    const late = new Date(paidAt.getTime() + 30 * DAY);
    expect(referralRewardState(facts({ firstRefundAt: new Date(paidAt.getTime() + DAY), now: late }))).toBe(
      "cancelled",
    );
    expect(referralRewardState(facts({ firstRefundAt: new Date(paidAt.getTime() + 8 * DAY), now: late }))).toBe(
      "earned",
    );
    expect(referralRewardState(facts({ requestStatus: "cancelled", paidAt: null }))).toBe("cancelled");
  });

  it("is paid out once staff marked the payout paid", () => {
    expect(referralRewardState(facts({ paidOutAt: new Date(), now: new Date(paidAt.getTime() + 9 * DAY) }))).toBe(
      "paid_out",
    );
  });

  it("never earns before the wait has passed, whatever the times", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 365 }), fc.integer({ min: -400, max: 400 }), (waitDays, offsetDays) => {
        const now = new Date(paidAt.getTime() + offsetDays * DAY);
        const state = referralRewardState(facts({ waitDays, now }));
        expect(state === "earned").toBe(offsetDays >= waitDays);
      }),
    );
  });
});

describe("discount and credit never take a fee below ₹1", () => {
  it("leaves at least ₹1 for any fee, percentage, fixed amount or credit", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 10_000_000_000 }),
        fc.oneof(
          fc.record({ discountKind: fc.constant("percent" as const), discountValue: fc.integer({ min: 1, max: 100 }) }),
          fc.record({ discountKind: fc.constant("fixed" as const), discountValue: fc.integer({ min: 1, max: 1e9 }) }),
        ),
        fc.integer({ min: 0, max: 1e9 }),
        (fee, scheme, balance) => {
          const discount = referralDiscountOf(fee, scheme);
          const credit = creditToApply(fee - discount, balance);
          expect(discount).toBeGreaterThanOrEqual(0);
          expect(credit).toBeGreaterThanOrEqual(0);
          expect(credit).toBeLessThanOrEqual(balance);
          expect(fee - discount - credit).toBeGreaterThanOrEqual(MIN_FEE_AFTER_DISCOUNT_PAISE);
        },
      ),
    );
  });

  it("takes the whole credit when the fee allows and keeps the rest for later", () => {
    expect(creditToApply(1_180_000, 50_000)).toBe(50_000);
    expect(creditToApply(30_000, 50_000)).toBe(29_900);
    expect(creditToApply(100, 50_000)).toBe(0);
  });

  it("keeps the larger of a referral's and a code's discount, one only", () => {
    expect(largerDiscount(118_000, 50_000)).toEqual({ source: "referral", discountPaise: 118_000 });
    expect(largerDiscount(50_000, 118_000)).toEqual({ source: "coupon", discountPaise: 118_000 });
    expect(largerDiscount(50_000, 50_000)).toEqual({ source: "referral", discountPaise: 50_000 });
    expect(largerDiscount(0, 0)).toEqual({ source: null, discountPaise: 0 });
  });
});

describe("self-referral", () => {
  const referrer = { email: "Asha.Rao@Example.com ", phone: "+91 98450 12345" };
  it("matches the same e-mail in any case or the same phone however written", () => {
    expect(isSelfReferral(referrer, { email: "asha.rao@example.com", phone: "9000000000" })).toBe(true);
    expect(isSelfReferral(referrer, { email: "friend@example.com", phone: "098450-12345" })).toBe(true);
    expect(isSelfReferral(referrer, { email: "friend@example.com", phone: "9845012346" })).toBe(false);
    expect(isSelfReferral({ email: null, phone: null }, { email: "friend@example.com", phone: "" })).toBe(false);
  });
  it("reads a phone as its last ten digits, and too short a number as none", () => {
    expect(normalisePhone("+91 (984) 501-2345")).toBe("9845012345");
    expect(normalisePhone("12")).toBeNull();
  });
});

describe("the scheme's form", () => {
  it("reads rupees into paise and refuses bad values in words", () => {
    expect(
      referralSchemeInputSchema.parse({
        enabled: "on",
        discountKind: "fixed",
        discountValue: "499.50",
        reward: "500",
        rewardMode: "payout",
        waitDays: "7",
      }),
    ).toEqual({
      enabled: true,
      discountKind: "fixed",
      discountValue: 49_950,
      rewardPaise: 50_000,
      rewardMode: "payout",
      waitDays: 7,
    });
    const bad = referralSchemeInputSchema.safeParse({
      discountKind: "percent",
      discountValue: "150",
      reward: "-5",
      rewardMode: "credit",
      waitDays: "400",
    });
    expect(bad.success).toBe(false);
    const messages = bad.error!.issues.map((issue) => issue.message);
    expect(messages).toContain("Enter the wait in whole days, from 0 to 365");
  });

  it("names the discount line by what came off", () => {
    expect(discountLineLabel({ couponCode: null, referralPaise: 100, creditPaise: 0 })).toBe("Referral discount");
    expect(discountLineLabel({ couponCode: "WEBINAR10", referralPaise: 0, creditPaise: 500 })).toBe(
      "Discount (code WEBINAR10) and Referral credit",
    );
  });
});
