// The attendance grid of a batch and one learner's own record, assembled from the repository with
// core's rules (a session counts once held; present and late count as attended).
import { type AttendanceSheet, attendanceSummary, type MyAttendance, sessionHeld } from "@skillbridge/core/attendance";
import { dayInIndia } from "@skillbridge/core/rules";
import type { Executor } from "../../db/client.ts";
import { attendanceRepository as repo, type Session } from "./repository.ts";

const sessionView = (session: Session, today: string) => ({
  id: session.id,
  startsAt: session.startsAt.toISOString(),
  endsAt: session.endsAt.toISOString(),
  held: sessionHeld(session.startsAt, today),
});

export async function attendanceSheet(
  db: Executor,
  batch: { id: number; courseName: string },
  now = new Date(),
): Promise<AttendanceSheet> {
  const today = dayInIndia(now);
  const [sessions, people, marks] = await Promise.all([
    repo.sessions(db, batch.id),
    repo.enrolled(db, batch.id),
    repo.marks(db, batch.id),
  ]);
  const byLearner = new Map<number, Record<string, (typeof marks)[number]["status"]>>();
  for (const mark of marks) {
    const held = byLearner.get(mark.learnerId) ?? {};
    held[String(mark.scheduleId)] = mark.status;
    byLearner.set(mark.learnerId, held);
  }
  return {
    batchId: batch.id,
    courseName: batch.courseName,
    sessions: sessions.map((session) => ({ ...sessionView(session, today), checkInCode: session.checkInCode })),
    learners: people.map((person) => {
      const own = byLearner.get(person.learnerId) ?? {};
      const summary = attendanceSummary(
        sessions.map((session) => ({ startsAt: session.startsAt, status: own[String(session.id)] })),
        today,
      );
      return { ...person, marks: own, ...summary };
    }),
  };
}

export async function ownAttendance(
  db: Executor,
  batchId: number,
  learnerId: number,
  now = new Date(),
): Promise<MyAttendance> {
  const today = dayInIndia(now);
  const [sessions, marks] = await Promise.all([repo.sessions(db, batchId), repo.marks(db, batchId, learnerId)]);
  const status = new Map(marks.map((mark) => [mark.scheduleId, mark.status]));
  const rows = sessions.map((session) => ({ ...sessionView(session, today), status: status.get(session.id) ?? null }));
  return { batchId, sessions: rows, ...attendanceSummary(rows, today) };
}
