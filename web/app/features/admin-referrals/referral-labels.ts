// How the referrals page words a reward's state and a scheme's discount.
import { type AdminReferral, describeDiscount, formatPaise, type RewardState } from "@skillbridge/core/money";
import { formatDate } from "@skillbridge/core/rules";

const STATE_WORDS: Record<RewardState, string> = {
  pending: "Fee not paid yet",
  waiting: "Waiting",
  earned: "Earned",
  cancelled: "Cancelled",
  paid_out: "Paid",
};

export function stateText(referral: AdminReferral): string {
  const words = STATE_WORDS[referral.state];
  if (referral.state === "waiting" && referral.dueAt) return `${words} until ${formatDate(referral.dueAt)}`;
  if (referral.state === "paid_out" && referral.paidOutAt) return `${words} on ${formatDate(referral.paidOutAt)}`;
  return words;
}

export const rewardText = (referral: AdminReferral) =>
  `${formatPaise(referral.rewardPaise)} ${referral.rewardMode === "credit" ? "credit" : "payout"}`;

/** The friend's discount as a code's reads: "10% off", "₹1,000.00 off". */
export const offerText = (offer: { discountKind: "percent" | "fixed"; discountValue: number }) =>
  describeDiscount({ kind: offer.discountKind, value: offer.discountValue });
