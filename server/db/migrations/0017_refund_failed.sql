-- Refunds made outside a transaction (issue 14 follow-ups): a Razorpay refund that its
-- refund.failed webhook reports as failed is kept as failed (its amount is refundable again, no
-- credit note is issued for it).
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_status_check";--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('pending', 'processed', 'failed'));
