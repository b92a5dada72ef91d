// Refunds: money given back on a payment, in full or in part, through Razorpay or by
// hand, each with its credit note (none for a payment flagged for refund: no invoice was issued).
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const refunds = pgTable(
  "refunds",
  {
    id: serial("id").primaryKey(),
    // References payments, documents and staff (foreign keys in migration 0013; not imported here,
    // which would make schema.ts and this file a cycle).
    paymentId: integer("payment_id").notNull(),
    amountPaise: integer("amount_paise").notNull(),
    /** razorpay: through the gateway's refund API; manual: sent by staff, with their reference. */
    method: text("method").notNull(),
    reference: text("reference"),
    /** Razorpay's refund id (rfnd_…): its refund.processed webhook is applied once. */
    gatewayRefundId: text("gateway_refund_id"),
    /**
     * pending until Razorpay says processed (its amount reserved meanwhile); a refund made by hand
     * is processed when recorded; failed when Razorpay's refund.failed says so (migration 0017).
     */
    status: text("status").notNull(),
    creditNoteId: integer("credit_note_id"),
    createdBy: integer("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    /** When Razorpay's refund.failed said the money did not go back (migration 0018). */
    failedAt: timestamp("failed_at", { withTimezone: true }),
  },
  (t) => [
    check("refunds_method_check", sql`${t.method} in ('razorpay', 'manual')`),
    check("refunds_status_check", sql`${t.status} in ('pending', 'processed', 'failed')`),
    check("refunds_amount_check", sql`${t.amountPaise} > 0`),
    index("refunds_payment_idx").on(t.paymentId),
    uniqueIndex("refunds_gateway_uq").on(t.gatewayRefundId).where(sql`${t.gatewayRefundId} is not null`),
    uniqueIndex("refunds_credit_note_uq").on(t.creditNoteId).where(sql`${t.creditNoteId} is not null`),
  ],
);
