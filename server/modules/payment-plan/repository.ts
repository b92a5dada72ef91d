// Payment plans in the database: a batch's plan (its parts as percentages and due days), and a
// chosen plan's parts, which are payment requests (part 1's id names the plan).

import { randomBytes } from "node:crypto";
import { type PlanPart, type PlanPartView, type Receivable, receivableBucket } from "@skillbridge/core/money";
import { and, asc, eq, inArray, isNotNull, lt, type SQL, sql } from "drizzle-orm";
import type { Executor, Tx } from "../../db/client.ts";
import { batchPaymentPlans, courses, documents, leads, paymentRequests, trainingCards } from "../../db/schema.ts";
import { hashOfToken, type StoredRequest } from "../payment/repository.ts";

/** A part's link works until this many days after its due day (staff can always make a new one). */
export const PART_LINK_DAYS_AFTER_DUE = 90;

export const paymentPlanRepository = {
  async planOf(db: Executor, batchId: number): Promise<PlanPart[] | null> {
    const [row] = await db.select().from(batchPaymentPlans).where(eq(batchPaymentPlans.trainingCardId, batchId));
    return row?.parts ?? null;
  },

  async savePlan(tx: Tx, batchId: number, parts: PlanPart[]): Promise<void> {
    await tx
      .insert(batchPaymentPlans)
      .values({ trainingCardId: batchId, parts })
      .onConflictDoUpdate({ target: batchPaymentPlans.trainingCardId, set: { parts, updatedAt: new Date() } });
  },

  async removePlan(tx: Tx, batchId: number): Promise<boolean> {
    const rows = await tx
      .delete(batchPaymentPlans)
      .where(eq(batchPaymentPlans.trainingCardId, batchId))
      .returning({ id: batchPaymentPlans.trainingCardId });
    return rows.length > 0;
  },

  /** Every part of a plan, in order. */
  async parts(db: Executor, planFirstId: number): Promise<StoredRequest[]> {
    return db
      .select()
      .from(paymentRequests)
      .where(eq(paymentRequests.planFirstId, planFirstId))
      .orderBy(asc(paymentRequests.partNo));
  },

  /** The parts as the payer sees them, this request's marked. */
  async partViews(db: Executor, request: Pick<StoredRequest, "id" | "planFirstId">): Promise<PlanPartView[]> {
    if (request.planFirstId == null) return [];
    const parts = await paymentPlanRepository.parts(db, request.planFirstId);
    return parts.map((part) => ({
      partNo: part.partNo!,
      dueOn: part.dueOn!,
      amountPaise: part.amountPaise,
      status: part.waivedAt ? "waived" : (part.status as PlanPartView["status"]),
      current: part.id === request.id,
    }));
  },

  /** A later part's request, with its own link (whose raw token is answered once, here). */
  async insertPart(
    tx: Tx,
    input: Pick<
      StoredRequest,
      | "leadId"
      | "trainingCardId"
      | "amountPaise"
      | "planFirstId"
      | "partNo"
      | "partCount"
      | "dueOn"
      | "payerState"
      | "payerGstin"
      | "payerLegalName"
      | "payerAddress"
    >,
  ) {
    const token = randomBytes(32).toString("base64url");
    const [row] = await tx
      .insert(paymentRequests)
      .values({ ...input, tokenHash: hashOfToken(token), expiresAt: linkExpiry(input.dueOn!) })
      .returning();
    return { request: row!, token };
  },

  /** Part 1 of a plan: the request the payer chose it on, now for part 1's amount. */
  async makeFirstPart(
    tx: Tx,
    id: number,
    values: { amountPaise: number; partCount: number; dueOn: string },
  ): Promise<StoredRequest> {
    const [row] = await tx
      .update(paymentRequests)
      .set({ ...values, planFirstId: id, partNo: 1 })
      .where(eq(paymentRequests.id, id))
      .returning();
    return row!;
  },

  /**
   * A new link for a part, the earlier one stopped: a reminder mail or the payer's own page asks
   * for it, since only a link's hash is kept. It works until well after the part's due day.
   */
  async newLink(tx: Tx, part: Pick<StoredRequest, "id" | "dueOn">): Promise<string> {
    const token = randomBytes(32).toString("base64url");
    await tx
      .update(paymentRequests)
      .set({ tokenHash: hashOfToken(token), expiresAt: linkExpiry(part.dueOn!) })
      .where(eq(paymentRequests.id, part.id));
    return token;
  },

  /** Marks a reminder queued, once: answers false when another process (or an earlier run) did. */
  async markReminded(tx: Tx, id: number, which: "before" | "due"): Promise<boolean> {
    const column = which === "before" ? paymentRequests.remindedBeforeAt : paymentRequests.remindedDueAt;
    const rows = await tx
      .update(paymentRequests)
      .set(which === "before" ? { remindedBeforeAt: new Date() } : { remindedDueAt: new Date() })
      .where(and(eq(paymentRequests.id, id), sql`${column} is null`, eq(paymentRequests.status, "open")))
      .returning({ id: paymentRequests.id });
    return rows.length > 0;
  },

  /** Open later parts due on or before `lastDay`, not yet reminded as `which` asks. */
  async dueForReminder(db: Executor, lastDay: string, which: "before" | "due") {
    const column = which === "before" ? paymentRequests.remindedBeforeAt : paymentRequests.remindedDueAt;
    return db
      .select({ request: paymentRequests, lead: leads, courseName: courses.name, startDate: trainingCards.startDate })
      .from(paymentRequests)
      .innerJoin(leads, eq(leads.id, paymentRequests.leadId))
      .innerJoin(trainingCards, eq(trainingCards.id, paymentRequests.trainingCardId))
      .innerJoin(courses, eq(courses.id, trainingCards.courseId))
      .where(
        and(
          eq(paymentRequests.status, "open"),
          sql`${paymentRequests.partNo} > 1`,
          sql`${paymentRequests.dueOn} <= ${lastDay}::date`,
          sql`${column} is null`,
        ),
      )
      .orderBy(asc(paymentRequests.dueOn), asc(paymentRequests.id))
      .limit(200);
  },

  /** Every open part of every plan (what payers owe), with its payer, course and proforma. */
  async receivables(db: Executor, today: string): Promise<Receivable[]> {
    const rows = await db
      .select({
        request: paymentRequests,
        payerName: leads.name,
        courseName: courses.name,
        batchStartDate: trainingCards.startDate,
        proformaNumber: documents.number,
      })
      .from(paymentRequests)
      .innerJoin(leads, eq(leads.id, paymentRequests.leadId))
      .innerJoin(trainingCards, eq(trainingCards.id, paymentRequests.trainingCardId))
      .innerJoin(courses, eq(courses.id, trainingCards.courseId))
      .leftJoin(documents, and(eq(documents.paymentRequestId, paymentRequests.id), eq(documents.kind, "proforma")))
      .where(and(eq(paymentRequests.status, "open"), isNotNull(paymentRequests.partNo)))
      .orderBy(asc(paymentRequests.dueOn), asc(paymentRequests.id));
    return rows.map((row) => ({
      requestId: row.request.id,
      payerName: row.payerName,
      courseName: row.courseName,
      batchStartDate: row.batchStartDate,
      partNo: row.request.partNo!,
      partCount: row.request.partCount!,
      dueOn: row.request.dueOn!,
      amountPaise: row.request.amountPaise,
      proformaNumber: row.proformaNumber ?? "",
      bucket: receivableBucket(row.request.dueOn!, today),
    }));
  },

  /**
   * The earliest part of a learner's plans on a batch left unpaid more than the pause allows
   * (`pausedBefore`: the last due day that does not pause yet), or null. Matched by e-mail, as
   * the learner's fees are.
   */
  async pausingPart(db: Executor, email: string, batchIds: readonly number[], pausedBefore: string) {
    if (batchIds.length === 0) return null;
    const [row] = await unpaidPartsOf(db, email, [
      lt(paymentRequests.dueOn, pausedBefore),
      inArray(paymentRequests.trainingCardId, [...batchIds]),
    ]).limit(1);
    return row ?? null;
  },

  /** The unpaid parts of this e-mail's plans due on or before `lastDay`, earliest first. */
  async openPartsOfEmail(db: Executor, email: string, lastDay: string) {
    const rows = await unpaidPartsOf(db, email, [sql`${paymentRequests.dueOn} <= ${lastDay}::date`]);
    return rows.map((row) => ({
      trainingCardId: row.request.trainingCardId,
      courseName: row.courseName,
      partNo: row.request.partNo!,
      partCount: row.request.partCount!,
      amountPaise: row.request.amountPaise,
      dueOn: row.request.dueOn!,
    }));
  },

  /** An unpaid part of a plan, only when its payer's e-mail is this one. */
  async openPartOfEmail(db: Executor, id: number, email: string) {
    const [row] = await db
      .select({ request: paymentRequests })
      .from(paymentRequests)
      .innerJoin(leads, eq(leads.id, paymentRequests.leadId))
      .where(
        and(
          eq(paymentRequests.id, id),
          eq(paymentRequests.status, "open"),
          isNotNull(paymentRequests.partNo),
          sql`lower(${leads.email}) = lower(${email})`,
        ),
      );
    return row?.request ?? null;
  },

  /** A part staff waive: cancelled (never to be paid), with when and why. */
  async waive(tx: Tx, id: number, reason: string): Promise<StoredRequest> {
    const [row] = await tx
      .update(paymentRequests)
      .set({ status: "cancelled", waivedAt: new Date(), waiveReason: reason })
      .where(eq(paymentRequests.id, id))
      .returning();
    return row!;
  },
};

/** The unpaid plan parts of a payer's e-mail with their course's name, earliest due first, narrowed by `where`. */
function unpaidPartsOf(db: Executor, email: string, where: SQL[]) {
  return db
    .select({ request: paymentRequests, courseName: courses.name })
    .from(paymentRequests)
    .innerJoin(leads, eq(leads.id, paymentRequests.leadId))
    .innerJoin(trainingCards, eq(trainingCards.id, paymentRequests.trainingCardId))
    .innerJoin(courses, eq(courses.id, trainingCards.courseId))
    .where(
      and(
        eq(paymentRequests.status, "open"),
        isNotNull(paymentRequests.partNo),
        sql`lower(${leads.email}) = lower(${email})`,
        ...where,
      ),
    )
    .orderBy(asc(paymentRequests.dueOn))
    .$dynamic();
}

function linkExpiry(dueOn: string): Date {
  const [y, m, d] = dueOn.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + PART_LINK_DAYS_AFTER_DUE));
}
