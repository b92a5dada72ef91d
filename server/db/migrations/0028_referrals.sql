-- Referrals: the scheme staff set (one row), each learner's link code (made on first need), the
-- referrer an enrolment came with (kept on the lead, so every payment link of it is referred),
-- each referred payment request with its discount and the reward it may earn, and the referrer's
-- credit taken off a fee of their own. Documents name the discount they show.
CREATE TABLE "referral_scheme" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"discount_kind" text NOT NULL,
	"discount_value" integer NOT NULL,
	"reward_paise" integer NOT NULL,
	"reward_mode" text NOT NULL,
	"wait_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_scheme_one_row" CHECK ("id" = 1),
	CONSTRAINT "referral_scheme_kind_check" CHECK ("discount_kind" in ('percent', 'fixed')),
	CONSTRAINT "referral_scheme_value_check" CHECK ("discount_value" >= 1 AND ("discount_kind" <> 'percent' OR "discount_value" <= 100)),
	CONSTRAINT "referral_scheme_reward_check" CHECK ("reward_paise" >= 1),
	CONSTRAINT "referral_scheme_mode_check" CHECK ("reward_mode" in ('credit', 'payout')),
	CONSTRAINT "referral_scheme_wait_check" CHECK ("wait_days" >= 0)
);--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"learner_id" integer PRIMARY KEY NOT NULL REFERENCES "learners"("id"),
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_code_uq" ON "referral_codes" ("code");--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "referrer_learner_id" integer REFERENCES "learners"("id");--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_request_id" integer NOT NULL REFERENCES "payment_requests"("id"),
	"referrer_learner_id" integer NOT NULL REFERENCES "learners"("id"),
	"discount_paise" integer NOT NULL,
	"reward_paise" integer NOT NULL,
	"reward_mode" text NOT NULL,
	"wait_days" integer NOT NULL,
	"paid_out_at" timestamp with time zone,
	"paid_out_by" integer REFERENCES "staff"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_discount_check" CHECK ("discount_paise" >= 0),
	CONSTRAINT "referrals_reward_check" CHECK ("reward_paise" >= 0),
	CONSTRAINT "referrals_mode_check" CHECK ("reward_mode" in ('credit', 'payout'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_request_uq" ON "referrals" ("payment_request_id");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" ("referrer_learner_id");--> statement-breakpoint
CREATE TABLE "referral_credit_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"learner_id" integer NOT NULL REFERENCES "learners"("id"),
	"payment_request_id" integer NOT NULL REFERENCES "payment_requests"("id"),
	"amount_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_credit_uses_amount_check" CHECK ("amount_paise" > 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX "referral_credit_uses_request_uq" ON "referral_credit_uses" ("payment_request_id");--> statement-breakpoint
CREATE INDEX "referral_credit_uses_learner_idx" ON "referral_credit_uses" ("learner_id");--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "discount_label" text;
