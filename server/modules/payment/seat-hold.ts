// A seat held while its payer pays online (Razorpay's page). Unpaid holds must never keep a batch
// full for buyers who pay: a hold lasts SEAT_HOLD_MINUTES from its start and pressing "Pay online"
// again never extends it (the same link is given back); a payment request may start only
// HOLD_LIMITS.perRequest holds in all; one payer's e-mail and one client address hold only a few
// seats at once; and all unpaid holds of a batch together take at most the share of its capacity
// set in the business settings (rounded up, at least 1). No hold is given for a batch whose seats
// can no longer be sold (it has started, past any late joining staff allowed). A hold that runs
// out offers its seat to the waitlist through the periodic sweep (sweep.ts).
import { planMessages } from "@skillbridge/core/money";
import { dayInIndia, seatCanBeSold } from "@skillbridge/core/rules";
import type { Tx } from "../../db/client.ts";
import { earlierPartsPaid, paymentMessages, type Refusal } from "./payment-flow.ts";
import { paymentRepository, type StoredRequest } from "./repository.ts";
import { hasRoomFor, SEAT_HOLD_MINUTES, seatRepository } from "./seat-repository.ts";
import { DEFAULT_HOLD_SHARE_PERCENT, holdLimit, settingsRepository } from "./settings-repository.ts";

export const HOLD_LIMITS = {
  /** Holds one payment request may start in all (a new link from staff starts afresh). */
  perRequest: 3,
  /** Unpaid holds at once of one payer's e-mail (over all their enrolments). */
  perEmail: 1,
  /** Unpaid holds at once started from one client address (an office may share one). */
  perAddress: 5,
} as const;

export const holdMessages = {
  full: "Every seat of this batch is taken just now: try again in 15 minutes, or pay by UPI or bank transfer",
  heldShare:
    "Every seat of this batch that can be held for online payment is held just now: try again in 15 minutes, or pay by UPI or bank transfer",
  tooManyStarts: `Online payment was started ${HOLD_LIMITS.perRequest} times on this link: pay by UPI or bank transfer, or ask us for a new link`,
  otherHold: "An online payment of yours is already in progress: finish it (or wait 15 minutes), then try again",
  busyAddress:
    "Too many online payments are in progress from your network: try again in 15 minutes, or pay by UPI or bank transfer",
  batchStarted: "This batch has started: its seats are no longer sold online. Write to us for the next batch",
} as const;

/** A seat held until `until`; `renewed` false when it is the hold already running. */
export type Held = { kind: "held"; until: Date; renewed: boolean };

/**
 * Holds a seat for the request while its payer pays online, inside the caller's transaction (the
 * request row locked by the caller, the batch row locked here). A hold still running is answered
 * as it is (`renewed: false`), never extended.
 */
export async function holdSeat(
  tx: Tx,
  request: StoredRequest,
  client: { address: string; now?: Date },
): Promise<Refusal | Held> {
  const now = client.now ?? new Date();
  const refuse = (msg: string): Refusal => ({ kind: "invalid", loc: ["body", "token"], msg });
  if (request.status !== "open" || request.expiresAt < now) return refuse(paymentMessages.notOpen);
  // A later part of a plan pays for the seat part 1 took: nothing to hold, but part 1 comes first.
  if (request.partNo != null && request.partNo > 1) {
    if (!(await earlierPartsPaid(tx, request))) return refuse(planMessages.firstUnpaid);
    return { kind: "held", until: new Date(now.getTime() + SEAT_HOLD_MINUTES * 60_000), renewed: false };
  }
  const seats = await seatRepository.count(tx, request.trainingCardId, { lock: true, exceptRequestId: request.id });
  if (!seats) return refuse(paymentMessages.notOpen);
  const batch = await paymentRepository.batchOf(tx, request.trainingCardId);
  if (!seatCanBeSold(batch, dayInIndia(now))) return refuse(holdMessages.batchStarted);
  if (request.holdUntil && request.holdUntil > now) return { kind: "held", until: request.holdUntil, renewed: false };
  // Money of this link kept for want of a seat: no second payment is started meanwhile.
  if (await paymentRepository.heldNoSeatPayment(tx, { requestId: request.id })) return refuse(paymentMessages.seatGone);
  if (request.holdsStarted >= HOLD_LIMITS.perRequest) return refuse(holdMessages.tooManyStarts);
  const email = await seatRepository.emailOfLead(tx, request.leadId);
  const limits = { now, exceptRequestId: request.id };
  if (email && (await seatRepository.activeHolds(tx, { email }, limits)) >= HOLD_LIMITS.perEmail) {
    return refuse(holdMessages.otherHold);
  }
  if ((await seatRepository.activeHolds(tx, { address: client.address }, limits)) >= HOLD_LIMITS.perAddress) {
    return refuse(holdMessages.busyAddress);
  }
  // A group holds all its seats or none.
  if (!hasRoomFor(seats, request.seats)) return refuse(holdMessages.full);
  const settings = await settingsRepository.get(tx);
  const cap = holdLimit(seats.capacity, settings?.holdSharePercent ?? DEFAULT_HOLD_SHARE_PERCENT);
  if (cap != null && seats.held + request.seats > cap) return refuse(holdMessages.heldShare);
  const until = new Date(now.getTime() + SEAT_HOLD_MINUTES * 60_000);
  await seatRepository.startHold(tx, request.id, until, client.address);
  return { kind: "held", until, renewed: true };
}
