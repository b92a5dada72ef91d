-- A batch's completion rule: attendance at least a percentage and/or a named exam of its course
-- passed. Once the batch has ended, a learner who meets it is certified without staff (the
-- certificate says so, and carries the exam score when the rule shows it).
CREATE TABLE "completion_rules" (
  "training_card_id" integer PRIMARY KEY REFERENCES "training_cards"("id") ON DELETE CASCADE,
  "min_attendance_percent" integer,
  "exam_test_id" integer REFERENCES "exam_tests"("id"),
  "show_score" boolean NOT NULL DEFAULT false,
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "completion_rules_attendance_check" CHECK ("min_attendance_percent" is null or "min_attendance_percent" between 1 and 100),
  CONSTRAINT "completion_rules_asks_check" CHECK ("min_attendance_percent" is not null or "exam_test_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "issued_by_rule" boolean NOT NULL DEFAULT false;
--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "exam_percent" integer;
