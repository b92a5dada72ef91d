-- Refunds made outside a transaction (issue 14 follow-ups): a Razorpay refund that its
-- refund.failed webhook reports as failed is kept as failed (its amount is refundable again, no
-- credit note is issued for it).
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_status_check";--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('pending', 'processed', 'failed'));
--> statement-breakpoint
-- A fee refunded in full is 'refunded': no longer paid (its enrolment ended), still listed on the
-- learner's "Fees & invoices" with its credit notes, and no longer the lead's live request, so
-- staff can send a new payment link.
ALTER TABLE "payment_requests" DROP CONSTRAINT "payment_requests_status_check";--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_status_check" CHECK ("payment_requests"."status" in ('open', 'paid', 'cancelled', 'refunded'));--> statement-breakpoint
DROP INDEX "payment_requests_lead_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "payment_requests_lead_uq" ON "payment_requests" USING btree ("lead_id") WHERE "payment_requests"."status" not in ('cancelled', 'refunded');
