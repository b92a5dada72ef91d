// Rewards worked out on read: each referral's state from core's rule (the request, its confirmed
// payment, its first refund, the wait and any payout), a referrer's credit still to use, and the
// totals staff see. Nothing is swept or stored until staff mark a payout paid.
import { type AdminReferral, type AdminReferrer, referralRewardState, rewardDueAt } from "@skillbridge/core/money";
import type { Executor } from "../../db/client.ts";
import { referralRepository } from "./repository.ts";

type Row = Awaited<ReturnType<typeof referralRepository.withFacts>>[number];

const stateOf = (row: Row, now: Date) =>
  referralRewardState({
    requestStatus: row.requestStatus,
    paidAt: row.paidAt,
    firstRefundAt: row.firstRefundAt,
    waitDays: row.referral.waitDays,
    paidOutAt: row.referral.paidOutAt,
    now,
  });

export function referralView(row: Row, now: Date): AdminReferral {
  return {
    id: row.referral.id,
    referrerName: row.referrerName?.trim() || row.referrerEmail,
    referrerEmail: row.referrerEmail,
    referredName: row.referredName,
    courseName: row.courseName,
    requestStatus: row.requestStatus,
    discountPaise: row.referral.discountPaise,
    rewardPaise: row.referral.rewardPaise,
    rewardMode: row.referral.rewardMode,
    state: stateOf(row, now),
    dueAt: row.paidAt ? rewardDueAt(row.paidAt, row.referral.waitDays).toISOString() : null,
    paidOutAt: row.referral.paidOutAt?.toISOString() ?? null,
    createdAt: row.referral.createdAt.toISOString(),
  };
}

/** Each referrer's referrals summed, the one with most rewards earned first. */
function referrersOf(referrals: AdminReferral[]) {
  const byEmail = new Map<string, AdminReferrer>();
  for (const item of referrals) {
    const row = byEmail.get(item.referrerEmail) ?? {
      name: item.referrerName,
      email: item.referrerEmail,
      referred: 0,
      earnedPaise: 0,
      payoutOwedPaise: 0,
      payoutPaidPaise: 0,
    };
    row.referred += 1;
    if (item.state === "earned" || item.state === "paid_out") row.earnedPaise += item.rewardPaise;
    if (item.rewardMode === "payout" && item.state === "earned") row.payoutOwedPaise += item.rewardPaise;
    if (item.state === "paid_out") row.payoutPaidPaise += item.rewardPaise;
    byEmail.set(item.referrerEmail, row);
  }
  return [...byEmail.values()].sort((a, b) => b.earnedPaise - a.earnedPaise || b.referred - a.referred);
}

/** Every referral as staff see it, with each referrer's sums and the totals of each kind of reward. */
export async function referralsOverview(db: Executor, now = new Date()) {
  // A request replaced by a newer link before it was paid is no referral of its own: the newer one is.
  const referrals = (await referralRepository.withFacts(db))
    .filter((row) => row.requestStatus !== "cancelled" || row.paidAt != null)
    .map((row) => referralView(row, now));
  const sum = (filter: (item: AdminReferral) => boolean) =>
    referrals.filter(filter).reduce((total, item) => total + item.rewardPaise, 0);
  return {
    referrers: referrersOf(referrals),
    referrals,
    totals: {
      pendingPaise: sum((item) => item.state === "pending" || item.state === "waiting"),
      creditEarnedPaise: sum((item) => item.rewardMode === "credit" && item.state === "earned"),
      payoutOwedPaise: sum((item) => item.rewardMode === "payout" && item.state === "earned"),
      payoutPaidPaise: sum((item) => item.state === "paid_out"),
      discountPaise: referrals
        .filter((item) => item.requestStatus !== "cancelled")
        .reduce((total, item) => total + item.discountPaise, 0),
    },
  };
}

/** A referrer's rewards: credit earned, credit left to use, rewards earned in all, friends referred. */
export async function referrerSummary(db: Executor, learnerId: number, now = new Date()) {
  const rows = await referralRepository.withFacts(db, { referrerLearnerId: learnerId });
  const states = rows.map((row) => ({ row, state: stateOf(row, now) }));
  const creditEarned = states
    .filter(({ row, state }) => row.referral.rewardMode === "credit" && state === "earned")
    .reduce((total, { row }) => total + row.referral.rewardPaise, 0);
  const earnedPaise = states
    .filter(({ state }) => state === "earned" || state === "paid_out")
    .reduce((total, { row }) => total + row.referral.rewardPaise, 0);
  const used = await referralRepository.creditUsed(db, learnerId);
  return {
    creditPaise: Math.max(0, creditEarned - used),
    earnedPaise,
    referred: rows.filter((row) => row.requestStatus !== "cancelled").length,
  };
}
