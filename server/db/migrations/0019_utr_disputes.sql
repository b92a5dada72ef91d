-- A payer's UTR claim refused because the same UTR is already claimed for another payment
-- request: kept for staff to look into (and shown on a bank statement's upload), never applied by
-- itself; resolved when its own request is paid.
CREATE TABLE "utr_disputes" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_request_id" integer NOT NULL,
	"method" text NOT NULL,
	"utr" text NOT NULL,
	"held_by_payment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "utr_disputes" ADD CONSTRAINT "utr_disputes_payment_request_id_payment_requests_id_fk" FOREIGN KEY ("payment_request_id") REFERENCES "public"."payment_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utr_disputes" ADD CONSTRAINT "utr_disputes_held_by_payment_id_payments_id_fk" FOREIGN KEY ("held_by_payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "utr_disputes_request_utr_uq" ON "utr_disputes" USING btree ("payment_request_id","utr");--> statement-breakpoint
CREATE INDEX "utr_disputes_utr_idx" ON "utr_disputes" USING btree ("utr");
