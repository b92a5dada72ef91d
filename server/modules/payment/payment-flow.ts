// The steps of a fee, each inside the caller's transaction: a payment request with its
// proforma, the payer's details, a UTR claimed by the payer, and staff's confirmation, which issues
// the tax invoice with the next number and enrols the lead's learner (the lead → learner path).
import { type FlagReason, isIndianStateCode, planMessages, splitGst, supplyOf } from "@skillbridge/core/money";
import { dayInIndia, formatDate, seatCanBeSold } from "@skillbridge/core/rules";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { leads, learners, paymentRequests } from "../../db/schema.ts";
import { alertUtrConflict } from "../alerts/payment-alert.ts";
import type { Audit } from "../audit/audit.ts";
import { applyCoupon } from "../coupon/apply.ts";
import { couponRepository } from "../coupon/repository.ts";
import { carryGroupDiscount, enrolGroup, groupInvoiceTerms } from "../group/group-confirm.ts";
import { convertLead } from "../lead/convert.ts";
import { outboxRepository } from "../mail/outbox-repository.ts";
import { priceReferralAndCredit } from "../referral/pricing.ts";
import { documentRepository } from "./document-repository.ts";
import { queueInvoiceMail } from "./invoice-mail.ts";
import { queueFlaggedMail } from "./money-mail.ts";
import { SEAT_GONE_MAIL_KIND, seatGoneMail } from "./payment-mail.ts";
import { paymentMessages } from "./payment-messages.ts";
import { paymentRepository, type StoredPayment, type StoredRequest } from "./repository.ts";
import { planAmounts, splitOfRequest, splitWithParts } from "./request-split.ts";
import { hasRoomFor, seatRepository } from "./seat-repository.ts";
import { providerSnapshot, type StoredSettings, settingsRepository } from "./settings-repository.ts";
import { utrDisputeRepository } from "./utr-dispute-repository.ts";

export { paymentMessages };

export type Refusal = { kind: "missing" } | { kind: "invalid"; loc: string[]; msg: string };

/** The tax split of a request: the payer's place of supply, the provider's own state until chosen. */
export function splitOf(request: Pick<StoredRequest, "amountPaise" | "payerState">, settings: StoredSettings) {
  const place = request.payerState ?? settings.stateCode;
  return {
    place,
    split: splitGst(request.amountPaise, supplyOf(settings.stateCode, place), Boolean(settings.lutNumber)),
  };
}

export const describeFee = (courseName: string, startDate: string) =>
  `Training fee: ${courseName} (batch starting ${formatDate(startDate)})`;

/** A request's fee as its documents describe it: a plan's part says which part it is. */
export const describeRequest = (
  request: Pick<StoredRequest, "partNo" | "partCount">,
  courseName: string,
  startDate: string,
) =>
  request.partNo != null
    ? `${describeFee(courseName, startDate)}, part ${request.partNo} of ${request.partCount}`
    : describeFee(courseName, startDate);

/** Whether every part of the request's plan before its own is paid (true for a fee paid at once). */
export async function earlierPartsPaid(tx: Tx, request: StoredRequest): Promise<boolean> {
  if (request.planFirstId == null || request.partNo == null || request.partNo === 1) return true;
  // Part 1's request is the plan's first (plan_first_id names it).
  const [first] = await tx
    .select({ status: paymentRequests.status })
    .from(paymentRequests)
    .where(eq(paymentRequests.id, request.planFirstId));
  return first?.status === "paid";
}

/** The learner part 1's confirmation made of the payer (matched by e-mail, as their fees are). */
async function learnerIdOfEmail(tx: Tx, email: string): Promise<number> {
  const [row] = await tx
    .select({ id: learners.id })
    .from(learners)
    .where(sql`lower(${learners.email}) = lower(${email})`);
  if (!row) throw new Error("a later part of a plan was paid with no learner for its payer");
  return row.id;
}

/** The parts of a plan still to be paid (open), in order. */
async function planPartsToPay(tx: Tx, planFirstId: number): Promise<StoredRequest[]> {
  return tx
    .select()
    .from(paymentRequests)
    .where(and(eq(paymentRequests.planFirstId, planFirstId), eq(paymentRequests.status, "open")))
    .orderBy(asc(paymentRequests.partNo));
}

/**
 * The tax invoice of money received for a request, with the next number (its share of the fee's
 * tax when it is a plan's part), and the payment confirmed against it: the request paid, any UTR
 * dispute of it settled, both audited.
 */
