// The only place that queries certificates: a batch with what a certificate copies
// from it, its roster (learners, completion marks, certificates), issuing, revoking, a learner's
// own certificates and the lookup by code. Writes run inside the caller's audited transaction.
import type { Certificate, RosterEntry } from "@skillbridge/core";
import { and, asc, desc, eq, isNull } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { certificates, courseHours, courses, enrolments, learners, trainingCards } from "../../db/schema.ts";

type Row = typeof certificates.$inferSelect;

export const toCertificate = (row: Row): Certificate => ({
  id: row.id,
  code: row.code,
  learnerId: row.learnerId,
  batchId: row.trainingCardId,
  learnerName: row.learnerName,
  courseName: row.courseName,
  trainingHours: row.trainingHours,
  labHours: row.labHours,
  batchStartDate: row.batchStartDate,
  batchEndDate: row.batchEndDate,
  issuedAt: row.issuedAt.toISOString(),
  revokedAt: row.revokedAt?.toISOString() ?? null,
  revokedReason: row.revokedReason,
});

const nameOf = (row: { firstName: string | null; lastName: string | null; email: string }) =>
  [row.firstName, row.lastName].filter(Boolean).join(" ") || row.email;

export type IssuableBatch = {
  id: number;
  courseName: string;
  trainingHours: number;
  labHours: number;
  startDate: string;
  endDate: string | null;
};

export const certificateRepository = {
  async batch(db: Executor, batchId: number): Promise<IssuableBatch | null> {
    const [row] = await db
      .select({
        id: trainingCards.id,
        courseName: courses.name,
        trainingHours: courseHours.trainingHours,
        labHours: courseHours.labHours,
        startDate: trainingCards.startDate,
        endDate: trainingCards.endDate,
      })
      .from(trainingCards)
      .innerJoin(courses, eq(courses.id, trainingCards.courseId))
      .leftJoin(courseHours, eq(courseHours.courseId, courses.id))
      .where(eq(trainingCards.id, batchId));
    if (!row) return null;
    return { ...row, trainingHours: row.trainingHours ?? 0, labHours: row.labHours ?? 0 };
  },

  /** Issues for one batch wait for each other, so two clicks never certify a learner twice. */
  async lockBatch(db: Executor, batchId: number): Promise<void> {
    await db.select({ id: trainingCards.id }).from(trainingCards).where(eq(trainingCards.id, batchId)).for("update");
  },

  /** When each learner of a batch enrolled on it, by learner id. */
  async enrolledAt(db: Executor, batchId: number): Promise<Map<number, Date>> {
    const rows = await db
      .select({ learnerId: enrolments.learnerId, createdAt: enrolments.createdAt })
      .from(enrolments)
      .where(eq(enrolments.trainingCardId, batchId));
    return new Map(rows.map((row) => [row.learnerId, row.createdAt]));
  },

  /** Every enrolled learner of a batch with their mark and their latest certificate for it. */
  async roster(db: Executor, batchId: number): Promise<RosterEntry[]> {
    const [people, issued] = await Promise.all([
      db
        .select({
          learnerId: learners.id,
          firstName: learners.firstName,
          lastName: learners.lastName,
          email: learners.email,
          completed: enrolments.completed,
          notCompletedReason: enrolments.notCompletedReason,
        })
        .from(enrolments)
        .innerJoin(learners, eq(learners.id, enrolments.learnerId))
        .where(eq(enrolments.trainingCardId, batchId))
        .orderBy(asc(learners.firstName), asc(learners.lastName), asc(learners.id)),
      db
        .select()
        .from(certificates)
        .where(eq(certificates.trainingCardId, batchId))
        .orderBy(asc(certificates.issuedAt), asc(certificates.id)),
    ]);
    // A valid certificate wins over revoked ones; among revoked ones the latest.
    const current = new Map<number, Row>();
    for (const row of issued) {
      const held = current.get(row.learnerId);
      if (!held || row.revokedAt === null || held.revokedAt !== null) current.set(row.learnerId, row);
    }
    return people.map((person) => {
      const certificate = current.get(person.learnerId);
      return {
        learnerId: person.learnerId,
        name: nameOf(person),
        email: person.email,
        completed: person.completed,
        notCompletedReason: person.completed === false ? person.notCompletedReason : null,
        certificate: certificate ? toCertificate(certificate) : null,
      };
    });
  },

  /** A completion mark; the reason is kept only with "not completed". */
  async setCompletion(
    db: Executor,
    batchId: number,
    learnerId: number,
    completed: boolean | null,
    reason: string | null,
  ): Promise<boolean> {
    const rows = await db
      .update(enrolments)
      .set({ completed, notCompletedReason: completed === false ? reason : null })
      .where(and(eq(enrolments.trainingCardId, batchId), eq(enrolments.learnerId, learnerId)))
      .returning({ id: enrolments.id });
    return rows.length > 0;
  },

  async insert(db: Executor, values: typeof certificates.$inferInsert): Promise<Certificate> {
    const [row] = await db.insert(certificates).values(values).returning();
    return toCertificate(row!);
  },

  async find(db: Executor, id: number, forUpdate = false): Promise<Certificate | null> {
    const query = db.select().from(certificates).where(eq(certificates.id, id));
    const [row] = forUpdate ? await query.for("update") : await query;
    return row ? toCertificate(row) : null;
  },

  async revoke(db: Executor, id: number, reason: string, staffId: number | null): Promise<Certificate> {
    const [row] = await db
      .update(certificates)
      .set({ revokedAt: new Date(), revokedReason: reason, revokedBy: staffId })
      .where(and(eq(certificates.id, id), isNull(certificates.revokedAt)))
      .returning();
    return toCertificate(row!);
  },

  async ofLearner(db: Executor, learnerId: number): Promise<Certificate[]> {
    const rows = await db
      .select()
      .from(certificates)
      .where(eq(certificates.learnerId, learnerId))
      .orderBy(desc(certificates.issuedAt), desc(certificates.id));
    return rows.map(toCertificate);
  },

  /** The exam score a certificate shows (issued by a completion rule that shows it), or null. */
  async examPercentOf(db: Executor, id: number): Promise<number | null> {
    const [row] = await db
      .select({ examPercent: certificates.examPercent })
      .from(certificates)
      .where(eq(certificates.id, id));
    return row?.examPercent ?? null;
  },

  async byCode(db: Executor, code: string): Promise<Certificate | null> {
    const [row] = await db.select().from(certificates).where(eq(certificates.code, code));
    return row ? toCertificate(row) : null;
  },
};
