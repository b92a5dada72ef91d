-- The language of the page a form was sent from (a code of packages/core/src/i18n/locales.ts):
-- the lead's or enquiry's acknowledgement mail is written in it, and a learner made from a lead
-- keeps it for the mails that follow.
ALTER TABLE "leads" ADD COLUMN "language" text NOT NULL DEFAULT 'en';
--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "language" text NOT NULL DEFAULT 'en';
--> statement-breakpoint
ALTER TABLE "learners" ADD COLUMN "language" text NOT NULL DEFAULT 'en';
