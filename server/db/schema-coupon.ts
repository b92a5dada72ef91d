// Discount codes and their uses (migration 0027). A use ties a code to the payment request it
// priced; the code's use limits count the uses whose request was not replaced by a newer link.
import { sql } from "drizzle-orm";
import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const coupons = pgTable(
  "coupons",
  {
    id: serial("id").primaryKey(),
    /** Stored in upper case; unique whatever the case. */
    code: text("code").notNull(),
    kind: text("kind").$type<"percent" | "fixed">().notNull(),
    /** The percentage, or the paise taken off. */
    value: integer("value").notNull(),
    scope: text("scope").$type<"all" | "domains" | "courses" | "batches">().notNull().default("all"),
    scopeIds: integer("scope_ids").array().notNull().default(sql`'{}'`),
    validFrom: date("valid_from", { mode: "string" }),
    validTo: date("valid_to", { mode: "string" }),
    maxUses: integer("max_uses"),
    maxUsesPerEmail: integer("max_uses_per_email"),
    minFeePaise: integer("min_fee_paise").notNull().default(0),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("coupons_code_uq").on(sql`lower(${t.code})`)],
);

export const couponRedemptions = pgTable(
  "coupon_redemptions",
  {
    id: serial("id").primaryKey(),
    couponId: integer("coupon_id").notNull(),
    /** References payment_requests (foreign key in the migration; not imported, to avoid a cycle). */
    paymentRequestId: integer("payment_request_id").notNull(),
    email: text("email").notNull(),
    discountPaise: integer("discount_paise").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("coupon_redemptions_request_uq").on(t.paymentRequestId),
    index("coupon_redemptions_coupon_idx").on(t.couponId, sql`lower(${t.email})`),
  ],
);
