// The only place that queries leads (enrolment requests), and what converting one reads and
// writes (convert.ts): its batch, the learner with its e-mail, the enrolment, the inbox history line.
import type { Lead } from "@skillbridge/core";
import { eq, sql } from "drizzle-orm";
import type { Executor, Tx } from "../../db/client.ts";
import { courses, enrolments, inboxHistory, leads, learners, trainingCards } from "../../db/schema.ts";
import type { FirstTouch } from "../../plugins/attribution.ts";
import type { submissionColumns } from "../submission/screening.ts";

function toLead(row: typeof leads.$inferSelect): Lead {
  return {
    id: row.id,
    leadName: row.name,
    leadEmail: row.email,
    leadContact: row.contact,
    briefRequirement: row.briefRequirement,
    leadStatus: row.status as Lead["leadStatus"],
    ictId_id: row.courseId,
    trainingId: row.trainingCardId,
    createdAt: row.createdAt.toISOString(),
  };
}

export const leadRepository = {
  async insert(
    db: Executor,
    input: {
      name: string;
      email: string;
      contact: string;
      briefRequirement: string;
      courseId: number;
      trainingCardId: number | null;
      couponCode?: string | null;
    } & ReturnType<typeof submissionColumns> &
      FirstTouch,
  ): Promise<Lead> {
    const [row] = await db
      .insert(leads)
      .values({ ...input, status: "new" })
      .returning();
    if (!row) throw new Error("lead insert returned nothing");
    return toLead(row);
  },
  async byId(db: Executor, id: number): Promise<Lead | null> {
    const [row] = await db.select().from(leads).where(eq(leads.id, id));
    return row ? toLead(row) : null;
  },

  // ---- Conversion (convert.ts), inside its audited transaction ----

  /** The batch to enrol in, with its course's name. */
  async batchWithCourse(db: Executor, batchId: number) {
    const [row] = await db
      .select({ card: trainingCards, courseName: courses.name })
      .from(trainingCards)
      .innerJoin(courses, eq(courses.id, trainingCards.courseId))
      .where(eq(trainingCards.id, batchId));
    return row ?? null;
  },

  /** The learner with this e-mail (any case), locked until the conversion commits. */
  async lockLearnerByEmail(tx: Tx, email: string) {
    const [row] = await tx.select().from(learners).where(sql`lower(${learners.email}) = lower(${email})`).for("update");
    return row ?? null;
  },

  /** The language of the page the lead's form was sent from. */
  async languageOf(db: Executor, leadId: number): Promise<string> {
    const [row] = await db.select({ language: leads.language }).from(leads).where(eq(leads.id, leadId));
    return row?.language ?? "en";
  },

  /** A new active learner without a password. */
  async insertLearner(
    tx: Tx,
    values: {
      firstName: string;
      lastName: string | null;
      email: string;
      contact: string;
      countryName?: string;
      stateCode?: string;
      language?: string;
    },
  ) {
    const [row] = await tx
      .insert(learners)
      .values({ ...values, status: "A" })
      .returning();
    return row!;
  },

  /** Enrols the learner in the batch: the enrolment, and whether it is new (an existing one stays). */
  async enrol(tx: Tx, learnerId: number, cardId: number) {
    const [inserted] = await tx
      .insert(enrolments)
      .values({ learnerId, trainingCardId: cardId })
      .onConflictDoNothing()
      .returning();
    if (inserted) return { enrolment: inserted, created: true };
    const [existing] = await tx
      .select()
      .from(enrolments)
      .where(sql`${enrolments.learnerId} = ${learnerId} and ${enrolments.trainingCardId} = ${cardId}`);
    return { enrolment: existing!, created: false };
  },

  /** The lead's history line saying which learner and batch it became. */
  async noteConversion(tx: Tx, input: { leadId: number; staffId: number | null; learnerId: number; cardId: number }) {
    await tx.insert(inboxHistory).values({
      itemType: "lead",
      itemId: input.leadId,
      staffId: input.staffId,
      field: "converted",
      fromValue: null,
      toValue: `learner #${input.learnerId}, batch #${input.cardId}`,
    });
  },
};
