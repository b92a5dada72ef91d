-- Seats (issue 14): a lead waiting for a seat on a full batch, a payment flagged for refund (no
-- seat left, or a second payment of a paid enrolment), and the 15-minute hold of a started
-- gateway payment.
ALTER TABLE "leads" DROP CONSTRAINT "leads_status_check";--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_status_check" CHECK ("leads"."status" in ('new', 'contacted', 'qualified', 'enrolled', 'lost', 'waitlist'));--> statement-breakpoint
ALTER TABLE "enquiries" DROP CONSTRAINT "enquiries_follow_up_status_check";--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_follow_up_status_check" CHECK ("enquiries"."follow_up_status" in ('new', 'contacted', 'qualified', 'enrolled', 'lost', 'waitlist'));--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'confirmed', 'rejected', 'flagged'));--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "flag_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_flag_reason_check" CHECK ("payments"."flag_reason" is null or "payments"."flag_reason" in ('no_seat', 'already_paid'));--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "hold_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payment_requests_card_idx" ON "payment_requests" USING btree ("training_card_id","status");
--> statement-breakpoint
-- Razorpay (issue 14): the gateway's payment id is applied once; each payment link made for a
-- request; each webhook event id seen (a repeated delivery changes nothing).
ALTER TABLE "payments" ADD COLUMN "gateway_payment_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_uq" ON "payments" USING btree ("gateway_payment_id") WHERE "payments"."gateway_payment_id" is not null;--> statement-breakpoint
CREATE TABLE "gateway_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_request_id" integer NOT NULL,
	"link_id" text NOT NULL,
	"reference_id" text NOT NULL,
	"short_url" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gateway_links" ADD CONSTRAINT "gateway_links_payment_request_id_payment_requests_id_fk" FOREIGN KEY ("payment_request_id") REFERENCES "public"."payment_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_links_link_uq" ON "gateway_links" USING btree ("link_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_links_reference_uq" ON "gateway_links" USING btree ("reference_id");--> statement-breakpoint
CREATE TABLE "gateway_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
