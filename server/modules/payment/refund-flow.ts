// A refund. Checked and reserved in a short transaction with the payment locked, so two
// refunds of it never give back more than was paid. A refund by hand is recorded there and then,
// with its credit note. A Razorpay refund is only reserved (pending) there: Razorpay is asked
// outside any transaction (refund-gateway.ts), since on the embedded database a transaction holds
// the only connection. Its credit note — a tax document — is issued when Razorpay says the money
// went back (refund.processed), never before. Once the refunds Razorpay took (or staff made) cover
// the payment in full, the enrolment ends: the seat is free again. Any refusal is thrown, so
// nothing of it is kept and no credit-note number is used up.
import { formatDate } from "@skillbridge/core";
import { creditNoteSplit, formatPaise, type RefundResult, refundMessages, type Supply } from "@skillbridge/core/money";
import type { Tx } from "../../db/client.ts";
import type { Audit } from "../audit/audit.ts";
import { documentRepository } from "./document-repository.ts";
import { queueRefundMail } from "./money-mail.ts";
import { refundRepository, type StoredRefund } from "./refund-repository.ts";
import { endEnrolment } from "./refund-seat.ts";
import { paymentRepository, type StoredPayment } from "./repository.ts";
import { type ProviderSnapshot, settingsRepository } from "./settings-repository.ts";

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

/** What is refunded of a payment so far (pending gateway refunds included: that money is reserved). */
export async function refundedOf(tx: Tx, paymentId: number) {
  const rows = await refundRepository.ofPayment(tx, paymentId);
  return rows.reduce((sum, row) => sum + row.amountPaise, 0);
}

/**
 * The credit note of money given back on a payment, against its tax invoice, reversing the
 * invoice's tax in the same split (the notes add up to the invoice). None for a payment flagged
 * for refund: it has no tax invoice (no supply was made).
 */
export async function issueCreditNote(tx: Tx, audit: Audit, payment: StoredPayment, amountPaise: number) {
  const invoice = payment.invoiceId ? await documentRepository.byId(tx, payment.invoiceId) : null;
  if (!invoice) return null;
  const settings = (await settingsRepository.get(tx))!;
  const creditedBefore = await refundRepository.creditedOf(tx, payment.id);
  const note = await documentRepository.issue(tx, {
    kind: "credit_note",
    prefix: settings.invoicePrefix,
    paymentRequestId: invoice.paymentRequestId,
    recipientName: invoice.recipientName,
    recipientEmail: invoice.recipientEmail,
    recipientGstin: invoice.recipientGstin,
    recipientLegalName: invoice.recipientLegalName,
    recipientAddress: invoice.recipientAddress,
    placeOfSupply: invoice.placeOfSupply,
    split: creditNoteSplit({ ...invoice, supply: invoice.supply as Supply }, creditedBefore, amountPaise),
    description: `Refund against tax invoice ${invoice.number} dated ${formatDate(invoice.issuedAt)}, tax reversed as invoiced. ${invoice.description}`,
    // The provider as the invoice froze it: a credit note amends that invoice, so it names the
    // same supplier (name, GSTIN, address) whatever the business settings say today.
    provider: invoice.provider as ProviderSnapshot,
  });
  await audit({ action: "document.issue", entity: "document", entityId: note.id, before: null, after: note });
  return { id: note.id, number: note.number };
}

/** A pending Razorpay refund the money went back for: its credit note, and it is processed. */
export async function completeRefund(tx: Tx, audit: Audit, payment: StoredPayment, refund: StoredRefund) {
  const note = await issueCreditNote(tx, audit, payment, refund.amountPaise);
  const processed = await refundRepository.markProcessed(tx, refund.id, note?.id ?? null);
  await audit({ action: "refund.processed", entity: "refund", entityId: refund.id, before: refund, after: processed });
  await queueRefundMail(tx, payment, processed, note);
  return { refund: processed, creditNote: note };
}

