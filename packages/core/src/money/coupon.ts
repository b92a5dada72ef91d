// Discount codes: a percentage (1–100) or a fixed amount off the tax-inclusive fee, GST worked
// out again on what is left, never leaving less than ₹1 to pay. Codes are matched whole, in any
// case, after trimming. Every figure is an integer number of paise.
import { formatDate } from "../rules.ts";
import { z } from "../zod.ts";
import { COUPON_CODE_MESSAGE, COUPON_CODE_PATTERN, normaliseCode } from "./coupon-code.ts";
import { rupeesToPaise } from "./credit-note.ts";
import { formatPaise, type GstSplit, type Supply, splitGst } from "./gst.ts";

/** The largest amount off, or minimum fee, a code may name: ₹1 crore (kept within a 32-bit column). */
export const MAX_COUPON_PAISE = 1_000_000_000;

/** A discount never takes a fee below ₹1. */
export const MIN_FEE_AFTER_DISCOUNT_PAISE = 100;

export const COUPON_KINDS = ["percent", "fixed"] as const;
export const COUPON_SCOPES = ["all", "domains", "courses", "batches"] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];
export type CouponScope = (typeof COUPON_SCOPES)[number];

/** What the rules need of a stored code. `value`: the percentage, or the paise off. */
export type CouponRule = {
  code: string;
  kind: CouponKind;
  value: number;
  scope: CouponScope;
  scopeIds: number[];
  /** IST calendar days, both included; null: no bound. */
  validFrom: string | null;
  validTo: string | null;
  maxUses: number | null;
  maxUsesPerEmail: number | null;
  minFeePaise: number;
  active: boolean;
};

/** The fee being paid, where it belongs, and how often the code was used so far. */
export type CouponContext = {
  today: string;
  feePaise: number;
  domainId: number | null;
  courseId: number;
  batchId: number;
  usesTotal: number;
  usesByEmail: number;
};

export const COUPON_REFUSALS = [
  "unknown",
  "not_yet_valid",
  "expired",
  "used_up",
  "used_up_for_email",
  "not_for_this_course",
  "below_minimum_fee",
  "inactive",
] as const;
export type CouponRefusal = (typeof COUPON_REFUSALS)[number];

/** The form a code is compared in: trimmed, upper case. */
/** Whether a typed code is this code: the whole code in any case, never a prefix. */
export const codeMatches = (typed: string, code: string) =>
  typed.trim() !== "" && normaliseCode(typed) === normaliseCode(code);

/** The payer's words for a refusal. */
export function couponRefusalMessage(
  reason: CouponRefusal,
  coupon?: Pick<CouponRule, "validFrom" | "validTo" | "minFeePaise">,
) {
  switch (reason) {
    case "unknown":
      return "We do not know this code: check its spelling.";
    case "not_yet_valid":
      return `This code is valid from ${formatDate(coupon?.validFrom ?? "")}: it cannot be used yet.`;
    case "expired":
      return `This code has expired on ${formatDate(coupon?.validTo ?? "")}.`;
    case "used_up":
      return "This code has been used as many times as it allows.";
    case "used_up_for_email":
      return "This code has already been used as many times as it allows with your e-mail address.";
    case "not_for_this_course":
      return "This code is not valid for this course or batch.";
    case "below_minimum_fee":
      return `This code is only for fees of at least ${formatPaise(coupon?.minFeePaise ?? 0)}.`;
    case "inactive":
      return "This code is no longer offered.";
  }
}

/** Why a code cannot be used on this fee, or null when it can. */
export function couponRefusal(coupon: CouponRule | null, context: CouponContext): CouponRefusal | null {
  if (!coupon) return "unknown";
  if (!coupon.active) return "inactive";
  if (coupon.validFrom && context.today < coupon.validFrom) return "not_yet_valid";
  if (coupon.validTo && context.today > coupon.validTo) return "expired";
  if (!inScope(coupon, context)) return "not_for_this_course";
  if (context.feePaise < coupon.minFeePaise) return "below_minimum_fee";
  if (coupon.maxUses != null && context.usesTotal >= coupon.maxUses) return "used_up";
  if (coupon.maxUsesPerEmail != null && context.usesByEmail >= coupon.maxUsesPerEmail) return "used_up_for_email";
  return null;
}

