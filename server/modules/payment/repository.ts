// The only place that queries payment requests and payments, and a batch's fee.
import { createHash, randomBytes } from "node:crypto";
import type {
  AdminPaymentCounts,
  AdminPaymentCountsQuery,
  AdminPaymentsQuery,
  FlagReason,
  PAYMENT_STATUSES,
} from "@skillbridge/core/money";
import { type AnyColumn, and, desc, eq, gt, gte, ilike, lt, ne, or, type SQL, sql } from "drizzle-orm";
import type { Executor, Tx } from "../../db/client.ts";
import {
  courseCosts,
  courses,
  documents,
  leads,
  paymentRequests,
  payments,
  refunds,
  trainingCards,
} from "../../db/schema.ts";

export const PAYMENT_LINK_VALID_DAYS = 7;
export const PAYMENT_PATH = "/pay";

export const hashOfToken = (token: string) => createHash("sha256").update(token).digest("hex");

export type StoredRequest = typeof paymentRequests.$inferSelect;
export type StoredPayment = typeof payments.$inferSelect;
type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A search in the staff list: a payer's name, a UTR, an invoice or proforma number (any case). */
function searchOf(text: string, proformaNumber: SQL.Aliased<string> | AnyColumn) {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    ilike(leads.name, pattern),
    ilike(payments.utr, pattern),
    ilike(documents.number, pattern),
    ilike(proformaNumber as AnyColumn, pattern),
  );
}