async function issueInvoiceAndConfirm(
  tx: Tx,
  audit: Audit,
  input: {
    payment: StoredPayment;
    request: StoredRequest;
    settings: StoredSettings;
    lead: { name: string; email: string };
    staffId: number | null;
    description: string;
  },
) {
  const { payment, request, settings, lead } = input;
  const { place, split } = await splitOfRequest(tx, request, settings);
  const invoice = await documentRepository.issue(tx, {
    kind: "tax_invoice",
    prefix: settings.invoicePrefix,
    paymentRequestId: request.id,
    recipientName: lead.name,
    recipientEmail: lead.email,
    recipientGstin: request.payerGstin,
    recipientLegalName: request.payerLegalName,
    recipientAddress: request.payerAddress,
    placeOfSupply: place,
    split,
    description: input.description,
    provider: providerSnapshot(settings),
  });
  const confirmed = await paymentRepository.confirm(tx, payment.id, input.staffId, invoice.id);
  await paymentRepository.markPaid(tx, request.id);
  await utrDisputeRepository.resolveOf(tx, request.id);
  await audit({
    action: "payment.confirm",
    entity: "payment",
    entityId: payment.id,
    before: payment,
    after: confirmed,
  });
  await audit({ action: "document.issue", entity: "document", entityId: invoice.id, before: null, after: invoice });
  return invoice;
}

/**
 * A later part of a plan received: its own tax invoice (its share of the fee's tax, so the parts
 * add up to the whole), the part paid and the payer mailed the invoice. The seat and the
 * enrolment are part 1's.
 */
async function confirmLaterPart(
  tx: Tx,
  audit: Audit,
  input: {
    payment: StoredPayment;
    request: StoredRequest;
    settings: StoredSettings;
    batch: { startDate: string };
    staffId: number | null;
  },
): Promise<ConfirmOutcome> {
  const { payment, request } = input;
  const [lead] = await tx.select().from(leads).where(eq(leads.id, request.leadId));
  const fee = await paymentRepository.feeOf(tx, request.trainingCardId);
  const invoice = await issueInvoiceAndConfirm(tx, audit, {
    ...input,
    lead: lead!,
    description: describeRequest(request, fee?.courseName ?? "", input.batch.startDate),
  });
  await queueInvoiceMail(tx, {
    to: lead!.email,
    name: lead!.name,
    courseName: fee?.courseName ?? "",
    invoice,
    language: lead!.language,
  });
  const learnerId = await learnerIdOfEmail(tx, lead!.email);
  return { kind: "done", paymentId: payment.id, invoiceId: invoice.id, invoiceNumber: invoice.number, learnerId };
}

/**
 * A lead's payment request and its proforma; an open earlier request of the lead is cancelled
 * (`replaced`: their ids, whose Razorpay links the caller cancels once this transaction is committed).
 */
export async function requestPayment(
  tx: Tx,
  leadId: number,
): Promise<
  | {
      kind: "done";
      requestId: number;
      token: string;
      proformaNumber: string;
      amountPaise: number;
      replaced: number[];
      /** The discount code the request was to carry but which no longer holds. */
      refusedCode?: string;
    }
  | Refusal
