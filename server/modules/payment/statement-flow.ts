// A bank statement uploaded by staff: a credit is confirmed only when nothing
// contradicts it — each in its own audited transaction, the same path as confirming one by one:
// - its UTR names exactly one pending payment with the same amount, and the narration names no
//   other request's proforma (the UPI link sends the proforma number as the payment's note) and
//   no other payer was refused that UTR because this claim came first; or
// - its narration names one proforma whose payer entered this UTR and was refused because another
//   link had claimed it first: the bank shows whose money it is, so that payer's request is
//   confirmed and the other link's claim of the UTR is refused (listed as such, and its payer sent
//   the same "payment not found" mail as a claim refused by hand).
// Anything else is listed, never guessed: a credit naming no payment as unmatched; a payment whose
// UTR is there with another amount as mismatched; a UTR already confirmed (a second upload of the
// same statement) as done; and a credit something contradicts — another proforma in the narration,
// several proformas or claims, a payer refused that UTR — for staff to decide, with the narration
// beside every claim's payer.
import { createHash } from "node:crypto";
import {
  parseStatement,
  proformaNumbersIn,
  type ReviewReason,
  type StatementLine,
  type StatementResult,
} from "@skillbridge/core/money";
import type { Db } from "../../db/client.ts";
import { type Actor, auditedWrite } from "../audit/audit.ts";
import { queueUtrRejectedMail } from "./money-mail.ts";
import { ConfirmFailed, type ConfirmOutcome, confirmPayment, type Refusal } from "./payment-flow.ts";
import { reconciliationRepository } from "./reconciliation-repository.ts";
import { paymentRepository, type StoredPayment, type StoredRequest } from "./repository.ts";
import { type StoredDispute, utrDisputeRepository } from "./utr-dispute-repository.ts";

const shown = ({ line, date, narration, reference, amountPaise }: StatementLine) => ({
  line,
  date,
  narration,
  reference,
  amountPaise,
});

type Claim = { payment: StoredPayment; payerName: string; proformaNumber: string };
type Dispute = { dispute: StoredDispute; payerName: string; proformaNumber: string };
type Named = { request: StoredRequest; payerName: string; proformaNumber: string };

/** Thrown out of a settling transaction so that nothing of it is kept. */
class Changed extends Error {}

