// Discount codes: the staff list, creating and editing a code, switching it on or off, and each
// code's uses; the payer applying a code on the private payment page (its link's token in the body).
import { endpoint } from "../endpoint.ts";
import {
  adminCouponSchema,
  adminCouponUsesSchema,
  applyCouponSchema,
  couponActiveSchema,
  couponInputSchema,
} from "../money/coupon.ts";
import { paymentPageSchema } from "../money/payment-schemas.ts";
import { errorSchema, idParams } from "../schemas.ts";
import { z } from "../zod.ts";

const denied = { 401: errorSchema, 403: errorSchema };

export const couponEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/admin/coupons",
    access: "staff",
    tags: ["admin"],
    description: "Every discount code, newest first, with its uses and the fees paid with it.",
    responses: { 200: z.array(adminCouponSchema), ...denied },
  }),
  uses: endpoint({
    method: "GET",
    path: "/admin/coupons/:id",
    access: "staff",
    tags: ["admin"],
    description: "One code and each of its uses: payer, e-mail, date, discount and fee.",
    params: idParams,
    responses: { 200: adminCouponUsesSchema, 404: errorSchema, ...denied },
  }),
  create: endpoint({
    method: "POST",
    path: "/admin/coupons",
    access: "staff",
    tags: ["admin"],
    description: "A new code (admins and finance only).",
    body: couponInputSchema,
    responses: { 201: adminCouponSchema, 409: errorSchema, 422: errorSchema, ...denied },
  }),
  update: endpoint({
    method: "PUT",
    path: "/admin/coupons/:id",
    access: "staff",
    tags: ["admin"],
    description: "A code edited (admins and finance only); payments already priced with it keep their figures.",
    params: idParams,
    body: couponInputSchema,
    responses: { 200: adminCouponSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema, ...denied },
  }),
  setActive: endpoint({
    method: "POST",
    path: "/admin/coupons/:id/active",
    access: "staff",
    tags: ["admin"],
    description: "A code switched on or off (admins and finance only); payments already priced keep it.",
    params: idParams,
    body: couponActiveSchema,
    responses: { 200: adminCouponSchema, 404: errorSchema, 422: errorSchema, ...denied },
  }),
  apply: endpoint({
    method: "POST",
    path: "/payments/coupon",
    access: "public",
    tags: ["payment"],
    description:
      "The payer's discount code: the fee and its proforma are priced again while nothing is paid or claimed.",
    body: applyCouponSchema,
    responses: { 200: paymentPageSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema },
  }),
};
