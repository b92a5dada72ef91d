// The only place that queries UTR disputes: a payer's claim refused because its UTR is already
// claimed for another request, kept for staff (see schema-reconciliation.ts), and the claims a
// UTR names with their payer and proforma, as staff see them side by side.
import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import type { Executor, Tx } from "../../db/client.ts";
import { documents, leads, paymentRequests, payments, utrDisputes } from "../../db/schema.ts";

export type StoredDispute = typeof utrDisputes.$inferSelect;

/** A request's payer and proforma number, as staff find it in the payments list. */
const party = { payerName: leads.name, proformaNumber: documents.number } as const;

export const utrDisputeRepository = {
  async unresolvedOf(db: Executor, requestId: number): Promise<StoredDispute[]> {
    return db
      .select()
      .from(utrDisputes)
      .where(and(eq(utrDisputes.paymentRequestId, requestId), isNull(utrDisputes.resolvedAt)))
      .orderBy(utrDisputes.id);
  },

  /** The dispute, or null when this request's payer had already been refused this UTR. */
  async insert(
    tx: Tx,
    input: { requestId: number; method: string; utr: string; heldByPaymentId: number | null },
  ): Promise<StoredDispute | null> {
    const [row] = await tx
      .insert(utrDisputes)
      .values({
        paymentRequestId: input.requestId,
        method: input.method,
        utr: input.utr,
        heldByPaymentId: input.heldByPaymentId,
      })
      .onConflictDoNothing()
      .returning();
    return row ?? null;
  },

  /** A paid request's disputes are settled: its payer has nothing left to claim. */
  async resolveOf(tx: Tx, requestId: number): Promise<void> {
    await tx
      .update(utrDisputes)
      .set({ resolvedAt: new Date() })
      .where(and(eq(utrDisputes.paymentRequestId, requestId), isNull(utrDisputes.resolvedAt)));
  },

  /** The payer and proforma of a request. */
  async partyOf(db: Executor, requestId: number): Promise<{ payerName: string; proformaNumber: string }> {
    const [row] = await db
      .select(party)
      .from(paymentRequests)
      .innerJoin(leads, eq(leads.id, paymentRequests.leadId))
      .leftJoin(documents, and(eq(documents.paymentRequestId, paymentRequests.id), eq(documents.kind, "proforma")))
      .where(eq(paymentRequests.id, requestId));
    return { payerName: row?.payerName ?? "", proformaNumber: row?.proformaNumber ?? "" };
  },

  /** The payment (not refused) that holds a UTR, with its payer and proforma. */
  async holderOf(db: Executor, utr: string) {
    const [row] = await db
      .select({ payment: payments, ...party })
      .from(payments)
      .innerJoin(paymentRequests, eq(paymentRequests.id, payments.paymentRequestId))
      .innerJoin(leads, eq(leads.id, paymentRequests.leadId))
      .leftJoin(documents, and(eq(documents.paymentRequestId, paymentRequests.id), eq(documents.kind, "proforma")))
      .where(and(eq(payments.utr, utr), ne(payments.status, "rejected")));
    return row ? { ...row, proformaNumber: row.proformaNumber ?? "" } : null;
  },

  /** Unresolved disputes of any of `utrs`, with the refused payer and their proforma. */
  async unresolvedOfUtrs(db: Executor, utrs: string[]) {
    if (!utrs.length) return [];
    const rows = await db
      .select({ dispute: utrDisputes, ...party })
      .from(utrDisputes)
      .innerJoin(paymentRequests, eq(paymentRequests.id, utrDisputes.paymentRequestId))
      .innerJoin(leads, eq(leads.id, paymentRequests.leadId))
      .leftJoin(documents, and(eq(documents.paymentRequestId, paymentRequests.id), eq(documents.kind, "proforma")))
      .where(and(inArray(utrDisputes.utr, utrs), isNull(utrDisputes.resolvedAt)))
      .orderBy(utrDisputes.id);
    return rows.map((row) => ({ ...row, proformaNumber: row.proformaNumber ?? "" }));
  },

  async lock(tx: Tx, id: number): Promise<StoredDispute | null> {
    const [row] = await tx.select().from(utrDisputes).where(eq(utrDisputes.id, id)).for("update");
    return row ?? null;
  },
};
