-- Attendance per live session: one mark per learner and session (present, late or absent), set by
-- staff (the grid or a CSV file) or by the learner's check-in with the session's code. A session's
-- code is made when staff first show it; codes of one batch's sessions never repeat.
CREATE TABLE "attendance_marks" (
	"schedule_id" integer NOT NULL REFERENCES "training_schedules"("id") ON DELETE CASCADE,
	"learner_id" integer NOT NULL REFERENCES "learners"("id") ON DELETE CASCADE,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_marks_pk" PRIMARY KEY ("schedule_id", "learner_id"),
	CONSTRAINT "attendance_marks_status_check" CHECK ("status" in ('present', 'late', 'absent')),
	CONSTRAINT "attendance_marks_source_check" CHECK ("source" in ('staff', 'csv', 'check-in'))
);--> statement-breakpoint
CREATE INDEX "attendance_marks_learner_idx" ON "attendance_marks" ("learner_id");--> statement-breakpoint
CREATE TABLE "attendance_check_in_codes" (
	"schedule_id" integer PRIMARY KEY NOT NULL REFERENCES "training_schedules"("id") ON DELETE CASCADE,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_check_in_codes_code_check" CHECK ("code" ~ '^[A-Z0-9]{6}$')
);
