// Razorpay's path of a fee: starting a payment (a seat held, seat-hold.ts, then a
// payment link on Razorpay's page), and applying a captured payment — from the payer's return
// (signature checked) or a webhook (signature checked, each event id once) — through the same
// confirmation as a UPI payment: the tax invoice with the next number and the lead → learner path.
// A payment is applied once whatever the order or repetition of returns and webhooks.
import type { FastifyBaseLogger } from "fastify";
import type { Tx } from "../../db/client.ts";
import type { Audit } from "../audit/audit.ts";
import { gatewayRepository } from "./gateway-repository.ts";
import { ConfirmFailed, type ConfirmOutcome, confirmPayment, flag } from "./payment-flow.ts";
import { paymentRepository } from "./repository.ts";

export const gatewayMessages = {
  notConfigured: "Online payment is not available: pay by UPI or bank transfer",
  badSignature: "The payment's signature does not match: nothing was recorded",
  unknown: "This payment belongs to no payment of ours: nothing was recorded",
  notCaptured: "Razorpay has not captured this payment: nothing was recorded",
} as const;

export type Applied = ConfirmOutcome | { kind: "repeat" };

/**
 * A payment Razorpay captured for a request: recorded once by its Razorpay id, then confirmed as
 * staff confirm a UTR (no staff member: the gateway vouches for it). Money Razorpay has taken is
 * never refused: captured for another amount than the fee, for a request that has expired, was
 * replaced or stopped, or is paid (or refunded) already, it is kept as a payment flagged for
 * refund with its reason — listed for staff under *To refund*.
 */
export async function applyCaptured(
  tx: Tx,
  audit: Audit,
  input: { requestId: number; gatewayPaymentId: string; amountPaise: number; origin: string },
): Promise<Applied> {
  const request = await paymentRepository.lockRequestAfterBatch(tx, input.requestId);
  if (!request) throw new ConfirmFailed({ kind: "invalid", loc: ["body"], msg: gatewayMessages.unknown });
  const payment = await gatewayRepository.insertPayment(tx, input);
  if (!payment) return { kind: "repeat" };
  await audit({ action: "payment.gateway", entity: "payment", entityId: payment.id, before: null, after: payment });
  let outcome: ConfirmOutcome;
  if (input.amountPaise !== request.amountPaise) {
    outcome = await flag(tx, audit, payment, "amount_mismatch");
  } else if (request.status === "open" && request.expiresAt < new Date()) {
    outcome = await flag(tx, audit, payment, "request_expired");
  } else {
    const confirmed = await confirmPayment(tx, audit, { paymentId: payment.id, staffId: null, origin: input.origin });
    if (confirmed.kind === "missing" || confirmed.kind === "invalid") throw new ConfirmFailed(confirmed);
    outcome = confirmed;
  }
  await gatewayRepository.releaseHold(tx, request.id);
  return outcome;
}

/**
 * The warning staff's logs get for money kept for refund: ids and amounts only, never the payer's
 * details (the payment is listed with them on the payments page).
 */
export function flaggedWarning(
  log: FastifyBaseLogger,
  outcome: Applied,
  input: { requestId: number; gatewayPaymentId: string; amountPaise: number },
): void {
  if (outcome.kind !== "flagged") return;
  log.warn(
    {
      paymentId: outcome.paymentId,
      paymentRequestId: input.requestId,
      gatewayPaymentId: input.gatewayPaymentId,
      amountPaise: input.amountPaise,
      flagReason: outcome.flagReason,
    },
    "razorpay payment flagged for refund",
  );
}
