-- Group seats: one payment request pays for several seats in one batch (one payer, one proforma,
-- one tax invoice); its named participants are each enrolled when it is paid. Staff set the
-- tiers: from so many seats on, so many percent off the whole group fee.
ALTER TABLE "payment_requests" ADD COLUMN "seats" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_seats_check" CHECK ("seats" BETWEEN 1 AND 50);--> statement-breakpoint
CREATE TABLE "group_participants" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_request_id" integer NOT NULL REFERENCES "payment_requests"("id"),
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_participants_position_check" CHECK ("position" >= 1)
);--> statement-breakpoint
CREATE UNIQUE INDEX "group_participants_position_uq" ON "group_participants" ("payment_request_id", "position");--> statement-breakpoint
CREATE UNIQUE INDEX "group_participants_email_uq" ON "group_participants" ("payment_request_id", lower("email"));--> statement-breakpoint
CREATE TABLE "group_price_tiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"min_seats" integer NOT NULL,
	"percent_off" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_price_tiers_min_seats_check" CHECK ("min_seats" BETWEEN 2 AND 50),
	CONSTRAINT "group_price_tiers_percent_check" CHECK ("percent_off" BETWEEN 1 AND 90)
);--> statement-breakpoint
CREATE UNIQUE INDEX "group_price_tiers_min_seats_uq" ON "group_price_tiers" ("min_seats");
--> statement-breakpoint
-- A team booking's contact and participants are leads of their own form source.
ALTER TABLE "leads" DROP CONSTRAINT "leads_form_source_check";--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_form_source_check" CHECK ("form_source" in ('enrolment-form', 'course-enquiry', 'standalone-enquiry', 'event-enquiry', 'proposal', 'contact', 'group-booking', 'api'));--> statement-breakpoint
ALTER TABLE "enquiries" DROP CONSTRAINT "enquiries_form_source_check";--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_form_source_check" CHECK ("form_source" in ('enrolment-form', 'course-enquiry', 'standalone-enquiry', 'event-enquiry', 'proposal', 'contact', 'group-booking', 'api'));
