// A batch's payment plan: the fee in parts (e.g. 40 % now, 30 % in 30 days, 30 % in 60 days),
// each part due a number of days after the payer chooses the plan. The parts' amounts come from
// splitFeeByPercent (instalments.ts), so they add up exactly to the fee.
import { z } from "../zod.ts";
import { MAX_PLAN_PARTS } from "./instalments.ts";

/** A plan's parts, in order: the first is due the day the payer chooses the plan. */
export const planPartSchema = z.strictObject({
  percent: z.number().int().min(1).max(99),
  dueAfterDays: z.number().int().min(0).max(365),
});
export type PlanPart = z.infer<typeof planPartSchema>;

export const planMessages = {
  sum: "The parts must add up to 100%",
  firstDue: "The first part is due when the payer chooses the plan (0 days)",
  order: "Each part must be due later than the one before",
  noPlan: "This batch has no payment plan",
  notOffered: "A payment plan can be chosen only before any payment is made on this link",
  group: "A team booking is paid in one payment",
  firstUnpaid: "Part 1 must be paid first",
  notPart: "This payment link is not part of a plan",
  waiveReason: "Please say why this part is waived",
  notOverdue: "Only an unpaid part of a payment plan can be waived",
} as const;

export const paymentPlanInputSchema = z
  .strictObject({ parts: z.array(planPartSchema).min(2).max(MAX_PLAN_PARTS) })
  .superRefine((plan, ctx) => {
    if (plan.parts.reduce((sum, part) => sum + part.percent, 0) !== 100) {
      ctx.addIssue({ code: "custom", path: ["parts"], message: planMessages.sum });
    }
    if (plan.parts[0] && plan.parts[0].dueAfterDays !== 0) {
      ctx.addIssue({ code: "custom", path: ["parts", 0, "dueAfterDays"], message: planMessages.firstDue });
    }
    plan.parts.forEach((part, i) => {
      const before = plan.parts[i - 1];
      if (i > 0 && before && part.dueAfterDays <= before.dueAfterDays) {
        ctx.addIssue({ code: "custom", path: ["parts", i, "dueAfterDays"], message: planMessages.order });
      }
    });
  });
export type PaymentPlanInput = z.infer<typeof paymentPlanInputSchema>;

/** A calendar day (YYYY-MM-DD) `days` later (or earlier); calendar arithmetic, no time zone. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const at = (day: string) => {
    const [y, m, d] = day.split("-").map(Number) as [number, number, number];
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((at(to) - at(from)) / 86_400_000);
}

/** Each part's due day when the plan is chosen on `today` (an IST day). */
export function partDueDays(parts: readonly PlanPart[], today: string): string[] {
  return parts.map((part) => addDays(today, part.dueAfterDays));
}

/** Reminder mails go this many days before a part is due, and again on the day. */
export const REMINDER_DAYS_BEFORE = 3;

/** A part unpaid this many days after its due day pauses recordings and study materials. */
export const PAUSE_AFTER_DAYS_OVERDUE = 7;

/** Whether an unpaid part due on `dueOn` pauses the learner's recordings and materials on `today`. */
export function pausesAccess(dueOn: string, today: string): boolean {
  return daysBetween(dueOn, today) > PAUSE_AFTER_DAYS_OVERDUE;
}

export const RECEIVABLE_BUCKETS = [
  "overdue_60_plus",
  "overdue_31_60",
  "overdue_1_30",
  "due_this_week",
  "later",
] as const;
export type ReceivableBucket = (typeof RECEIVABLE_BUCKETS)[number];

export const receivableBucketLabels: Record<ReceivableBucket, string> = {
  due_this_week: "Due this week",
  overdue_1_30: "Overdue 1–30 days",
  overdue_31_60: "Overdue 31–60 days",
  overdue_60_plus: "Overdue 60+ days",
  later: "Due later",
};

/** Where an unpaid part due on `dueOn` stands on `today`: due within 7 days, or overdue by how long. */
export function receivableBucket(dueOn: string, today: string): ReceivableBucket {
  const late = daysBetween(dueOn, today);
  if (late > 60) return "overdue_60_plus";
  if (late > 30) return "overdue_31_60";
  if (late > 0) return "overdue_1_30";
  return late > -7 ? "due_this_week" : "later";
}

export const receivableSchema = z.object({
  requestId: z.number().int(),
  payerName: z.string(),
  courseName: z.string(),
  batchStartDate: z.string(),
  partNo: z.number().int(),
  partCount: z.number().int(),
  dueOn: z.string(),
  amountPaise: z.number().int(),
  proformaNumber: z.string(),
  bucket: z.enum(RECEIVABLE_BUCKETS),
});
export type Receivable = z.infer<typeof receivableSchema>;

export const receivablesSchema = z.object({
  today: z.string(),
  totals: z.array(
    z.object({ bucket: z.enum(RECEIVABLE_BUCKETS), count: z.number().int(), amountPaise: z.number().int() }),
  ),
  parts: z.array(receivableSchema),
});
export type Receivables = z.infer<typeof receivablesSchema>;

/** The parts owed, grouped into the buckets in RECEIVABLE_BUCKETS order, each with its count and total. */
export function receivableTotals(parts: readonly Pick<Receivable, "bucket" | "amountPaise">[]): Receivables["totals"] {
  return RECEIVABLE_BUCKETS.map((bucket) => {
    const inBucket = parts.filter((part) => part.bucket === bucket);
    return { bucket, count: inBucket.length, amountPaise: inBucket.reduce((sum, part) => sum + part.amountPaise, 0) };
  });
}

/** One part of a payer's plan as the payment page and the learner's fees show it. */
export const planPartViewSchema = z.object({
  partNo: z.number().int(),
  dueOn: z.string(),
  amountPaise: z.number().int(),
  status: z.enum(["open", "paid", "waived", "refunded", "cancelled"]),
  /** This page's own part. */
  current: z.boolean(),
});
export type PlanPartView = z.infer<typeof planPartViewSchema>;

export const waivePartSchema = z.strictObject({
  reason: z.string().trim().min(1, planMessages.waiveReason).max(300),
});

/** What a learner reads where their recordings and study materials would be, while a part is overdue. */
export function pausedMessage(part: {
  partNo: number;
  partCount: number;
  courseName: string;
  amountText: string;
  dueText: string;
}): string {
  return `Part ${part.partNo} of ${part.partCount} of your fee for ${part.courseName} (${part.amountText}) was due on ${part.dueText}: your recordings and study materials are paused until it is paid. Pay it from Fees & invoices in your account.`;
}

/** The learner's parts due within a week or overdue, and what is paused, for the dashboard's banner. */
export const planNoticeSchema = z.object({
  /** Why recordings and study materials are paused now (a part overdue more than 7 days), or null. */
  paused: z.string().nullable(),
  parts: z.array(
    z.object({
      courseName: z.string(),
      partNo: z.number().int(),
      partCount: z.number().int(),
      amountPaise: z.number().int(),
      dueOn: z.string(),
      overdue: z.boolean(),
    }),
  ),
});
export type PlanNotice = z.infer<typeof planNoticeSchema>;
