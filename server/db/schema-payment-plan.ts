// Payment plans (migration 0033): a batch's fee in parts. Its foreign key is in the migration;
// the parts of a chosen plan are payment requests (schema.ts, plan_first_id and part_no).
import type { PlanPart } from "@skillbridge/core/money";
import { integer, jsonb, pgTable, timestamp } from "drizzle-orm/pg-core";

export const batchPaymentPlans = pgTable("batch_payment_plans", {
  trainingCardId: integer("training_card_id").primaryKey(),
  parts: jsonb("parts").$type<PlanPart[]>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
