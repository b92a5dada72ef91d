// The only place that counts a batch's seats: a seat is taken by each learner enrolled
// on the batch, held by each started gateway payment until its hold ends, and held for a lead
// offered a seat from the waitlist until the offer's hold ends (a request holding both counts
// once). A group request holds its `seats` together: all of them or none. A batch without a
// capacity has no limit. The batch row is locked by whoever may take a seat, so two payments never
// take the last one.
import { and, asc, count, eq, gt, isNotNull, isNull, lte, ne, or, sql } from "drizzle-orm";
import type { Executor, Tx } from "../../db/client.ts";
import { enrolments, leads, paymentRequests, trainingCards } from "../../db/schema.ts";

export const SEAT_HOLD_MINUTES = 15;

/**
 * `held`: seats held by gateway payments in progress; `offered`: seats held for leads offered one
 * from the waitlist (and not also held by their own gateway payment).
 */
export type SeatCount = { capacity: number | null; enrolled: number; held: number; offered: number };

export const seatsLeft = (seats: SeatCount) =>
  seats.capacity == null ? null : Math.max(0, seats.capacity - seats.enrolled - seats.held - seats.offered);

export const isFull = (seats: SeatCount) => !hasRoomFor(seats, 1);

/** Whether `wanted` seats are all still free (a group takes its seats together or not at all). */
export const hasRoomFor = (seats: SeatCount, wanted: number) =>
  seats.capacity == null || seats.enrolled + seats.held + seats.offered + wanted <= seats.capacity;

/** Seats a request holds: its `seats` (1 for a single enrolment). */
const heldSeats = sql<number>`coalesce(sum(${paymentRequests.seats}), 0)`.mapWith(Number);

/** The seats taken or held of the `training_cards` row in scope, as SQL (see batchFullSql). */
const seatsTakenSql = `((select count(*) from "enrolments" e where e.training_card_id = "training_cards"."id")
  + (select coalesce(sum(r.seats), 0) from "payment_requests" r where r.training_card_id = "training_cards"."id"
     and r.status = 'open' and (r.hold_until > now() or r.offered_until > now())))`;

/** Seats left of the `training_cards` row in scope (null without a capacity), as SQL for lists. */
export const batchSeatsLeftSql = sql<number | null>`(${sql.raw(`case when "training_cards"."capacity" is null then null
  else greatest(0, "training_cards"."capacity" - ${seatsTakenSql})::int end`)})`;

/**
 * Whether a batch is full, as one SQL expression over the `training_cards` row in scope (lists).
 * Written out with the table's name: Drizzle leaves it off a one-table query's columns, and the
 * subqueries' own `id` would then shadow the batch's.
 */
export const batchFullSql = sql<boolean>`(${sql.raw(`"training_cards"."capacity" is not null and "training_cards"."capacity" <= ${seatsTakenSql}`)})`;

