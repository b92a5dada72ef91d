CREATE TABLE "benefits" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"description" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_costs" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"list_price" integer DEFAULT 0 NOT NULL,
	"sell_price" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "course_costs_nonnegative" CHECK ("course_costs"."list_price" >= 0 and "course_costs"."sell_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "course_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"training_hours" integer DEFAULT 0 NOT NULL,
	"lab_hours" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "course_hours_nonnegative" CHECK ("course_hours"."training_hours" >= 0 and "course_hours"."lab_hours" >= 0)
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"short_desc" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"img" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'A' NOT NULL,
	"domain_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_status_check" CHECK ("status" in ('A', 'I')),
	CONSTRAINT "courses_type_check" CHECK ("courses"."type" in ('Corporate Training', 'Industrial Training', 'Certificate Course', 'Internship'))
);
--> statement-breakpoint
CREATE TABLE "domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'A' NOT NULL,
	"icon" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "domains_status_check" CHECK ("status" in ('A', 'I'))
);
--> statement-breakpoint
CREATE TABLE "enquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"contact" text NOT NULL,
	"query" text DEFAULT '' NOT NULL,
	"source" text DEFAULT 'website' NOT NULL,
	"status" text DEFAULT 'A' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiries_status_check" CHECK ("status" in ('A', 'I')),
	CONSTRAINT "enquiries_source_check" CHECK ("enquiries"."source" in ('website', 'email', 'socialmedia', 'google', 'csr', 'refer'))
);
--> statement-breakpoint
CREATE TABLE "enrolments" (
	"id" serial PRIMARY KEY NOT NULL,
	"learner_id" integer NOT NULL,
	"training_card_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"pic" text DEFAULT '' NOT NULL,
	"course_id" integer,
	"status" text DEFAULT 'A' NOT NULL,
	CONSTRAINT "events_status_check" CHECK ("status" in ('A', 'I')),
	CONSTRAINT "events_duration_positive" CHECK ("events"."duration_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"learner_id" integer NOT NULL,
	"training_card_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"message" text NOT NULL,
	"trainer" text DEFAULT '' NOT NULL,
	"rating" integer DEFAULT 5 NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'A' NOT NULL,
	CONSTRAINT "feedbacks_status_check" CHECK ("status" in ('A', 'I')),
	CONSTRAINT "feedbacks_rating_check" CHECK ("feedbacks"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" text NOT NULL,
	"scope" text NOT NULL,
	"request_hash" text NOT NULL,
	"record_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"contact" text NOT NULL,
	"brief_requirement" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"course_id" integer NOT NULL,
	"training_card_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_status_check" CHECK ("leads"."status" in ('new', 'contacted', 'qualified', 'enrolled', 'lost'))
);
--> statement-breakpoint
CREATE TABLE "learners" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text,
	"last_name" text,
	"username" text,
	"email" text NOT NULL,
	"contact" text,
	"org_name" text,
	"country_name" text,
	"status" text DEFAULT 'A' NOT NULL,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learners_status_check" CHECK ("status" in ('A', 'I'))
);
--> statement-breakpoint
CREATE TABLE "learning_bundles" (
	"id" serial PRIMARY KEY NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'A' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "learning_bundles_status_check" CHECK ("status" in ('A', 'I'))
);
--> statement-breakpoint
CREATE TABLE "learning_modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"succeeded" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prerequisites" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"description" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recordings" (
	"id" serial PRIMARY KEY NOT NULL,
	"training_card_id" integer NOT NULL,
	"title" text NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"link" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sessions_subject_type_check" CHECK ("sessions"."subject_type" in ('learner', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text DEFAULT 'staff' NOT NULL,
	"status" text DEFAULT 'A' NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_status_check" CHECK ("status" in ('A', 'I')),
	CONSTRAINT "staff_role_check" CHECK ("staff"."role" in ('staff', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "study_materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"src" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"learner_name" text NOT NULL,
	"learner_img" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'A' NOT NULL,
	CONSTRAINT "testimonials_status_check" CHECK ("status" in ('A', 'I'))
);
--> statement-breakpoint
CREATE TABLE "training_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"hours" integer DEFAULT 0 NOT NULL,
	"location" text NOT NULL,
	"study_mode" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"status" text DEFAULT 'A' NOT NULL,
	CONSTRAINT "training_cards_status_check" CHECK ("status" in ('A', 'I')),
	CONSTRAINT "training_cards_dates" CHECK ("training_cards"."end_date" is null or "training_cards"."end_date" >= "training_cards"."start_date"),
	CONSTRAINT "training_cards_hours" CHECK ("training_cards"."hours" >= 0)
);
--> statement-breakpoint
CREATE TABLE "training_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"training_card_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"total_hours" numeric(5, 2) NOT NULL,
	CONSTRAINT "training_schedules_order" CHECK ("training_schedules"."ends_at" > "training_schedules"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "benefits" ADD CONSTRAINT "benefits_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_costs" ADD CONSTRAINT "course_costs_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_hours" ADD CONSTRAINT "course_hours_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_training_card_id_training_cards_id_fk" FOREIGN KEY ("training_card_id") REFERENCES "public"."training_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_training_card_id_training_cards_id_fk" FOREIGN KEY ("training_card_id") REFERENCES "public"."training_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_training_card_id_training_cards_id_fk" FOREIGN KEY ("training_card_id") REFERENCES "public"."training_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_modules" ADD CONSTRAINT "learning_modules_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prerequisites" ADD CONSTRAINT "prerequisites_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_training_card_id_training_cards_id_fk" FOREIGN KEY ("training_card_id") REFERENCES "public"."training_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_materials" ADD CONSTRAINT "study_materials_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_cards" ADD CONSTRAINT "training_cards_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_schedules" ADD CONSTRAINT "training_schedules_training_card_id_training_cards_id_fk" FOREIGN KEY ("training_card_id") REFERENCES "public"."training_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "benefits_course_idx" ON "benefits" USING btree ("course_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "course_costs_course_uq" ON "course_costs" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "course_hours_course_uq" ON "course_hours" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "courses_domain_idx" ON "courses" USING btree ("domain_id");--> statement-breakpoint
CREATE INDEX "courses_status_idx" ON "courses" USING btree ("status");--> statement-breakpoint
CREATE INDEX "courses_name_trgm_idx" ON "courses" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_short_desc_trgm_idx" ON "courses" USING gin (lower("short_desc") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "domains_status_idx" ON "domains" USING btree ("status","position");--> statement-breakpoint
CREATE INDEX "enquiries_created_idx" ON "enquiries" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "enrolments_learner_card_uq" ON "enrolments" USING btree ("learner_id","training_card_id");--> statement-breakpoint
CREATE INDEX "enrolments_card_idx" ON "enrolments" USING btree ("training_card_id");--> statement-breakpoint
CREATE INDEX "events_starts_at_idx" ON "events" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "faqs_course_idx" ON "faqs" USING btree ("course_id","position");--> statement-breakpoint
CREATE INDEX "feedbacks_card_idx" ON "feedbacks" USING btree ("training_card_id");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_uq" ON "idempotency_keys" USING btree ("scope","key");--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "learners_email_uq" ON "learners" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "learners_username_uq" ON "learners" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "learning_modules_course_idx" ON "learning_modules" USING btree ("course_id","position");--> statement-breakpoint
CREATE INDEX "login_attempts_email_idx" ON "login_attempts" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_idx" ON "login_attempts" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "prerequisites_course_idx" ON "prerequisites" USING btree ("course_id","position");--> statement-breakpoint
CREATE INDEX "recordings_card_idx" ON "recordings" USING btree ("training_card_id","recorded_at");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_email_uq" ON "staff" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "study_materials_course_idx" ON "study_materials" USING btree ("course_id","position");--> statement-breakpoint
CREATE INDEX "testimonials_status_idx" ON "testimonials" USING btree ("status");--> statement-breakpoint
CREATE INDEX "training_cards_course_idx" ON "training_cards" USING btree ("course_id","start_date");--> statement-breakpoint
CREATE INDEX "training_schedules_card_idx" ON "training_schedules" USING btree ("training_card_id","starts_at");