export const paymentRepository = {
  /**
   * A batch's fee in paise: its own price when staff set one, else its course's sell price
   * (whole rupees, "All Taxes Inclusive") × 100; null when there is no price to charge.
   */
  async feeOf(db: Executor, trainingCardId: number): Promise<{ feePaise: number; courseName: string } | null> {
    const [row] = await db
      .select({ batchPrice: trainingCards.pricePaise, sellPrice: courseCosts.sellPrice, courseName: courses.name })
      .from(trainingCards)
      .innerJoin(courses, eq(courses.id, trainingCards.courseId))
      .leftJoin(courseCosts, eq(courseCosts.courseId, courses.id))
      .where(eq(trainingCards.id, trainingCardId));
    if (!row) return null;
    const feePaise = row.batchPrice ?? (row.sellPrice ?? 0) * 100;
    return feePaise > 0 ? { feePaise, courseName: row.courseName } : null;
  },

  /** A new request's row and the token of its link (only the token's hash is stored). */
  async insertRequest(
    tx: Tx,
    input: { leadId: number; trainingCardId: number; amountPaise: number; offeredUntil?: Date | null },
  ) {
    const token = randomBytes(32).toString("base64url");
    const [row] = await tx
      .insert(paymentRequests)
      .values({
        ...input,
        tokenHash: hashOfToken(token),
        expiresAt: new Date(Date.now() + PAYMENT_LINK_VALID_DAYS * 86_400_000),
      })
      .returning();
    return { request: row!, token };
  },

  /** The request a link's token opens, with its lead, batch and course; null for an unknown token. */
  async byToken(db: Executor, token: string) {
    const [row] = await db
      .select({ request: paymentRequests, lead: leads, batch: trainingCards, courseName: courses.name })
      .from(paymentRequests)
      .innerJoin(leads, eq(leads.id, paymentRequests.leadId))
      .innerJoin(trainingCards, eq(trainingCards.id, paymentRequests.trainingCardId))
      .innerJoin(courses, eq(courses.id, trainingCards.courseId))
      .where(eq(paymentRequests.tokenHash, hashOfToken(token)));
    return row ?? null;
  },

  /** A lead's batch and its latest payment request (null when none was made). */
  async latestOfLead(db: Executor, leadId: number) {
    const [lead] = await db.select({ trainingCardId: leads.trainingCardId }).from(leads).where(eq(leads.id, leadId));
    if (!lead) return null;
    const [request] = await db
      .select()
      .from(paymentRequests)
      .where(eq(paymentRequests.leadId, leadId))
      .orderBy(desc(paymentRequests.id))
      .limit(1);
    return { trainingCardId: lead.trainingCardId, request: request ?? null };
  },

  /** Cancels the lead's open requests (a new link replaces them): their ids, or "paid" when the lead has paid already. */
  /** When the lead's open request holds a seat offered from the waitlist: until when (else null). */
  async runningOfferOf(db: Executor, leadId: number): Promise<Date | null> {
    const [row] = await db
      .select({ until: paymentRequests.offeredUntil })
      .from(paymentRequests)
      .where(
        and(
          eq(paymentRequests.leadId, leadId),
          eq(paymentRequests.status, "open"),
          gt(paymentRequests.offeredUntil, sql`now()`),
        ),
      );
    return row?.until ?? null;
  },

  async cancelOpenOf(tx: Tx, leadId: number): Promise<"paid" | number[]> {
    const rows = await tx.select().from(paymentRequests).where(eq(paymentRequests.leadId, leadId)).for("update");
    if (rows.some((row) => row.status === "paid")) return "paid";
    const open = rows.filter((row) => row.status === "open");
    for (const row of open) {
      await tx.update(paymentRequests).set({ status: "cancelled" }).where(eq(paymentRequests.id, row.id));
    }
    return open.map((row) => row.id);
  },

  async batchOf(db: Executor, trainingCardId: number) {
    const [row] = await db.select().from(trainingCards).where(eq(trainingCards.id, trainingCardId));
    return row!;
  },

  async lockRequest(tx: Tx, id: number): Promise<StoredRequest | null> {
    const [row] = await tx.select().from(paymentRequests).where(eq(paymentRequests.id, id)).for("update");
    return row ?? null;
  },

  /**
   * Locks a batch's row, the first lock of every path that may take, free or offer its seats.
   * Every such path locks the batch before any payment request (or lead) of it — a confirmation,
   * a hold, a refund's end of enrolment and a capacity change alike — so two of them at once
   * queue on the batch and never wait for each other in a cycle (a deadlock on PostgreSQL).
   */
  async lockBatch(tx: Tx, trainingCardId: number): Promise<void> {
    await tx
      .select({ id: trainingCards.id })
      .from(trainingCards)
      .where(eq(trainingCards.id, trainingCardId))
      .for("update");
  },

  /** A request locked after its batch (the one lock order above); its batch never changes. */
  async lockRequestAfterBatch(tx: Tx, id: number): Promise<StoredRequest | null> {
    // One round trip: the batch found through the request (unlocked) and locked.
    const batch = await tx
      .select({ id: trainingCards.id })
      .from(trainingCards)
      .where(
        eq(
          trainingCards.id,
          tx.select({ id: paymentRequests.trainingCardId }).from(paymentRequests).where(eq(paymentRequests.id, id)),
        ),
      )
      .for("update");
    if (batch.length === 0) return null;
    return paymentRepository.lockRequest(tx, id);
  },

  async setPayer(
    db: Executor,
    id: number,
    payer: {
      payerState: string;
      payerGstin: string | null;
      payerLegalName: string | null;
      payerAddress: string | null;
    },
  ): Promise<void> {
    await db.update(paymentRequests).set(payer).where(eq(paymentRequests.id, id));
  },

  async markPaid(tx: Tx, id: number): Promise<void> {
    await tx.update(paymentRequests).set({ status: "paid" }).where(eq(paymentRequests.id, id));
  },

  async paymentsOf(db: Executor, requestId: number): Promise<StoredPayment[]> {
    return db.select().from(payments).where(eq(payments.paymentRequestId, requestId)).orderBy(payments.id);
  },

  /** A payer's claim (UTR) to be confirmed by staff; the amount is the request's, never the payer's. */
  async insertClaim(tx: Tx, input: { requestId: number; method: "upi" | "bank"; utr: string; amountPaise: number }) {
    const [row] = await tx
      .insert(payments)
      .values({
        paymentRequestId: input.requestId,
        method: input.method,
        utr: input.utr,
        amountPaise: input.amountPaise,
      })
      .onConflictDoNothing()
      .returning();
    return row ?? null;
  },

  async lockPayment(tx: Tx, id: number): Promise<StoredPayment | null> {
    const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for("update");
    return row ?? null;
  },

  /**
   * Money of a lead's open request kept for refund because no seat was left, of which nothing is
   * refunded or being refunded (a failed refund gave nothing back): the money we still hold.
   * `by` names the lead or one request. The earliest such payment, or null.
   */
  async heldNoSeatPayment(db: Executor, by: { leadId: number } | { requestId: number }): Promise<StoredPayment | null> {
    const [row] = await db
      .select({ payment: payments })
      .from(payments)
      .innerJoin(paymentRequests, eq(paymentRequests.id, payments.paymentRequestId))
      .where(
        and(
          "leadId" in by ? eq(paymentRequests.leadId, by.leadId) : eq(paymentRequests.id, by.requestId),
          eq(paymentRequests.status, "open"),
          eq(payments.status, "flagged"),
          eq(payments.flagReason, "no_seat"),
          sql`not exists (select 1 from ${refunds} where ${refunds.paymentId} = ${payments.id} and ${refunds.status} <> 'failed')`,
        ),
      )
      .orderBy(payments.id)
      .limit(1);
    return row?.payment ?? null;
  },

  /** Money kept for refund put back to be confirmed (a seat it can buy has freed). */
  async unflag(tx: Tx, id: number): Promise<StoredPayment> {
    const [row] = await tx
      .update(payments)
      .set({ status: "pending", flagReason: null })
      .where(eq(payments.id, id))
      .returning();
    return row!;
  },

  async flag(tx: Tx, id: number, flagReason: FlagReason): Promise<StoredPayment> {
    const [row] = await tx
      .update(payments)
      .set({ status: "flagged", flagReason })
      .where(eq(payments.id, id))
      .returning();
    return row!;
  },

  async confirm(tx: Tx, id: number, staffId: number | null, invoiceId: number): Promise<StoredPayment> {
    const [row] = await tx
      .update(payments)
      .set({ status: "confirmed", confirmedAt: new Date(), confirmedBy: staffId, invoiceId })
      .where(eq(payments.id, id))
      .returning();
    return row!;
  },

  async reject(tx: Tx, id: number): Promise<StoredPayment> {
    const [row] = await tx.update(payments).set({ status: "rejected" }).where(eq(payments.id, id)).returning();
    return row!;
  },

  /** The fees of a learner's enrolments, found by the leads made with their e-mail (any case). */
  async feesOfEmail(db: Executor, email: string) {
    return db
      .select({ request: paymentRequests, courseName: courses.name, batchStartDate: trainingCards.startDate })
      .from(paymentRequests)
      .innerJoin(leads, eq(leads.id, paymentRequests.leadId))
      .innerJoin(trainingCards, eq(trainingCards.id, paymentRequests.trainingCardId))
      .innerJoin(courses, eq(courses.id, trainingCards.courseId))
      .where(and(sql`lower(${leads.email}) = lower(${email})`, ne(paymentRequests.status, "cancelled")))
      .orderBy(desc(paymentRequests.createdAt));
  },

  /** A document, only when it belongs to a request of a lead made with this e-mail. */
  async documentOfEmail(db: Executor, id: number, email: string) {
    const [row] = await db
      .select({ document: documents })
      .from(documents)
      .innerJoin(paymentRequests, eq(paymentRequests.id, documents.paymentRequestId))
      .innerJoin(leads, eq(leads.id, paymentRequests.leadId))
      .where(and(eq(documents.id, id), sql`lower(${leads.email}) = lower(${email})`));
    return row?.document ?? null;
  },

  /** The staff list: newest first, with the payer, course and documents. */
  async list(db: Executor, filter: AdminPaymentsQuery) {
    const proforma = proformaNumbers(db);
    const rows = await db
      .select({
        payment: payments,
        payerName: leads.name,
        courseName: courses.name,
        trainingId: trainingCards.id,
        proformaNumber: proforma.number,
        invoiceNumber: documents.number,
      })
      .from(payments)
      .innerJoin(paymentRequests, eq(paymentRequests.id, payments.paymentRequestId))
      .innerJoin(leads, eq(leads.id, paymentRequests.leadId))
      .innerJoin(trainingCards, eq(trainingCards.id, paymentRequests.trainingCardId))
      .innerJoin(courses, eq(courses.id, trainingCards.courseId))
      .leftJoin(proforma, eq(proforma.requestId, paymentRequests.id))
      .leftJoin(documents, eq(documents.id, payments.invoiceId))
      .where(and(filter.status ? statusIs(filter.status) : undefined, ...filtersOf(filter, proforma.number)))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(200);
    return rows;
  },

  /** How many payments each status holds under the list's other filters: the list is capped, these are not. */
  async counts(db: Executor, filter: AdminPaymentCountsQuery): Promise<AdminPaymentCounts> {
    const proforma = proformaNumbers(db);
    const countOf = (status: PaymentStatus) => sql<number>`count(*) filter (where ${statusIs(status)})`.mapWith(Number);
    const [row] = await db
      .select({
        pending: countOf("pending"),
        confirmed: countOf("confirmed"),
        rejected: countOf("rejected"),
        flagged: countOf("flagged"),
      })
      .from(payments)
      .innerJoin(paymentRequests, eq(paymentRequests.id, payments.paymentRequestId))
      .innerJoin(leads, eq(leads.id, paymentRequests.leadId))
      .leftJoin(proforma, eq(proforma.requestId, paymentRequests.id))
      .leftJoin(documents, eq(documents.id, payments.invoiceId))
      .where(and(...filtersOf(filter, proforma.number)));
    return row ?? { pending: 0, confirmed: 0, rejected: 0, flagged: 0 };
  },
};

