// Money moved by hand above the amount an admin sets (business settings) waits for a second staff
// member: a cash/cheque payment recorded, or a refund, is kept here as asked and takes effect only
// when another admin or finance member approves it. The foreign keys are in migration 0018 (not
// imported here, which would make schema.ts and this file a cycle).
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

export const paymentApprovals = pgTable(
  "payment_approvals",
  {
    id: serial("id").primaryKey(),
    /** record: a cash/cheque payment recorded against a proforma; refund: a refund of a payment. */
    kind: text("kind").notNull(),
    status: text("status").notNull().default("pending"),
    amountPaise: integer("amount_paise").notNull(),
    /** The refund's payment (references payments); null for a recording. */
    paymentId: integer("payment_id"),
    /** The recording's proforma number; null for a refund. */
    proformaNumber: text("proforma_number"),
    /** What was asked, exactly as the form sent it once checked: applied as it is on approval. */
    input: jsonb("input").notNull(),
    /** References staff. */
    requestedBy: integer("requested_by").notNull(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    /** References staff: the second member who approved or rejected it. */
    decidedBy: integer("decided_by"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** What approval made: the payment recorded, or the refund. */
    resultId: integer("result_id"),
  },
  (t) => [
    check("payment_approvals_kind_check", sql`${t.kind} in ('record', 'refund')`),
    check("payment_approvals_status_check", sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check("payment_approvals_amount_check", sql`${t.amountPaise} > 0`),
    check("payment_approvals_second_person", sql`${t.decidedBy} is null or ${t.decidedBy} <> ${t.requestedBy}`),
    index("payment_approvals_status_idx").on(t.status, t.requestedAt),
  ],
);
