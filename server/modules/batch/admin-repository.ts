// The staff side of batches: a course's batches (upcoming or past, paged), one batch with
// its enrolment count and learners, and the writes of batches, schedule rows and recordings. Writes
// run inside the caller's audited transaction.
import type { AdminBatch, BatchInput, EnrolledLearner } from "@skillbridge/core/admin/batches";
import type { Recording, Schedule } from "@skillbridge/core/schemas";
import { and, asc, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { courses, enrolments, learners, recordings, trainingCards, trainingSchedules } from "../../db/schema.ts";
import { toTrainingCard, trainingCardColumns } from "./repository.ts";

type BatchValues = Required<Omit<BatchInput, "status" | "lateJoinUntil" | "batchFee" | "joinLink" | "languages">> & {
  /** Left out: English on a new batch (the column's default), unchanged on an update. */
  languages?: string[] | undefined;
  status: "A" | "I";
  lateJoinUntil?: string | null | undefined;
  /** The batch's own price in paise; null: the course's price. */
  batchFee?: number | null | undefined;
  joinLink?: string | null | undefined;
};

// Qualified by hand: Drizzle leaves columns unqualified in a one-table select, which inside this
// subquery would name the enrolment's own id.
const enrolledCount = sql<number>`(select count(*)::int from ${enrolments} e where e.training_card_id = "training_cards"."id")`;

function batchColumns(values: BatchValues) {
  return {
    startDate: values.batchStartDate,
    endDate: values.batchEndDate,
    startTime: values.batchStartTime,
    endTime: values.batchEndTime,
    studyMode: values.ictStudyMode,
    location: values.ictLocation,
    hours: values.ictHours,
    status: values.status,
    // Left out (an API caller that does not know it): unchanged on an update, none on a new batch.
    ...(values.lateJoinUntil !== undefined ? { lateJoinUntil: values.lateJoinUntil } : {}),
    ...(values.batchFee !== undefined ? { pricePaise: values.batchFee } : {}),
    ...(values.joinLink !== undefined ? { joinLink: values.joinLink } : {}),
    ...(values.languages !== undefined ? { languages: values.languages } : {}),
  };
}

const adminColumns = {
  ...trainingCardColumns,
  lateJoinUntil: trainingCards.lateJoinUntil,
  pricePaise: trainingCards.pricePaise,
  joinLink: trainingCards.joinLink,
  enrolled: enrolledCount,
};

const toSchedule = (row: typeof trainingSchedules.$inferSelect): Schedule => ({
  id: row.id,
  scheduleStart: row.startsAt.toISOString(),
  scheduleEnd: row.endsAt.toISOString(),
  totalHours: Number(row.totalHours),
});
const toRecording = (row: typeof recordings.$inferSelect): Recording => ({
  id: row.id,
  recordingTitle: row.title,
  recordingDateTime: row.recordedAt.toISOString(),
  recordingLink: row.link,
});

export const batchAdminRepository = {
  async course(db: Executor, courseId: number) {
    const [row] = await db
      .select({ id: courses.id, ictName: courses.name })
      .from(courses)
      .where(eq(courses.id, courseId));
    return row ?? null;
  },

  /**
   * One page of a course's batches: upcoming (start day today or later, IST; soonest first) or
   * past (started before today; latest first), with how many the other list holds.
   */
  async page(
    db: Executor,
    courseId: number,
    options: { when: "upcoming" | "past"; limit: number; offset: number; today: string },
  ) {
    const upcoming = gte(trainingCards.startDate, options.today);
    const past = lt(trainingCards.startDate, options.today);
    const [mine, other] = options.when === "upcoming" ? [upcoming, past] : [past, upcoming];
    const order =
      options.when === "upcoming"
        ? [asc(trainingCards.startDate), asc(trainingCards.startTime), asc(trainingCards.id)]
        : [desc(trainingCards.startDate), desc(trainingCards.startTime), desc(trainingCards.id)];
    const count = (where: ReturnType<typeof gte>) =>
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(trainingCards)
        .where(and(eq(trainingCards.courseId, courseId), where));
    const [rows, [total], [otherTotal]] = await Promise.all([
      db
        .select(adminColumns)
        .from(trainingCards)
        .where(and(eq(trainingCards.courseId, courseId), mine))
        .orderBy(...order)
        .limit(options.limit)
        .offset(options.offset),
      count(mine),
      count(other),
    ]);
    return {
      items: rows.map((row) => toTrainingCard(row) as AdminBatch),
      total: total?.n ?? 0,
      otherTotal: otherTotal?.n ?? 0,
    };
  },

  async find(db: Executor, id: number, lock = false): Promise<AdminBatch | null> {
    const query = db.select(adminColumns).from(trainingCards).where(eq(trainingCards.id, id));
    const [row] = await (lock ? query.for("update") : query);
    return row ? (toTrainingCard(row) as AdminBatch) : null;
  },

  async insert(db: Executor, courseId: number, values: BatchValues): Promise<number> {
    const [row] = await db
      .insert(trainingCards)
      .values({ courseId, ...batchColumns(values) })
      .returning({ id: trainingCards.id });
    return row!.id;
  },

  async update(db: Executor, id: number, values: BatchValues): Promise<void> {
    await db.update(trainingCards).set(batchColumns(values)).where(eq(trainingCards.id, id));
    // The place or mode may have changed: every session's calendar entry is updated.
    await db
      .update(trainingSchedules)
      .set({ sequence: sql`${trainingSchedules.sequence} + 1` })
      .where(eq(trainingSchedules.trainingCardId, id));
  },

  async learners(db: Executor, cardId: number): Promise<EnrolledLearner[]> {
    const rows = await db
      .select({
        id: learners.id,
        firstName: learners.firstName,
        lastName: learners.lastName,
        email: learners.email,
        enrolledAt: enrolments.createdAt,
      })
      .from(enrolments)
      .innerJoin(learners, eq(learners.id, enrolments.learnerId))
      .where(eq(enrolments.trainingCardId, cardId))
      .orderBy(asc(learners.firstName), asc(learners.lastName), asc(learners.id));
    return rows.map((row) => ({
      id: row.id,
      name: [row.firstName, row.lastName].filter(Boolean).join(" ") || row.email,
      email: row.email,
      enrolledAt: row.enrolledAt.toISOString(),
    }));
  },

  // ---- schedule rows ----
  async schedules(db: Executor, cardId: number): Promise<Schedule[]> {
    const rows = await db
      .select()
      .from(trainingSchedules)
      .where(eq(trainingSchedules.trainingCardId, cardId))
      .orderBy(asc(trainingSchedules.startsAt), asc(trainingSchedules.id));
    return rows.map(toSchedule);
  },
  async schedule(db: Executor, id: number, lock = false) {
    const query = db.select().from(trainingSchedules).where(eq(trainingSchedules.id, id));
    const [row] = await (lock ? query.for("update") : query);
    return row ? { trainingId: row.trainingCardId, item: toSchedule(row) } : null;
  },
  async addSchedule(db: Executor, cardId: number, input: Omit<Schedule, "id">): Promise<Schedule> {
    const [row] = await db
      .insert(trainingSchedules)
      .values({
        trainingCardId: cardId,
        startsAt: new Date(input.scheduleStart),
        endsAt: new Date(input.scheduleEnd),
        totalHours: input.totalHours,
      })
      .returning();
    return toSchedule(row!);
  },
  async updateSchedule(db: Executor, id: number, input: Omit<Schedule, "id">): Promise<Schedule> {
    const [row] = await db
      .update(trainingSchedules)
      .set({
        startsAt: new Date(input.scheduleStart),
        endsAt: new Date(input.scheduleEnd),
        totalHours: input.totalHours,
        // Calendars that subscribed to the learner's feed take the change (SEQUENCE).
        sequence: sql`${trainingSchedules.sequence} + 1`,
      })
      .where(eq(trainingSchedules.id, id))
      .returning();
    return toSchedule(row!);
  },
  async removeSchedule(db: Executor, id: number): Promise<void> {
    await db.delete(trainingSchedules).where(eq(trainingSchedules.id, id));
  },

  // ---- recordings ----
  async recordings(db: Executor, cardId: number): Promise<Recording[]> {
    const rows = await db
      .select()
      .from(recordings)
      .where(eq(recordings.trainingCardId, cardId))
      .orderBy(asc(recordings.recordedAt), asc(recordings.id));
    return rows.map(toRecording);
  },
  async recording(db: Executor, id: number, lock = false) {
    const query = db.select().from(recordings).where(eq(recordings.id, id));
    const [row] = await (lock ? query.for("update") : query);
    return row ? { trainingId: row.trainingCardId, item: toRecording(row) } : null;
  },
  async addRecording(db: Executor, cardId: number, input: Omit<Recording, "id">): Promise<Recording> {
    const [row] = await db
      .insert(recordings)
      .values({
        trainingCardId: cardId,
        title: input.recordingTitle,
        link: input.recordingLink,
        recordedAt: new Date(input.recordingDateTime),
      })
      .returning();
    return toRecording(row!);
  },
  async updateRecording(db: Executor, id: number, input: Omit<Recording, "id">): Promise<Recording> {
    const [row] = await db
      .update(recordings)
      .set({ title: input.recordingTitle, link: input.recordingLink, recordedAt: new Date(input.recordingDateTime) })
      .where(eq(recordings.id, id))
      .returning();
    return toRecording(row!);
  },
  async removeRecording(db: Executor, id: number): Promise<void> {
    await db.delete(recordings).where(eq(recordings.id, id));
  },
};
