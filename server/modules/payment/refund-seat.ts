// What a full refund undoes: the enrolment the payment paid for ends, so its seat is
// free; the fee is no longer paid but refunded (the learner still sees it with its credit notes,
// and it is no longer the lead's live request, so staff can send a new payment link); and the lead,
// enrolled by the payment, is qualified again — interested, not enrolled. (The dashboard's funnel
// counts the furthest step a lead's history reached, so it still counts as having been enrolled;
// its "paid" step counts fees paid now, so no longer this one.) The seat it frees is offered to
// the batch's earliest waitlisted lead (waitlist-offer.ts), counted with the batch row locked.
import type { Tx } from "../../db/client.ts";
import type { Audit } from "../audit/audit.ts";
import { endGroupEnrolments } from "../group/group-confirm.ts";
import { inboxRepository } from "../inbox/repository.ts";
import { refundRepository } from "./refund-repository.ts";
import { paymentRepository, type StoredPayment } from "./repository.ts";
import { seatRepository } from "./seat-repository.ts";
import { offerFreedSeats, seatsFreed } from "./waitlist-offer.ts";

/** Ends the payment's enrolment, once; true when a seat is free again now. */
export async function endEnrolment(
  tx: Tx,
  audit: Audit,
  payment: StoredPayment,
  staffId: number | null,
  origin: string,
) {
  // The batch row first, then the request (the order every seat-changing path takes,
  // repository.ts): seats freed by refunds at once are counted one after the other, each offered once.
  const request = await paymentRepository.lockRequestAfterBatch(tx, payment.paymentRequestId);
  const before = request ? await seatRepository.count(tx, request.trainingCardId, { lock: true }) : null;
  if (request?.status === "paid") {
    const refunded = await refundRepository.markRequestRefunded(tx, request.id);
    await audit({
      action: "payment-request.refunded",
      entity: "payment_request",
      entityId: request.id,
      before: { status: request.status },
      after: { status: refunded.status },
    });
    // A later part of a plan refunded gives that money back; the seat is part 1's.
    if (request.partNo != null && request.partNo > 1) return false;
    // Part 1 refunded in full ends the plan: the parts not yet paid are no longer owed.
    if (request.planFirstId != null) {
      for (const part of await refundRepository.cancelOpenPartsOf(tx, request.planFirstId)) {
        await audit({
          action: "payment-request.cancel",
          entity: "payment_request",
          entityId: part.id,
          before: { status: "open" },
          after: { status: part.status },
        });
      }
    }
    const lead = await inboxRepository.loadItem(tx, "lead", request.leadId, true);
    // Only a lead the payment enrolled: one staff moved on since (e.g. lost) stays where it is.
    if (lead?.status === "enrolled") await inboxRepository.setStatus(tx, audit, lead, "qualified", staffId);
  }
  // A group's refund ends every participant's enrolment: its seats are freed together.
  const endedAll =
    request && request.seats > 1
      ? await endGroupEnrolments(tx, request)
      : [await refundRepository.endEnrolmentOf(tx, payment.paymentRequestId)].filter((row) => row != null);
  const [ended] = endedAll;
  if (!ended) return false;
  for (const row of endedAll) {
    await audit({ action: "enrolment.delete", entity: "enrolment", entityId: row.id, before: row, after: null });
  }
  const after = before ? await seatRepository.count(tx, ended.trainingCardId) : null;
  if (before && after) {
    await offerFreedSeats(tx, audit, {
      trainingCardId: ended.trainingCardId,
      freed: seatsFreed(before, after),
      origin,
      staffId,
    });
  }
  return true;
}
