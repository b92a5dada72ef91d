// The only place that queries refunds: a payment's refunds and what is left of it, a
// Razorpay refund by its id, the credit notes of a fee, and the enrolment a full refund ends. A
// failed refund (Razorpay's refund.failed) gave nothing back: it counts nowhere.
import { and, asc, eq, inArray, isNotNull, isNull, lte, ne, or, sql } from "drizzle-orm";
import type { Executor, Tx } from "../../db/client.ts";
import { documents, enrolments, leads, learners, paymentRequests, payments, refunds } from "../../db/schema.ts";

export type StoredRefund = typeof refunds.$inferSelect;

export const refundRepository = {
  /** A payment's refunds that count: pending (reserved) and processed, not failed. */
  async ofPayment(db: Executor, paymentId: number): Promise<StoredRefund[]> {
    return db
      .select()
      .from(refunds)
      .where(and(eq(refunds.paymentId, paymentId), ne(refunds.status, "failed")))
      .orderBy(refunds.id);
  },

  /** What of a payment has a credit note already (the next note reverses the invoice's rest). */
  async creditedOf(db: Executor, paymentId: number): Promise<number> {
    const [row] = await db
      .select({ paise: sql<string>`coalesce(sum(${refunds.amountPaise}), 0)` })
      .from(refunds)
      .where(and(eq(refunds.paymentId, paymentId), isNotNull(refunds.creditNoteId)));
    return Number(row?.paise ?? 0);
  },

  /** What of a payment is refunded for sure: made by hand, or taken by Razorpay (its id known). */
  async acceptedOf(db: Executor, paymentId: number): Promise<number> {
    const [row] = await db
      .select({ paise: sql<string>`coalesce(sum(${refunds.amountPaise}), 0)` })
      .from(refunds)
      .where(
        and(
          eq(refunds.paymentId, paymentId),
          ne(refunds.status, "failed"),
          or(eq(refunds.status, "processed"), isNotNull(refunds.gatewayRefundId)),
        ),
      );
    return Number(row?.paise ?? 0);
  },

  /**
   * Razorpay refunds reserved before `before` that never got Razorpay's refund id: the process
   * that reserved them may have stopped before (or while) asking. With their payment's Razorpay id.
   */
  async staleReservations(db: Executor, before: Date, limit: number) {
    return db
      .select({ refund: refunds, gatewayPaymentId: payments.gatewayPaymentId })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(
        and(
          eq(refunds.status, "pending"),
          eq(refunds.method, "razorpay"),
          isNull(refunds.gatewayRefundId),
          lte(refunds.createdAt, before),
        ),
      )
      .orderBy(asc(refunds.id))
      .limit(limit);
  },

  async byId(db: Executor, id: number): Promise<StoredRefund | null> {
    const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
    return row ?? null;
  },

  async setGatewayId(tx: Tx, id: number, gatewayRefundId: string): Promise<StoredRefund> {
    const [row] = await tx.update(refunds).set({ gatewayRefundId }).where(eq(refunds.id, id)).returning();
    return row!;
  },

  async markFailed(tx: Tx, id: number): Promise<StoredRefund> {
    const [row] = await tx
      .update(refunds)
      .set({ status: "failed", failedAt: new Date() })
      .where(eq(refunds.id, id))
      .returning();
    return row!;
  },

  /** A reservation Razorpay refused: it never was a refund, so it goes (its deletion audited). */
  async void(tx: Tx, id: number): Promise<void> {
    await tx.delete(refunds).where(eq(refunds.id, id));
  },

  async insert(tx: Tx, values: typeof refunds.$inferInsert): Promise<StoredRefund> {
    const [row] = await tx.insert(refunds).values(values).returning();
    return row!;
  },

  async byGatewayId(db: Executor, gatewayRefundId: string): Promise<StoredRefund | null> {
    const [row] = await db.select().from(refunds).where(eq(refunds.gatewayRefundId, gatewayRefundId));
    return row ?? null;
  },

  async markProcessed(tx: Tx, id: number, creditNoteId: number | null): Promise<StoredRefund> {
    const [row] = await tx
      .update(refunds)
      .set({ status: "processed", processedAt: new Date(), creditNoteId })
      .where(eq(refunds.id, id))
      .returning();
    return row!;
  },

  /** A gateway payment by Razorpay's id, locked (its refunds are counted under this lock). */
  async lockGatewayPayment(tx: Tx, gatewayPaymentId: string) {
    const [row] = await tx.select().from(payments).where(eq(payments.gatewayPaymentId, gatewayPaymentId)).for("update");
    return row ?? null;
  },

  /** Each payment's refunds with their credit notes, for the staff list. */
  async ofPayments(db: Executor, paymentIds: number[]) {
    if (paymentIds.length === 0) return [];
    return db
      .select({
        refund: refunds,
        creditNote: { id: documents.id, number: documents.number, issuedAt: documents.issuedAt },
      })
      .from(refunds)
      .leftJoin(documents, eq(documents.id, refunds.creditNoteId))
      .where(and(inArray(refunds.paymentId, paymentIds), ne(refunds.status, "failed")))
      .orderBy(refunds.id);
  },

  /** The refunds of these payments Razorpay reported failed: staff see them beside the payment. */
  async failedOf(db: Executor, paymentIds: number[]) {
    if (paymentIds.length === 0) return [];
    return db
      .select()
      .from(refunds)
      .where(and(inArray(refunds.paymentId, paymentIds), eq(refunds.status, "failed")))
      .orderBy(refunds.id);
  },

  /** The amounts of payments, by id. */
  async amountsOf(db: Executor, paymentIds: number[]) {
    if (paymentIds.length === 0) return [];
    return db
      .select({ id: payments.id, amountPaise: payments.amountPaise })
      .from(payments)
      .where(inArray(payments.id, paymentIds));
  },

  /** The tax invoice a credit note reverses (through its refund's payment). */
  async originalInvoiceOf(db: Executor, creditNoteId: number) {
    const [row] = await db
      .select({ id: documents.id, number: documents.number, issuedAt: documents.issuedAt })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .innerJoin(documents, eq(documents.id, payments.invoiceId))
      .where(eq(refunds.creditNoteId, creditNoteId));
    return row ?? null;
  },

  /** What was refunded of a fee's payments, a payment flagged for refund's included (no credit note). */
  async refundedOfRequest(db: Executor, paymentRequestId: number): Promise<number> {
    const [row] = await db
      .select({ paise: sql<string>`coalesce(sum(${refunds.amountPaise}), 0)` })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(and(eq(payments.paymentRequestId, paymentRequestId), ne(refunds.status, "failed")));
    return Number(row?.paise ?? 0);
  },

  /** A fee's credit notes, oldest first (the learner's "Fees & invoices"). */
  async creditNotesOfRequest(db: Executor, paymentRequestId: number) {
    return db
      .select()
      .from(documents)
      .where(and(eq(documents.paymentRequestId, paymentRequestId), eq(documents.kind, "credit_note")))
      .orderBy(documents.id);
  },

  /** A fee refunded in full: no longer paid, no longer the lead's live request. */
  async markRequestRefunded(tx: Tx, id: number) {
    const [row] = await tx
      .update(paymentRequests)
      .set({ status: "refunded" })
      .where(eq(paymentRequests.id, id))
      .returning();
    return row!;
  },

  /**
   * Ends the enrolment a payment paid for (its lead's learner on its batch) and answers it, or null
   * when there is none: the seat is free again.
   */
  /** The parts of a plan not yet paid, cancelled (its part 1 was refunded in full). */
  async cancelOpenPartsOf(tx: Tx, planFirstId: number) {
    return tx
      .update(paymentRequests)
      .set({ status: "cancelled" })
      .where(and(eq(paymentRequests.planFirstId, planFirstId), eq(paymentRequests.status, "open")))
      .returning({ id: paymentRequests.id, status: paymentRequests.status });
  },

  async endEnrolmentOf(tx: Tx, paymentRequestId: number) {
    const [row] = await tx
      .select({ learnerId: learners.id, trainingCardId: paymentRequests.trainingCardId })
      .from(paymentRequests)
      .innerJoin(leads, eq(leads.id, paymentRequests.leadId))
      .innerJoin(learners, sql`lower(${learners.email}) = lower(${leads.email})`)
      .where(eq(paymentRequests.id, paymentRequestId));
    if (!row) return null;
    const [ended] = await tx
      .delete(enrolments)
      .where(and(eq(enrolments.learnerId, row.learnerId), eq(enrolments.trainingCardId, row.trainingCardId)))
      .returning();
    return ended ?? null;
  },
};
