-- Certificates (issue 15). Staff mark an enrolment completed or not completed (null: not marked yet);
-- a learner marked not completed gets no certificate. A certificate keeps what it certified as it
-- was on the day it was issued (name, course, hours, batch dates), so later edits of the learner,
-- course or batch never change a certificate someone already holds. Its code is the public key of
-- the verification page (Crockford base32 with a check symbol, see packages/core). A revoked
-- certificate stays (the page then says revoked, with the date); a new one may then be issued.
ALTER TABLE "enrolments" ADD COLUMN "completed" boolean;--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"learner_id" integer NOT NULL,
	"training_card_id" integer NOT NULL,
	"learner_name" text NOT NULL,
	"course_name" text NOT NULL,
	"training_hours" integer NOT NULL,
	"lab_hours" integer NOT NULL,
	"batch_start_date" date NOT NULL,
	"batch_end_date" date NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" integer,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"revoked_by" integer,
	CONSTRAINT "certificates_code_check" CHECK ("certificates"."code" ~ '^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{3}[0-9A-HJKMNP-TV-Z*~$=U]$'),
	CONSTRAINT "certificates_hours_check" CHECK ("certificates"."training_hours" >= 0 AND "certificates"."lab_hours" >= 0),
	CONSTRAINT "certificates_revoked_check" CHECK (("certificates"."revoked_at" IS NULL) = ("certificates"."revoked_reason" IS NULL))
);--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_training_card_id_training_cards_id_fk" FOREIGN KEY ("training_card_id") REFERENCES "public"."training_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_issued_by_staff_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_by_staff_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_code_uq" ON "certificates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_valid_uq" ON "certificates" USING btree ("learner_id","training_card_id") WHERE "certificates"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "certificates_card_idx" ON "certificates" USING btree ("training_card_id");
