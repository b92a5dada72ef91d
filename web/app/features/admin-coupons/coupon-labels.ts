// How the back office writes a code's discount, reach, validity and uses.
import { type AdminCoupon, describeDiscount, formatPaise } from "@skillbridge/core/money";
import { formatDate } from "@skillbridge/core/rules";

export const discountText = (coupon: AdminCoupon) =>
  `${describeDiscount(coupon)}${coupon.minFeePaise ? ` (fees from ${formatPaise(coupon.minFeePaise)})` : ""}`;

export function scopeText(coupon: AdminCoupon): string {
  if (coupon.scope === "all") return "Every course";
  const ids = coupon.scopeIds.join(", ");
  return coupon.scope === "domains"
    ? `Domains ${ids}`
    : coupon.scope === "courses"
      ? `Courses ${ids}`
      : `Batches ${ids}`;
}

export function validityText(coupon: AdminCoupon): string {
  if (coupon.validFrom && coupon.validTo) return `${formatDate(coupon.validFrom)} to ${formatDate(coupon.validTo)}`;
  if (coupon.validFrom) return `From ${formatDate(coupon.validFrom)}`;
  if (coupon.validTo) return `Until ${formatDate(coupon.validTo)}`;
  return "Always";
}

export const usesText = (coupon: AdminCoupon) =>
  `${coupon.uses} of ${coupon.maxUses ?? "no limit"}${coupon.maxUsesPerEmail ? ` (${coupon.maxUsesPerEmail} per e-mail)` : ""}`;