function inScope(coupon: CouponRule, context: CouponContext): boolean {
  switch (coupon.scope) {
    case "all":
      return true;
    case "domains":
      return context.domainId != null && coupon.scopeIds.includes(context.domainId);
    case "courses":
      return coupon.scopeIds.includes(context.courseId);
    case "batches":
      return coupon.scopeIds.includes(context.batchId);
  }
}

/**
 * The paise a code takes off a tax-inclusive fee: a percentage rounded half up to the paisa (in
 * integers), or the fixed amount; at most what leaves ₹1 to pay (nothing off a fee of ₹1 or less).
 */
export function discountOf(feePaise: number, coupon: Pick<CouponRule, "kind" | "value">): number {
  if (!Number.isSafeInteger(feePaise) || feePaise < 0) {
    throw new RangeError("The fee must be a whole, non-negative number of paise");
  }
  const wanted = coupon.kind === "percent" ? Math.floor((feePaise * coupon.value * 2 + 100) / 200) : coupon.value;
  return Math.max(0, Math.min(wanted, feePaise - MIN_FEE_AFTER_DISCOUNT_PAISE));
}

export type DiscountedFee = {
  listPaise: number;
  discountPaise: number;
  /** The GST split of the fee after the discount (its pricePaise is what is paid). */
  split: GstSplit;
};

/** The fee after a code, with GST worked out again on the discounted price. */
export function discountedFee(
  feePaise: number,
  coupon: Pick<CouponRule, "kind" | "value">,
  supply: Supply,
  lutConfigured: boolean,
): DiscountedFee {
  const discountPaise = discountOf(feePaise, coupon);
  return { listPaise: feePaise, discountPaise, split: splitGst(feePaise - discountPaise, supply, lutConfigured) };
}

/** How a code's discount reads: "10% off", "₹500.00 off". */
export const describeDiscount = (coupon: Pick<CouponRule, "kind" | "value">) =>
  coupon.kind === "percent" ? `${coupon.value}% off` : `${formatPaise(coupon.value)} off`;

export const couponMessages = {
  code: COUPON_CODE_MESSAGE,
  kind: "Choose a percentage or a fixed amount off",
  percent: "Enter a whole percentage from 1 to 100",
  fixed: "Enter the amount off in rupees, e.g. 500 or 499.50 (at most ₹1,00,00,000)",
  scope: "Choose which fees the code is for",
  scopeIds: "Enter the ids the code is for, separated by commas, e.g. 3, 7",
  date: "Enter a date as YYYY-MM-DD, or leave it empty",
  dates: "The last valid day cannot be before the first",
  uses: "Enter a whole number of uses of at least 1, or leave it empty for no limit",
  minFee: "Enter the minimum fee in rupees, e.g. 5000, or leave it empty (at most ₹1,00,00,000)",
  taken: "Another code is already written this way (codes ignore case)",
  unknownCoupon: "This code does not exist",
  enterCode: "Enter your discount code",
  alreadyApplied: "A discount code is already applied to this payment",
  paymentStarted:
    "A payment was already made or entered for this fee: its amount can no longer change. Contact us about your code.",
  notOpen: "This payment link is no longer open",
} as const;

const emptyToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);
const optionalCount = z.preprocess(
  emptyToNull,
  z.coerce
    .number({ error: couponMessages.uses })
    .int(couponMessages.uses)
    .min(1, couponMessages.uses)
    .max(1_000_000)
    .nullable(),
);
const optionalDay = z.preprocess(emptyToNull, z.iso.date(couponMessages.date).nullable());

/**
 * Creating or editing a code, from the staff form or the API: the value is a percentage for
 * "percent" and rupees for "fixed" (read into paise); ids as a list or comma-separated text.
 */
