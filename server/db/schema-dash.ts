// The dashboard's own tables (holidays of the "1 business day" promise, site search
// counters) and the daily digest's once-a-day rows.
import { sql } from "drizzle-orm";
import { check, date, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/** Days the office is closed besides Sundays (IST dates), edited by staff. */
export const businessHolidays = pgTable(
  "business_holidays",
  {
    day: date("day", { mode: "string" }).primaryKey(),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("business_holidays_name_check", sql`char_length(${t.name}) between 1 and 100`)],
);

/** What visitors searched for, per term per IST day: counters only, no visitor identifier. */
export const searchTermCounts = pgTable(
  "search_term_counts",
  {
    day: date("day", { mode: "string" }).notNull(),
    term: text("term").notNull(),
    searches: integer("searches").notNull().default(0),
    emptySearches: integer("empty_searches").notNull().default(0),
  },
  (t) => [
    primaryKey({ name: "search_term_counts_pk", columns: [t.day, t.term] }),
    check("search_term_counts_term_check", sql`char_length(${t.term}) between 1 and 100`),
    check(
      "search_term_counts_counts_check",
      sql`${t.searches} >= 0 AND ${t.emptySearches} >= 0 AND ${t.emptySearches} <= ${t.searches}`,
    ),
  ],
);

/** One row per digest sent: (staff member, IST day) is unique, so it goes once whatever runs it. */
export const staffDigests = pgTable(
  "staff_digests",
  {
    /** staff.id (the foreign key, ON DELETE CASCADE, is in migration 0012: no import of schema.ts, which re-exports this file). */
    staffId: integer("staff_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    outboxId: integer("outbox_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "staff_digests_pk", columns: [t.staffId, t.day] })],
);
