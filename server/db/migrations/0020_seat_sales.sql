-- Seats that can be given: a batch is sold until it starts, or until the late-joining
-- day staff set; money arriving for a batch that can no longer be sold is flagged for refund.
ALTER TABLE "training_cards" ADD COLUMN "late_join_until" date;--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_flag_reason_check";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_flag_reason_check" CHECK ("payments"."flag_reason" is null or "payments"."flag_reason" in ('no_seat', 'already_paid', 'request_cancelled', 'request_expired', 'amount_mismatch', 'batch_started'));--> statement-breakpoint
-- Unpaid seat holds are limited: how many a payment request may start, from which address the
-- latest came (one address holds only so many at once), and what share of a batch's capacity all
-- unpaid holds together may take (business settings, default half).
ALTER TABLE "payment_requests" ADD COLUMN "holds_started" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "hold_address" text;--> statement-breakpoint
CREATE INDEX "payment_requests_hold_idx" ON "payment_requests" USING btree ("hold_until") WHERE "payment_requests"."hold_until" is not null;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "hold_share_percent" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD CONSTRAINT "business_settings_hold_share_check" CHECK ("business_settings"."hold_share_percent" between 1 and 100);
