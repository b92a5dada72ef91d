CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_status_check" CHECK ("outbox"."status" in ('pending', 'sent', 'failed', 'logged')),
	CONSTRAINT "outbox_attempts_nonnegative" CHECK ("outbox"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "enquiries" ALTER COLUMN "course_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "kind" text DEFAULT 'course' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "event_id" integer;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "form_source" text DEFAULT 'api' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "page_url" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "notice_id" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "notice_shown_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "suspected_bot" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "flag_reason" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "form_source" text DEFAULT 'api' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "page_url" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "notice_id" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "notice_shown_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "suspected_bot" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "flag_reason" text;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at","id") WHERE "outbox"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiries_event_idx" ON "enquiries" USING btree ("event_id");--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_kind_check" CHECK ("enquiries"."kind" in ('course', 'event', 'proposal', 'contact'));--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_course_required" CHECK ("enquiries"."kind" in ('event', 'contact') or "enquiries"."course_id" is not null);--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_form_source_check" CHECK ("form_source" in ('enrolment-form', 'course-enquiry', 'standalone-enquiry', 'event-enquiry', 'proposal', 'contact', 'api'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_form_source_check" CHECK ("form_source" in ('enrolment-form', 'course-enquiry', 'standalone-enquiry', 'event-enquiry', 'proposal', 'contact', 'api'));