export const seatRepository = {
  /** The batch's seats; with `lock`, its row is locked first (inside the caller's transaction). */
  async count(
    db: Executor,
    trainingCardId: number,
    options: { lock?: boolean; exceptRequestId?: number } = {},
  ): Promise<SeatCount | null> {
    const query = db
      .select({ capacity: trainingCards.capacity })
      .from(trainingCards)
      .where(eq(trainingCards.id, trainingCardId));
    const [batch] = options.lock ? await query.for("update") : await query;
    if (!batch) return null;
    const [enrolled] = await db
      .select({ n: count() })
      .from(enrolments)
      .where(eq(enrolments.trainingCardId, trainingCardId));
    const open = [eq(paymentRequests.trainingCardId, trainingCardId), eq(paymentRequests.status, "open")];
    if (options.exceptRequestId !== undefined) open.push(ne(paymentRequests.id, options.exceptRequestId));
    const [held] = await db
      .select({ n: heldSeats })
      .from(paymentRequests)
      .where(and(...open, gt(paymentRequests.holdUntil, sql`now()`)));
    const [offered] = await db
      .select({ n: heldSeats })
      .from(paymentRequests)
      .where(
        and(
          ...open,
          gt(paymentRequests.offeredUntil, sql`now()`),
          or(isNull(paymentRequests.holdUntil), lte(paymentRequests.holdUntil, sql`now()`)),
        ),
      );
    return { capacity: batch.capacity, enrolled: enrolled?.n ?? 0, held: held?.n ?? 0, offered: offered?.n ?? 0 };
  },

  async setCapacity(tx: Tx, trainingCardId: number, capacity: number | null): Promise<void> {
    await tx.update(trainingCards).set({ capacity }).where(eq(trainingCards.id, trainingCardId));
  },

  /** A started gateway payment holds a seat for SEAT_HOLD_MINUTES. */
  async hold(tx: Tx, requestId: number): Promise<Date> {
    const until = new Date(Date.now() + SEAT_HOLD_MINUTES * 60_000);
    await tx.update(paymentRequests).set({ holdUntil: until }).where(eq(paymentRequests.id, requestId));
    return until;
  },

  /**
   * A new seat hold of a request, until `until`, started from `address`: counted towards the
   * request's own limit of holds.
   */
  async startHold(tx: Tx, requestId: number, until: Date, address: string): Promise<void> {
    await tx
      .update(paymentRequests)
      .set({ holdUntil: until, holdsStarted: sql`${paymentRequests.holdsStarted} + 1`, holdAddress: address })
      .where(eq(paymentRequests.id, requestId));
  },

  async emailOfLead(db: Executor, leadId: number): Promise<string | null> {
    const [row] = await db.select({ email: leads.email }).from(leads).where(eq(leads.id, leadId));
    return row?.email ?? null;
  },

  /** Unpaid holds running at `now` (another request's), of one payer's e-mail or from one address. */
  async activeHolds(
    db: Executor,
    by: { email: string } | { address: string },
    options: { now: Date; exceptRequestId: number },
  ): Promise<number> {
    const where = [
      eq(paymentRequests.status, "open"),
      gt(paymentRequests.holdUntil, options.now),
      ne(paymentRequests.id, options.exceptRequestId),
      "email" in by ? sql`lower(${leads.email}) = lower(${by.email})` : eq(paymentRequests.holdAddress, by.address),
    ];
    const [row] = await db
      .select({ n: count() })
      .from(paymentRequests)
      .innerJoin(leads, eq(leads.id, paymentRequests.leadId))
      .where(and(...where));
    return row?.n ?? 0;
  },

  /** Requests whose hold ran out by `now` and is not yet swept, oldest first. */
  lapsedHolds: (db: Executor, now: Date, limit: number) => lapsed(db, "holdUntil", now, limit),

  /**
   * Takes a lapsed hold off its request, once across processes: the update locks the row, and a
   * second sweep waiting on it finds the hold gone (no row). Answers the request's batch, whether it
   * is open, and whether the other hold (a lead offered a seat whose own online payment lapsed keeps
   * the offer's hold) still keeps the seat; null when there was nothing to take.
   */
  clearLapsedHold: (tx: Tx, requestId: number, now: Date) => clearLapsed(tx, "holdUntil", requestId, now),

  /** A seat offered from the waitlist held for the request until `until`. */
  async holdOffer(tx: Tx, requestId: number, until: Date): Promise<void> {
    await tx.update(paymentRequests).set({ offeredUntil: until }).where(eq(paymentRequests.id, requestId));
  },

  /** Requests whose offer hold ran out by `now` and is not yet swept, oldest first. */
  lapsedOffers: (db: Executor, now: Date, limit: number) => lapsed(db, "offeredUntil", now, limit),

  /** Takes a lapsed offer hold off its request, once across processes (as clearLapsedHold). */
  clearLapsedOffer: (tx: Tx, requestId: number, now: Date) => clearLapsed(tx, "offeredUntil", requestId, now),

  async markWaitlist(tx: Tx, leadId: number): Promise<void> {
    await tx.update(leads).set({ status: "waitlist" }).where(eq(leads.id, leadId));
  },

  /** The batch's waitlist, first come first served. */
  async waitlist(db: Executor, trainingCardId: number) {
    return db
      .select({ id: leads.id, name: leads.name, email: leads.email, createdAt: leads.createdAt })
      .from(leads)
      .where(and(eq(leads.trainingCardId, trainingCardId), eq(leads.status, "waitlist")))
      .orderBy(asc(leads.createdAt), asc(leads.id));
  },
};

/** A request keeps a seat by either of two holds: its own online payment's, or a waitlist offer's. */
type HoldColumn = "holdUntil" | "offeredUntil";
const otherHold = { holdUntil: "offeredUntil", offeredUntil: "holdUntil" } as const;

async function lapsed(db: Executor, column: HoldColumn, now: Date, limit: number): Promise<number[]> {
  const until = paymentRequests[column];
  const rows = await db
    .select({ id: paymentRequests.id })
    .from(paymentRequests)
    .where(and(isNotNull(until), lte(until, now)))
    .orderBy(asc(until), asc(paymentRequests.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

async function clearLapsed(
  tx: Tx,
  column: HoldColumn,
  requestId: number,
  now: Date,
): Promise<{ trainingCardId: number; open: boolean; stillHeld: boolean } | null> {
  const until = paymentRequests[column];
  const [row] = await tx
    .update(paymentRequests)
    .set({ [column]: null })
    .where(and(eq(paymentRequests.id, requestId), isNotNull(until), lte(until, now)))
    .returning({
      trainingCardId: paymentRequests.trainingCardId,
      status: paymentRequests.status,
      other: paymentRequests[otherHold[column]],
    });
  if (!row) return null;
  const stillHeld = row.other != null && row.other > now;
  return { trainingCardId: row.trainingCardId, open: row.status === "open", stillHeld };
}
