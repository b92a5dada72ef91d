-- A course's texts in another language, typed by staff: one row per course and language, every
-- text optional (empty = the English text is shown). Modules and FAQs are JSON lists keyed by the
-- English item's id ([{"id", "title", "description"}], [{"id", "question", "answer"}]), so an item
-- without its translation falls back on its own and a deleted item's text is simply never read.
-- search_name is the translated name in the form search compares (lower case, Devanagari
-- normalised by core's normaliseDevanagari), so suggestions match it with a plain LIKE.
CREATE TABLE "course_translations" (
  "course_id" integer NOT NULL REFERENCES "courses"("id") ON DELETE cascade,
  "locale" text NOT NULL,
  "name" text,
  "short_description" text,
  "long_description" text,
  "modules" jsonb NOT NULL DEFAULT '[]'::jsonb,
  "faqs" jsonb NOT NULL DEFAULT '[]'::jsonb,
  "search_name" text,
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "course_translations_pk" PRIMARY KEY ("course_id", "locale"),
  CONSTRAINT "course_translations_locale_check" CHECK ("locale" <> 'en' and "locale" ~ '^[a-z]{2}$')
);
--> statement-breakpoint
CREATE INDEX "course_translations_search_idx" ON "course_translations" ("locale", "search_name");
