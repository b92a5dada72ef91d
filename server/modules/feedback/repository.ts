// The staff view of learners' feedback: per batch, its average rating and count, paged
// and sorted in the database; and the feedback one batch received. Only active feedback counts.
import type {
  BatchFeedback,
  BatchFeedbackSummary,
  FeedbackSort,
  FeedbackSummaryList,
} from "@skillbridge/core/admin/batches";
import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { courses, feedbacks, learners, trainingCards } from "../../db/schema.ts";

const active = eq(feedbacks.status, "A");
const average = sql<string>`round(avg(${feedbacks.rating}), 2)`;
const count = sql<number>`count(*)::int`;
const latest = sql<Date>`max(${feedbacks.submittedAt})`;

const sortColumns: Record<FeedbackSort, SQL> = {
  latest: sql`max(${feedbacks.submittedAt})`,
  average: sql`avg(${feedbacks.rating})`,
  count: sql`count(*)`,
  start: sql`${trainingCards.startDate}`,
};

export const feedbackRepository = {
  async summary(
    db: Executor,
    options: { sort: FeedbackSort; order: "asc" | "desc"; limit: number; offset: number },
  ): Promise<FeedbackSummaryList> {
    const direction = options.order === "asc" ? asc : desc;
    const [rows, [total]] = await Promise.all([
      db
        .select({
          trainingId: trainingCards.id,
          courseId: courses.id,
          courseName: courses.name,
          batchStartDate: trainingCards.startDate,
          batchEndDate: trainingCards.endDate,
          average,
          count,
          latestAt: latest,
        })
        .from(feedbacks)
        .innerJoin(trainingCards, eq(trainingCards.id, feedbacks.trainingCardId))
        .innerJoin(courses, eq(courses.id, trainingCards.courseId))
        .where(active)
        .groupBy(trainingCards.id, courses.id)
        // A stable order: ties broken by the batch id.
        .orderBy(direction(sortColumns[options.sort]), direction(trainingCards.id))
        .limit(options.limit)
        .offset(options.offset),
      db
        .select({ n: sql<number>`count(distinct ${feedbacks.trainingCardId})::int` })
        .from(feedbacks)
        .where(active),
    ]);
    return {
      items: rows.map(
        (row): BatchFeedbackSummary => ({
          ...row,
          average: Number(row.average),
          latestAt: new Date(row.latestAt).toISOString(),
        }),
      ),
      total: total?.n ?? 0,
    };
  },

  async forBatch(db: Executor, cardId: number): Promise<BatchFeedback> {
    const rows = await db
      .select({
        id: feedbacks.id,
        firstName: learners.firstName,
        lastName: learners.lastName,
        learnerEmail: learners.email,
        rating: feedbacks.rating,
        message: feedbacks.message,
        trainer: feedbacks.trainer,
        submittedAt: feedbacks.submittedAt,
      })
      .from(feedbacks)
      .innerJoin(learners, eq(learners.id, feedbacks.learnerId))
      .where(and(eq(feedbacks.trainingCardId, cardId), active))
      .orderBy(desc(feedbacks.submittedAt), desc(feedbacks.id));
    const total = rows.reduce((sum, row) => sum + row.rating, 0);
    return {
      average: rows.length ? Math.round((total / rows.length) * 100) / 100 : null,
      count: rows.length,
      items: rows.map((row) => ({
        id: row.id,
        learnerName: [row.firstName, row.lastName].filter(Boolean).join(" ") || row.learnerEmail,
        learnerEmail: row.learnerEmail,
        rating: row.rating,
        message: row.message,
        trainer: row.trainer,
        submittedAt: row.submittedAt.toISOString(),
      })),
    };
  },

  async batchExists(db: Executor, cardId: number): Promise<boolean> {
    const [row] = await db.select({ id: trainingCards.id }).from(trainingCards).where(eq(trainingCards.id, cardId));
    return Boolean(row);
  },
};
