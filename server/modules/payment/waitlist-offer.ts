// The waitlist served when a seat frees ("a lead marked waitlist, first come
// first served when a seat frees"). A seat frees when staff raise a batch's capacity (or lift it)
// or a full refund ends an enrolment, or a seat hold runs out (found by the periodic sweep,
// sweep.ts, since time passing is no request). Reading of the
// issue: a freed seat is the growth of the batch's seats left (seat-repository.ts) across the
// event, counted with the batch row locked in the event's own transaction, so two events at once
// are counted one after the other and each freed seat is offered to exactly one lead — the
// earliest waitlisted (created, then id). The offered lead is no longer waitlisted and gets the
// payment request an enrolment gets (proforma + private link) and a mail saying a seat is free;
// the offered seat is held for that request for the business settings' offer hold (48 hours by
// default), so nobody else's payment can take it meanwhile (counted in seat-repository.ts; another
// payer's money is kept flagged for refund, no_seat). When the hold runs out the periodic sweep
// offers the seat to the next waitlisted lead. A waitlisted lead whose money we already hold (it
// arrived when no seat was left) is not asked to pay again: the seat is bought with that money.
import { formatPaise } from "@skillbridge/core/money";
import { dayInIndia, seatCanBeSold } from "@skillbridge/core/rules";
import type { Tx } from "../../db/client.ts";
import type { Audit } from "../audit/audit.ts";
import { inboxRepository } from "../inbox/repository.ts";
import { outboxRepository } from "../mail/outbox-repository.ts";
import { confirmPayment, requestPayment } from "./payment-flow.ts";
import { paymentLink, waitlistOfferMail } from "./payment-mail.ts";
import { paymentRepository, type StoredPayment } from "./repository.ts";
import { type SeatCount, seatRepository, seatsLeft } from "./seat-repository.ts";
import { DEFAULT_OFFER_HOLD_HOURS, settingsRepository } from "./settings-repository.ts";

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
  const hours = (await settingsRepository.get(tx))?.offerHoldHours ?? DEFAULT_OFFER_HOLD_HOURS;
  const heldUntil = new Date(Date.now() + hours * 3_600_000);
  const offered: number[] = [];
  for (const next of waiting) {
    if (offered.length >= input.freed) break;
    // A lead whose money we hold (it arrived when no seat was left) is never asked to pay again:
    // the freed seat is bought with that money, as if it had arrived now.
    const held = await paymentRepository.heldNoSeatPayment(tx, { leadId: next.id });
    if (held) {
      const applied = await applyHeldPayment(tx, audit, held, input);
      if (applied === "not-sold") break;
      if (applied === "done") offered.push(next.id);
      continue;
    }
    const made = await requestPayment(tx, next.id);
    // Payments not set up or no fee: the same for every lead, so none is offered.
    if (made.kind !== "done") break;
    await seatRepository.holdOffer(tx, made.requestId, heldUntil);
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
      after: { ...shown, offeredUntil: heldUntil, fee: formatPaise(shown.amountPaise), waitlistOffer: true },
    });
    await outboxRepository.enqueue(tx, {
      to: found.lead.email,
      kind: WAITLIST_OFFER_MAIL_KIND,
      ...waitlistOfferMail({
        name: found.lead.name,
        courseName: found.courseName,
        amountPaise: made.amountPaise,
        proformaNumber: made.proformaNumber,
        link: paymentLink(input.origin, made.token, found.lead.language),
        heldUntil,
        language: found.lead.language,
      }),
    });
    offered.push(next.id);
  }
  return offered;
}

/**
 * A freed seat given to a waitlisted lead whose payment was kept for refund for want of a seat:
 * the payment is put back and confirmed as staff confirm one (tax invoice, lead → learner, mails),
 * audited. "not-sold" when the batch's seats can no longer be sold (nobody is offered one then).
 */
async function applyHeldPayment(
  tx: Tx,
  audit: Audit,
  held: StoredPayment,
  input: { trainingCardId: number; origin: string; staffId: number | null },
): Promise<"done" | "not-sold" | "skipped"> {
  const batch = await paymentRepository.batchOf(tx, input.trainingCardId);
  if (!seatCanBeSold(batch, dayInIndia(new Date()))) return "not-sold";
  const unflagged = await paymentRepository.unflag(tx, held.id);
  await audit({ action: "payment.unflag", entity: "payment", entityId: held.id, before: held, after: unflagged });
  const outcome = await confirmPayment(tx, audit, { paymentId: held.id, staffId: input.staffId, origin: input.origin });
  return outcome.kind === "done" ? "done" : "skipped";
}
