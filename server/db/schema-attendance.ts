// Attendance per live session (migration 0031): a learner's mark for a session, and the check-in
// code staff show for a session. Both go with their session when it is deleted.

import type { AttendanceStatus } from "@skillbridge/core/attendance";
import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

export const attendanceMarks = pgTable(
  "attendance_marks",
  {
    /** References training_schedules (foreign key in the migration; not imported, to avoid a cycle). */
    scheduleId: integer("schedule_id").notNull(),
    learnerId: integer("learner_id").notNull(),
    status: text("status").$type<AttendanceStatus>().notNull(),
    /** Who set it: staff on the grid, staff's CSV file, or the learner's own check-in. */
    source: text("source").$type<"staff" | "csv" | "check-in">().notNull(),
    markedAt: timestamp("marked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "attendance_marks_pk", columns: [t.scheduleId, t.learnerId] }),
    index("attendance_marks_learner_idx").on(t.learnerId),
  ],
);

export const attendanceCheckInCodes = pgTable("attendance_check_in_codes", {
  scheduleId: integer("schedule_id").primaryKey(),
  code: text("code").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
