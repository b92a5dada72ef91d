-- Issue 18: where leads come from, the staff dashboard and follow-up alerts.
-- First-touch attribution of what a visitor submits (utm_* and the external referrer's host of the
-- visit, from a first-party session cookie): length-limited text, null when the visit had none.
ALTER TABLE "leads" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "referrer" text;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_attribution_length" CHECK (char_length("utm_source") <= 100 AND char_length("utm_medium") <= 100 AND char_length("utm_campaign") <= 100 AND char_length("referrer") <= 255);--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "referrer" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_attribution_length" CHECK (char_length("utm_source") <= 100 AND char_length("utm_medium") <= 100 AND char_length("utm_campaign") <= 100 AND char_length("referrer") <= 255);--> statement-breakpoint
-- The dashboard's reads: the pipeline's status changes since a range began, batches by start date, feedback by date.
CREATE INDEX "inbox_history_status_at_idx" ON "inbox_history" USING btree ("at") WHERE "inbox_history"."field" = 'status';--> statement-breakpoint
CREATE INDEX "training_cards_start_idx" ON "training_cards" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "feedbacks_submitted_idx" ON "feedbacks" USING btree ("submitted_at");--> statement-breakpoint
CREATE INDEX "leads_waiting_idx" ON "leads" USING btree ("created_at") WHERE "leads"."status" = 'new';--> statement-breakpoint
CREATE INDEX "enquiries_waiting_idx" ON "enquiries" USING btree ("created_at") WHERE "enquiries"."follow_up_status" = 'new';--> statement-breakpoint
-- Days the office is closed besides Sundays (IST), edited by staff: the "1 business day" promise skips them.
CREATE TABLE "business_holidays" (
	"day" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_holidays_name_check" CHECK (char_length("name") between 1 and 100)
);--> statement-breakpoint
-- Site search: a counter per term per IST day, with no visitor identifier at all.
CREATE TABLE "search_term_counts" (
	"day" date NOT NULL,
	"term" text NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"empty_searches" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_term_counts_pk" PRIMARY KEY("day","term"),
	CONSTRAINT "search_term_counts_term_check" CHECK (char_length("term") between 1 and 100),
	CONSTRAINT "search_term_counts_counts_check" CHECK ("searches" >= 0 AND "empty_searches" >= 0 AND "empty_searches" <= "searches")
);--> statement-breakpoint
-- Follow-up alerts: a staff member's opt-in to the daily digest, and one row per digest sent
-- (staff member, IST day): the unique key makes it once a day however many processes try.
ALTER TABLE "staff" ADD COLUMN "digest_opt_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "staff_digests" (
	"staff_id" integer NOT NULL,
	"day" date NOT NULL,
	"outbox_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_digests_pk" PRIMARY KEY("staff_id","day")
);--> statement-breakpoint
ALTER TABLE "staff_digests" ADD CONSTRAINT "staff_digests_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;
