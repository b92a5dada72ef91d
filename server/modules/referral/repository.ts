// The only place that queries referrals: the scheme, learners' link codes, referred payment
// requests with the facts their rewards follow, and the credit referrers used.
import { randomBytes } from "node:crypto";
import type { ReferralScheme } from "@skillbridge/core/money";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Executor, Tx } from "../../db/client.ts";
import {
  courses,
  leads,
  learners,
  paymentRequests,
  payments,
  referralCodes,
  referralCreditUses,
  referralScheme,
  referrals,
  refunds,
  trainingCards,
} from "../../db/schema.ts";

export type StoredScheme = typeof referralScheme.$inferSelect;
export type StoredReferral = typeof referrals.$inferSelect;

// No look-alike letters or digits (I, O, 0, 1): 32 symbols, 5 random bits each.
const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const newCode = () => [...randomBytes(10)].map((byte) => CODE_ALPHABET[byte % 32]).join("");

/**
 * Credit stays used while its fee stands: a link replaced before payment gives it back (the newer
 * link takes it again), and so does a fee refunded in full, whose payer got back all they paid.
 */
const standingUse = sql`${paymentRequests.status} not in ('cancelled', 'refunded')`;

export const referralRepository = {
  async scheme(db: Executor): Promise<StoredScheme | null> {
    const [row] = await db.select().from(referralScheme).where(eq(referralScheme.id, 1));
    return row ?? null;
  },

  /** The scheme saved (its one row, locked by the upsert until the transaction ends). */
  async saveScheme(tx: Tx, scheme: ReferralScheme): Promise<StoredScheme> {
    const [row] = await tx
      .insert(referralScheme)
      .values({ id: 1, ...scheme, updatedAt: new Date() })
      .onConflictDoUpdate({ target: referralScheme.id, set: { ...scheme, updatedAt: new Date() } })
      .returning();
    return row!;
  },

  /** The learner's link code, made the first time it is needed (a clash of codes draws again). */
  async ensureCode(db: Executor, learnerId: number): Promise<string> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const [existing] = await db.select().from(referralCodes).where(eq(referralCodes.learnerId, learnerId));
      if (existing) return existing.code;
      await db.insert(referralCodes).values({ learnerId, code: newCode() }).onConflictDoNothing();
    }
    throw new Error("No referral code could be made");
  },

  /** The learner a link's code belongs to, with what self-referral is checked against. */
  async referrerByCode(db: Executor, code: string) {
    const [row] = await db
      .select({ id: learners.id, email: learners.email, contact: learners.contact, status: learners.status })
      .from(referralCodes)
      .innerJoin(learners, eq(learners.id, referralCodes.learnerId))
      .where(eq(referralCodes.code, code));
    return row ?? null;
  },

  async learnerContact(db: Executor, id: number) {
    const [row] = await db
      .select({ id: learners.id, email: learners.email, contact: learners.contact })
      .from(learners)
      .where(eq(learners.id, id));
    return row ?? null;
  },

  async learnerIdByEmail(db: Executor, email: string): Promise<number | null> {
    const [row] = await db
      .select({ id: learners.id })
      .from(learners)
      .where(sql`lower(${learners.email}) = lower(${email.trim()})`);
    return row?.id ?? null;
  },

  /**
   * The learner's link row, locked until the transaction ends: two fees of one referrer priced at
   * once queue here, so their credit is counted one after the other and never spent twice.
   */
  async lockReferrer(tx: Tx, learnerId: number): Promise<boolean> {
    const [row] = await tx
      .select({ id: referralCodes.learnerId })
      .from(referralCodes)
      .where(eq(referralCodes.learnerId, learnerId))
      .for("update");
    return row != null;
  },

  async setLeadReferrer(tx: Tx, leadId: number, referrerLearnerId: number) {
    await tx.update(leads).set({ referrerLearnerId }).where(eq(leads.id, leadId));
  },

  async record(tx: Tx, values: typeof referrals.$inferInsert): Promise<StoredReferral> {
    const [row] = await tx.insert(referrals).values(values).returning();
    return row!;
  },

  async ofRequest(db: Executor, paymentRequestId: number): Promise<StoredReferral | null> {
    const [row] = await db.select().from(referrals).where(eq(referrals.paymentRequestId, paymentRequestId));
    return row ?? null;
  },

  async setDiscount(tx: Tx, id: number, discountPaise: number) {
    await tx.update(referrals).set({ discountPaise }).where(eq(referrals.id, id));
  },

  async creditUseOf(db: Executor, paymentRequestId: number) {
    const [row] = await db
      .select()
      .from(referralCreditUses)
      .where(eq(referralCreditUses.paymentRequestId, paymentRequestId));
    return row ?? null;
  },

  async useCredit(tx: Tx, values: { learnerId: number; paymentRequestId: number; amountPaise: number }) {
    await tx.insert(referralCreditUses).values(values);
  },

  /** A credit use lowered (a larger discount left less of the fee); none left deletes it. */
  async lowerCredit(tx: Tx, id: number, amountPaise: number) {
    if (amountPaise > 0) await tx.update(referralCreditUses).set({ amountPaise }).where(eq(referralCreditUses.id, id));
    else await tx.delete(referralCreditUses).where(eq(referralCreditUses.id, id));
  },

  /** The learner's credit taken off their fees that stand (not replaced, not refunded in full). */
  async creditUsed(db: Executor, learnerId: number): Promise<number> {
    const [row] = await db
      .select({ total: sql<number>`coalesce(sum(${referralCreditUses.amountPaise}), 0)`.mapWith(Number) })
      .from(referralCreditUses)
      .innerJoin(paymentRequests, eq(paymentRequests.id, referralCreditUses.paymentRequestId))
      .where(and(eq(referralCreditUses.learnerId, learnerId), standingUse));
    return row?.total ?? 0;
  },

  /**
   * Referrals with what their rewards follow: the request's status, its first confirmed payment
   * and its first refund (a failed refund sent no money back and does not count); one referrer's,
   * one referral, or everyone's; newest first.
   */
  async withFacts(db: Executor, only: { referrerLearnerId?: number; id?: number } = {}) {
    const paidAt = sql<Date | null>`(select min(${payments.confirmedAt}) from ${payments}
      where ${payments.paymentRequestId} = ${referrals.paymentRequestId} and ${payments.status} = 'confirmed')`;
    const firstRefundAt = sql<Date | null>`(select min(${refunds.createdAt}) from ${refunds}
      inner join ${payments} on ${payments.id} = ${refunds.paymentId}
      where ${payments.paymentRequestId} = ${referrals.paymentRequestId} and ${refunds.status} <> 'failed')`;
    const referrer = sql<string>`(select concat_ws(' ', ${learners.firstName}, ${learners.lastName}) from ${learners}
      where ${learners.id} = ${referrals.referrerLearnerId})`;
    const referrerEmail = sql<string>`(select ${learners.email} from ${learners}
      where ${learners.id} = ${referrals.referrerLearnerId})`;
    const rows = await db
      .select({
        referral: referrals,
        requestStatus: paymentRequests.status,
        paidAt,
        firstRefundAt,
        referrerName: referrer,
        referrerEmail,
        referredName: leads.name,
        courseName: courses.name,
      })
      .from(referrals)
      .innerJoin(paymentRequests, eq(paymentRequests.id, referrals.paymentRequestId))
      .innerJoin(leads, eq(leads.id, paymentRequests.leadId))
      .innerJoin(trainingCards, eq(trainingCards.id, paymentRequests.trainingCardId))
      .innerJoin(courses, eq(courses.id, trainingCards.courseId))
      .where(
        and(
          only.referrerLearnerId == null ? undefined : eq(referrals.referrerLearnerId, only.referrerLearnerId),
          only.id == null ? undefined : eq(referrals.id, only.id),
        ),
      )
      .orderBy(desc(referrals.createdAt), desc(referrals.id))
      .limit(1000);
    // A raw subquery's timestamp comes back as text on some drivers: read it as a date either way.
    const asDate = (value: Date | string | null) => (value == null ? null : new Date(value));
    return rows.map((row) => ({
      ...row,
      paidAt: asDate(row.paidAt),
      firstRefundAt: asDate(row.firstRefundAt),
    }));
  },

  async lock(tx: Tx, id: number): Promise<StoredReferral | null> {
    const [row] = await tx.select().from(referrals).where(eq(referrals.id, id)).for("update");
    return row ?? null;
  },

  async markPaidOut(tx: Tx, id: number, staffId: number) {
    const [row] = await tx
      .update(referrals)
      .set({ paidOutAt: new Date(), paidOutBy: staffId })
      .where(eq(referrals.id, id))
      .returning();
    return row!;
  },
};
