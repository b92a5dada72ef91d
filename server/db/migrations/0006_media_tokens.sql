-- Unguessable media names (issue 13, item 10). An uploaded file was served as
-- /media/{id}-{first 8 hex of its sha256}.{ext}: a sequence number and 32 bits that anyone holding
-- the file can compute. It is now /media/{token}.{ext}, the token 128 random bits (new files get
-- theirs from the server's crypto.randomBytes). Here every existing file gets one (from
-- gen_random_uuid, PostgreSQL's strong random source: two UUIDs, 244 random bits, hashed to 128),
-- then every stored address of a file in its old form (course images, domain and bundle icons,
-- event and testimonial pictures, study materials) is rewritten to the new one. Old names answer
-- 404 from now on; addresses that are not an exact old name of a stored file are left as they are.
ALTER TABLE "media" ADD COLUMN "token" text;--> statement-breakpoint
UPDATE "media" SET "token" = encode(substring(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')) from 1 for 16), 'hex');--> statement-breakpoint
ALTER TABLE "media" ALTER COLUMN "token" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "media_token_uq" ON "media" USING btree ("token");--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_token_check" CHECK ("media"."token" ~ '^[0-9a-f]{32}$');--> statement-breakpoint
CREATE FUNCTION "media_new_address_0006"("old" text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce((
    SELECT '/media/' || m."token" || '.' || f."ext"
    FROM "media" m
    CROSS JOIN LATERAL (
      SELECT CASE m."content_type"
        WHEN 'image/png' THEN 'png' WHEN 'image/jpeg' THEN 'jpg' WHEN 'image/webp' THEN 'webp' ELSE 'pdf'
      END AS "ext"
    ) f
    WHERE m."id" = substring("old" from '^/media/([0-9]{1,9})-[0-9a-f]{8}\.[a-z]{3,4}$')::integer
      AND "old" = '/media/' || m."id" || '-' || left(m."sha256", 8) || '.' || f."ext"
  ), "old")
$$;--> statement-breakpoint
UPDATE "courses" SET "img" = "media_new_address_0006"("img") WHERE "img" LIKE '/media/%';--> statement-breakpoint
UPDATE "domains" SET "icon" = "media_new_address_0006"("icon") WHERE "icon" LIKE '/media/%';--> statement-breakpoint
UPDATE "learning_bundles" SET "icon" = "media_new_address_0006"("icon") WHERE "icon" LIKE '/media/%';--> statement-breakpoint
UPDATE "events" SET "pic" = "media_new_address_0006"("pic") WHERE "pic" LIKE '/media/%';--> statement-breakpoint
UPDATE "testimonials" SET "learner_img" = "media_new_address_0006"("learner_img") WHERE "learner_img" LIKE '/media/%';--> statement-breakpoint
UPDATE "study_materials" SET "src" = "media_new_address_0006"("src") WHERE "src" LIKE '/media/%';--> statement-breakpoint
UPDATE "recordings" SET "link" = "media_new_address_0006"("link") WHERE "link" LIKE '/media/%';--> statement-breakpoint
DROP FUNCTION "media_new_address_0006"(text);
