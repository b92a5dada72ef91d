// Razorpay's path of a fee (issue 14): starting a payment (a seat held for 15 minutes, then a
// payment link on Razorpay's page), and applying a captured payment — from the payer's return
// (signature checked) or a webhook (signature checked, each event id once) — through the same
// confirmation as a UPI payment: the tax invoice with the next number and the lead → learner path.
// A payment is applied once whatever the order or repetition of returns and webhooks.
import type { Tx } from "../../db/client.ts";
import type { Audit } from "../audit/audit.ts";
import { gatewayRepository } from "./gateway-repository.ts";
import { ConfirmFailed, type ConfirmOutcome, confirmPayment, paymentMessages, type Refusal } from "./payment-flow.ts";
import { paymentRepository, type StoredRequest } from "./repository.ts";
import { isFull, seatRepository } from "./seat-repository.ts";

export const gatewayMessages = {
  notConfigured: "Online payment is not available: pay by UPI or bank transfer",
  full: "Every seat of this batch is taken just now: try again in 15 minutes, or pay by UPI or bank transfer",
  badSignature: "The payment's signature does not match: nothing was recorded",
  unknown: "This payment belongs to no payment of ours: nothing was recorded",
  amount: "The amount paid does not match the fee: nothing was recorded, staff will check it",
  notCaptured: "Razorpay has not captured this payment: nothing was recorded",
} as const;

/** Holds a seat for the request while its payer pays online (refused when none is left). */
export async function holdSeat(tx: Tx, request: StoredRequest): Promise<Refusal | { kind: "held"; until: Date }> {
  if (request.status !== "open" || request.expiresAt < new Date()) {
    return { kind: "invalid", loc: ["body", "token"], msg: paymentMessages.notOpen };
  }
  const seats = await seatRepository.count(tx, request.trainingCardId, { lock: true, exceptRequestId: request.id });
  if (seats && isFull(seats)) return { kind: "invalid", loc: ["body", "token"], msg: gatewayMessages.full };
  return { kind: "held", until: await seatRepository.hold(tx, request.id) };
}

export type Applied = ConfirmOutcome | { kind: "repeat" };

/**
 * A payment Razorpay captured for a request: recorded once by its Razorpay id, then confirmed as
 * staff confirm a UTR (no staff member: the gateway vouches for it). A wrong amount changes nothing.
 */
export async function applyCaptured(
  tx: Tx,
  audit: Audit,
  input: { requestId: number; gatewayPaymentId: string; amountPaise: number; origin: string },
): Promise<Applied> {
  const request = await paymentRepository.lockRequestAfterBatch(tx, input.requestId);
  if (!request) throw new ConfirmFailed({ kind: "invalid", loc: ["body"], msg: gatewayMessages.unknown });
  if (input.amountPaise !== request.amountPaise) {
    throw new ConfirmFailed({ kind: "invalid", loc: ["body", "amount"], msg: gatewayMessages.amount });
  }
  const payment = await gatewayRepository.insertPayment(tx, input);
  if (!payment) return { kind: "repeat" };
  await audit({ action: "payment.gateway", entity: "payment", entityId: payment.id, before: null, after: payment });
  const outcome = await confirmPayment(tx, audit, { paymentId: payment.id, staffId: null, origin: input.origin });
  if (outcome.kind === "missing" || outcome.kind === "invalid") throw new ConfirmFailed(outcome);
  await gatewayRepository.releaseHold(tx, request.id);
  return outcome;
}
