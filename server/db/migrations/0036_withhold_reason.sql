-- Why staff marked a learner not completed (and so withheld their certificate): required from now
-- on by the API, kept only while the mark is "not completed". Marks made before have none.
ALTER TABLE "enrolments" ADD COLUMN "not_completed_reason" text;
--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_not_completed_reason_check" CHECK ("not_completed_reason" is null or ("completed" = false and char_length("not_completed_reason") between 1 and 300));
