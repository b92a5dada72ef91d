CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"bytes" "bytea" NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_content_type_check" CHECK ("media"."content_type" in ('image/png', 'image/jpeg', 'image/webp', 'application/pdf')),
	CONSTRAINT "media_size_check" CHECK ("media"."byte_size" > 0 and "media"."byte_size" = octet_length("media"."bytes"))
);
--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "media_sha256_uq" ON "media" USING btree ("sha256");