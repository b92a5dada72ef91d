// Group seats (migration 0035): the named participants of a group payment request, enrolled each
// when the request is paid, and the staff-set tiers that price a group by its seat count.
import { sql } from "drizzle-orm";
import { integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const groupParticipants = pgTable(
  "group_participants",
  {
    id: serial("id").primaryKey(),
    /** References payment_requests (foreign key in the migration; not imported, to avoid a cycle). */
    paymentRequestId: integer("payment_request_id").notNull(),
    /** 1-based order as the company's contact listed them. */
    position: integer("position").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("group_participants_position_uq").on(t.paymentRequestId, t.position),
    // One seat per person: the same e-mail twice in one booking is refused.
    uniqueIndex("group_participants_email_uq").on(t.paymentRequestId, sql`lower(${t.email})`),
  ],
);

export const groupPriceTiers = pgTable(
  "group_price_tiers",
  {
    id: serial("id").primaryKey(),
    /** From this many seats on (2–50) … */
    minSeats: integer("min_seats").notNull(),
    /** … this whole percentage (1–90) off the group's per-seat total. */
    percentOff: integer("percent_off").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("group_price_tiers_min_seats_uq").on(t.minSeats)],
);
