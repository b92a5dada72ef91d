// Referrals: a learner's personal link brings a friend, who gets a discount on their fee (a
// percentage or a fixed amount off the tax-inclusive fee, as a discount code does); once the
// friend's payment is confirmed and the wait passes without a refund, the referrer earns a reward,
// given as credit against their own next fee or paid out by staff. Every figure is in paise.
import { z } from "../zod.ts";
import { type CouponKind, discountOf, MAX_COUPON_PAISE, MIN_FEE_AFTER_DISCOUNT_PAISE } from "./coupon.ts";
import { rupeesToPaise } from "./credit-note.ts";

export const REWARD_MODES = ["credit", "payout"] as const;
export type RewardMode = (typeof REWARD_MODES)[number];

/** The name of the cookie a referral link sets: it holds the link's code only. */
export const REFERRAL_COOKIE = "sb_referral";
/** How long a referral link's cookie lasts: 30 days. */
export const REFERRAL_COOKIE_DAYS = 30;
/** A link's code: 10 letters and digits (no look-alikes), unguessable and saying nothing of its owner. */
export const REFERRAL_CODE_PATTERN = /^[A-HJ-NP-Z2-9]{10}$/;
/** The longest wait after payment staff may set: a year. */
export const MAX_REFERRAL_WAIT_DAYS = 365;

/** The scheme as staff set it. `discountValue`: the percentage, or the paise off. */
export type ReferralScheme = {
  enabled: boolean;
  discountKind: CouponKind;
  discountValue: number;
  rewardPaise: number;
  rewardMode: RewardMode;
  waitDays: number;
};

/** Which discount a fee gets when it could have two: the larger one only, never both. */
export type ChosenDiscount = { source: "coupon" | "referral" | null; discountPaise: number };

/** The larger of a referral's and a code's discount on the same fee; a tie keeps the referral. */
export function largerDiscount(referralPaise: number, couponPaise: number): ChosenDiscount {
  if (referralPaise <= 0 && couponPaise <= 0) return { source: null, discountPaise: 0 };
  return couponPaise > referralPaise
    ? { source: "coupon", discountPaise: couponPaise }
    : { source: "referral", discountPaise: referralPaise };
}

/** The referral discount on a tax-inclusive fee: as a code's, never leaving less than ₹1. */
export const referralDiscountOf = (feePaise: number, scheme: Pick<ReferralScheme, "discountKind" | "discountValue">) =>
  discountOf(feePaise, { kind: scheme.discountKind, value: scheme.discountValue });

/**
 * How much of a referrer's credit comes off a fee (after any discount): all of it if the fee
 * allows, but never leaving less than ₹1 to pay; what is left stays for a later fee.
 */
export function creditToApply(feePaise: number, balancePaise: number): number {
  if (!Number.isSafeInteger(feePaise) || !Number.isSafeInteger(balancePaise)) {
    throw new RangeError("Amounts must be whole numbers of paise");
  }
  return Math.max(0, Math.min(balancePaise, feePaise - MIN_FEE_AFTER_DISCOUNT_PAISE));
}

/** An e-mail address as compared for self-referral: trimmed, lower case. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** A phone number as compared: its digits only, the last ten (so +91, 0 and spaces don't matter). */
export function normalisePhone(phone: string | null | undefined): string | null {
  const digits = (phone ?? "").replace(/\D/g, "");
  return digits.length >= 6 ? digits.slice(-10) : null;
}

type Person = { email: string | null; phone: string | null };

/** A referred person who is the referrer: the same e-mail or the same phone, normalised. */
export function isSelfReferral(referrer: Person, referred: Person): boolean {
  if (referrer.email && referred.email && normaliseEmail(referrer.email) === normaliseEmail(referred.email)) {
    return true;
  }
  const a = normalisePhone(referrer.phone);
  return a !== null && a === normalisePhone(referred.phone);
}

export const REWARD_STATES = ["pending", "waiting", "earned", "cancelled", "paid_out"] as const;
export type RewardState = (typeof REWARD_STATES)[number];

export type RewardFacts = {
  /** The referred fee's request: open, paid, cancelled (replaced) or refunded. */
  requestStatus: string;
  /** When its payment was confirmed; null while unpaid. */
  paidAt: Date | null;
  /** When its first refund was made (any refund counts); null when none. */
  firstRefundAt: Date | null;
  waitDays: number;
  /** When staff marked a payout paid. */
  paidOutAt: Date | null;
  now: Date;
};

const DAY_MS = 86_400_000;

/** The moment a referral's reward is earned: its wait after the confirmed payment has passed. */
export const rewardDueAt = (paidAt: Date, waitDays: number) => new Date(paidAt.getTime() + waitDays * DAY_MS);

