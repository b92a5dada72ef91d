// Completion rules (migration 0042). Foreign keys to batches and tests are in the migration.
import { boolean, integer, pgTable, timestamp } from "drizzle-orm/pg-core";

export const completionRules = pgTable("completion_rules", {
  trainingCardId: integer("training_card_id").primaryKey(),
  minAttendancePercent: integer("min_attendance_percent"),
  examTestId: integer("exam_test_id"),
  showScore: boolean("show_score").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
