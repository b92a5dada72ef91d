CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"request_id" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "inbox_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_type" text NOT NULL,
	"item_id" integer NOT NULL,
	"staff_id" integer,
	"field" text NOT NULL,
	"from_value" text,
	"to_value" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_history_item_type_check" CHECK ("item_type" in ('lead', 'enquiry')),
	CONSTRAINT "inbox_history_field_check" CHECK ("inbox_history"."field" in ('status', 'assignee', 'converted'))
);
--> statement-breakpoint
CREATE TABLE "inbox_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_type" text NOT NULL,
	"item_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_notes_item_type_check" CHECK ("item_type" in ('lead', 'enquiry'))
);
--> statement-breakpoint
CREATE TABLE "learner_password_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"learner_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "learner_password_tokens_purpose_check" CHECK ("learner_password_tokens"."purpose" in ('set', 'reset'))
);
--> statement-breakpoint
CREATE TABLE "staff_mfa_tickets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"secret" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_mfa_tickets_purpose_check" CHECK ("staff_mfa_tickets"."purpose" in ('enrol', 'challenge'))
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "follow_up_status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "totp_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "demo_account" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "inbox_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_history" ADD CONSTRAINT "inbox_history_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_notes" ADD CONSTRAINT "inbox_notes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_password_tokens" ADD CONSTRAINT "learner_password_tokens_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_mfa_tickets" ADD CONSTRAINT "staff_mfa_tickets_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "inbox_history_item_idx" ON "inbox_history" USING btree ("item_type","item_id");--> statement-breakpoint
CREATE INDEX "inbox_notes_item_idx" ON "inbox_notes" USING btree ("item_type","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "learner_password_tokens_hash_uq" ON "learner_password_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "learner_password_tokens_learner_idx" ON "learner_password_tokens" USING btree ("learner_id");--> statement-breakpoint
CREATE INDEX "staff_mfa_tickets_expires_idx" ON "staff_mfa_tickets" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_assignee_id_staff_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_assignee_id_staff_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_follow_up_status_check" CHECK ("enquiries"."follow_up_status" in ('new', 'contacted', 'qualified', 'enrolled', 'lost'));