// Learners' feedback as reviews. Only feedback the learner agreed to publish is
// listed for staff; approving it (a CHECK in the database also refuses an approval without
// consent) puts it on its course page, unapproving takes it off again.
import type { AdminReview, AdminReviewList } from "@skillbridge/core/admin/trust";
import { and, count, desc, eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { courses, feedbacks, learners } from "../../db/schema.ts";

const columns = {
  id: feedbacks.id,
  courseId: feedbacks.courseId,
  courseName: courses.name,
  firstName: learners.firstName,
  lastName: learners.lastName,
  email: learners.email,
  rating: feedbacks.rating,
  message: feedbacks.message,
  submittedAt: feedbacks.submittedAt,
  approvedAt: feedbacks.approvedAt,
  publishConsent: feedbacks.publishConsent,
};

const select = (db: Executor, where: SQL | undefined) =>
  db
    .select(columns)
    .from(feedbacks)
    .innerJoin(courses, eq(courses.id, feedbacks.courseId))
    .innerJoin(learners, eq(learners.id, feedbacks.learnerId))
    .where(where);
type Row = Awaited<ReturnType<typeof select>>[number];

function toReview(row: Row): AdminReview {
  return {
    id: row.id,
    courseId: row.courseId,
    courseName: row.courseName,
    learnerName: [row.firstName, row.lastName].filter(Boolean).join(" ") || row.email,
    rating: row.rating,
    message: row.message,
    submittedAt: row.submittedAt.toISOString(),
    approvedAt: row.approvedAt ? row.approvedAt.toISOString() : null,
  };
}

export const reviewRepository = {
  async list(
    db: Executor,
    options: { state?: "pending" | "approved"; limit: number; offset: number },
  ): Promise<AdminReviewList> {
    const state =
      options.state === "pending"
        ? isNull(feedbacks.approvedAt)
        : options.state === "approved"
          ? isNotNull(feedbacks.approvedAt)
          : undefined;
    const where = and(eq(feedbacks.publishConsent, true), eq(feedbacks.status, "A"), state);
    const [rows, [total]] = await Promise.all([
      select(db, where)
        .orderBy(desc(feedbacks.submittedAt), desc(feedbacks.id))
        .limit(options.limit)
        .offset(options.offset),
      db.select({ n: count() }).from(feedbacks).where(where),
    ]);
    return { items: rows.map(toReview), total: total?.n ?? 0 };
  },

  async find(db: Executor, id: number): Promise<(AdminReview & { publishConsent: boolean }) | null> {
    const [row] = await select(db, eq(feedbacks.id, id));
    return row ? { ...toReview(row), publishConsent: row.publishConsent } : null;
  },

  async setApproved(db: Executor, id: number, staffId: number | null, approved: boolean): Promise<void> {
    await db
      .update(feedbacks)
      .set(approved ? { approvedAt: new Date(), approvedBy: staffId } : { approvedAt: null, approvedBy: null })
      .where(eq(feedbacks.id, id));
  },
};
