// A payer's discount code on the private payment page, inside the caller's transaction: the
// request and its proforma are priced again and the use recorded, all or nothing. Only while the
// link is open and nothing is paid, claimed or started online on it: money asked for and already
// on its way never changes. The code's row is locked while its uses are counted, so two payers
// never take its last use both. A referred fee gets one discount, the larger: a code larger than
// the referral's replaces it (the referral stays recorded for its referrer's reward); a smaller one
// is refused. The payer's own referral credit comes off after the discount, never below ₹1.
import {
  couponMessages,
  couponRefusal,
  couponRefusalMessage,
  creditToApply,
  discountLineLabel,
  discountOf,
  formatPaise,
  groupBookingMessages,
  largerDiscount,
  referralMessages,
} from "@skillbridge/core/money";
import { dayInIndia } from "@skillbridge/core/rules";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { courses } from "../../db/schema.ts";
import { gatewayRepository } from "../payment/gateway-repository.ts";
import { paymentMessages } from "../payment/payment-messages.ts";
import { paymentRepository } from "../payment/repository.ts";
import { settingsRepository } from "../payment/settings-repository.ts";
import { utrDisputeRepository } from "../payment/utr-dispute-repository.ts";
import { repriceRequest } from "../referral/pricing.ts";
import { referralRepository } from "../referral/repository.ts";
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
  // A team booking is priced by its tier: no code on top of it (the simplest rule a payer can check).
  if (request.seats > 1) return { kind: "invalid", msg: groupBookingMessages.noCoupon };
  if (await couponRepository.ofRequest(tx, request.id)) return { kind: "conflict", msg: couponMessages.alreadyApplied };
  const started =
    (await paymentRepository.paymentsOf(tx, request.id)).some((row) => row.status !== "rejected") ||
    (await utrDisputeRepository.unresolvedOf(tx, request.id)).length > 0 ||
    (await gatewayRepository.linksMade(tx, request.id)) > 0;
  if (started) return { kind: "conflict", msg: couponMessages.paymentStarted };
  const settings = await settingsRepository.get(tx);
  if (!settings) return { kind: "conflict", msg: paymentMessages.notConfigured };

  const [referral, credit] = await Promise.all([
    referralRepository.ofRequest(tx, request.id),
    referralRepository.creditUseOf(tx, request.id),
  ]);
  const referralPaise = referral?.discountPaise ?? 0;
  const creditPaise = credit?.amountPaise ?? 0;
  // The fee before any discount or credit: a code is worked out on it, as without a referral.
  const listPaise = request.amountPaise + referralPaise + creditPaise;

  const coupon = await couponRepository.lockByCode(tx, typed);
  const uses = coupon ? await couponRepository.usesOf(tx, coupon.id, found.lead.email) : { total: 0, byEmail: 0 };
  const [course] = await tx
    .select({ domainId: courses.domainId })
    .from(courses)
    .where(eq(courses.id, found.batch.courseId));
  const refusal = couponRefusal(coupon && ruleOf(coupon), {
    today: dayInIndia(now),
    feePaise: listPaise,
    domainId: course?.domainId ?? null,
    courseId: found.batch.courseId,
    batchId: request.trainingCardId,
    usesTotal: uses.total,
    usesByEmail: uses.byEmail,
  });
  if (refusal || !coupon)
    return { kind: "invalid", msg: couponRefusalMessage(refusal ?? "unknown", coupon ?? undefined) };

  const couponPaise = discountOf(listPaise, coupon);
  // Nothing comes off (a fee of ₹1): the code is not spent on it.
  if (couponPaise === 0) return { kind: "invalid", msg: couponRefusalMessage("below_minimum_fee", coupon) };
  if (largerDiscount(referralPaise, couponPaise).source === "referral") {
    return {
      kind: "invalid",
      msg: referralMessages.referralLarger(formatPaise(referralPaise), formatPaise(couponPaise)),
    };
  }
  if (referral) await referralRepository.setDiscount(tx, referral.id, 0);
  // The payer's credit stays as it was unless the code leaves too little of the fee for it.
  const creditLeft = creditToApply(listPaise - couponPaise, creditPaise);
  if (credit && creditLeft < creditPaise) await referralRepository.lowerCredit(tx, credit.id, creditLeft);
  await couponRepository.redeem(tx, {
    couponId: coupon.id,
    paymentRequestId: request.id,
    email: found.lead.email,
    discountPaise: couponPaise,
  });
  await repriceRequest(tx, request, settings, {
    payPaise: listPaise - couponPaise - creditLeft,
    discountPaise: couponPaise + creditLeft,
    couponCode: coupon.code,
    discountLabel:
      creditLeft > 0 ? discountLineLabel({ couponCode: coupon.code, referralPaise: 0, creditPaise: creditLeft }) : null,
  });
  return { kind: "done" };
}
