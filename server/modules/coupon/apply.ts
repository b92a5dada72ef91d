// A payer's discount code on the private payment page, inside the caller's transaction: the
// request and its proforma are priced again and the use recorded, all or nothing. Only while the
// link is open and nothing is paid, claimed or started online on it: money asked for and already
// on its way never changes. The code's row is locked while its uses are counted, so two payers
// never take its last use both.
import { couponMessages, couponRefusal, couponRefusalMessage, discountedFee, supplyOf } from "@skillbridge/core/money";
import { dayInIndia } from "@skillbridge/core/rules";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { courses, paymentRequests } from "../../db/schema.ts";
import { documentRepository } from "../payment/document-repository.ts";
import { gatewayRepository } from "../payment/gateway-repository.ts";
import { paymentMessages } from "../payment/payment-flow.ts";
import { paymentRepository } from "../payment/repository.ts";
import { settingsRepository } from "../payment/settings-repository.ts";
import { utrDisputeRepository } from "../payment/utr-dispute-repository.ts";
import { couponRepository, ruleOf } from "./repository.ts";

export type ApplyOutcome =
  | { kind: "done" }
  | { kind: "missing" }
  | { kind: "conflict"; msg: string }
  | { kind: "invalid"; msg: string };

export async function applyCoupon(tx: Tx, token: string, typed: string, now = new Date()): Promise<ApplyOutcome> {
  const found = await paymentRepository.byToken(tx, token);
  if (!found) return { kind: "missing" };
  const request = (await paymentRepository.lockRequest(tx, found.request.id))!;
  if (request.status !== "open" || request.expiresAt < now) return { kind: "conflict", msg: couponMessages.notOpen };
  if (await couponRepository.ofRequest(tx, request.id)) return { kind: "conflict", msg: couponMessages.alreadyApplied };
  const started =
    (await paymentRepository.paymentsOf(tx, request.id)).some((row) => row.status !== "rejected") ||
    (await utrDisputeRepository.unresolvedOf(tx, request.id)).length > 0 ||
    (await gatewayRepository.linksMade(tx, request.id)) > 0;
  if (started) return { kind: "conflict", msg: couponMessages.paymentStarted };
  const settings = await settingsRepository.get(tx);
  if (!settings) return { kind: "conflict", msg: paymentMessages.notConfigured };

  const coupon = await couponRepository.lockByCode(tx, typed);
  const uses = coupon ? await couponRepository.usesOf(tx, coupon.id, found.lead.email) : { total: 0, byEmail: 0 };
  const [course] = await tx
    .select({ domainId: courses.domainId })
    .from(courses)
    .where(eq(courses.id, found.batch.courseId));
  const refusal = couponRefusal(coupon && ruleOf(coupon), {
    today: dayInIndia(now),
    feePaise: request.amountPaise,
    domainId: course?.domainId ?? null,
    courseId: found.batch.courseId,
    batchId: request.trainingCardId,
    usesTotal: uses.total,
    usesByEmail: uses.byEmail,
  });
  if (refusal || !coupon)
    return { kind: "invalid", msg: couponRefusalMessage(refusal ?? "unknown", coupon ?? undefined) };

  const place = request.payerState ?? settings.stateCode;
  const priced = discountedFee(
    request.amountPaise,
    coupon,
    supplyOf(settings.stateCode, place),
    Boolean(settings.lutNumber),
  );
  // Nothing comes off (a fee of ₹1): the code is not spent on it.
  if (priced.discountPaise === 0) return { kind: "invalid", msg: couponRefusalMessage("below_minimum_fee", coupon) };
  await tx
    .update(paymentRequests)
    .set({ amountPaise: priced.split.pricePaise })
    .where(eq(paymentRequests.id, request.id));
  await couponRepository.redeem(tx, {
    couponId: coupon.id,
    paymentRequestId: request.id,
    email: found.lead.email,
    discountPaise: priced.discountPaise,
  });
  const proforma = await documentRepository.ofRequest(tx, request.id, "proforma");
  if (proforma) {
    await documentRepository.repriceProforma(tx, proforma.id, {
      split: priced.split,
      discountPaise: priced.discountPaise,
      couponCode: coupon.code,
    });
  }
  return { kind: "done" };
}