> {
  const settings = await settingsRepository.get(tx);
  if (!settings) return { kind: "invalid", loc: ["body"], msg: paymentMessages.notConfigured };
  // The lead's batch first, then the lead and its requests: the order a capacity change's offer
  // and a confirmation take (repository.ts, lockBatch).
  const [unlocked] = await tx.select({ trainingCardId: leads.trainingCardId }).from(leads).where(eq(leads.id, leadId));
  if (unlocked?.trainingCardId != null) await paymentRepository.lockBatch(tx, unlocked.trainingCardId);
  const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId)).for("update");
  if (!lead) return { kind: "missing" };
  if (lead.trainingCardId == null) return { kind: "invalid", loc: ["path", "id"], msg: paymentMessages.noBatch };
  const fee = await paymentRepository.feeOf(tx, lead.trainingCardId);
  if (!fee) return { kind: "invalid", loc: ["path", "id"], msg: paymentMessages.noFee };
  if (!seatCanBeSold(await paymentRepository.batchOf(tx, lead.trainingCardId), dayInIndia(new Date()))) {
    return { kind: "invalid", loc: ["path", "id"], msg: paymentMessages.batchStarted };
  }
  // A seat offered from the waitlist and still held stays held for the lead's new link.
  const offeredUntil = await paymentRepository.runningOfferOf(tx, lead.id);
  const cancelled = await paymentRepository.cancelOpenOf(tx, lead.id);
  if (cancelled === "paid") return { kind: "invalid", loc: ["path", "id"], msg: paymentMessages.alreadyPaid };
  // A discount code on the link this one replaces goes on to it, else the code the visitor's
  // shared link carried into the enrolment; either only if it still holds then.
  const code = (await couponRepository.latestCodeOf(tx, cancelled)) ?? lead.couponCode;

  const { request, token } = await paymentRepository.insertRequest(tx, {
    leadId: lead.id,
    trainingCardId: lead.trainingCardId,
    amountPaise: fee.feePaise,
    offeredUntil,
  });
  const batch = await paymentRepository.batchOf(tx, lead.trainingCardId);
  const { place, split } = splitOf(request, settings);
  const proforma = await documentRepository.issue(tx, {
    kind: "proforma",
    prefix: settings.invoicePrefix,
    paymentRequestId: request.id,
    recipientName: lead.name,
    recipientEmail: lead.email,
    recipientGstin: null,
    recipientLegalName: null,
    recipientAddress: null,
    placeOfSupply: place,
    split,
    description: describeFee(fee.courseName, batch.startDate),
    provider: providerSnapshot(settings),
  });
  // A referred enrolment's discount, then the payer's own referral credit, off the fee just asked.
  let amountPaise = await priceReferralAndCredit(tx, request, lead, settings);
  const applied = code ? await applyCoupon(tx, token, code) : null;
  if (applied?.kind === "done") {
    amountPaise = (await paymentRepository.byToken(tx, token))?.request.amountPaise ?? amountPaise;
  }
  return {
    kind: "done",
    requestId: request.id,
    token,
    proformaNumber: proforma.number,
    amountPaise,
    replaced: cancelled,
    ...(code && applied?.kind !== "done" ? { refusedCode: code } : {}),
  };
}

/** The payer's place of supply and, for a company, GSTIN and legal name: the proforma follows. */
export async function setPayer(
  tx: Tx,
  request: StoredRequest,
  payer: {
    payerState: string;
    payerGstin?: string | undefined;
    payerLegalName?: string | undefined;
    payerAddress?: string | undefined;
  },
): Promise<Refusal | null> {
  if (request.status !== "open" || request.expiresAt < new Date()) {
    return { kind: "invalid", loc: ["body", "token"], msg: paymentMessages.notOpen };
  }
  const settings = await settingsRepository.get(tx);
  if (!settings) return { kind: "invalid", loc: ["body"], msg: paymentMessages.notConfigured };
  // A GSTIN is an Indian registration: an export has none to print.
  const gstin = isIndianStateCode(payer.payerState) ? (payer.payerGstin ?? null) : null;
  // The provider's own GSTIN as the buyer's would make the invoice a supply to itself (and let a
  // payer claim the provider's input tax credit): refused, nothing changed.
  if (gstin && settings.gstin && gstin.toUpperCase() === settings.gstin.toUpperCase()) {
    return { kind: "invalid", loc: ["body", "payerGstin"], msg: paymentMessages.ownGstin };
  }
  const values = {
    payerState: payer.payerState,
    payerGstin: gstin,
    payerLegalName: gstin ? (payer.payerLegalName ?? null) : null,
    payerAddress: gstin ? (payer.payerAddress ?? null) : null,
  };
  // A plan's parts are one fee to one payer: the details go on every part still to be paid.
  const targets = request.planFirstId == null ? [request] : await planPartsToPay(tx, request.planFirstId);
  const parts = await planAmounts(tx, request);
  for (const target of targets) {
    await paymentRepository.setPayer(tx, target.id, values);
    const { split } = splitWithParts({ ...target, payerState: values.payerState }, settings, parts);
    const proforma = await documentRepository.ofRequest(tx, target.id, "proforma");
    if (proforma) {
      await documentRepository.updateProforma(tx, proforma.id, {
        recipientGstin: values.payerGstin,
        recipientLegalName: values.payerLegalName,
        recipientAddress: values.payerAddress,
        placeOfSupply: values.payerState,
        split,
      });
    }
  }
  return null;
}

/**
 * The payer says they paid: a claim with their UTR, for the request's own amount. One claim at a
 * time waits for staff on a request, so a link cannot hold a pile of guessed UTRs. The same UTR
 * sent again is already received (nothing new). A UTR already claimed on another link is not a
 * dead end: a stranger may have claimed this payer's UTR first, so the refused claim is kept as a
 * dispute and the staff who decide on money are alerted (once per request and UTR); nothing is
 * applied until the bank statement or staff settle it.
 */
