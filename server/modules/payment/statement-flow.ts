// A bank statement uploaded by staff (issue 14): each credit whose UTR names exactly one pending
// payment with the same amount is confirmed — each in its own audited transaction, the same path
// as confirming one by one. Nothing is guessed: a credit naming no payment, or several, is listed
// as unmatched; a payment whose UTR is there with another amount is listed, not confirmed; a UTR
// already confirmed (a second upload of the same statement) is listed as done, not done again.
import { createHash } from "node:crypto";
import { parseStatement, type StatementLine, type StatementResult } from "@skillbridge/core/money";
import type { Db } from "../../db/client.ts";
import { type Actor, auditedWrite } from "../audit/audit.ts";
import { ConfirmFailed, confirmPayment, type Refusal } from "./payment-flow.ts";
import { reconciliationRepository } from "./reconciliation-repository.ts";

const shown = ({ line, date, narration, reference, amountPaise }: StatementLine) => ({
  line,
  date,
  narration,
  reference,
  amountPaise,
});

export async function reconcileStatement(
  db: Db,
  actor: Actor & { staffId: number },
  input: { csv: string; origin: string },
): Promise<{ ok: false; error: string } | { ok: true; result: StatementResult }> {
  const parsed = parseStatement(input.csv);
  if (!parsed.ok) return parsed;
  const utrs = [...new Set(parsed.credits.flatMap((line) => line.utrs))];
  const found = await reconciliationRepository.paymentsOfUtrs(db, utrs);
  const result: StatementResult = {
    credits: parsed.credits.length,
    confirmed: [],
    mismatched: [],
    alreadyDone: [],
    unmatched: [],
  };
  const done = new Set<number>();

  for (const line of parsed.credits) {
    const matches = found.filter((row) => row.payment.utr != null && line.utrs.includes(row.payment.utr));
    if (matches.length !== 1 || line.amountPaise == null) {
      result.unmatched.push(shown(line));
      continue;
    }
    const { payment, payerName } = matches[0]!;
    const utr = payment.utr!;
    if (payment.status !== "pending" || done.has(payment.id)) {
      result.alreadyDone.push({ ...shown(line), utr, paymentId: payment.id, status: payment.status });
      continue;
    }
    if (line.amountPaise !== payment.amountPaise) {
      result.mismatched.push({
        ...shown(line),
        utr,
        paymentId: payment.id,
        payerName,
        expectedPaise: payment.amountPaise,
      });
      continue;
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
      continue;
    }
    result.confirmed.push({
      ...shown(line),
      utr,
      paymentId: payment.id,
      payerName,
      status: outcome.kind === "done" ? "confirmed" : "flagged",
      invoiceNumber: outcome.kind === "done" ? outcome.invoiceNumber : null,
      flagReason: outcome.kind === "flagged" ? outcome.flagReason : null,
    });
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
        alreadyDone: result.alreadyDone.length,
        unmatched: result.unmatched.length,
      },
    }),
  );
  return { ok: true, result };
}
