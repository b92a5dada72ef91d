// The payer chooses the batch's payment plan on their payment page, before paying anything: the
// request becomes part 1 (due today, its proforma re-priced to part 1) and each later part gets
// its own request and proforma, every amount in paise from splitFeeByPercent, so the parts add
// up exactly to the fee (after any discount already on it).
import { type PlanPart, partDueDays, planMessages, splitFeeByPercent } from "@skillbridge/core/money";
import { dayInIndia } from "@skillbridge/core/rules";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { leads } from "../../db/schema.ts";
import type { Audit } from "../audit/audit.ts";
import { documentRepository } from "../payment/document-repository.ts";
import { gatewayRepository } from "../payment/gateway-repository.ts";
import { describeRequest, type Refusal } from "../payment/payment-flow.ts";
import { paymentMessages } from "../payment/payment-messages.ts";
import { paymentRepository, type StoredRequest } from "../payment/repository.ts";
import { splitWithParts } from "../payment/request-split.ts";
import { providerSnapshot, settingsRepository } from "../payment/settings-repository.ts";
import { utrDisputeRepository } from "../payment/utr-dispute-repository.ts";
import { paymentPlanRepository } from "./repository.ts";

/** Why a link may not choose its batch's plan now (null: it may). */
export async function planRefusal(tx: Tx, request: StoredRequest, plan: PlanPart[] | null): Promise<string | null> {
  if (!plan) return planMessages.noPlan;
  if (request.status !== "open" || request.expiresAt < new Date()) return paymentMessages.notOpen;
  if (request.seats > 1) return planMessages.group;
  if (request.partNo != null) return planMessages.notOffered;
  // One after another: a transaction's queries share one connection.
  const claims = await paymentRepository.paymentsOf(tx, request.id);
  const disputes = await utrDisputeRepository.unresolvedOf(tx, request.id);
  const links = await gatewayRepository.linksMade(tx, request.id);
  if (claims.some((claim) => claim.status !== "rejected") || disputes.length > 0 || links > 0) {
    return planMessages.notOffered;
  }
  return null;
}

/** The parts the plan would make of this request's fee, chosen today. */
export function planOffer(request: Pick<StoredRequest, "amountPaise">, plan: PlanPart[], today: string) {
  const amounts = splitFeeByPercent(
    request.amountPaise,
    plan.map((part) => part.percent),
  );
  const due = partDueDays(plan, today);
  return amounts.map((amountPaise, i) => ({ partNo: i + 1, dueOn: due[i]!, amountPaise }));
}

export async function choosePlan(tx: Tx, audit: Audit, request: StoredRequest): Promise<Refusal | { kind: "done" }> {
  const plan = await paymentPlanRepository.planOf(tx, request.trainingCardId);
  const refusal = await planRefusal(tx, request, plan);
  if (refusal) return { kind: "invalid", loc: ["body", "token"], msg: refusal };
  const settings = await settingsRepository.get(tx);
  if (!settings) return { kind: "invalid", loc: ["body"], msg: paymentMessages.notConfigured };
  const offer = planOffer(request, plan!, dayInIndia(new Date()));
  const amounts = offer.map((part) => part.amountPaise);
  const partCount = offer.length;
  const fee = await paymentRepository.feeOf(tx, request.trainingCardId);
  const batch = await paymentRepository.batchOf(tx, request.trainingCardId);

  const first = await paymentPlanRepository.makeFirstPart(tx, request.id, {
    amountPaise: amounts[0]!,
    partCount,
    dueOn: offer[0]!.dueOn,
  });
  // Part 1's proforma now asks for part 1; a discount already taken stays in the fee the parts
  // share, so no part's document repeats the whole fee's discount line.
  const proforma = await documentRepository.ofRequest(tx, request.id, "proforma");
  if (proforma) {
    await documentRepository.repriceProforma(tx, proforma.id, {
      split: splitWithParts(first, settings, amounts).split,
      discountPaise: 0,
      couponCode: null,
      discountLabel: null,
    });
    await documentRepository.describe(tx, proforma.id, describeRequest(first, fee?.courseName ?? "", batch.startDate));
  }
  const [lead] = await tx.select().from(leads).where(eq(leads.id, request.leadId));
  const parts: StoredRequest[] = [first];
  for (const part of offer.slice(1)) {
    const { request: row } = await paymentPlanRepository.insertPart(tx, {
      leadId: request.leadId,
      trainingCardId: request.trainingCardId,
      amountPaise: part.amountPaise,
      planFirstId: request.id,
      partNo: part.partNo,
      partCount,
      dueOn: part.dueOn,
      payerState: request.payerState,
      payerGstin: request.payerGstin,
      payerLegalName: request.payerLegalName,
      payerAddress: request.payerAddress,
    });
    const { place, split } = splitWithParts(row, settings, amounts);
    await documentRepository.issue(tx, {
      kind: "proforma",
      prefix: settings.invoicePrefix,
      paymentRequestId: row.id,
      recipientName: lead!.name,
      recipientEmail: lead!.email,
      recipientGstin: row.payerGstin,
      recipientLegalName: row.payerLegalName,
      recipientAddress: row.payerAddress,
      placeOfSupply: place,
      split,
      description: describeRequest(row, fee?.courseName ?? "", batch.startDate),
      provider: providerSnapshot(settings),
    });
    parts.push(row);
  }
  await audit({
    action: "payment-plan.choose",
    entity: "payment_request",
    entityId: request.id,
    before: { amountPaise: request.amountPaise },
    after: { parts: parts.map((part) => ({ id: part.id, amountPaise: part.amountPaise, dueOn: part.dueOn })) },
  });
  return { kind: "done" };
}
