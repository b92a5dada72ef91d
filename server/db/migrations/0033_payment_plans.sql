-- Payment plans: a batch may offer its fee in parts (at most 6), each due some days after the
-- payer chooses the plan. A chosen plan is one payment request per part, each with its own link,
-- proforma and, once paid, tax invoice; part 1 confirms the seat. plan_first_id names part 1's
-- request (part 1 names itself), so the parts of one fee are found together.
CREATE TABLE "batch_payment_plans" (
  "training_card_id" integer PRIMARY KEY REFERENCES "training_cards"("id") ON DELETE CASCADE,
  "parts" jsonb NOT NULL,
  "updated_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "plan_first_id" integer REFERENCES "payment_requests"("id");
--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "part_no" integer;
--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "part_count" integer;
--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "due_on" date;
--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "reminded_before_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "reminded_due_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "waived_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "waive_reason" text;
--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_part_check" CHECK (
  ("part_no" is null and "part_count" is null and "plan_first_id" is null and "due_on" is null)
  or ("part_count" between 2 and 6 and "part_no" between 1 and "part_count" and "plan_first_id" is not null and "due_on" is not null)
);
--> statement-breakpoint
DROP INDEX "payment_requests_lead_uq";
--> statement-breakpoint
-- One live request per lead and part: a lead never pays twice for one seat, nor twice for one part.
CREATE UNIQUE INDEX "payment_requests_lead_uq" ON "payment_requests" ("lead_id", coalesce("part_no", 1)) WHERE "status" not in ('cancelled', 'refunded');
--> statement-breakpoint
CREATE INDEX "payment_requests_plan_idx" ON "payment_requests" ("plan_first_id") WHERE "plan_first_id" is not null;
--> statement-breakpoint
CREATE INDEX "payment_requests_due_idx" ON "payment_requests" ("due_on") WHERE "due_on" is not null and "status" = 'open';
