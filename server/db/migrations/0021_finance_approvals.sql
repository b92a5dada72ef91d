-- Separation of duties: a finance role moves money (confirms, records, reconciles, refunds)
-- without managing staff; plain staff see payments only.
ALTER TABLE "staff" DROP CONSTRAINT "staff_role_check";--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_role_check" CHECK ("staff"."role" in ('staff', 'finance', 'admin'));--> statement-breakpoint
-- A cash/cheque payment recorded, or a refund, above this amount waits for a second staff
-- member's approval; null (the default): none needs one.
ALTER TABLE "business_settings" ADD COLUMN "approval_threshold_paise" integer;--> statement-breakpoint
ALTER TABLE "business_settings" ADD CONSTRAINT "business_settings_threshold_check" CHECK ("business_settings"."approval_threshold_paise" is null or "business_settings"."approval_threshold_paise" > 0);--> statement-breakpoint
CREATE TABLE "payment_approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount_paise" integer NOT NULL,
	"payment_id" integer REFERENCES "payments"("id"),
	"proforma_number" text,
	"input" jsonb NOT NULL,
	"requested_by" integer NOT NULL REFERENCES "staff"("id"),
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer REFERENCES "staff"("id"),
	"decided_at" timestamp with time zone,
	"result_id" integer,
	CONSTRAINT "payment_approvals_kind_check" CHECK ("payment_approvals"."kind" in ('record', 'refund')),
	CONSTRAINT "payment_approvals_status_check" CHECK ("payment_approvals"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "payment_approvals_amount_check" CHECK ("payment_approvals"."amount_paise" > 0),
	CONSTRAINT "payment_approvals_second_person" CHECK ("payment_approvals"."decided_by" is null or "payment_approvals"."decided_by" <> "payment_approvals"."requested_by")
);--> statement-breakpoint
CREATE INDEX "payment_approvals_status_idx" ON "payment_approvals" USING btree ("status","requested_at");
--> statement-breakpoint
-- A refund Razorpay reports failed shows on the payments page with the moment it failed.
ALTER TABLE "refunds" ADD COLUMN "failed_at" timestamp with time zone;
