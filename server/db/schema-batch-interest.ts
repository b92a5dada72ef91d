// "Tell me when a batch opens": one row per course and e-mail (any case). A row is claimed for
// the first upcoming active batch staff add to its course (notified_batch_id, notified_at), in
// that batch's own transaction, and then gets its one mail.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const batchInterests = pgTable(
  "batch_interests",
  {
    id: serial("id").primaryKey(),
    // References courses and training_cards in the migration; no import of schema.ts here (a cycle).
    courseId: integer("course_id").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    notifiedBatchId: integer("notified_batch_id"),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
  },
  (t) => [
    check("batch_interests_notified_pair", sql`(${t.notifiedBatchId} is null) = (${t.notifiedAt} is null)`),
    uniqueIndex("batch_interests_course_email_idx").on(t.courseId, sql`lower(${t.email})`),
    index("batch_interests_waiting_idx").on(t.courseId, t.createdAt).where(sql`${t.notifiedBatchId} is null`),
  ],
);
