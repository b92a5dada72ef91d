-- A seat offered from the waitlist is held for the offered lead for a time staff set (hours).
ALTER TABLE "business_settings" ADD COLUMN "offer_hold_hours" integer DEFAULT 48 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD CONSTRAINT "business_settings_offer_hold_check" CHECK ("business_settings"."offer_hold_hours" between 1 and 720);--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "offered_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payment_requests_offer_idx" ON "payment_requests" USING btree ("offered_until") WHERE "payment_requests"."offered_until" is not null;
