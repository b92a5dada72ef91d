-- A course's question bank: single answer, multiple answers or true/false; options stored as a
-- JSON array of {id, text} (ids 1..n in order), the correct option ids, an explanation and a topic.
-- Inactive questions stay for the attempts that drew them but are never drawn again.
CREATE TABLE "exam_questions" (
  "id" serial PRIMARY KEY,
  "course_id" integer NOT NULL REFERENCES "courses"("id"),
  "kind" text NOT NULL,
  "text" text NOT NULL,
  "options" jsonb NOT NULL,
  "correct" integer[] NOT NULL,
  "explanation" text NOT NULL DEFAULT '',
  "topic" text NOT NULL,
  "active" boolean NOT NULL DEFAULT true,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "exam_questions_kind_check" CHECK ("kind" in ('single', 'multiple', 'true_false')),
  CONSTRAINT "exam_questions_options_check" CHECK (jsonb_array_length("options") between 2 and 6),
  CONSTRAINT "exam_questions_correct_check" CHECK (cardinality("correct") >= 1)
);
--> statement-breakpoint
CREATE INDEX "exam_questions_course_idx" ON "exam_questions" ("course_id", "id");
