// The payments' periodic sweep: what time alone changes, with no request to trigger it. Run by the
// mail worker before each of its runs (like the staff's daily digest), at most once a minute per
// process; with several processes each item is still handled once, since it is claimed by a row
// update in the transaction that handles it (a second sweep waiting on the row finds it done).
//   1. A seat hold that ran out frees its seat — an online payment's (15 minutes) or a seat
//      offered from the waitlist (the business settings' offer hold) — and the seat is offered to
//      the batch's earliest waitlisted lead exactly as a refund's freed seat is (waitlist-offer.ts),
//      in the transaction that takes the hold off its request, with the batch row locked. The lead
//      whose offer ran out keeps their payment link, but no seat is kept for them any more.
//   2. A Razorpay refund reserved but never given Razorpay's id for STALE_REFUND_MINUTES (the
//      process stopped before or while asking Razorpay): Razorpay is asked for the payment's
//      refunds; one carrying the reservation's id in its notes is recorded on it, and with none the
//      reservation is voided, so its amount is refundable again.
import type { Db } from "../../db/client.ts";
import { type Actor, auditedWrite } from "../audit/audit.ts";
import { GatewayError, type RazorpayClient, type RazorpayRefund } from "./razorpay.ts";
import { completeRefund, endIfRefundedInFull } from "./refund-flow.ts";
import { refundRepository, type StoredRefund } from "./refund-repository.ts";
import { paymentRepository } from "./repository.ts";
import { seatRepository } from "./seat-repository.ts";
import { offerFreedSeats, seatsFreed } from "./waitlist-offer.ts";

/** A refund reservation this old without Razorpay's id was not being asked for any more. */
export const STALE_REFUND_MINUTES = 5;
/** How often one process sweeps, at most. */
export const SWEEP_EVERY_MS = 60_000;
const BATCH = 50;

/** The sweep acts for nobody: audited without a staff member or a request. */
const SWEEP_ACTOR: Actor = { staffId: null, requestId: "payment-sweep", ip: "" };

export type SweepResult = {
  holdsLapsed: number;
  offersLapsed: number;
  offered: number;
  refundsRecorded: number;
  refundsVoided: number;
};

export async function sweepPayments(
  db: Db,
  options: { now: Date; origin: string; razorpay: RazorpayClient | null },
): Promise<SweepResult> {
  const result: SweepResult = { holdsLapsed: 0, offersLapsed: 0, offered: 0, refundsRecorded: 0, refundsVoided: 0 };
  const lapses = [
    { kind: "hold" as const, ids: await seatRepository.lapsedHolds(db, options.now, BATCH) },
    { kind: "offer" as const, ids: await seatRepository.lapsedOffers(db, options.now, BATCH) },
  ];
  for (const { kind, ids } of lapses) {
    for (const requestId of ids) {
      const offered = await auditedWrite(db, SWEEP_ACTOR, async (tx, audit) => {
        // The batch before the request, the one lock order of every path that moves seats
        // (repository.ts, lockBatch): a sweep beside a confirmation or a capacity change never deadlocks.
        if (!(await paymentRepository.lockRequestAfterBatch(tx, requestId))) return null;
        const lapsed =
          kind === "hold"
            ? await seatRepository.clearLapsedHold(tx, requestId, options.now)
            : await seatRepository.clearLapsedOffer(tx, requestId, options.now);
        if (!lapsed) return null; // another sweep took it, or the hold was paid or released meanwhile
        if (!lapsed.open) return [];
        // The seats as they stand without the hold, and as they stood with it: the seat it frees
        // (none while the request's other hold — its offer, or its own online payment — still runs).
        const after = await seatRepository.count(tx, lapsed.trainingCardId, { lock: true });
        if (!after) return [];
        const before = lapsed.stillHeld ? after : { ...after, held: after.held + 1 };
        await audit({
          action: kind === "hold" ? "payment-request.hold-lapsed" : "payment-request.offer-lapsed",
          entity: "payment_request",
          entityId: requestId,
          before: null,
          after: { trainingCardId: lapsed.trainingCardId },
        });
        return offerFreedSeats(tx, audit, {
          trainingCardId: lapsed.trainingCardId,
          freed: seatsFreed(before, after),
          origin: options.origin,
          staffId: null,
        });
      });
      if (offered === null) continue;
      if (kind === "hold") result.holdsLapsed += 1;
      else result.offersLapsed += 1;
      result.offered += offered.length;
    }
  }
  if (options.razorpay) await resolveStaleRefunds(db, options.razorpay, options, result);
  return result;
}

