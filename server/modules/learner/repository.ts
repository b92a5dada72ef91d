// The only place that queries learners and their enrolments.
import type { Enrolment, Learner, StudyMaterial } from "@skillbridge/core";
import { and, asc, desc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { courses, enrolments, learners, studyMaterials, trainingCards } from "../../db/schema.ts";
import { toTrainingCard, trainingCardColumns } from "../batch/repository.ts";

export const learnerRepository = {
  async profile(db: Executor, id: number): Promise<Learner | null> {
    const [row] = await db.select().from(learners).where(eq(learners.id, id));
    if (!row) return null;
    return {
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      username: row.username,
      email: row.email,
      contact: row.contact,
      orgName: row.orgName,
      countryName: row.countryName,
      status: row.status as Learner["status"],
      createdAt: row.createdAt.toISOString(),
    };
  },

  /** The learner's enrolments, newest batch first, each with its batch and course name. */
  async enrolments(db: Executor, learnerId: number): Promise<Enrolment[]> {
    const rows = await db
      .select({
        enrolmentId: enrolments.id,
        createdAt: enrolments.createdAt,
        ictName: courses.name,
        ...trainingCardColumns,
        joinLink: trainingCards.joinLink,
      })
      .from(enrolments)
      .innerJoin(trainingCards, eq(trainingCards.id, enrolments.trainingCardId))
      .innerJoin(courses, eq(courses.id, trainingCards.courseId))
      .where(eq(enrolments.learnerId, learnerId))
      .orderBy(desc(trainingCards.startDate), asc(enrolments.id));
    return rows.map(({ enrolmentId, createdAt, ...card }) => ({
      id: enrolmentId,
      createdAt: createdAt.toISOString(),
      trainingCard: toTrainingCard(card),
    }));
  },

  async isEnrolledInBatch(db: Executor, learnerId: number, cardId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: enrolments.id })
      .from(enrolments)
      .where(and(eq(enrolments.learnerId, learnerId), eq(enrolments.trainingCardId, cardId)));
    return Boolean(row);
  },

  /** The learner's batches of a course (none: not enrolled in it). */
  async batchIdsInCourse(db: Executor, learnerId: number, courseId: number): Promise<number[]> {
    const rows = await db
      .select({ id: enrolments.trainingCardId })
      .from(enrolments)
      .innerJoin(trainingCards, eq(trainingCards.id, enrolments.trainingCardId))
      .where(and(eq(enrolments.learnerId, learnerId), eq(trainingCards.courseId, courseId)));
    return rows.map((row) => row.id);
  },

  async isEnrolledInCourse(db: Executor, learnerId: number, courseId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: enrolments.id })
      .from(enrolments)
      .innerJoin(trainingCards, eq(trainingCards.id, enrolments.trainingCardId))
      .where(and(eq(enrolments.learnerId, learnerId), eq(trainingCards.courseId, courseId)))
      .limit(1);
    return Boolean(row);
  },

  /** Sets an active learner's password hash; false when there is no such active learner. */
  async setPassword(db: Executor, id: number, passwordHash: string): Promise<boolean> {
    const [updated] = await db
      .update(learners)
      .set({ passwordHash })
      .where(and(eq(learners.id, id), eq(learners.status, "A")))
      .returning({ id: learners.id });
    return Boolean(updated);
  },

  async studyMaterials(db: Executor, courseId: number): Promise<StudyMaterial[]> {
    return db
      .select({
        id: studyMaterials.id,
        SMName: studyMaterials.name,
        SMType: studyMaterials.type,
        SMSrc: studyMaterials.src,
      })
      .from(studyMaterials)
      .where(eq(studyMaterials.courseId, courseId))
      .orderBy(asc(studyMaterials.position), asc(studyMaterials.id));
  },
};
