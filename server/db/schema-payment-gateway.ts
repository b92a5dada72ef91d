// Razorpay: the payment links made for payment requests, and the webhook events seen.
import { integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** A Razorpay payment link made for a request (its reference id is ours: unique per link). */
export const gatewayLinks = pgTable(
  "gateway_links",
  {
    id: serial("id").primaryKey(),
    // References payment_requests (the foreign key is in migration 0009; not imported here, which
    // would make schema.ts and this file a cycle).
    paymentRequestId: integer("payment_request_id").notNull(),
    linkId: text("link_id").notNull(),
    referenceId: text("reference_id").notNull(),
    shortUrl: text("short_url").notNull(),
    amountPaise: integer("amount_paise").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("gateway_links_link_uq").on(t.linkId),
    uniqueIndex("gateway_links_reference_uq").on(t.referenceId),
  ],
);

/** Each webhook event id applied: a repeated delivery is answered and changes nothing. */
export const gatewayEvents = pgTable("gateway_events", {
  eventId: text("event_id").primaryKey(),
  event: text("event").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
