// The only place that queries Razorpay's side of payments: payment links made for a
// request, webhook events seen, and gateway payments recorded once by their Razorpay id.
import { and, desc, eq, gt, inArray } from "drizzle-orm";
import type { Executor, Tx } from "../../db/client.ts";
import { gatewayEvents, gatewayLinks, paymentRequests, payments } from "../../db/schema.ts";

export const gatewayRepository = {
  async linksMade(db: Executor, requestId: number): Promise<number> {
    const rows = await db
      .select({ id: gatewayLinks.id })
      .from(gatewayLinks)
      .where(eq(gatewayLinks.paymentRequestId, requestId));
    return rows.length;
  },

  /** The request's newest payment link. */
  async latestLink(db: Executor, requestId: number) {
    const [row] = await db
      .select()
      .from(gatewayLinks)
      .where(eq(gatewayLinks.paymentRequestId, requestId))
      .orderBy(desc(gatewayLinks.id))
      .limit(1);
    return row ?? null;
  },

  async insertLink(db: Executor, values: typeof gatewayLinks.$inferInsert): Promise<void> {
    await db.insert(gatewayLinks).values(values);
  },

  /** The links of these requests made since `since` (older ones have expired on Razorpay's side). */
  async linksSince(db: Executor, requestIds: number[], since: Date): Promise<string[]> {
    if (requestIds.length === 0) return [];
    const rows = await db
      .select({ linkId: gatewayLinks.linkId })
      .from(gatewayLinks)
      .where(and(inArray(gatewayLinks.paymentRequestId, requestIds), gt(gatewayLinks.createdAt, since)));
    return rows.map((row) => row.linkId);
  },

  async linkById(db: Executor, linkId: string) {
    const [row] = await db.select().from(gatewayLinks).where(eq(gatewayLinks.linkId, linkId));
    return row ?? null;
  },

  async linkByReference(db: Executor, referenceId: string) {
    const [row] = await db.select().from(gatewayLinks).where(eq(gatewayLinks.referenceId, referenceId));
    return row ?? null;
  },

  /** true the first time an event id is seen (inside the transaction that applies it). */
  async firstSight(tx: Tx, eventId: string, event: string): Promise<boolean> {
    const rows = await tx.insert(gatewayEvents).values({ eventId, event }).onConflictDoNothing().returning();
    return rows.length === 1;
  },

  /** A captured gateway payment, recorded once: null when its Razorpay id is recorded already. */
  async insertPayment(tx: Tx, input: { requestId: number; gatewayPaymentId: string; amountPaise: number }) {
    const [row] = await tx
      .insert(payments)
      .values({
        paymentRequestId: input.requestId,
        method: "razorpay",
        gatewayPaymentId: input.gatewayPaymentId,
        amountPaise: input.amountPaise,
      })
      .onConflictDoNothing()
      .returning();
    return row ?? null;
  },

  async releaseHold(tx: Tx, requestId: number): Promise<void> {
    await tx.update(paymentRequests).set({ holdUntil: null }).where(eq(paymentRequests.id, requestId));
  },
};