async function resolveStaleRefunds(
  db: Db,
  razorpay: RazorpayClient,
  options: { now: Date; origin: string },
  result: SweepResult,
) {
  const before = new Date(options.now.getTime() - STALE_REFUND_MINUTES * 60_000);
  for (const { refund, gatewayPaymentId } of await refundRepository.staleReservations(db, before, BATCH)) {
    if (!gatewayPaymentId) continue;
    let made: RazorpayRefund | null;
    try {
      // Asked outside any transaction: Razorpay may take seconds to answer.
      const refunds = await razorpay.refundsOf(gatewayPaymentId);
      made = refunds.find((item) => noteOf(item) === String(refund.id)) ?? null;
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      continue; // Razorpay unreachable: the next sweep asks again
    }
    const outcome = await auditedWrite(db, SWEEP_ACTOR, async (tx, audit) => {
      // The payment first, as the refund's own steps and its webhooks lock it.
      const payment = await paymentRepository.lockPayment(tx, refund.paymentId);
      const current = await refundRepository.byId(tx, refund.id);
      if (!payment || !unresolved(current)) return null; // resolved meanwhile (a webhook, another sweep)
      if (!made) {
        await refundRepository.void(tx, current.id);
        await audit({ action: "refund.void", entity: "refund", entityId: current.id, before: current, after: null });
        return "voided" as const;
      }
      let recorded = await refundRepository.setGatewayId(tx, current.id, made.id);
      await audit({ action: "refund.found", entity: "refund", entityId: current.id, before: current, after: recorded });
      if (made.status === "processed") ({ refund: recorded } = await completeRefund(tx, audit, payment, recorded));
      else if (made.status === "failed") {
        recorded = await refundRepository.markFailed(tx, recorded.id);
        await audit({
          action: "refund.failed",
          entity: "refund",
          entityId: current.id,
          before: current,
          after: recorded,
        });
      }
      await endIfRefundedInFull(tx, audit, payment, null, options.origin);
      return "recorded" as const;
    });
    if (outcome === "voided") result.refundsVoided += 1;
    if (outcome === "recorded") result.refundsRecorded += 1;
  }
}

const unresolved = (refund: StoredRefund | null): refund is StoredRefund =>
  refund?.status === "pending" && !refund.gatewayRefundId;

/** Our refund id in the notes we gave Razorpay with the refund. */
const noteOf = (refund: RazorpayRefund) =>
  refund.notes && !Array.isArray(refund.notes) ? refund.notes.refund_id : undefined;

/**
 * The mail worker's hook (registered beside the digest): sweeps at most every SWEEP_EVERY_MS in
 * this process. The seats' offers it queues go out in the same worker run.
 */
export function createPaymentSweep(options: {
  db: Db;
  origin: string;
  razorpay: () => RazorpayClient | null;
  now?: () => Date;
}) {
  const now = options.now ?? (() => new Date());
  let last = 0;
  return async function tick(): Promise<SweepResult | null> {
    const at = now();
    if (at.getTime() - last < SWEEP_EVERY_MS) return null;
    last = at.getTime();
    return sweepPayments(options.db, { now: at, origin: options.origin, razorpay: options.razorpay() });
  };
}
