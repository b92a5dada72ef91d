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
