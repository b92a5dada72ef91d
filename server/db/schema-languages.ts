// The languages batches are taught in (migration 0037): data, not a fixed list. English, Hindi and
// Hinglish are seeded; staff add others. A batch's `languages` (training_cards) holds their codes.
import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const teachingLanguages = pgTable(
  "teaching_languages",
  {
    /** Lower-case letters (en, hi, hinglish, ta): what the URL's `?lang=` and a batch carry. */
    code: text("code").primaryKey(),
    /** The name on English pages and in the back office. */
    name: text("name").notNull(),
    /** The name on Hindi pages. */
    nameHi: text("name_hi").notNull(),
    /** The order of the checkboxes and of a batch's languages. */
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("teaching_languages_code_check", sql`${t.code} ~ '^[a-z]{2,12}$'`),
    check(
      "teaching_languages_name_check",
      sql`char_length(${t.name}) between 1 and 40 and char_length(${t.nameHi}) between 1 and 40`,
    ),
    uniqueIndex("teaching_languages_name_idx").on(sql`lower(${t.name})`),
  ],
);
