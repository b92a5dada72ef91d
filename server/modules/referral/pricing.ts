// A fee priced for referrals, inside the transaction that makes its payment request: a referred
// enrolment's discount (as a discount code's, off the tax-inclusive fee, GST worked out again)
// recorded with the reward its referrer may earn; then the payer's own earned credit, if they are
// a referrer, taken off what is left (never below ₹1), under their link row's lock.
import {
  creditToApply,
  discountLineLabel,
  isSelfReferral,
  referralDiscountOf,
  splitGst,
  supplyOf,
} from "@skillbridge/core/money";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { paymentRequests } from "../../db/schema.ts";
import { documentRepository } from "../payment/document-repository.ts";
import type { StoredSettings } from "../payment/settings-repository.ts";
import { referralRepository } from "./repository.ts";
import { referrerSummary } from "./rewards.ts";

type RequestFacts = { id: number; amountPaise: number; payerState: string | null };
type LeadFacts = { email: string; contact: string; referrerLearnerId: number | null };

/**
 * The request and its proforma priced at `payPaise`, their discount line showing `discountPaise`
 * off (a code's, a referral's, credit, or together) with GST on what is paid.
 */
export async function repriceRequest(
  tx: Tx,
  request: RequestFacts,
  settings: Pick<StoredSettings, "stateCode" | "lutNumber">,
  line: { payPaise: number; discountPaise: number; couponCode: string | null; discountLabel: string | null },
) {
  const place = request.payerState ?? settings.stateCode;
  const split = splitGst(line.payPaise, supplyOf(settings.stateCode, place), Boolean(settings.lutNumber));
  await tx.update(paymentRequests).set({ amountPaise: split.pricePaise }).where(eq(paymentRequests.id, request.id));
  const proforma = await documentRepository.ofRequest(tx, request.id, "proforma");
  if (proforma) {
    await documentRepository.repriceProforma(tx, proforma.id, {
      split,
      discountPaise: line.discountPaise,
      couponCode: line.couponCode,
      discountLabel: line.discountLabel,
    });
  }
  return split;
}

/** The referral and credit of a request just made at its list fee; the amount to pay after them. */
export async function priceReferralAndCredit(
  tx: Tx,
  request: RequestFacts,
  lead: LeadFacts,
  settings: Pick<StoredSettings, "stateCode" | "lutNumber">,
): Promise<number> {
  const listPaise = request.amountPaise;
  let referralPaise = 0;
  const scheme = await referralRepository.scheme(tx);
  if (lead.referrerLearnerId != null && scheme?.enabled) {
    const referrer = await referralRepository.learnerContact(tx, lead.referrerLearnerId);
    // Checked again here: the lead's e-mail or phone may have been corrected since it enrolled.
    const self =
      referrer != null &&
      isSelfReferral({ email: referrer.email, phone: referrer.contact }, { email: lead.email, phone: lead.contact });
    if (referrer && !self) {
      referralPaise = referralDiscountOf(listPaise, scheme);
      await referralRepository.record(tx, {
        paymentRequestId: request.id,
        referrerLearnerId: referrer.id,
        discountPaise: referralPaise,
        rewardPaise: scheme.rewardPaise,
        rewardMode: scheme.rewardMode,
        waitDays: scheme.waitDays,
      });
    }
  }
  let creditPaise = 0;
  const payer = await referralRepository.learnerIdByEmail(tx, lead.email);
  if (payer != null && (await referralRepository.lockReferrer(tx, payer))) {
    const { creditPaise: balance } = await referrerSummary(tx, payer);
    creditPaise = creditToApply(listPaise - referralPaise, balance);
    if (creditPaise > 0) {
      await referralRepository.useCredit(tx, {
        learnerId: payer,
        paymentRequestId: request.id,
        amountPaise: creditPaise,
      });
    }
  }
  if (referralPaise + creditPaise === 0) return listPaise;
  const split = await repriceRequest(tx, request, settings, {
    payPaise: listPaise - referralPaise - creditPaise,
    discountPaise: referralPaise + creditPaise,
    couponCode: null,
    discountLabel: discountLineLabel({ couponCode: null, referralPaise, creditPaise }),
  });
  return split.pricePaise;
}
