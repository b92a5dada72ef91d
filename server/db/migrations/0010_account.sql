-- The learner's account (issue 15): profile state, reminder opt-out, where each session started,
-- e-mail change links (only their hash), the private calendar feed's token, the reminders already
-- queued (one row per learner, session, kind and start: a second process's insert does nothing),
-- erasure requests, and the SEQUENCE of each session in the calendar feed.
ALTER TABLE "learners" ADD COLUMN "state_code" text;--> statement-breakpoint
ALTER TABLE "learners" ADD COLUMN "reminders_off" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "network" text;--> statement-breakpoint
ALTER TABLE "training_schedules" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "sessions_subject_idx" ON "sessions" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE TABLE "email_change_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"learner_id" integer NOT NULL REFERENCES "learners"("id") ON DELETE cascade,
	"new_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX "email_change_tokens_hash_uq" ON "email_change_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_change_tokens_learner_idx" ON "email_change_tokens" USING btree ("learner_id");--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"learner_id" integer PRIMARY KEY NOT NULL REFERENCES "learners"("id") ON DELETE cascade,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_uq" ON "calendar_feeds" USING btree ("token");--> statement-breakpoint
CREATE TABLE "reminder_sends" (
	"learner_id" integer NOT NULL REFERENCES "learners"("id") ON DELETE cascade,
	"schedule_id" integer NOT NULL REFERENCES "training_schedules"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_sends_kind_check" CHECK ("reminder_sends"."kind" in ('24h', '1h'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_sends_uq" ON "reminder_sends" USING btree ("learner_id","schedule_id","kind","starts_at");--> statement-breakpoint
CREATE TABLE "erasure_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"learner_id" integer NOT NULL REFERENCES "learners"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"erased_at" timestamp with time zone,
	"erased_by" integer REFERENCES "staff"("id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "erasure_requests_open_uq" ON "erasure_requests" USING btree ("learner_id") WHERE "erasure_requests"."erased_at" is null;
