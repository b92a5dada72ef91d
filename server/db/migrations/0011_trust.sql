-- Issue 17, items 6–8: what a visitor judges a course by. Trainers (staff-managed profiles) and
-- which batches they teach; a learner's feedback becomes a public review only with the learner's
-- consent to publish and a staff member's approval (both recorded); a course's own cover image,
-- uploaded by staff and kept as resized AVIF and WebP variants (one set per course, named by a
-- random token, so a new upload is a new address and caches never serve the old picture; a new
-- upload replaces the set).
CREATE TABLE "trainers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"photo" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"years" integer DEFAULT 0 NOT NULL,
	"certifications" text DEFAULT '' NOT NULL,
	"linkedin_url" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'A' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trainers_status_check" CHECK ("status" in ('A', 'I')),
	CONSTRAINT "trainers_years_check" CHECK ("trainers"."years" between 0 and 70)
);--> statement-breakpoint
CREATE TABLE "batch_trainers" (
	"training_card_id" integer NOT NULL,
	"trainer_id" integer NOT NULL,
	CONSTRAINT "batch_trainers_training_card_id_trainer_id_pk" PRIMARY KEY("training_card_id","trainer_id")
);--> statement-breakpoint
ALTER TABLE "batch_trainers" ADD CONSTRAINT "batch_trainers_training_card_id_training_cards_id_fk" FOREIGN KEY ("training_card_id") REFERENCES "public"."training_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_trainers" ADD CONSTRAINT "batch_trainers_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_trainers_trainer_idx" ON "batch_trainers" USING btree ("trainer_id");--> statement-breakpoint
ALTER TABLE "feedbacks" ADD COLUMN "publish_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD COLUMN "approved_by" integer;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_approved_by_staff_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_approval_needs_consent" CHECK ("feedbacks"."approved_at" IS NULL OR "feedbacks"."publish_consent");--> statement-breakpoint
CREATE INDEX "feedbacks_published_idx" ON "feedbacks" USING btree ("course_id","approved_at") WHERE "feedbacks"."approved_at" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "course_covers" (
	"token" text NOT NULL,
	"course_id" integer NOT NULL,
	"width" integer NOT NULL,
	"format" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_covers_token_width_format_pk" PRIMARY KEY("token","width","format"),
	CONSTRAINT "course_covers_format_check" CHECK ("course_covers"."format" in ('avif', 'webp')),
	CONSTRAINT "course_covers_token_check" CHECK ("course_covers"."token" ~ '^[0-9a-f]{32}$')
);--> statement-breakpoint
ALTER TABLE "course_covers" ADD CONSTRAINT "course_covers_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_covers_course_idx" ON "course_covers" USING btree ("course_id");
