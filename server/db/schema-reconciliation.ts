// Reconciliation: money staff recorded by hand, and the documents a mail carries as
// attachments. The foreign keys are in migration 0014 (not imported here, which would make
// schema.ts and this file a cycle).
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** A payment staff recorded by hand: when it came in, its reference (cheque no., receipt), who recorded it. */
export const recordedPayments = pgTable("recorded_payments", {
  /** References payments: one record per payment. */
  paymentId: integer("payment_id").primaryKey(),
  receivedOn: date("received_on").notNull(),
  /** A cheque's number or a cash receipt's; a UPI or bank transfer's UTR is the payment's own utr. */
  reference: text("reference"),
  /** References staff. */
  recordedBy: integer("recorded_by").notNull(),
  recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A document a queued mail carries as a PDF: the worker renders it from the stored document when
 * it sends the mail, so the outbox holds no bytes and a retry sends the same document again.
 */
export const mailAttachments = pgTable(
  "mail_attachments",
  {
    id: serial("id").primaryKey(),
    /** References outbox (deleted with its mail). */
    outboxId: integer("outbox_id").notNull(),
    /** References documents. */
    documentId: integer("document_id").notNull(),
  },
  (t) => [uniqueIndex("mail_attachments_uq").on(t.outboxId, t.documentId)],
);

/**
 * A payer's UTR claim refused because the same UTR is already claimed for another payment
 * request: kept for staff to look into (a stranger may have claimed a payer's UTR first), never
 * applied by itself. Resolved when its own request is paid; one unresolved per request.
 */
export const utrDisputes = pgTable(
  "utr_disputes",
  {
    id: serial("id").primaryKey(),
    /** References payment_requests: the request whose payer was refused. */
    paymentRequestId: integer("payment_request_id").notNull(),
    method: text("method").notNull(),
    utr: text("utr").notNull(),
    /** References payments: the claim holding the UTR when the payer was refused. */
    heldByPaymentId: integer("held_by_payment_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("utr_disputes_request_utr_uq").on(t.paymentRequestId, t.utr),
    index("utr_disputes_utr_idx").on(t.utr),
  ],
);
