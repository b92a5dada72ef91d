// How the referrals page words a reward's state and a scheme's discount.
import { type AdminReferral, formatPaise, type RewardState } from "@skillbridge/core/money";

const STATE_WORDS: Record<RewardState, string> = {
  pending: "Fee not paid yet",
  waiting: "Waiting",
  earned: "Earned",
  cancelled: "Cancelled",
  paid_out: "Paid",
};

const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });

export function stateText(referral: AdminReferral): string {
  const words = STATE_WORDS[referral.state];
  if (referral.state === "waiting" && referral.dueAt)
    return `${words} until ${dateFormat.format(new Date(referral.dueAt))}`;
  if (referral.state === "paid_out" && referral.paidOutAt)
    return `${words} on ${dateFormat.format(new Date(referral.paidOutAt))}`;
  return words;
}

export const rewardText = (referral: AdminReferral) =>
  `${formatPaise(referral.rewardPaise)} ${referral.rewardMode === "credit" ? "credit" : "payout"}`;

export const offerText = (offer: { discountKind: "percent" | "fixed"; discountValue: number }) =>
  offer.discountKind === "percent" ? `${offer.discountValue}% off` : `${formatPaise(offer.discountValue)} off`;
