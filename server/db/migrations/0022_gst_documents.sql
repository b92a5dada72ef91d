-- GST documents an accountant accepts as they are: the authorised signatory named on every tax
-- document, and the buyer's billing address that a B2B tax invoice must carry beside the buyer's
-- GSTIN (asked on the payment page, frozen in the document).
ALTER TABLE "business_settings" ADD COLUMN "signatory_name" text;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "payer_address" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "recipient_address" text;
