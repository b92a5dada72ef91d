// A course's texts in another language than English, typed by staff (all optional: an empty
// text falls back on the English one). A third language is rows, not columns.
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

export type TranslatedModule = { id: number; title: string; description: string };
export type TranslatedFaq = { id: number; question: string; answer: string };

export const courseTranslations = pgTable(
  "course_translations",
  {
    // References courses (on delete cascade) in the migration; no import of schema.ts here (a cycle).
    courseId: integer("course_id").notNull(),
    locale: text("locale").notNull(),
    name: text("name"),
    shortDescription: text("short_description"),
    longDescription: text("long_description"),
    /** Keyed by the English module's id; an id not among the course's modules is ignored. */
    modules: jsonb("modules").$type<TranslatedModule[]>().notNull().default([]),
    faqs: jsonb("faqs").$type<TranslatedFaq[]>().notNull().default([]),
    /** The name as search compares it: lower case, Devanagari normalised (normaliseDevanagari). */
    searchName: text("search_name"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "course_translations_pk", columns: [t.courseId, t.locale] }),
    check("course_translations_locale_check", sql`${t.locale} <> 'en' and ${t.locale} ~ '^[a-z]{2}$'`),
    index("course_translations_search_idx").on(t.locale, t.searchName),
  ],
);