/** Each payment request's proforma number, for the search. */
function proformaNumbers(db: Executor) {
  return db
    .select({ requestId: documents.paymentRequestId, number: documents.number })
    .from(documents)
    .where(eq(documents.kind, "proforma"))
    .as("proforma");
}

/** A status tab's rows. */
function statusIs(status: PaymentStatus): SQL {
  // "To refund": money flagged for refund with some of it still to give back — a payment refunded
  // in full (or whose full refund Razorpay is processing) is done. A failed refund gave nothing.
  if (status !== "flagged") return eq(payments.status, status);
  return sql`${payments.status} = 'flagged' and ${payments.amountPaise} > (select coalesce(sum(${refunds.amountPaise}), 0)
    from ${refunds} where ${refunds.paymentId} = ${payments.id} and ${refunds.status} <> 'failed')`;
}

/** The list's filters but its status; the query joins payment requests, leads, the proforma numbers and the invoice. */
function filtersOf(filter: AdminPaymentCountsQuery, proformaNumber: AnyColumn): (SQL | undefined)[] {
  const where: (SQL | undefined)[] = [];
  if (filter.method) where.push(eq(payments.method, filter.method));
  if (filter.batch) where.push(eq(paymentRequests.trainingCardId, filter.batch));
  // Dates are the provider's (IST) calendar days, both ends included.
  if (filter.from) where.push(gte(payments.createdAt, new Date(`${filter.from}T00:00:00+05:30`)));
  if (filter.to) where.push(lt(payments.createdAt, new Date(Date.parse(`${filter.to}T00:00:00+05:30`) + 86_400_000)));
  if (filter.q) where.push(searchOf(filter.q, proformaNumber));
  return where;
}
