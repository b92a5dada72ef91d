-- Refunds (issue 14): money given back on a payment, in full or in part, through Razorpay (its
-- refund id applied once) or by hand (staff's reference), each with its credit note.
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"gateway_refund_id" text,
	"status" text NOT NULL,
	"credit_note_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "refunds_method_check" CHECK ("refunds"."method" in ('razorpay', 'manual')),
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('pending', 'processed')),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_credit_note_id_documents_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_gateway_uq" ON "refunds" USING btree ("gateway_refund_id") WHERE "refunds"."gateway_refund_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_credit_note_uq" ON "refunds" USING btree ("credit_note_id") WHERE "refunds"."credit_note_id" is not null;
