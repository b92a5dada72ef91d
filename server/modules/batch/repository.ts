// The only place that queries batches (training cards) and what hangs off one: schedule rows,
// recordings and feedback.
import type { Feedback, Recording, Schedule, TrainingCard } from "@skillbridge/core";
import { and, asc, eq, gte, ne } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { feedbacks, recordings, trainingCards, trainingSchedules } from "../../db/schema.ts";
import { batchFullSql } from "../payment/seat-repository.ts";

const hhmm = (time: string) => time.slice(0, 5);

export const trainingCardColumns = {
  id: trainingCards.id,
  ictId_id: trainingCards.courseId,
  ictHours: trainingCards.hours,
  ictLocation: trainingCards.location,
  ictStudyMode: trainingCards.studyMode,
  batchStartDate: trainingCards.startDate,
  batchEndDate: trainingCards.endDate,
  batchStartTime: trainingCards.startTime,
  batchEndTime: trainingCards.endTime,
  status: trainingCards.status,
  languages: trainingCards.languages,
};

type TrainingCardRow = Omit<TrainingCard, "status"> & { status: string };

export function toTrainingCard<T extends TrainingCardRow>(row: T): T & TrainingCard {
  return {
    ...row,
    batchStartTime: hhmm(row.batchStartTime),
    batchEndTime: hhmm(row.batchEndTime),
    status: row.status as TrainingCard["status"],
  };
}

export const batchRepository = {
  async forCourse(db: Executor, courseId: number, includeInactive: boolean): Promise<TrainingCard[]> {
    const rows = await db
      .select({ ...trainingCardColumns, isFull: batchFullSql })
      .from(trainingCards)
      .where(and(eq(trainingCards.courseId, courseId), includeInactive ? undefined : eq(trainingCards.status, "A")))
      .orderBy(asc(trainingCards.startDate), asc(trainingCards.id));
    return rows.map(toTrainingCard);
  },

  async byId(db: Executor, id: number) {
    const [row] = await db.select(trainingCardColumns).from(trainingCards).where(eq(trainingCards.id, id));
    return row ? toTrainingCard(row) : null;
  },

  /** When a batch's seats are sold: its start day and the late-joining day staff set, if any. */
  async saleWindow(db: Executor, id: number) {
    const [row] = await db
      .select({ startDate: trainingCards.startDate, lateJoinUntil: trainingCards.lateJoinUntil })
      .from(trainingCards)
      .where(eq(trainingCards.id, id));
    return row ?? null;
  },

  /** A course's next active batch starting on `today` or later (other than `exceptId`), soonest first. */
  async nextUpcoming(db: Executor, courseId: number, today: string, exceptId: number) {
    const [row] = await db
      .select(trainingCardColumns)
      .from(trainingCards)
      .where(
        and(
          eq(trainingCards.courseId, courseId),
          eq(trainingCards.status, "A"),
          gte(trainingCards.startDate, today),
          ne(trainingCards.id, exceptId),
        ),
      )
      .orderBy(asc(trainingCards.startDate), asc(trainingCards.startTime), asc(trainingCards.id))
      .limit(1);
    return row ? toTrainingCard(row) : null;
  },

  async schedules(db: Executor, cardId: number): Promise<Schedule[]> {
    const rows = await db
      .select()
      .from(trainingSchedules)
      .where(eq(trainingSchedules.trainingCardId, cardId))
      .orderBy(asc(trainingSchedules.startsAt));
    return rows.map((row) => ({
      id: row.id,
      scheduleStart: row.startsAt.toISOString(),
      scheduleEnd: row.endsAt.toISOString(),
      totalHours: Number(row.totalHours),
    }));
  },

  async recordings(db: Executor, cardId: number): Promise<Recording[]> {
    const rows = await db
      .select()
      .from(recordings)
      .where(eq(recordings.trainingCardId, cardId))
      .orderBy(asc(recordings.recordedAt));
    return rows.map((row) => ({
      id: row.id,
      recordingTitle: row.title,
      recordingDateTime: row.recordedAt.toISOString(),
      recordingLink: row.link,
    }));
  },

  async addFeedback(
    db: Executor,
    input: {
      learnerId: number;
      cardId: number;
      courseId: number;
      message: string;
      trainer: string;
      rating: number;
      publishConsent: boolean;
    },
  ): Promise<Feedback> {
    const [row] = await db
      .insert(feedbacks)
      .values({
        learnerId: input.learnerId,
        trainingCardId: input.cardId,
        courseId: input.courseId,
        message: input.message,
        trainer: input.trainer,
        rating: input.rating,
        publishConsent: input.publishConsent,
      })
      .returning();
    if (!row) throw new Error("feedback insert returned nothing");
    return {
      id: row.id,
      feedbackMsg: row.message,
      feedbackTrainer: row.trainer,
      feedbackRating: row.rating,
      feedbackDateTime: row.submittedAt.toISOString(),
      ictId_id: row.courseId,
      learnerId_id: row.learnerId,
      trainingId: row.trainingCardId,
      status: row.status as Feedback["status"],
      publishConsent: row.publishConsent,
    };
  },
};
