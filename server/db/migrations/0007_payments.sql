-- Fees, payments and GST documents (issue 14).
-- The provider's own details, printed on every document: one row only.
CREATE TABLE "business_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"legal_name" text NOT NULL,
	"address" text NOT NULL,
	"state_code" text NOT NULL,
	"gstin" text,
	"upi_vpa" text,
	"payee_name" text NOT NULL,
	"bank_account_name" text,
	"bank_account_number" text,
	"bank_ifsc" text,
	"bank_name" text,
	"lut_number" text,
	"invoice_prefix" text DEFAULT 'SB' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_settings_single_row" CHECK ("business_settings"."id" = 1),
	CONSTRAINT "business_settings_prefix_check" CHECK ("business_settings"."invoice_prefix" ~ '^[A-Z0-9]{1,3}$')
);
--> statement-breakpoint
ALTER TABLE "training_cards" ADD COLUMN "price_paise" integer;--> statement-breakpoint
ALTER TABLE "training_cards" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "training_cards" ADD CONSTRAINT "training_cards_price_check" CHECK ("training_cards"."price_paise" is null or "training_cards"."price_paise" > 0);--> statement-breakpoint
ALTER TABLE "training_cards" ADD CONSTRAINT "training_cards_capacity_check" CHECK ("training_cards"."capacity" is null or "training_cards"."capacity" > 0);--> statement-breakpoint
-- The last number given per document kind and financial year; taken with a row lock inside the
-- transaction that issues the document, so numbers have no gap and no duplicate.
CREATE TABLE "document_sequences" (
	"kind" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_value" integer NOT NULL,
	CONSTRAINT "document_sequences_pk" PRIMARY KEY("kind","financial_year"),
	CONSTRAINT "document_sequences_kind_check" CHECK ("document_sequences"."kind" in ('proforma', 'tax_invoice', 'credit_note')),
	CONSTRAINT "document_sequences_positive" CHECK ("document_sequences"."last_value" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"training_card_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"amount_paise" integer NOT NULL,
	"payer_state" text,
	"payer_gstin" text,
	"payer_legal_name" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_requests_status_check" CHECK ("payment_requests"."status" in ('open', 'paid', 'cancelled')),
	CONSTRAINT "payment_requests_amount_check" CHECK ("payment_requests"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_training_card_id_training_cards_id_fk" FOREIGN KEY ("training_card_id") REFERENCES "public"."training_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_requests_token_uq" ON "payment_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_requests_lead_uq" ON "payment_requests" USING btree ("lead_id") WHERE "payment_requests"."status" <> 'cancelled';--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"payment_request_id" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"recipient_gstin" text,
	"recipient_legal_name" text,
	"place_of_supply" text NOT NULL,
	"supply" text NOT NULL,
	"zero_rated" boolean DEFAULT false NOT NULL,
	"price_paise" integer NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	"description" text NOT NULL,
	"provider" jsonb NOT NULL,
	CONSTRAINT "documents_kind_check" CHECK ("documents"."kind" in ('proforma', 'tax_invoice', 'credit_note')),
	CONSTRAINT "documents_supply_check" CHECK ("documents"."supply" in ('intra', 'inter', 'export')),
	CONSTRAINT "documents_number_length" CHECK (char_length("documents"."number") <= 16),
	CONSTRAINT "documents_sum_check" CHECK ("documents"."taxable_paise" + "documents"."cgst_paise" + "documents"."sgst_paise" + "documents"."igst_paise" = "documents"."price_paise")
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_payment_request_id_payment_requests_id_fk" FOREIGN KEY ("payment_request_id") REFERENCES "public"."payment_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_number_uq" ON "documents" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_series_uq" ON "documents" USING btree ("kind","financial_year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_one_invoice_uq" ON "documents" USING btree ("payment_request_id","kind") WHERE "documents"."kind" in ('proforma', 'tax_invoice');--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_request_id" integer NOT NULL,
	"method" text NOT NULL,
	"utr" text,
	"amount_paise" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" integer,
	"invoice_id" integer,
	CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('upi', 'bank', 'razorpay')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'confirmed', 'rejected')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payment_request_id_payment_requests_id_fk" FOREIGN KEY ("payment_request_id") REFERENCES "public"."payment_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_confirmed_by_staff_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_documents_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_utr_uq" ON "payments" USING btree ("utr") WHERE "payments"."utr" is not null and "payments"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "payments_request_idx" ON "payments" USING btree ("payment_request_id");--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status","created_at");