/**
 * Ends the enrolment a payment paid for once the refunds accepted — made by hand, or taken by
 * Razorpay (it gave its refund id) — cover it in full; a reservation still being asked for does
 * not count, as Razorpay may refuse it. True when a seat was freed now.
 */
export async function endIfRefundedInFull(
  tx: Tx,
  audit: Audit,
  payment: StoredPayment,
  staffId: number | null,
  origin: string,
): Promise<boolean> {
  if (payment.invoiceId == null) return false;
  if ((await refundRepository.acceptedOf(tx, payment.id)) !== payment.amountPaise) return false;
  return endEnrolment(tx, audit, payment, staffId, origin);
}

type Recorded = {
  payment: StoredPayment;
  amountPaise: number;
  method: "razorpay" | "manual";
  reference: string | null;
  /** Why staff refund it: written with the refund's audit entry (the refund row has no column for it). */
  reason?: string | undefined;
  gatewayRefundId: string | null;
  processed: boolean;
  staffId: number | null;
  /** The site's origin, for the payment link of a waitlisted lead offered the seat freed. */
  origin: string;
};

/**
 * Records a refund: made already (by hand, or on Razorpay's side) with its credit note, or a
 * Razorpay refund about to be asked for (pending, no credit note yet); its row, the audit, and —
 * when the payment is now refunded in full — the end of the enrolment. `refundedBefore` is what
 * was refunded (or reserved) of the payment before this one.
 */
export async function record(tx: Tx, audit: Audit, input: Recorded, refundedBefore: number): Promise<RefundResult> {
  const { payment } = input;
  const creditNote = input.processed ? await issueCreditNote(tx, audit, payment, input.amountPaise) : null;
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
  const audited = input.reason ? { ...refund, reason: input.reason } : refund;
  await audit({ action: "refund.create", entity: "refund", entityId: refund.id, before: null, after: audited });
  // Money gone back already (by hand, or taken by Razorpay): the payer hears of it with its credit
  // note; a refund still pending at Razorpay is told when Razorpay processes it (completeRefund).
  if (input.processed) await queueRefundMail(tx, payment, refund, creditNote);

  const refundedPaise = refundedBefore + input.amountPaise;
  const seatFreed = await endIfRefundedInFull(tx, audit, payment, input.staffId, input.origin);
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

export type RefundInput = {
  paymentId: number;
  amountPaise: number;
  reference?: string | undefined;
  seenRefundedPaise?: number | undefined;
  reason?: string | undefined;
  staffId: number | null;
  origin: string;
};

/**
 * Staff refund a payment, in full or in part (the first, short transaction): checked against what
 * is left with the payment locked; by hand it is recorded with its credit note, through Razorpay
 * it is reserved as pending (`gatewayOn`: Razorpay is configured) for refund-gateway.ts to ask.
 */
export async function reserveRefund(tx: Tx, audit: Audit, input: RefundInput, gatewayOn: boolean) {
  const { payment, refundedBefore, byHand } = await refundableNow(tx, input, gatewayOn);
  const result = await record(
    tx,
    audit,
    {
      payment,
      amountPaise: input.amountPaise,
      method: byHand ? "manual" : "razorpay",
      reference: input.reference ?? null,
      reason: input.reason,
      gatewayRefundId: null,
      processed: byHand,
      staffId: input.staffId,
      origin: input.origin,
    },
    refundedBefore,
  );
  return { payment, result };
}

/** The payment (locked) a refund is checked against, or the refusal thrown: nothing is written. */
export async function refundableNow(tx: Tx, input: RefundInput, gatewayOn: boolean) {
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

  const byHand = payment.method !== "razorpay";
  if (byHand && !input.reference) throw new RefundFailed(422, refundMessages.reference, "reference");
  if (!byHand && (!gatewayOn || !payment.gatewayPaymentId)) throw new RefundFailed(409, refundMessages.gatewayOff);
  return { payment, refundedBefore, byHand };
}