export async function claimPayment(
  tx: Tx,
  request: StoredRequest,
  claim: { method: "upi" | "bank"; utr: string },
  origin: string,
): Promise<ClaimOutcome> {
  // The same UTR from the same link is a resubmission (a reload, a second tap): already received,
  // whatever became of it since — even once it is confirmed and the link takes no more payment.
  const own = (await paymentRepository.paymentsOf(tx, request.id)).filter((row) => row.status !== "rejected");
  if (own.some((row) => row.utr === claim.utr)) return { kind: "already", msg: paymentMessages.utrReceived };
  if (request.status !== "open" || request.expiresAt < new Date()) {
    return { kind: "invalid", loc: ["body", "token"], msg: paymentMessages.notOpen };
  }
  if (await paymentRepository.heldNoSeatPayment(tx, { requestId: request.id })) {
    return { kind: "conflict", msg: paymentMessages.seatGone };
  }
  if (own.some((row) => row.status === "pending")) return { kind: "conflict", msg: paymentMessages.claimOpen };
  // A plan is paid in order: part 1 confirms the seat, so no later part is taken before it.
  if (!(await earlierPartsPaid(tx, request))) {
    return { kind: "invalid", loc: ["body", "token"], msg: planMessages.firstUnpaid };
  }

  const payment = await paymentRepository.insertClaim(tx, {
    requestId: request.id,
    amountPaise: request.amountPaise,
    ...claim,
  });
  if (payment) return { kind: "done", paymentId: payment.id };

  // The UTR is held by another request's payment. One dispute waits per request: a link cannot
  // raise an alert for every UTR it learns.
  const disputes = await utrDisputeRepository.unresolvedOf(tx, request.id);
  if (disputes.some((row) => row.utr === claim.utr)) return { kind: "disputed", msg: paymentMessages.utrDisputed };
  if (disputes.length) return { kind: "conflict", msg: paymentMessages.disputeOpen };
  const holder = await utrDisputeRepository.holderOf(tx, claim.utr);
  const dispute = await utrDisputeRepository.insert(tx, {
    requestId: request.id,
    method: claim.method,
    utr: claim.utr,
    heldByPaymentId: holder?.payment.id ?? null,
  });
  if (dispute) {
    await alertUtrConflict(tx, {
      origin,
      utr: claim.utr,
      refused: await utrDisputeRepository.partyOf(tx, request.id),
      holder: {
        payerName: holder?.payerName ?? "",
        proformaNumber: holder?.proformaNumber ?? "",
        status: holder?.payment.status ?? "unknown",
      },
    });
  }
  return { kind: "disputed", msg: paymentMessages.utrDisputed };
}

export type ClaimOutcome =
  | Refusal
  | { kind: "done"; paymentId: number }
  /** The same UTR on the same request again: nothing new. */
  | { kind: "already"; msg: string }
  /** Refused for now: the UTR is claimed on another request; staff are told. */
  | { kind: "disputed"; msg: string }
  /** Another claim of this request waits for staff. */
  | { kind: "conflict"; msg: string };

export type ConfirmOutcome =
  | { kind: "done"; paymentId: number; invoiceId: number; invoiceNumber: string; learnerId: number }
  | { kind: "flagged"; paymentId: number; flagReason: FlagReason };

/**
 * Staff confirm a claim against their bank statement: the tax invoice is issued with the next
 * number of the year, the request is paid and the lead becomes a learner enrolled on the batch —
 * all or nothing, in one audited transaction. Money received with no seat left (the batch row is
 * locked, so two payments never take its last seat), or for an enrolment already paid, is kept
 * as a payment flagged for refund: never a second seat, never over capacity. So is money that
 * arrived once the batch had started (past any late joining staff allowed).
 */
