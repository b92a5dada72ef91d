// A payment staff record by hand: money that came in outside the product — UPI or a
// bank transfer seen on the statement, cash, a cheque — for a proforma. It takes the same path as
// a UTR staff confirm: the tax invoice with the next number, the seat, lead → learner, the mail;
// with the same rules: exactly the amount due (the server's figure), a UTR used once, and money
// for an enrolment already paid flagged for refund, never a second seat.
import { formatPaise, type RecordPaymentInput, type recordPaymentSchema } from "@skillbridge/core/money";
import type { z } from "zod";
import type { Tx } from "../../db/client.ts";
import type { Audit } from "../audit/audit.ts";
import { ConfirmFailed, type ConfirmOutcome, confirmPayment } from "./payment-flow.ts";
import { reconciliationRepository } from "./reconciliation-repository.ts";
import type { StoredRequest } from "./repository.ts";

export type RecordInput = z.output<typeof recordPaymentSchema>;
export type { RecordPaymentInput };

export const recordRefusals = {
  unknownProforma: "No proforma invoice has this number: check it on the payer's proforma",
  replaced:
    "This proforma was replaced by a newer payment link for the same enrolment: record the payment against the newest proforma",
  utrUsed: "This UTR is already recorded: find it in the payments list and confirm it there",
  amount: (given: number, due: number) =>
    `The amount received (${formatPaise(given)}) is not the amount due (${formatPaise(due)}): nothing was recorded. A part payment cannot be recorded.`,
} as const;

export type RecordRefusal =
  | { kind: "missing"; msg: string }
  | { kind: "conflict"; msg: string }
  | { kind: "invalid"; msg: string };

/** Thrown out of the recording transaction so that a refusal keeps nothing. */
export class RecordRefused extends Error {
  readonly refusal: RecordRefusal;
  constructor(refusal: RecordRefusal) {
    super(refusal.kind);
    this.refusal = refusal;
  }
}

/** The request a recording is for (locked), or why it cannot be recorded. */
export async function recordableRequest(tx: Tx, input: RecordInput): Promise<StoredRequest | RecordRefusal> {
  const request = await reconciliationRepository.lockRequestOfProforma(tx, input.proformaNumber);
  if (!request) return { kind: "missing", msg: recordRefusals.unknownProforma };
  if (request.status === "cancelled") return { kind: "invalid", msg: recordRefusals.replaced };
  if (input.amount !== request.amountPaise) {
    return { kind: "invalid", msg: recordRefusals.amount(input.amount, request.amountPaise) };
  }
  return request;
}

/**
 * Records the payment and confirms it. `staffId` recorded it; `confirmedBy` (when a second person
 * approved it) confirms it, else the same member.
 */
export async function recordPayment(
  tx: Tx,
  audit: Audit,
  input: RecordInput & { staffId: number; confirmedBy?: number; origin: string },
): Promise<ConfirmOutcome | RecordRefusal> {
  const request = await recordableRequest(tx, input);
  if ("kind" in request) return request;
  const isTransfer = input.method === "upi" || input.method === "bank";
  const recorded = await reconciliationRepository.insertRecorded(tx, {
    requestId: request.id,
    method: input.method,
    // A transfer's UTR is the payment's own (used once, as a payer's claim's is); a cheque's number or
    // a cash receipt's is only a note.
    utr: isTransfer ? (input.reference ?? null) : null,
    amountPaise: request.amountPaise,
    receivedOn: input.receivedOn,
    reference: isTransfer ? null : input.reference || null,
    staffId: input.staffId,
  });
  if (!recorded) return { kind: "conflict", msg: recordRefusals.utrUsed };
  await audit({
    action: "payment.record",
    entity: "payment",
    entityId: recorded.payment.id,
    before: null,
    after: { ...recorded.payment, ...recorded.record },
  });
  const outcome = await confirmPayment(tx, audit, {
    paymentId: recorded.payment.id,
    staffId: input.confirmedBy ?? input.staffId,
    origin: input.origin,
  });
  if (outcome.kind === "missing" || outcome.kind === "invalid") throw new ConfirmFailed(outcome);
  return outcome;
}
