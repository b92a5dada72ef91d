// The attendance API's bodies and answers: staff's grid and marks, the check-in and a learner's own record.
import { z } from "../zod.ts";
import { ATTENDANCE_CSV_MAX_CHARS } from "./csv.ts";
import { ATTENDANCE_STATUSES, checkInCodeSchema } from "./rules.ts";

const statusSchema = z.enum(ATTENDANCE_STATUSES);
const instant = z.iso.datetime({ offset: true });

export const attendanceSessionParams = z.object({
  id: z.coerce.number().int().positive(),
  sessionId: z.coerce.number().int().positive(),
});

export const markSessionSchema = z.strictObject({
  /** One mark per learner; "" clears a mark (not marked). */
  marks: z
    .array(z.strictObject({ learnerId: z.number().int().positive(), status: z.union([statusSchema, z.literal("")]) }))
    .max(2000)
    // One mark per learner and session: a learner named twice would leave which mark counts to chance.
    .refine((marks) => new Set(marks.map((mark) => mark.learnerId)).size === marks.length, {
      message: "A learner is named twice in the marks",
    }),
});
export type MarkSession = z.infer<typeof markSessionSchema>;

export const attendanceCsvUploadSchema = z.strictObject({ csv: z.string().max(ATTENDANCE_CSV_MAX_CHARS) });

export const markResultSchema = z.object({
  sessionId: z.number().int(),
  present: z.number().int(),
  late: z.number().int(),
  absent: z.number().int(),
  unmarked: z.number().int(),
});
export type MarkResult = z.infer<typeof markResultSchema>;

export const attendanceSessionSchema = z.object({
  id: z.number().int(),
  startsAt: instant,
  endsAt: instant,
  held: z.boolean(),
  /** The session's check-in code once staff showed one. */
  checkInCode: z.string().nullable(),
});

export const attendanceSheetSchema = z.object({
  batchId: z.number().int(),
  courseName: z.string(),
  sessions: z.array(attendanceSessionSchema),
  learners: z.array(
    z.object({
      learnerId: z.number().int(),
      name: z.string(),
      email: z.string(),
      /** Marks by session id; a session without a mark is absent from the record. */
      marks: z.record(z.string(), statusSchema),
      held: z.number().int(),
      attended: z.number().int(),
      percent: z.number().int().nullable(),
    }),
  ),
});
export type AttendanceSheet = z.infer<typeof attendanceSheetSchema>;

export const checkInCodeAnswerSchema = z.object({ sessionId: z.number().int(), code: z.string() });

export const checkInBodySchema = z.strictObject({ batchId: z.number().int().positive(), code: checkInCodeSchema });

export const checkInAnswerSchema = z.object({
  sessionId: z.number().int(),
  startsAt: instant,
  status: z.enum(["present", "late"]),
});

export const myAttendanceSchema = z.object({
  batchId: z.number().int(),
  sessions: z.array(
    z.object({
      id: z.number().int(),
      startsAt: instant,
      endsAt: instant,
      held: z.boolean(),
      status: statusSchema.nullable(),
    }),
  ),
  held: z.number().int(),
  attended: z.number().int(),
  percent: z.number().int().nullable(),
});
export type MyAttendance = z.infer<typeof myAttendanceSchema>;