export async function confirmPayment(
  tx: Tx,
  audit: Audit,
  input: { paymentId: number; staffId: number | null; origin: string },
): Promise<Refusal | ConfirmOutcome> {
  const payment = await paymentRepository.lockPayment(tx, input.paymentId);
  if (!payment) return { kind: "missing" };
  if (payment.status !== "pending") return { kind: "invalid", loc: ["path", "id"], msg: paymentMessages.notPending };
  // The batch before the request, as every seat-changing path locks them (repository.ts).
  const request = await paymentRepository.lockRequestAfterBatch(tx, payment.paymentRequestId);
  if (!request) return { kind: "missing" };
  const settings = await settingsRepository.get(tx);
  if (!settings) return { kind: "invalid", loc: ["body"], msg: paymentMessages.notConfigured };
  // A fee refunded in full was paid once: money for it again is flagged, the lead gets a new link.
  if (request.status === "paid" || request.status === "refunded") return flag(tx, audit, payment, "already_paid");
  // A request replaced by a newer link (or stopped) can no longer be paid: the lead's live request
  // is the newer one, so money for the old one is kept for refund rather than enrolling twice.
  if (request.status === "cancelled") return flag(tx, audit, payment, "request_cancelled");
  const batch = await paymentRepository.batchOf(tx, request.trainingCardId);
  // A later part of a plan pays for a seat part 1 already took: no seat is counted, nobody enrolled.
  if (request.partNo != null && request.partNo > 1) {
    if (!(await earlierPartsPaid(tx, request))) {
      return { kind: "invalid", loc: ["path", "id"], msg: planMessages.firstUnpaid };
    }
    return confirmLaterPart(tx, audit, { payment, request, settings, batch, staffId: input.staffId });
  }
  // Money that arrived (claimed, or captured now) once the batch's seats could no longer be sold
  // buys no seat: a learner would join sessions already missed, with nobody having agreed to it.
  if (!seatCanBeSold(batch, dayInIndia(payment.createdAt))) return flag(tx, audit, payment, "batch_started");
  const seats = await seatRepository.count(tx, request.trainingCardId, { lock: true, exceptRequestId: request.id });
  const [lead] = await tx.select().from(leads).where(eq(leads.id, request.leadId));
  // A group's seats are taken together: one seat short and none is taken.
  if (seats && !hasRoomFor(seats, request.seats)) {
    const flagged = await flag(tx, audit, payment, "no_seat");
    // The payer hears at once that the money is kept for refund, never to pay again meanwhile.
    const proforma = await documentRepository.ofRequest(tx, request.id, "proforma");
    const course = await paymentRepository.feeOf(tx, request.trainingCardId);
    await outboxRepository.enqueue(tx, {
      to: lead!.email,
      kind: SEAT_GONE_MAIL_KIND,
      ...seatGoneMail({
        name: lead!.name,
        courseName: course?.courseName ?? "",
        amountPaise: payment.amountPaise,
        proformaNumber: proforma?.number ?? "",
        language: lead!.language,
      }),
    });
    if (lead!.status !== "waitlist") {
      await seatRepository.markWaitlist(tx, lead!.id);
      await audit({
        action: "lead.waitlist",
        entity: "lead",
        entityId: lead!.id,
        before: { status: lead!.status },
        after: { status: "waitlist" },
      });
    }
    return flagged;
  }
  const fee = await paymentRepository.feeOf(tx, request.trainingCardId);
  const invoice = await issueInvoiceAndConfirm(tx, audit, {
    payment,
    request,
    settings,
    lead: lead!,
    staffId: input.staffId,
    // A group's invoice repeats its proforma's words: "N seats at … each".
    description:
      request.seats > 1
        ? ((await groupInvoiceTerms(tx, request.id))?.description ?? "")
        : describeRequest(request, fee?.courseName ?? "", batch.startDate),
  });
  if (request.seats > 1) await carryGroupDiscount(tx, request.id, invoice.id);

  // A group enrols each named participant, not its contact.
  const conversion =
    request.seats > 1
      ? await enrolGroup(tx, audit, request, input)
      : await convertLead(tx, audit, {
          leadId: request.leadId,
          trainingId: request.trainingCardId,
          staffId: input.staffId,
          origin: input.origin,
          payerState: request.payerState,
        });
  if (conversion.kind !== "done") throw new ConfirmFailed(conversion);
  await queueInvoiceMail(tx, {
    to: lead!.email,
    name: lead!.name,
    courseName: fee?.courseName ?? "",
    invoice,
    language: lead!.language,
  });
  return {
    kind: "done",
    paymentId: payment.id,
    invoiceId: invoice.id,
    invoiceNumber: invoice.number,
    learnerId: conversion.result.learnerId,
  };
}

/** Money kept for refund, with why: audited, never a seat or an invoice. */
export async function flag(
  tx: Tx,
  audit: Audit,
  payment: StoredPayment,
  flagReason: FlagReason,
): Promise<ConfirmOutcome> {
  const flagged = await paymentRepository.flag(tx, payment.id, flagReason);
  await audit({ action: "payment.flag", entity: "payment", entityId: payment.id, before: payment, after: flagged });
  // The payer hears why and when the refund comes, whichever way the money arrived; money with no
  // seat left has its own mail (it is held, and may still buy a seat that frees).
  if (flagReason !== "no_seat") await queueFlaggedMail(tx, flagged, flagReason);
  return { kind: "flagged", paymentId: payment.id, flagReason };
}

/** Thrown out of the transaction so that nothing of a failed confirmation is kept. */
export class ConfirmFailed extends Error {
  readonly refusal: Refusal;
  constructor(refusal: Refusal) {
    super(refusal.kind);
    this.refusal = refusal;
  }
}
