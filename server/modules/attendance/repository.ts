// The only place that queries attendance: a batch's sessions (with their check-in codes), its
// enrolled learners, their marks, and writing a session's marks. Writes run inside the caller's
// audited transaction.
import type { AttendanceStatus, MarkResult } from "@skillbridge/core/attendance";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import {
  attendanceCheckInCodes,
  attendanceMarks,
  courses,
  enrolments,
  learners,
  trainingCards,
  trainingSchedules,
} from "../../db/schema.ts";

export type Source = "staff" | "csv" | "check-in";
export type Session = { id: number; startsAt: Date; endsAt: Date; checkInCode: string | null };
export type Enrolled = { learnerId: number; name: string; email: string };
export type Mark = { scheduleId: number; learnerId: number; status: AttendanceStatus };

const nameOf = (row: { firstName: string | null; lastName: string | null; email: string }) =>
  [row.firstName, row.lastName].filter(Boolean).join(" ") || row.email;

export const attendanceRepository = {
  async batch(db: Executor, batchId: number): Promise<{ id: number; courseName: string } | null> {
    const [row] = await db
      .select({ id: trainingCards.id, courseName: courses.name })
      .from(trainingCards)
      .innerJoin(courses, eq(courses.id, trainingCards.courseId))
      .where(eq(trainingCards.id, batchId));
    return row ?? null;
  },

  /** The batch's sessions in time order, each with its check-in code once shown. */
  async sessions(db: Executor, batchId: number): Promise<Session[]> {
    return db
      .select({
        id: trainingSchedules.id,
        startsAt: trainingSchedules.startsAt,
        endsAt: trainingSchedules.endsAt,
        checkInCode: attendanceCheckInCodes.code,
      })
      .from(trainingSchedules)
      .leftJoin(attendanceCheckInCodes, eq(attendanceCheckInCodes.scheduleId, trainingSchedules.id))
      .where(eq(trainingSchedules.trainingCardId, batchId))
      .orderBy(asc(trainingSchedules.startsAt), asc(trainingSchedules.id));
  },

  async enrolled(db: Executor, batchId: number): Promise<Enrolled[]> {
    const rows = await db
      .select({
        learnerId: learners.id,
        firstName: learners.firstName,
        lastName: learners.lastName,
        email: learners.email,
      })
      .from(enrolments)
      .innerJoin(learners, eq(learners.id, enrolments.learnerId))
      .where(eq(enrolments.trainingCardId, batchId))
      .orderBy(asc(learners.firstName), asc(learners.lastName), asc(learners.id));
    return rows.map((row) => ({ learnerId: row.learnerId, name: nameOf(row), email: row.email }));
  },

  async isEnrolled(db: Executor, batchId: number, learnerId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: enrolments.id })
      .from(enrolments)
      .where(and(eq(enrolments.trainingCardId, batchId), eq(enrolments.learnerId, learnerId)));
    return row !== undefined;
  },

  /** Learners by e-mail (any case), for a CSV file's rows: lower-cased e-mail → learner id. */
  async learnersByEmail(db: Executor, emails: string[]): Promise<Map<string, number>> {
    if (emails.length === 0) return new Map();
    const rows = await db
      .select({ id: learners.id, email: sql<string>`lower(${learners.email})` })
      .from(learners)
      .where(inArray(sql`lower(${learners.email})`, emails));
    return new Map(rows.map((row) => [row.email, row.id]));
  },

  /** Every mark of the batch's sessions, or of one learner's when `learnerId` is given. */
  async marks(db: Executor, batchId: number, learnerId?: number): Promise<Mark[]> {
    return db
      .select({
        scheduleId: attendanceMarks.scheduleId,
        learnerId: attendanceMarks.learnerId,
        status: attendanceMarks.status,
      })
      .from(attendanceMarks)
      .innerJoin(trainingSchedules, eq(trainingSchedules.id, attendanceMarks.scheduleId))
      .where(
        and(
          eq(trainingSchedules.trainingCardId, batchId),
          learnerId === undefined ? undefined : eq(attendanceMarks.learnerId, learnerId),
        ),
      );
  },

  async mark(db: Executor, scheduleId: number, learnerId: number): Promise<AttendanceStatus | null> {
    const [row] = await db
      .select({ status: attendanceMarks.status })
      .from(attendanceMarks)
      .where(and(eq(attendanceMarks.scheduleId, scheduleId), eq(attendanceMarks.learnerId, learnerId)));
    return row?.status ?? null;
  },

  /** Sets (or, for "", clears) each learner's mark of one session. */
  async setMarks(
    db: Executor,
    scheduleId: number,
    marks: { learnerId: number; status: AttendanceStatus | "" }[],
    source: Source,
  ): Promise<void> {
    const cleared = marks.filter((mark) => mark.status === "").map((mark) => mark.learnerId);
    if (cleared.length) {
      await db
        .delete(attendanceMarks)
        .where(and(eq(attendanceMarks.scheduleId, scheduleId), inArray(attendanceMarks.learnerId, cleared)));
    }
    const set = marks.flatMap((mark) =>
      mark.status === "" ? [] : [{ scheduleId, learnerId: mark.learnerId, status: mark.status, source }],
    );
    if (set.length) {
      await db
        .insert(attendanceMarks)
        .values(set)
        .onConflictDoUpdate({
          target: [attendanceMarks.scheduleId, attendanceMarks.learnerId],
          set: { status: sql`excluded.status`, source: sql`excluded.source`, markedAt: sql`now()` },
        });
    }
  },

  /** How many of the batch's enrolled learners hold each mark for one session. */
  async counts(db: Executor, batchId: number, scheduleId: number): Promise<MarkResult> {
    const [people, rows] = await Promise.all([
      this.enrolled(db, batchId),
      db
        .select({ learnerId: attendanceMarks.learnerId, status: attendanceMarks.status })
        .from(attendanceMarks)
        .where(eq(attendanceMarks.scheduleId, scheduleId)),
    ]);
    const enrolledIds = new Set(people.map((person) => person.learnerId));
    const result: MarkResult = { sessionId: scheduleId, present: 0, late: 0, absent: 0, unmarked: 0 };
    for (const row of rows) if (enrolledIds.has(row.learnerId)) result[row.status]++;
    result.unmarked = enrolledIds.size - result.present - result.late - result.absent;
    return result;
  },

  /** Session codes are made one at a time per batch, so two staff clicks never make two codes. */
  async lockSession(db: Executor, scheduleId: number): Promise<void> {
    await db
      .select({ id: trainingSchedules.id })
      .from(trainingSchedules)
      .where(eq(trainingSchedules.id, scheduleId))
      .for("update");
  },

  async insertCode(db: Executor, scheduleId: number, code: string): Promise<void> {
    await db.insert(attendanceCheckInCodes).values({ scheduleId, code });
  },
};
