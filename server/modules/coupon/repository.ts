// The only place that queries discount codes and their uses.
import type { AdminCoupon, CouponInput, CouponRule } from "@skillbridge/core/money";
import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Executor, Tx } from "../../db/client.ts";
import { couponRedemptions, coupons, courses, leads, paymentRequests, trainingCards } from "../../db/schema.ts";

export type StoredCoupon = typeof coupons.$inferSelect;

/** A use counts while its payment request stands: one replaced by a newer link gives it back. */
const standingUse = sql`${paymentRequests.status} <> 'cancelled'`;

const usesColumn = sql<number>`count(${couponRedemptions.id}) filter (where ${standingUse})`.mapWith(Number);
const revenueColumn =
  sql<number>`coalesce(sum(${paymentRequests.amountPaise}) filter (where ${paymentRequests.status} = 'paid'), 0)`.mapWith(
    Number,
  );

export function couponView(row: StoredCoupon, uses: number, revenuePaise: number): AdminCoupon {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    scope: row.scope,
    scopeIds: row.scopeIds,
    validFrom: row.validFrom,
    validTo: row.validTo,
    maxUses: row.maxUses,
    maxUsesPerEmail: row.maxUsesPerEmail,
    minFeePaise: row.minFeePaise,
    active: row.active,
    uses,
    revenuePaise,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const ruleOf = (row: StoredCoupon): CouponRule => row;

export const couponRepository = {
  /** Every code, newest first, with its standing uses and the fees paid with it. */
  async list(db: Executor, id?: number): Promise<AdminCoupon[]> {
    const rows = await db
      .select({ coupon: coupons, uses: usesColumn, revenuePaise: revenueColumn })
      .from(coupons)
      .leftJoin(couponRedemptions, eq(couponRedemptions.couponId, coupons.id))
      .leftJoin(paymentRequests, eq(paymentRequests.id, couponRedemptions.paymentRequestId))
      .where(id == null ? undefined : eq(coupons.id, id))
      .groupBy(coupons.id)
      .orderBy(desc(coupons.createdAt), desc(coupons.id));
    return rows.map((row) => couponView(row.coupon, row.uses, row.revenuePaise));
  },

  async byId(db: Executor, id: number): Promise<StoredCoupon | null> {
    const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
    return row ?? null;
  },

  /** Whether another code is written the same way in any case. */
  async codeTaken(db: Executor, code: string, exceptId?: number): Promise<boolean> {
    const [row] = await db
      .select({ id: coupons.id })
      .from(coupons)
      .where(
        and(sql`lower(${coupons.code}) = lower(${code})`, exceptId == null ? undefined : ne(coupons.id, exceptId)),
      );
    return row != null;
  },

  /** The new code, or null when the same code (any case) was created meanwhile. */
  async insert(tx: Tx, input: CouponInput): Promise<StoredCoupon | null> {
    const [row] = await tx.insert(coupons).values(input).onConflictDoNothing().returning();
    return row ?? null;
  },

  async update(tx: Tx, id: number, values: Partial<CouponInput>): Promise<StoredCoupon | null> {
    const [row] = await tx
      .update(coupons)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(coupons.id, id))
      .returning();
    return row ?? null;
  },

  async lock(tx: Tx, id: number): Promise<StoredCoupon | null> {
    const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for("update");
    return row ?? null;
  },

  /**
   * The code a payer typed (whole, any case, trimmed), its row locked until the transaction ends:
   * two payers using the same code queue here, so its use limits are counted one after the other.
   */
  async lockByCode(tx: Tx, typed: string): Promise<StoredCoupon | null> {
    const [row] = await tx
      .select()
      .from(coupons)
      .where(sql`lower(${coupons.code}) = lower(${typed.trim()})`)
      .for("update");
    return row ?? null;
  },

  /** A code's standing uses in all and with one e-mail (any case). */
  async usesOf(db: Executor, couponId: number, email: string): Promise<{ total: number; byEmail: number }> {
    const [row] = await db
      .select({
        total: sql<number>`count(*)`.mapWith(Number),
        byEmail: sql<number>`count(*) filter (where lower(${couponRedemptions.email}) = lower(${email}))`.mapWith(
          Number,
        ),
      })
      .from(couponRedemptions)
      .innerJoin(paymentRequests, eq(paymentRequests.id, couponRedemptions.paymentRequestId))
      .where(and(eq(couponRedemptions.couponId, couponId), standingUse));
    return row ?? { total: 0, byEmail: 0 };
  },

  async redeem(tx: Tx, input: { couponId: number; paymentRequestId: number; email: string; discountPaise: number }) {
    const [row] = await tx.insert(couponRedemptions).values(input).returning();
    return row!;
  },

  /** The code applied to a payment request, with its discount; null when none. */
  /** The code used on the newest of these payment requests, if any. */
  async latestCodeOf(db: Executor, paymentRequestIds: number[]): Promise<string | null> {
    if (paymentRequestIds.length === 0) return null;
    const [row] = await db
      .select({ code: coupons.code })
      .from(couponRedemptions)
      .innerJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
      .where(inArray(couponRedemptions.paymentRequestId, paymentRequestIds))
      .orderBy(desc(couponRedemptions.paymentRequestId))
      .limit(1);
    return row?.code ?? null;
  },

  async ofRequest(db: Executor, paymentRequestId: number) {
    const [row] = await db
      .select({
        code: coupons.code,
        kind: coupons.kind,
        value: coupons.value,
        discountPaise: couponRedemptions.discountPaise,
      })
      .from(couponRedemptions)
      .innerJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
      .where(eq(couponRedemptions.paymentRequestId, paymentRequestId));
    return row ?? null;
  },

  /** Each use of a code, newest first: the payer, the course, the discount and the fee. */
  async usesList(db: Executor, couponId: number) {
    const rows = await db
      .select({
        payerName: leads.name,
        email: couponRedemptions.email,
        courseName: courses.name,
        discountPaise: couponRedemptions.discountPaise,
        amountPaise: paymentRequests.amountPaise,
        status: paymentRequests.status,
        createdAt: couponRedemptions.createdAt,
      })
      .from(couponRedemptions)
      .innerJoin(paymentRequests, eq(paymentRequests.id, couponRedemptions.paymentRequestId))
      .innerJoin(leads, eq(leads.id, paymentRequests.leadId))
      .innerJoin(trainingCards, eq(trainingCards.id, paymentRequests.trainingCardId))
      .innerJoin(courses, eq(courses.id, trainingCards.courseId))
      .where(eq(couponRedemptions.couponId, couponId))
      .orderBy(desc(couponRedemptions.createdAt), desc(couponRedemptions.id))
      .limit(500);
    return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  },
};
