-- Money captured by Razorpay is never refused once it is taken: paid on a request that was
-- replaced (or stopped) or had expired, or for another amount than the fee, it is kept as a
-- payment flagged for refund with that reason, for staff to refund.
ALTER TABLE "payments" DROP CONSTRAINT "payments_flag_reason_check";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_flag_reason_check" CHECK ("payments"."flag_reason" is null or "payments"."flag_reason" in ('no_seat', 'already_paid', 'request_cancelled', 'request_expired', 'amount_mismatch'));
