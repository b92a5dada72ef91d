// What the referral API answers: the learner's own link and credit, and the staff view of the
// scheme with every referral, its reward's state and the totals.
import { z } from "../zod.ts";
import { REWARD_MODES, REWARD_STATES, referralSchemeSchema } from "./referral.ts";

export const referralCodeParams = z.object({ code: z.string().min(1).max(64) });

/** The signed-in learner's link, their credit not yet used, and how their referrals stand. */
export const myReferralSchema = z.object({
  code: z.string(),
  /** Earned credit not yet taken off a fee of theirs. */
  creditPaise: z.number().int(),
  /** Friends who enrolled by the link (their fee asked for with the referral). */
  referred: z.number().int(),
  /** Rewards earned so far (credit or payout), in paise. */
  earnedPaise: z.number().int(),
  /** The scheme as the page describes it; null while it is off. */
  offer: z
    .object({
      discountKind: z.enum(["percent", "fixed"]),
      discountValue: z.number().int(),
      rewardPaise: z.number().int(),
      rewardMode: z.enum(REWARD_MODES),
    })
    .nullable(),
});
export type MyReferral = z.infer<typeof myReferralSchema>;

/** One referral as staff see it: who referred whom, the fee, the discount and the reward's state. */
export const adminReferralSchema = z.object({
  id: z.number().int(),
  referrerName: z.string(),
  referrerEmail: z.string(),
  referredName: z.string(),
  courseName: z.string(),
  requestStatus: z.string(),
  discountPaise: z.number().int(),
  rewardPaise: z.number().int(),
  rewardMode: z.enum(REWARD_MODES),
  state: z.enum(REWARD_STATES),
  /** When the reward is (or was) earned: the confirmed payment plus the wait; null while unpaid. */
  dueAt: z.string().nullable(),
  paidOutAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminReferral = z.infer<typeof adminReferralSchema>;

export const referralTotalsSchema = z.object({
  /** Rewards not yet earned: fee unpaid or wait running. */
  pendingPaise: z.number().int(),
  /** Credit earned by referrers (used or not). */
  creditEarnedPaise: z.number().int(),
  /** Payouts earned and not yet paid. */
  payoutOwedPaise: z.number().int(),
  /** Payouts staff marked paid. */
  payoutPaidPaise: z.number().int(),
  /** Discounts given to referred payers. */
  discountPaise: z.number().int(),
});

/** One referrer's referrals summed: friends referred, rewards earned (credit or payout), owed and paid. */
export const adminReferrerSchema = z.object({
  name: z.string(),
  email: z.string(),
  referred: z.number().int(),
  earnedPaise: z.number().int(),
  payoutOwedPaise: z.number().int(),
  payoutPaidPaise: z.number().int(),
});

export type AdminReferrer = z.infer<typeof adminReferrerSchema>;

export const adminReferralsSchema = z.object({
  scheme: referralSchemeSchema,
  referrers: z.array(adminReferrerSchema),
  referrals: z.array(adminReferralSchema),
  totals: referralTotalsSchema,
});
export type AdminReferrals = z.infer<typeof adminReferralsSchema>;
