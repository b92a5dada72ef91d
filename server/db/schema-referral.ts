// Referrals (migration 0028): the scheme, each learner's link code, each referred payment request
// with its discount and reward, and the referrer's credit taken off a fee of their own. Foreign
// keys to learners, payment requests and staff are in the migration (not imported: a cycle).
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** One row (id 1) once staff saved the scheme; none means the scheme is off. */
export const referralScheme = pgTable("referral_scheme", {
  id: integer("id").primaryKey().default(1),
  enabled: boolean("enabled").notNull().default(false),
  discountKind: text("discount_kind").$type<"percent" | "fixed">().notNull(),
  /** The percentage, or the paise taken off. */
  discountValue: integer("discount_value").notNull(),
  rewardPaise: integer("reward_paise").notNull(),
  rewardMode: text("reward_mode").$type<"credit" | "payout">().notNull(),
  waitDays: integer("wait_days").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const referralCodes = pgTable(
  "referral_codes",
  {
    learnerId: integer("learner_id").primaryKey(),
    code: text("code").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("referral_codes_code_uq").on(t.code)],
);

/** A referred payment request; its reward terms are those of the scheme when it was made. */
export const referrals = pgTable(
  "referrals",
  {
    id: serial("id").primaryKey(),
    paymentRequestId: integer("payment_request_id").notNull(),
    referrerLearnerId: integer("referrer_learner_id").notNull(),
    /** What the referral took off the fee; 0 when a larger code's discount was taken instead. */
    discountPaise: integer("discount_paise").notNull(),
    rewardPaise: integer("reward_paise").notNull(),
    rewardMode: text("reward_mode").$type<"credit" | "payout">().notNull(),
    waitDays: integer("wait_days").notNull(),
    paidOutAt: timestamp("paid_out_at", { withTimezone: true }),
    paidOutBy: integer("paid_out_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("referrals_request_uq").on(t.paymentRequestId),
    index("referrals_referrer_idx").on(t.referrerLearnerId),
  ],
);

/** Credit taken off one fee of the referrer's; it counts while that request is not cancelled. */
export const referralCreditUses = pgTable(
  "referral_credit_uses",
  {
    id: serial("id").primaryKey(),
    learnerId: integer("learner_id").notNull(),
    paymentRequestId: integer("payment_request_id").notNull(),
    amountPaise: integer("amount_paise").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("referral_credit_uses_request_uq").on(t.paymentRequestId),
    index("referral_credit_uses_learner_idx").on(t.learnerId),
  ],
);
