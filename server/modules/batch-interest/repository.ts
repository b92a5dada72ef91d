// The only place that queries "tell me when a batch opens" requests: store one (a repeat by the
// same e-mail for the same course stores nothing), claim a course's waiting ones for a new batch,
// and the staff views (every course's waiting people, one course's list).
import type { BatchInterest, WaitingInterest } from "@skillbridge/core/batch-interest";
import { and, asc, desc, eq, isNull, min, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { batchInterests, courses } from "../../db/schema.ts";

export type BatchInterestInsert = { courseId: number; name: string; email: string; phone: string | null };

export const batchInterestRepository = {
  /** Stores a request unless this e-mail (any case) already asked about this course; answers whether it was new. */
  async insert(db: Executor, input: BatchInterestInsert): Promise<boolean> {
    const rows = await db
      .insert(batchInterests)
      .values(input)
      .onConflictDoNothing()
      .returning({ id: batchInterests.id });
    return rows.length > 0;
  },

  /**
   * Marks every request of the course not yet told as told by this batch, answering who they
   * are. One UPDATE … WHERE notified_batch_id IS NULL: on PostgreSQL a second transaction
   * claiming the same rows waits for the first and then finds them taken, so each person is
   * claimed by exactly one batch. Call it inside the batch's own transaction, then queue the mails.
   */
  async claimWaiting(db: Executor, courseId: number, batchId: number) {
    return db
      .update(batchInterests)
      .set({ notifiedBatchId: batchId, notifiedAt: sql`now()` })
      .where(
        and(
          eq(batchInterests.courseId, courseId),
          isNull(batchInterests.notifiedBatchId),
          // A retired course's page is gone: its requests wait until it is served again.
          sql`exists (select 1 from courses c where c.id = ${courseId} and c.status = 'A')`,
        ),
      )
      .returning({ name: batchInterests.name, email: batchInterests.email });
  },

  /** Per course, the people still waiting and their oldest request, oldest first. */
  async waiting(db: Executor): Promise<WaitingInterest[]> {
    const oldest = min(batchInterests.createdAt);
    const rows = await db
      .select({
        ict_id: batchInterests.courseId,
        ictName: courses.name,
        waiting: sql<number>`count(*)::int`,
        oldest,
      })
      .from(batchInterests)
      .innerJoin(courses, eq(courses.id, batchInterests.courseId))
      .where(isNull(batchInterests.notifiedBatchId))
      .groupBy(batchInterests.courseId, courses.name)
      .orderBy(asc(oldest), asc(batchInterests.courseId));
    return rows.map((row) => ({ ...row, waiting: Number(row.waiting), oldest: new Date(row.oldest!).toISOString() }));
  },

  /** A course's requests, newest first, and how many still wait. */
  async forCourse(db: Executor, courseId: number): Promise<{ waiting: number; items: BatchInterest[] }> {
    const rows = await db
      .select()
      .from(batchInterests)
      .where(eq(batchInterests.courseId, courseId))
      .orderBy(desc(batchInterests.createdAt), desc(batchInterests.id));
    return {
      waiting: rows.filter((row) => row.notifiedBatchId === null).length,
      items: rows.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        phone: row.phone,
        createdAt: row.createdAt.toISOString(),
        notifiedBatchId: row.notifiedBatchId,
        notifiedAt: row.notifiedAt?.toISOString() ?? null,
      })),
    };
  },

  async courseName(db: Executor, courseId: number): Promise<string | null> {
    const [row] = await db.select({ name: courses.name }).from(courses).where(eq(courses.id, courseId));
    return row?.name ?? null;
  },
};
