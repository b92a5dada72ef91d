-- A batch's join link (an https video-meeting room), shown only to its enrolled learners.
ALTER TABLE "training_cards" ADD COLUMN "join_link" text;
