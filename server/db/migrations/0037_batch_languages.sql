-- The languages a batch is taught in. The set of languages is data: English, Hindi and Hinglish
-- exist from the start and staff add others (Tamil…) in the back office. A batch names one or
-- more of them by code; every batch made before was taught in English.
CREATE TABLE "teaching_languages" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_hi" text NOT NULL,
	"position" integer NOT NULL DEFAULT 0,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teaching_languages_code_check" CHECK ("code" ~ '^[a-z]{2,12}$'),
	CONSTRAINT "teaching_languages_name_check" CHECK (char_length("name") between 1 and 40 and char_length("name_hi") between 1 and 40)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "teaching_languages_name_idx" ON "teaching_languages" (lower("name"));
--> statement-breakpoint
INSERT INTO "teaching_languages" ("code", "name", "name_hi", "position") VALUES
	('en', 'English', 'अंग्रेज़ी', 1),
	('hi', 'Hindi', 'हिंदी', 2),
	('hinglish', 'Hinglish', 'हिंग्लिश', 3);
--> statement-breakpoint
ALTER TABLE "training_cards" ADD COLUMN "languages" text[] DEFAULT '{en}' NOT NULL;
--> statement-breakpoint
ALTER TABLE "training_cards" ADD CONSTRAINT "training_cards_languages_check" CHECK (cardinality("languages") between 1 and 10);
