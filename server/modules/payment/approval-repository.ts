// The only place that queries the requests for a second person's approval of money moved by hand.
import { and, asc, eq } from "drizzle-orm";
import type { Executor, Tx } from "../../db/client.ts";
import { documents, paymentApprovals, payments, staff } from "../../db/schema.ts";

export type StoredApproval = typeof paymentApprovals.$inferSelect;

/** A record or refund held for a second person's approval, as asked. */
export type NewApproval = {
  kind: "record" | "refund";
  amountPaise: number;
  paymentId: number | null;
  proformaNumber: string | null;
  input: unknown;
  requestedBy: number;
};

export const approvalRepository = {
  async insert(tx: Tx, values: NewApproval): Promise<StoredApproval> {
    const [row] = await tx.insert(paymentApprovals).values(values).returning();
    return row!;
  },

  async find(db: Executor, id: number): Promise<StoredApproval | null> {
    const [row] = await db.select().from(paymentApprovals).where(eq(paymentApprovals.id, id));
    return row ?? null;
  },

  /** Locked until the deciding transaction ends: two approvers at once decide it once. */
  async lock(tx: Tx, id: number): Promise<StoredApproval | null> {
    const [row] = await tx.select().from(paymentApprovals).where(eq(paymentApprovals.id, id)).for("update");
    return row ?? null;
  },

  async decide(
    tx: Tx,
    id: number,
    values: { status: "approved" | "rejected"; decidedBy: number; resultId?: number | null },
  ): Promise<StoredApproval> {
    const [row] = await tx
      .update(paymentApprovals)
      .set({ ...values, decidedAt: new Date() })
      .where(eq(paymentApprovals.id, id))
      .returning();
    return row!;
  },

  async reopen(tx: Tx, id: number): Promise<StoredApproval> {
    const [row] = await tx
      .update(paymentApprovals)
      .set({ status: "pending", decidedBy: null, decidedAt: null, resultId: null })
      .where(eq(paymentApprovals.id, id))
      .returning();
    return row!;
  },

  /** What waits for approval, oldest first, with who asked and the payer (from the proforma). */
  async pending(db: Executor) {
    return db
      .select({
        approval: paymentApprovals,
        requesterName: staff.name,
        payerName: documents.recipientName,
        paymentMethod: payments.method,
      })
      .from(paymentApprovals)
      .innerJoin(staff, eq(staff.id, paymentApprovals.requestedBy))
      .leftJoin(documents, and(eq(documents.kind, "proforma"), eq(documents.number, paymentApprovals.proformaNumber)))
      .leftJoin(payments, eq(payments.id, paymentApprovals.paymentId))
      .where(eq(paymentApprovals.status, "pending"))
      .orderBy(asc(paymentApprovals.requestedAt), asc(paymentApprovals.id))
      .limit(200);
  },

  async staffName(db: Executor, id: number): Promise<string> {
    const [row] = await db.select({ name: staff.name }).from(staff).where(eq(staff.id, id));
    return row?.name ?? "";
  },
};
