// Razorpay's refund.processed (issue 14), inside the webhook's transaction (its signature checked
// and its event id seen for the first time): a refund is applied once whatever the order or
// repetition of its webhooks.
import { refundMessages } from "@skillbridge/core/money";
import type { Tx } from "../../db/client.ts";
import type { Audit } from "../audit/audit.ts";
import { ConfirmFailed } from "./payment-flow.ts";
import { record, refundable, refundedOf } from "./refund-flow.ts";
import { refundRepository } from "./refund-repository.ts";

type RefundEntity = { id?: string; payment_id?: string; amount?: number; status?: string };

/**
 * Razorpay's refund.processed (signature checked, event id first seen): the refund we asked for
 * is marked processed, once; a refund we have no row of (made on Razorpay's dashboard, or whose
 * recording failed) is recorded with its credit note. A refund of no payment of ours is refused.
 */
export async function applyRefundProcessed(tx: Tx, audit: Audit, entity: RefundEntity | undefined): Promise<boolean> {
  const unknown = () => new ConfirmFailed({ kind: "invalid", loc: ["body"], msg: refundMessages.unknownRefund });
  if (!entity?.id || !entity.payment_id || !Number.isSafeInteger(entity.amount) || (entity.amount ?? 0) < 1) {
    throw unknown();
  }
  // The payment first: a refund being recorded for it right now is committed before we look.
  const payment = await refundRepository.lockGatewayPayment(tx, entity.payment_id);
  if (!payment) throw unknown();
  const known = await refundRepository.byGatewayId(tx, entity.id);
  if (known) {
    if (known.status === "processed") return false;
    const processed = await refundRepository.markProcessed(tx, known.id);
    await audit({ action: "refund.processed", entity: "refund", entityId: known.id, before: known, after: processed });
    return true;
  }
  const refundedBefore = await refundedOf(tx, payment.id);
  if (!refundable(payment) || entity.amount! > payment.amountPaise - refundedBefore) throw unknown();
  await record(
    tx,
    audit,
    {
      payment,
      amountPaise: entity.amount!,
      method: "razorpay",
      reference: null,
      gatewayRefundId: entity.id,
      processed: true,
      staffId: null,
    },
    refundedBefore,
  );
  return true;
}
