-- Issue 18 at scale (100,000 leads and enquiries): how far an item got and when it was first
-- contacted are kept on the item itself, so the dashboard's funnel and response times read the
-- range's items alone instead of grouping the whole status history on every request (the
-- history's hash aggregate and join were half of the answer's time on PGlite). A trigger on the
-- history keeps them, whoever writes a status change (the inbox, the seed, the bench generator).
ALTER TABLE "leads" ADD COLUMN "first_contact_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "furthest_step" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "first_contact_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "furthest_step" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The funnel's steps: contacted 1, qualified 2, enrolled 3 (lost and waitlist say nothing of how far it got).
CREATE FUNCTION "pipeline_step"("status" text) RETURNS smallint LANGUAGE sql IMMUTABLE AS $$
  SELECT (CASE "status" WHEN 'contacted' THEN 1 WHEN 'qualified' THEN 2 WHEN 'enrolled' THEN 3 ELSE 0 END)::smallint
$$;--> statement-breakpoint
CREATE FUNCTION "inbox_history_reached"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."item_type" = 'lead' THEN
    UPDATE "leads" SET "first_contact_at" = least("first_contact_at", NEW."at"),
                       "furthest_step" = greatest("furthest_step", "pipeline_step"(NEW."to_value"))
     WHERE "id" = NEW."item_id";
  ELSE
    UPDATE "enquiries" SET "first_contact_at" = least("first_contact_at", NEW."at"),
                           "furthest_step" = greatest("furthest_step", "pipeline_step"(NEW."to_value"))
     WHERE "id" = NEW."item_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "inbox_history_reached" AFTER INSERT ON "inbox_history"
  FOR EACH ROW WHEN (NEW."field" = 'status') EXECUTE FUNCTION "inbox_history_reached"();--> statement-breakpoint
-- What the history already holds.
UPDATE "leads" SET "first_contact_at" = h."first_at", "furthest_step" = h."step"
  FROM (SELECT "item_id", min("at") AS "first_at", max("pipeline_step"("to_value")) AS "step" FROM "inbox_history"
         WHERE "field" = 'status' AND "item_type" = 'lead' GROUP BY "item_id") h
 WHERE "leads"."id" = h."item_id";--> statement-breakpoint
UPDATE "enquiries" SET "first_contact_at" = h."first_at", "furthest_step" = h."step"
  FROM (SELECT "item_id", min("at") AS "first_at", max("pipeline_step"("to_value")) AS "step" FROM "inbox_history"
         WHERE "field" = 'status' AND "item_type" = 'enquiry' GROUP BY "item_id") h
 WHERE "enquiries"."id" = h."item_id";
