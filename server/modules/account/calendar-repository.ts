// The only place that reads the sessions of a learner's calendar feed: every session of
// every batch they are enrolled in, with its course, place and SEQUENCE.
import { asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { courses, enrolments, trainingCards, trainingSchedules } from "../../db/schema.ts";
import type { CalendarSession } from "./ical.ts";

export const calendarRepository = {
  async sessionsOf(db: Executor, learnerId: number): Promise<CalendarSession[]> {
    return db
      .select({
        scheduleId: trainingSchedules.id,
        courseName: courses.name,
        startsAt: trainingSchedules.startsAt,
        endsAt: trainingSchedules.endsAt,
        location: trainingCards.location,
        studyMode: trainingCards.studyMode,
        sequence: trainingSchedules.sequence,
        joinLink: trainingCards.joinLink,
      })
      .from(enrolments)
      .innerJoin(trainingCards, eq(trainingCards.id, enrolments.trainingCardId))
      .innerJoin(courses, eq(courses.id, trainingCards.courseId))
      .innerJoin(trainingSchedules, eq(trainingSchedules.trainingCardId, trainingCards.id))
      .where(eq(enrolments.learnerId, learnerId))
      .orderBy(asc(trainingSchedules.startsAt), asc(trainingSchedules.id));
  },
};