export async function reconcileStatement(
  db: Db,
  actor: Actor & { staffId: number },
  input: { csv: string; origin: string },
): Promise<{ ok: false; error: string } | { ok: true; result: StatementResult }> {
  const parsed = parseStatement(input.csv);
  if (!parsed.ok) return parsed;
  const utrs = [...new Set(parsed.credits.flatMap((line) => line.utrs))];
  const numbers = [...new Set(parsed.credits.flatMap((line) => proformaNumbersIn(line.narration)))];
  const [found, disputed, requests] = await Promise.all([
    reconciliationRepository.paymentsOfUtrs(db, utrs),
    utrDisputeRepository.unresolvedOfUtrs(db, utrs),
    reconciliationRepository.requestsOfProformas(db, numbers),
  ]);
  const result: StatementResult = {
    credits: parsed.credits.length,
    confirmed: [],
    mismatched: [],
    alreadyDone: [],
    unmatched: [],
    review: [],
    rejected: [],
  };
  const done = new Set<number>();

  /** Confirms one claim (unless done or of another amount), in its own audited transaction. */
  async function apply(line: StatementLine, claim: Claim) {
    const { payment, payerName } = claim;
    const utr = payment.utr!;
    if (payment.status !== "pending" || done.has(payment.id)) {
      result.alreadyDone.push({ ...shown(line), utr, paymentId: payment.id, status: payment.status });
      return;
    }
    if (line.amountPaise !== payment.amountPaise) {
      result.mismatched.push({
        ...shown(line),
        utr,
        paymentId: payment.id,
        payerName,
        expectedPaise: payment.amountPaise,
      });
      return;
    }
    const outcome = await auditedWrite(db, actor, async (tx, audit) => {
      const confirmed = await confirmPayment(tx, audit, {
        paymentId: payment.id,
        staffId: actor.staffId,
        origin: input.origin,
      });
      if (confirmed.kind === "missing" || confirmed.kind === "invalid") throw new ConfirmFailed(confirmed);
      return confirmed;
    }).catch((error: unknown) => {
      if (error instanceof ConfirmFailed) return error.refusal as Refusal;
      throw error;
    });
    done.add(payment.id);
    if (outcome.kind === "missing" || outcome.kind === "invalid") {
      // Confirmed or refused by someone else since the statement was read: nothing done here.
      result.alreadyDone.push({ ...shown(line), utr, paymentId: payment.id, status: "changed" });
      return;
    }
    confirmedRow(line, utr, payerName, outcome);
  }

  function confirmedRow(line: StatementLine, utr: string, payerName: string, outcome: ConfirmOutcome) {
    result.confirmed.push({
      ...shown(line),
      utr,
      paymentId: outcome.paymentId,
      payerName,
      status: outcome.kind === "done" ? "confirmed" : "flagged",
      invoiceNumber: outcome.kind === "done" ? outcome.invoiceNumber : null,
      flagReason: outcome.kind === "flagged" ? outcome.flagReason : null,
    });
  }

  /**
   * The named request's payer was refused this UTR because another link claimed it first: their
   * request gets the money (a payment made from their refused claim, then confirmed) and every
   * other pending claim of the UTR is refused — all in one audited transaction, or nothing.
   */
  async function settle(line: StatementLine, named: Named, dispute: Dispute, others: Claim[]): Promise<boolean> {
    const utr = dispute.dispute.utr;
    const outcome = await auditedWrite(db, actor, async (tx, audit) => {
      const request = await paymentRepository.lockRequest(tx, named.request.id);
      const still = await utrDisputeRepository.lock(tx, dispute.dispute.id);
      if (request?.status !== "open" || !still || still.resolvedAt) throw new Changed();
      for (const other of others) {
        const locked = await paymentRepository.lockPayment(tx, other.payment.id);
        if (locked?.status !== "pending") throw new Changed();
        const rejected = await paymentRepository.reject(tx, locked.id);
        await audit({
          action: "payment.reject",
          entity: "payment",
          entityId: locked.id,
          before: locked,
          after: rejected,
        });
        // Refused by the statement as by hand: the payer is told what to do, in the same words.
        await queueUtrRejectedMail(tx, rejected);
      }
      const payment = await paymentRepository.insertClaim(tx, {
        requestId: request.id,
        method: still.method === "bank" ? "bank" : "upi",
        utr,
        amountPaise: request.amountPaise,
      });
      if (!payment) throw new Changed();
      await utrDisputeRepository.resolveOf(tx, request.id);
      await audit({
        action: "payment.claim",
        entity: "payment",
        entityId: payment.id,
        before: null,
        after: { ...payment, fromDispute: still.id },
      });
      const confirmed = await confirmPayment(tx, audit, {
        paymentId: payment.id,
        staffId: actor.staffId,
        origin: input.origin,
      });
      if (confirmed.kind === "missing" || confirmed.kind === "invalid") throw new ConfirmFailed(confirmed);
      return confirmed;
    }).catch((error: unknown) => {
      if (error instanceof Changed || error instanceof ConfirmFailed) return null;
      throw error;
    });
    // Changed by someone else since the statement was read: listed for staff as it stands.
    if (!outcome) return false;
    confirmedRow(line, utr, named.payerName, outcome);
    for (const other of others) {
      result.rejected.push({
        ...shown(line),
        utr,
        paymentId: other.payment.id,
        payerName: other.payerName,
        proformaNumber: other.proformaNumber,
      });
    }
    return true;
  }

  for (const line of parsed.credits) {
    const claims = found.filter((row) => row.payment.utr != null && line.utrs.includes(row.payment.utr));
    const disputes = disputed.filter((row) => line.utrs.includes(row.dispute.utr));
    const inNarration = proformaNumbersIn(line.narration);
    const named = requests.filter((row) => inNarration.includes(row.proformaNumber));
    const review = (reason: ReviewReason) =>
      result.review.push({
        ...shown(line),
        utr: claims[0]?.payment.utr ?? disputes[0]?.dispute.utr ?? line.utrs[0] ?? null,
        reason,
        named: named.map(({ payerName, proformaNumber }) => ({ payerName, proformaNumber })),
        claims: [
          ...claims.map((row) => ({
            paymentId: row.payment.id,
            payerName: row.payerName,
            proformaNumber: row.proformaNumber,
            status: row.payment.status,
          })),
          ...disputes.map((row) => ({
            paymentId: null,
            payerName: row.payerName,
            proformaNumber: row.proformaNumber,
            status: "refused: claimed first on another link",
          })),
        ],
      });

    if (line.amountPaise == null || (!claims.length && !disputes.length)) {
      result.unmatched.push(shown(line));
      continue;
    }
    // A UTR confirmed or settled before: nothing done again — unless another payer says it was theirs.
    const [settled] = claims.filter((row) => row.payment.status !== "pending" || done.has(row.payment.id));
    const refusedElsewhere = (claim: Claim) =>
      disputes.some((row) => row.dispute.paymentRequestId !== claim.payment.paymentRequestId);
    if (claims.length === 1 && settled) {
      if (refusedElsewhere(settled)) review("disputed");
      else await apply(line, settled);
      continue;
    }
    if (named.length > 1) {
      review("several_proformas");
      continue;
    }
    if (named.length === 1) {
      const target = named[0]!;
      const own = claims.filter((row) => row.payment.paymentRequestId === target.request.id);
      const others = claims.filter((row) => row.payment.paymentRequestId !== target.request.id);
      if (own.length === 1 && !others.length) {
        await apply(line, own[0]!);
        continue;
      }
      const refused = disputes.filter((row) => row.dispute.paymentRequestId === target.request.id);
      if (!own.length && refused.length === 1 && others.every((row) => row.payment.status === "pending")) {
        if (line.amountPaise !== target.request.amountPaise) review("amount");
        else if (!(await settle(line, target, refused[0]!, others))) review("disputed");
        continue;
      }
      review("other_proforma");
      continue;
    }
    if (claims.length !== 1) {
      review(claims.length ? "several_claims" : "disputed");
      continue;
    }
    if (refusedElsewhere(claims[0]!)) review("disputed");
    else await apply(line, claims[0]!);
  }

  // The upload itself, by the file's fingerprint (its text stays out of the log).
  await auditedWrite(db, actor, (_tx, audit) =>
    audit({
      action: "bank-statement.upload",
      entity: "bank_statement",
      entityId: createHash("sha256").update(input.csv).digest("hex").slice(0, 32),
      before: null,
      after: {
        credits: result.credits,
        debits: parsed.debits,
        confirmed: result.confirmed.map((row) => row.paymentId),
        mismatched: result.mismatched.map((row) => row.paymentId),
        rejected: result.rejected.map((row) => row.paymentId),
        alreadyDone: result.alreadyDone.length,
        unmatched: result.unmatched.length,
        review: result.review.length,
      },
    }),
  );
  return { ok: true, result };
}
