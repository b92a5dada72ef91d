-- Discount codes: a percentage or a fixed amount off a fee, for every course or for some domains,
-- courses or batches, valid on IST calendar days, with limits in all and per e-mail. A use is a
-- payment request priced with the code; the documents of that request carry the discount line.
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"scope" text DEFAULT 'all' NOT NULL,
	"scope_ids" integer[] DEFAULT '{}' NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"max_uses" integer,
	"max_uses_per_email" integer,
	"min_fee_paise" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_kind_check" CHECK ("kind" in ('percent', 'fixed')),
	CONSTRAINT "coupons_value_check" CHECK ("value" >= 1 AND ("kind" <> 'percent' OR "value" <= 100)),
	CONSTRAINT "coupons_scope_check" CHECK ("scope" in ('all', 'domains', 'courses', 'batches')),
	CONSTRAINT "coupons_days_check" CHECK ("valid_to" IS NULL OR "valid_from" IS NULL OR "valid_to" >= "valid_from")
);--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_uq" ON "coupons" (lower("code"));--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL REFERENCES "coupons"("id"),
	"payment_request_id" integer NOT NULL REFERENCES "payment_requests"("id"),
	"email" text NOT NULL,
	"discount_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_redemptions_discount_check" CHECK ("discount_paise" >= 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_request_uq" ON "coupon_redemptions" ("payment_request_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_idx" ON "coupon_redemptions" ("coupon_id", lower("email"));--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "coupon_code" text;
