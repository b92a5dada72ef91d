-- "Tell me when a batch opens": a visitor's wish to hear of a course's next batch. One row per
-- course and e-mail (any case); when staff add an upcoming active batch, the rows not yet told are
-- claimed for it (notified_batch_id) in the batch's own transaction, and each gets one mail.
CREATE TABLE "batch_interests" (
  "id" serial PRIMARY KEY,
  "course_id" integer NOT NULL REFERENCES "courses"("id"),
  "name" text NOT NULL,
  "email" text NOT NULL,
  "phone" text,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "notified_batch_id" integer REFERENCES "training_cards"("id"),
  "notified_at" timestamp with time zone,
  CONSTRAINT "batch_interests_notified_pair" CHECK (("notified_batch_id" is null) = ("notified_at" is null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "batch_interests_course_email_idx" ON "batch_interests" ("course_id", lower("email"));
--> statement-breakpoint
CREATE INDEX "batch_interests_waiting_idx" ON "batch_interests" ("course_id", "created_at") WHERE "notified_batch_id" is null;
