// A refund (issue 14), inside the caller's audited transaction: the payment is locked, so two
// refunds of it never give back more than was paid; the refund goes through Razorpay for a gateway
// payment (its refund API, the amount in paise) or is recorded with staff's reference otherwise;
// its credit note takes the next number of the year and reverses the invoice's tax in the same
// split; a full refund of a paid enrolment ends that enrolment, so its seat is free again. Any
// refusal is thrown, so nothing of it is kept and no credit-note number is used up.
import { formatDate } from "@skillbridge/core";
import { creditNoteSplit, formatPaise, type RefundResult, refundMessages, type Supply } from "@skillbridge/core/money";
import type { Tx } from "../../db/client.ts";
import type { Audit } from "../audit/audit.ts";
import { documentRepository } from "./document-repository.ts";
import { GatewayError, type RazorpayClient } from "./razorpay.ts";
import { refundRepository } from "./refund-repository.ts";
import { paymentRepository, type StoredPayment } from "./repository.ts";
import { providerSnapshot, settingsRepository } from "./settings-repository.ts";

/** A refusal with the HTTP status it is answered with. */
export class RefundFailed extends Error {
  readonly status: 404 | 409 | 422 | 502;
  readonly detail: string;
  /** The field a 422 is about. */
  readonly field: "amount" | "reference";
  constructor(status: 404 | 409 | 422 | 502, detail: string, field: "amount" | "reference" = "amount") {
    super(detail);
    this.status = status;
    this.detail = detail;
    this.field = field;
  }
}

export const refundable = (payment: StoredPayment) => payment.status === "confirmed" || payment.status === "flagged";

/** What is refunded of a payment so far (pending gateway refunds included: that money is on its way). */
export async function refundedOf(tx: Tx, paymentId: number) {
  const rows = await refundRepository.ofPayment(tx, paymentId);
  return rows.reduce((sum, row) => sum + row.amountPaise, 0);
}

type Recorded = {
  payment: StoredPayment;
  amountPaise: number;
  method: "razorpay" | "manual";
  reference: string | null;
  gatewayRefundId: string | null;
  processed: boolean;
  staffId: number | null;
};

/**
 * Records a refund already made (by hand, or by Razorpay): its credit note against the payment's
 * tax invoice, its row, the audit, and — when the paid fee is now refunded in full — the end of the
 * enrolment. `refundedBefore` is what was refunded of the payment before this one.
 */
export async function record(tx: Tx, audit: Audit, input: Recorded, refundedBefore: number): Promise<RefundResult> {
  const { payment } = input;
  let creditNote: { id: number; number: string } | null = null;
  // A payment flagged for refund has no tax invoice (no supply was made): no credit note either.
  const invoice = payment.invoiceId ? await documentRepository.byId(tx, payment.invoiceId) : null;
  if (invoice) {
    const settings = (await settingsRepository.get(tx))!;
    const note = await documentRepository.issue(tx, {
      kind: "credit_note",
      prefix: settings.invoicePrefix,
      paymentRequestId: invoice.paymentRequestId,
      recipientName: invoice.recipientName,
      recipientEmail: invoice.recipientEmail,
      recipientGstin: invoice.recipientGstin,
      recipientLegalName: invoice.recipientLegalName,
      placeOfSupply: invoice.placeOfSupply,
      split: creditNoteSplit({ ...invoice, supply: invoice.supply as Supply }, refundedBefore, input.amountPaise),
      description: `Refund against tax invoice ${invoice.number} dated ${formatDate(invoice.issuedAt)}, tax reversed as invoiced. ${invoice.description}`,
      provider: providerSnapshot(settings),
    });
    await audit({ action: "document.issue", entity: "document", entityId: note.id, before: null, after: note });
    creditNote = { id: note.id, number: note.number };
  }
  const refund = await refundRepository.insert(tx, {
    paymentId: payment.id,
    amountPaise: input.amountPaise,
    method: input.method,
    reference: input.reference,
    gatewayRefundId: input.gatewayRefundId,
    status: input.processed ? "processed" : "pending",
    processedAt: input.processed ? new Date() : null,
    creditNoteId: creditNote?.id ?? null,
    createdBy: input.staffId,
  });
  await audit({ action: "refund.create", entity: "refund", entityId: refund.id, before: null, after: refund });

  const refundedPaise = refundedBefore + input.amountPaise;
  let seatFreed = false;
  if (invoice && refundedPaise === payment.amountPaise) {
    const ended = await refundRepository.endEnrolmentOf(tx, payment.paymentRequestId);
    if (ended) {
      await audit({ action: "enrolment.delete", entity: "enrolment", entityId: ended.id, before: ended, after: null });
      seatFreed = true;
    }
  }
  return {
    refundId: refund.id,
    paymentId: payment.id,
    amountPaise: refund.amountPaise,
    status: refund.status as RefundResult["status"],
    creditNote,
    refundedPaise,
    refundablePaise: payment.amountPaise - refundedPaise,
    seatFreed,
  };
}

/** Staff refund a payment, in full or in part. */
export async function refundPayment(
  tx: Tx,
  audit: Audit,
  input: {
    paymentId: number;
    amountPaise: number;
    reference?: string | undefined;
    seenRefundedPaise?: number | undefined;
    staffId: number | null;
  },
  gateway: RazorpayClient | null,
): Promise<RefundResult> {
  const payment = await paymentRepository.lockPayment(tx, input.paymentId);
  if (!payment) throw new RefundFailed(404, "This payment does not exist");
  if (!refundable(payment)) throw new RefundFailed(409, refundMessages.notRefundable);
  const refundedBefore = await refundedOf(tx, payment.id);
  if (input.seenRefundedPaise !== undefined && input.seenRefundedPaise !== refundedBefore) {
    throw new RefundFailed(409, refundMessages.changed(formatPaise(refundedBefore)));
  }
  const left = payment.amountPaise - refundedBefore;
  if (left <= 0) throw new RefundFailed(422, refundMessages.nothingLeft);
  if (input.amountPaise > left) throw new RefundFailed(422, refundMessages.tooMuch(formatPaise(left)));

  if (payment.method !== "razorpay") {
    if (!input.reference) throw new RefundFailed(422, refundMessages.reference, "reference");
    return record(
      tx,
      audit,
      {
        payment,
        amountPaise: input.amountPaise,
        method: "manual",
        reference: input.reference,
        gatewayRefundId: null,
        processed: true,
        staffId: input.staffId,
      },
      refundedBefore,
    );
  }
  if (!gateway || !payment.gatewayPaymentId) throw new RefundFailed(409, refundMessages.gatewayOff);
  // Asked while the payment is locked: a refund.processed webhook for it waits for this answer to
  // be recorded. Should the recording fail after Razorpay refunded, that webhook records it.
  let made: Awaited<ReturnType<RazorpayClient["refund"]>>;
  try {
    made = await gateway.refund(payment.gatewayPaymentId, input.amountPaise, { payment_id: String(payment.id) });
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    throw new RefundFailed(502, refundMessages.gatewayRefused(error.message));
  }
  return record(
    tx,
    audit,
    {
      payment,
      amountPaise: made.amount,
      method: "razorpay",
      reference: input.reference ?? null,
      gatewayRefundId: made.id,
      processed: made.status === "processed",
      staffId: input.staffId,
    },
    refundedBefore,
  );
}