/**
 * A referral's reward: pending until the friend's fee is paid; waiting through the wait after it;
 * earned once the wait has passed with no refund; cancelled by a refund made within the wait (or a
 * fee never paid whose request was cancelled); paid_out once staff paid a payout. A refund made
 * after the wait does not take back a reward already earned.
 */
export function referralRewardState(facts: RewardFacts): RewardState {
  if (facts.paidOutAt) return "paid_out";
  if (!facts.paidAt) return facts.requestStatus === "cancelled" ? "cancelled" : "pending";
  const due = rewardDueAt(facts.paidAt, facts.waitDays);
  if (facts.firstRefundAt && facts.firstRefundAt < due) return "cancelled";
  return facts.now >= due ? "earned" : "waiting";
}

export const referralMessages = {
  discountKind: "Choose a percentage or a fixed amount off",
  percent: "Enter a whole percentage from 1 to 100",
  fixed: "Enter the amount off in rupees, e.g. 500 or 499.50 (at most ₹1,00,00,000)",
  reward: "Enter the reward in rupees, e.g. 500 (at most ₹1,00,00,000)",
  rewardMode: "Choose credit against the next fee or a payout",
  waitDays: `Enter the wait in whole days, from 0 to ${MAX_REFERRAL_WAIT_DAYS}`,
  unknownReferral: "This referral does not exist",
  notPayout: "Only an earned payout that is not yet paid can be marked paid",
  referralLarger: (referral: string, coupon: string) =>
    `Your referral discount (${referral}) is larger than this code's (${coupon}): one discount applies to a fee, so we kept the larger.`,
} as const;

/** The staff form or API body of the scheme: values in rupees for amounts, a percentage otherwise. */
export const referralSchemeInputSchema = z
  .object({
    enabled: z.preprocess((value) => value === true || value === "on" || value === "true", z.boolean()).default(false),
    discountKind: z.enum(["percent", "fixed"], { error: referralMessages.discountKind }),
    discountValue: z.union([z.string(), z.number()], { error: referralMessages.fixed }),
    reward: z.union([z.string(), z.number()], { error: referralMessages.reward }),
    rewardMode: z.enum(REWARD_MODES, { error: referralMessages.rewardMode }),
    waitDays: z.coerce
      .number({ error: referralMessages.waitDays })
      .int(referralMessages.waitDays)
      .min(0, referralMessages.waitDays)
      .max(MAX_REFERRAL_WAIT_DAYS, referralMessages.waitDays),
  })
  .transform((input, context): ReferralScheme => {
    let discountValue: number | null = null;
    if (input.discountKind === "percent") {
      const percent = Number(input.discountValue);
      if (Number.isInteger(percent) && percent >= 1 && percent <= 100 && String(input.discountValue).trim() !== "")
        discountValue = percent;
      else context.addIssue({ code: "custom", path: ["discountValue"], message: referralMessages.percent });
    } else {
      const paise = rupeesToPaise(String(input.discountValue));
      if (paise != null && paise >= 1 && paise <= MAX_COUPON_PAISE) discountValue = paise;
      else context.addIssue({ code: "custom", path: ["discountValue"], message: referralMessages.fixed });
    }
    const rewardPaise = rupeesToPaise(String(input.reward));
    const rewardOk = rewardPaise != null && rewardPaise >= 1 && rewardPaise <= MAX_COUPON_PAISE;
    if (!rewardOk) context.addIssue({ code: "custom", path: ["reward"], message: referralMessages.reward });
    if (discountValue == null || !rewardOk) return z.NEVER;
    return {
      enabled: input.enabled,
      discountKind: input.discountKind,
      discountValue,
      rewardPaise: rewardPaise!,
      rewardMode: input.rewardMode,
      waitDays: input.waitDays,
    };
  });

export const referralSchemeSchema = z.object({
  enabled: z.boolean(),
  discountKind: z.enum(["percent", "fixed"]),
  discountValue: z.number().int(),
  rewardPaise: z.number().int(),
  rewardMode: z.enum(REWARD_MODES),
  waitDays: z.number().int(),
  updatedAt: z.string().nullable(),
});

/**
 * How a fee's discount line reads on the payment page and its documents: the code's, the
 * referral's and the referrer's own credit, whichever came off, joined.
 */
export function discountLineLabel(parts: { couponCode: string | null; referralPaise: number; creditPaise: number }) {
  const names = [
    ...(parts.couponCode ? [`Discount (code ${parts.couponCode})`] : []),
    ...(parts.referralPaise > 0 ? ["Referral discount"] : []),
    ...(parts.creditPaise > 0 ? ["Referral credit"] : []),
  ];
  return names.join(" and ");
}