export const couponInputSchema = z
  .object({
    code: z
      .string({ error: couponMessages.code })
      .trim()
      .regex(COUPON_CODE_PATTERN, couponMessages.code)
      .transform(normaliseCode),
    kind: z.enum(COUPON_KINDS, { error: couponMessages.kind }),
    value: z.union([z.string(), z.number()], { error: couponMessages.fixed }),
    scope: z.enum(COUPON_SCOPES, { error: couponMessages.scope }).default("all"),
    scopeIds: z
      .preprocess(
        (value) =>
          typeof value === "string"
            ? value
                .split(",")
                .map((part) => part.trim())
                .filter(Boolean)
            : value,
        z
          .array(
            z.coerce
              .number({ error: couponMessages.scopeIds })
              .int(couponMessages.scopeIds)
              .positive(couponMessages.scopeIds)
              .max(2_147_483_647),
          )
          .max(200),
      )
      .default([]),
    validFrom: optionalDay.default(null),
    validTo: optionalDay.default(null),
    maxUses: optionalCount.default(null),
    maxUsesPerEmail: optionalCount.default(null),
    minFee: z.preprocess(emptyToNull, z.string().nullable()).default(null),
    active: z.preprocess((value) => value === true || value === "on" || value === "true", z.boolean()).default(true),
  })
  .transform((input, context) => {
    let value: number | null = null;
    if (input.kind === "percent") {
      const percent = Number(input.value);
      if (Number.isInteger(percent) && percent >= 1 && percent <= 100 && String(input.value).trim() !== "")
        value = percent;
      else context.addIssue({ code: "custom", path: ["value"], message: couponMessages.percent });
    } else {
      const paise = rupeesToPaise(String(input.value));
      if (paise != null && paise >= 1 && paise <= MAX_COUPON_PAISE) value = paise;
      else context.addIssue({ code: "custom", path: ["value"], message: couponMessages.fixed });
    }
    if (input.scope !== "all" && input.scopeIds.length === 0) {
      context.addIssue({ code: "custom", path: ["scopeIds"], message: couponMessages.scopeIds });
    }
    if (input.validFrom && input.validTo && input.validTo < input.validFrom) {
      context.addIssue({ code: "custom", path: ["validTo"], message: couponMessages.dates });
    }
    const minFeePaise = input.minFee == null ? 0 : rupeesToPaise(input.minFee);
    if (minFeePaise == null || minFeePaise > MAX_COUPON_PAISE)
      context.addIssue({ code: "custom", path: ["minFee"], message: couponMessages.minFee });
    if (value == null || minFeePaise == null || minFeePaise > MAX_COUPON_PAISE) return z.NEVER;
    return {
      code: input.code,
      kind: input.kind,
      value,
      scope: input.scope,
      scopeIds: input.scope === "all" ? [] : [...new Set(input.scopeIds)],
      validFrom: input.validFrom,
      validTo: input.validTo,
      maxUses: input.maxUses,
      maxUsesPerEmail: input.maxUsesPerEmail,
      minFeePaise,
      active: input.active,
    } satisfies CouponRule;
  });
export type CouponInput = z.output<typeof couponInputSchema>;

/** A code as the staff list shows it, with its uses and the fees paid with it. */
export const adminCouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number().int(),
  scope: z.enum(COUPON_SCOPES),
  scopeIds: z.array(z.number().int()),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  maxUsesPerEmail: z.number().int().nullable(),
  minFeePaise: z.number().int(),
  active: z.boolean(),
  /** Payments started with the code (links since replaced by a newer one not counted). */
  uses: z.number().int(),
  /** Fees paid with the code, tax included, in paise. */
  revenuePaise: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

/** One use of a code: who, when, the discount and the fee. */
export const couponUseSchema = z.object({
  payerName: z.string(),
  email: z.string(),
  courseName: z.string(),
  discountPaise: z.number().int(),
  amountPaise: z.number().int(),
  status: z.string(),
  createdAt: z.string(),
});

export const adminCouponUsesSchema = z.object({ coupon: adminCouponSchema, uses: z.array(couponUseSchema) });

export const couponActiveSchema = z.strictObject({ active: z.boolean() });

/** The payer's code on the payment page. */
export const applyCouponSchema = z.strictObject({
  token: z.string().min(20).max(100),
  code: z
    .string({ error: couponMessages.enterCode })
    .trim()
    .min(1, couponMessages.enterCode)
    .max(64, couponMessages.code),
});
