-- Tests of a course (all its batches, or one batch) and learners' attempts at them. An attempt
-- keeps the seed its questions were drawn with and the ids drawn, its deadline (timed tests) and,
-- once submitted, its score. One open (unsubmitted) attempt per learner and test, by a unique
-- partial index, so two starts at once cannot open two. Answers: one row per attempt and question.
CREATE TABLE "exam_tests" (
  "id" serial PRIMARY KEY,
  "course_id" integer NOT NULL REFERENCES "courses"("id"),
  "training_card_id" integer REFERENCES "training_cards"("id"),
  "title" text NOT NULL,
  "kind" text NOT NULL,
  "minutes" integer,
  "question_count" integer NOT NULL,
  "topics" text[] NOT NULL DEFAULT '{}',
  "pass_percent" integer NOT NULL,
  "attempts_allowed" integer,
  "open_from" timestamp with time zone,
  "open_to" timestamp with time zone,
  "show_answers" boolean NOT NULL DEFAULT true,
  "active" boolean NOT NULL DEFAULT true,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "exam_tests_kind_check" CHECK ("kind" in ('practice', 'exam')),
  CONSTRAINT "exam_tests_minutes_check" CHECK ("minutes" is null or "minutes" between 1 and 600),
  CONSTRAINT "exam_tests_exam_timed_check" CHECK ("kind" <> 'exam' or "minutes" is not null),
  CONSTRAINT "exam_tests_count_check" CHECK ("question_count" between 1 and 200),
  CONSTRAINT "exam_tests_pass_check" CHECK ("pass_percent" between 0 and 100),
  CONSTRAINT "exam_tests_attempts_check" CHECK ("attempts_allowed" is null or "attempts_allowed" >= 1),
  CONSTRAINT "exam_tests_window_check" CHECK ("open_to" is null or "open_from" is null or "open_to" > "open_from")
);
--> statement-breakpoint
CREATE INDEX "exam_tests_course_idx" ON "exam_tests" ("course_id");
--> statement-breakpoint
CREATE TABLE "exam_attempts" (
  "id" serial PRIMARY KEY,
  "test_id" integer NOT NULL REFERENCES "exam_tests"("id"),
  "learner_id" integer NOT NULL REFERENCES "learners"("id"),
  "seed" integer NOT NULL,
  "question_ids" integer[] NOT NULL,
  "started_at" timestamp with time zone NOT NULL DEFAULT now(),
  "deadline_at" timestamp with time zone,
  "submitted_at" timestamp with time zone,
  "correct" integer,
  "total" integer,
  "percent" integer,
  "passed" boolean,
  CONSTRAINT "exam_attempts_score_check" CHECK (("submitted_at" is null) = ("percent" is null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempts_one_open_uq" ON "exam_attempts" ("test_id", "learner_id") WHERE "submitted_at" is null;
--> statement-breakpoint
CREATE INDEX "exam_attempts_learner_idx" ON "exam_attempts" ("learner_id", "test_id");
--> statement-breakpoint
CREATE TABLE "exam_answers" (
  "attempt_id" integer NOT NULL REFERENCES "exam_attempts"("id") ON DELETE CASCADE,
  "question_id" integer NOT NULL REFERENCES "exam_questions"("id"),
  "chosen" integer[] NOT NULL,
  "saved_at" timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY ("attempt_id", "question_id")
);
