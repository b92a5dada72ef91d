-- The discount code a visitor's shared link carried into their enrolment: applied to every payment
-- link the enrolment gets (the first, one staff send later, a waitlist offer) while it holds.
ALTER TABLE "leads" ADD COLUMN "coupon_code" text;
