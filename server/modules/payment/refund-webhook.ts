// Razorpay's refund.processed and refund.failed, inside the webhook's transaction (its
// signature checked and its event id seen for the first time): a refund is applied once whatever
// the order or repetition of its webhooks. Our refund is found by Razorpay's refund id, or — when
// the webhook came before we recorded that id (it answers while our second transaction has not
// run, or we stopped in between) — by our refund id in the notes we gave Razorpay.
import { refundMessages } from "@skillbridge/core/money";
import type { Tx } from "../../db/client.ts";
import type { Audit } from "../audit/audit.ts";
import { ConfirmFailed } from "./payment-flow.ts";
import { completeRefund, endIfRefundedInFull, record, refundable, refundedOf } from "./refund-flow.ts";
import { refundRepository, type StoredRefund } from "./refund-repository.ts";
import type { StoredPayment } from "./repository.ts";

type RefundEntity = {
  id?: string;
  payment_id?: string;
  amount?: number;
  status?: string;
  notes?: Record<string, string> | unknown[];
};

const unknown = () => new ConfirmFailed({ kind: "invalid", loc: ["body"], msg: refundMessages.unknownRefund });

/** The webhook's payment (locked) and our refund of it, if we have one. */
async function findRefund(tx: Tx, entity: RefundEntity | undefined) {
  if (!entity?.id || !entity.payment_id || !Number.isSafeInteger(entity.amount) || (entity.amount ?? 0) < 1) {
    throw unknown();
  }
  // The payment first: a refund being recorded for it right now is committed before we look.
  const payment = await refundRepository.lockGatewayPayment(tx, entity.payment_id);
  if (!payment) throw unknown();
  let refund = await refundRepository.byGatewayId(tx, entity.id);
  const ours = entity.notes && !Array.isArray(entity.notes) ? Number(entity.notes.refund_id) : Number.NaN;
  if (!refund && Number.isSafeInteger(ours)) {
    const noted = await refundRepository.byId(tx, ours);
    // Only the reservation it was asked for: this payment, this amount, no other Razorpay id.
    if (noted?.paymentId === payment.id && noted.amountPaise === entity.amount && !noted.gatewayRefundId) {
      refund = await refundRepository.setGatewayId(tx, noted.id, entity.id);
    }
  }
  return { payment, refund, amount: entity.amount!, gatewayRefundId: entity.id };
}

/**
 * refund.processed: the money went back. Our pending refund is processed and gets its credit
 * note, once; a refund we have no row of (made on Razorpay's dashboard, or whose reservation was
 * voided when Razorpay could not be reached) is recorded with its credit note. A refund of no
 * payment of ours, or beyond what is left of it, is refused.
 */
export async function applyRefundProcessed(
  tx: Tx,
  audit: Audit,
  entity: RefundEntity | undefined,
  origin: string,
): Promise<boolean> {
  const { payment, refund, amount, gatewayRefundId } = await findRefund(tx, entity);
  if (refund) {
    if (refund.status === "processed") return false;
    if (refund.status === "failed") return revive(tx, audit, payment, refund, amount, origin);
    await completeRefund(tx, audit, payment, refund);
    await endIfRefundedInFull(tx, audit, payment, null, origin);
    return true;
  }
  const refundedBefore = await refundedOf(tx, payment.id);
  if (!refundable(payment) || amount > payment.amountPaise - refundedBefore) throw unknown();
  await record(
    tx,
    audit,
    {
      payment,
      amountPaise: amount,
      method: "razorpay",
      reference: null,
      gatewayRefundId,
      processed: true,
      staffId: null,
      origin,
    },
    refundedBefore,
  );
  return true;
}

/** A refund reported failed, then processed after all: it counts again if it still fits. */
async function revive(
  tx: Tx,
  audit: Audit,
  payment: StoredPayment,
  refund: StoredRefund,
  amount: number,
  origin: string,
) {
  if (amount > payment.amountPaise - (await refundedOf(tx, payment.id))) throw unknown();
  await completeRefund(tx, audit, payment, refund);
  await endIfRefundedInFull(tx, audit, payment, null, origin);
  return true;
}

/**
 * refund.failed: the money did not go back. Our pending refund is marked failed, once: its amount
 * is refundable again and it never gets a credit note. A processed refund stays as it is; a
 * failed refund we never recorded changes nothing.
 */
export async function applyRefundFailed(tx: Tx, audit: Audit, entity: RefundEntity | undefined): Promise<boolean> {
  const { refund } = await findRefund(tx, entity);
  if (refund?.status !== "pending") return false;
  const failed = await refundRepository.markFailed(tx, refund.id);
  await audit({ action: "refund.failed", entity: "refund", entityId: refund.id, before: refund, after: failed });
  return true;
}
