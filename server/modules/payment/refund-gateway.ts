// Staff's refund, end to end: never a network call inside a database transaction. On
// the embedded database a transaction holds the only connection, so asking Razorpay (up to 15 s)
// with the payment locked stopped every other request. Instead:
//   1. a short transaction checks what is left and reserves the refund as pending (two refunds at
//      once never give back more than was paid); a refund by hand is recorded there, complete;
//   2. Razorpay is asked outside any transaction, with our refund id in the notes;
//   3. a second short transaction records Razorpay's refund id — or, when Razorpay refused or
//      could not be reached, voids the reservation so its amount is refundable again.
// Should we stop between 2 and 3, the refund stays pending without Razorpay's id: its
// refund.processed (or refund.failed) webhook finds it by the refund id in its notes and completes
// it (refund-webhook.ts). A refund reserved whose question never left (a stop between 1 and 2)
// has no webhook to come: the periodic sweep (sweep.ts) asks Razorpay about it and records or
// voids it.
import { type RefundResult, refundMessages } from "@skillbridge/core/money";
import type { Db, Tx } from "../../db/client.ts";
import { type Actor, type Audit, auditedWrite } from "../audit/audit.ts";
import { documentRepository } from "./document-repository.ts";
import { GatewayError, type RazorpayClient } from "./razorpay.ts";
import { completeRefund, endIfRefundedInFull, RefundFailed, type RefundInput, reserveRefund } from "./refund-flow.ts";
import { refundRepository } from "./refund-repository.ts";
import { paymentRepository } from "./repository.ts";

type Reserved = Awaited<ReturnType<typeof reserveRefund>>;
/**
 * Runs the reservation inside its transaction: a second person's approval locks and settles its
 * request around it there, so an approval and its refund are kept (or rolled back) together.
 */
export type ReserveStep = (tx: Tx, audit: Audit, reserve: () => Promise<Reserved>) => Promise<Reserved>;

export async function refundPayment(
  db: Db,
  actor: Actor,
  input: RefundInput,
  gateway: RazorpayClient | null,
  step: ReserveStep = (_tx, _audit, reserve) => reserve(),
): Promise<RefundResult> {
  const { payment, result } = await auditedWrite(db, actor, (tx, audit) =>
    step(tx, audit, () => reserveRefund(tx, audit, input, gateway != null)),
  );
  if (result.status !== "pending" || !gateway || !payment.gatewayPaymentId) return result;

  let made: Awaited<ReturnType<RazorpayClient["refund"]>> | null = null;
  let refusal: string | null = null;
  try {
    made = await gateway.refund(payment.gatewayPaymentId, input.amountPaise, {
      payment_id: String(payment.id),
      refund_id: String(result.refundId),
    });
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    refusal = error.message;
  }

  const outcome = await auditedWrite(db, actor, async (tx, audit): Promise<RefundResult | RefundFailed> => {
    // The payment first, as the webhook does: whichever of the two comes second sees the other.
    const locked = (await paymentRepository.lockPayment(tx, payment.id))!;
    let refund = await refundRepository.byId(tx, result.refundId);
    if (!refund) throw new Error(`refund ${result.refundId} vanished`);
    // Returned, not thrown: what is written here must be committed.
    if (!made) {
      // Refused, or Razorpay could not be reached: a reservation nobody took is no refund. (Had
      // Razorpay made it after all, its webhook records it as a refund we did not know of.)
      if (refund.status === "pending" && !refund.gatewayRefundId) {
        await refundRepository.void(tx, refund.id);
        await audit({ action: "refund.void", entity: "refund", entityId: refund.id, before: refund, after: null });
      }
      return new RefundFailed(502, refundMessages.gatewayRefused(refusal ?? "no answer"));
    }
    // Its refund.failed webhook came first: nothing was given back.
    if (refund.status === "failed") return new RefundFailed(502, refundMessages.gatewayRefused("the refund failed"));
    if (!refund.gatewayRefundId) refund = await refundRepository.setGatewayId(tx, refund.id, made.id);
    let creditNote: RefundResult["creditNote"] = null;
    if (made.status === "processed" && refund.status === "pending") {
      ({ refund, creditNote } = await completeRefund(tx, audit, locked, refund));
    } else if (refund.creditNoteId) {
      // Its refund.processed webhook came first and issued the credit note.
      const note = (await documentRepository.byId(tx, refund.creditNoteId))!;
      creditNote = { id: note.id, number: note.number };
    }
    const seatFreed = await endIfRefundedInFull(tx, audit, locked, input.staffId, input.origin);
    return { ...result, status: refund.status as RefundResult["status"], creditNote, seatFreed };
  });
  if (outcome instanceof RefundFailed) throw outcome;
  return outcome;
}
