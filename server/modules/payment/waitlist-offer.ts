// The waitlist served when a seat frees ("a lead marked waitlist, first come
// first served when a seat frees"). A seat frees when staff raise a batch's capacity (or lift it)
// or a full refund ends an enrolment, or a seat hold runs out (found by the periodic sweep,
// sweep.ts, since time passing is no request). Reading of the
// issue: a freed seat is the growth of the batch's seats left (seat-repository.ts) across the
// event, counted with the batch row locked in the event's own transaction, so two events at once
// are counted one after the other and each freed seat is offered to exactly one lead — the
// earliest waitlisted (created, then id). The offered lead is no longer waitlisted and gets the
// payment request an enrolment gets (proforma + private link) and a mail saying a seat is free;
// the offer holds no seat of its own: the existing rules apply (a started gateway payment holds
// one; the first payment confirmed takes it, a later one is flagged and its lead waitlisted again).
import { formatPaise } from "@skillbridge/core/money";
import type { Tx } from "../../db/client.ts";
import type { Audit } from "../audit/audit.ts";
import { inboxRepository } from "../inbox/repository.ts";
import { outboxRepository } from "../mail/outbox-repository.ts";
import { requestPayment } from "./payment-flow.ts";
import { paymentLink, waitlistOfferMail } from "./payment-mail.ts";
import { paymentRepository } from "./repository.ts";
import { type SeatCount, seatRepository, seatsLeft } from "./seat-repository.ts";

export const WAITLIST_OFFER_MAIL_KIND = "waitlist-offer";

/** Seats left, a batch without a capacity having every seat. */
const left = (seats: SeatCount) => seatsLeft(seats) ?? Number.POSITIVE_INFINITY;

/** How many seats an event freed: the growth of the seats left from `before` to `after`. */
export const seatsFreed = (before: SeatCount, after: SeatCount) => Math.max(0, left(after) - left(before));

/**
 * Offers `freed` seats of a batch to its earliest waitlisted leads, inside the caller's
 * transaction (which holds the batch row locked). Nothing is offered when no payment request can
 * be made (payments not set up, or the batch has no fee): the leads stay waitlisted for staff.
 * Returns the leads offered.
 */
export async function offerFreedSeats(
  tx: Tx,
  audit: Audit,
  input: { trainingCardId: number; freed: number; origin: string; staffId: number | null },
): Promise<number[]> {
  if (input.freed <= 0) return [];
  const waiting = await seatRepository.waitlist(tx, input.trainingCardId);
  const offered: number[] = [];
  for (const next of waiting) {
    if (offered.length >= input.freed) break;
    const made = await requestPayment(tx, next.id);
    // Payments not set up or no fee: the same for every lead, so none is offered.
    if (made.kind !== "done") break;
    const lead = (await inboxRepository.loadItem(tx, "lead", next.id, true))!;
    await inboxRepository.setStatus(tx, audit, lead, "new", input.staffId);
    const found = (await paymentRepository.byToken(tx, made.token))!;
    // The token stays out of the log: only the mail holds it.
    const { tokenHash: _hash, ...shown } = found.request;
    await audit({
      action: "payment-request.create",
      entity: "payment_request",
      entityId: made.requestId,
      before: null,
      after: { ...shown, fee: formatPaise(shown.amountPaise), waitlistOffer: true },
    });
    await outboxRepository.enqueue(tx, {
      to: found.lead.email,
      kind: WAITLIST_OFFER_MAIL_KIND,
      ...waitlistOfferMail({
        name: found.lead.name,
        courseName: found.courseName,
        amountPaise: made.amountPaise,
        proformaNumber: made.proformaNumber,
        link: paymentLink(input.origin, made.token),
      }),
    });
    offered.push(next.id);
  }
  return offered;
}
