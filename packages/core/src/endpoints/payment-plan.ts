// Payment plans: a batch's plan set by staff, the payer choosing it on their payment page (its
// link's token in the body, never in a path) and asking a link for another part of the same fee,
// what payers owe by due date, and a part staff waive.
import { endpoint } from "../endpoint.ts";
import {
  paymentPlanInputSchema,
  planNoticeSchema,
  planPartSchema,
  receivablesSchema,
  waivePartSchema,
} from "../money/payment-plan.ts";
import { paymentPageSchema, paymentTokenQuery } from "../money/payment-schemas.ts";
import { errorSchema, idParams } from "../schemas.ts";
import { z } from "../zod.ts";

const denied = { 401: errorSchema, 403: errorSchema };
const batchPlanSchema = z.object({ parts: z.array(planPartSchema).nullable() });

export const paymentPlanEndpoints = {
  batchPlan: endpoint({
    method: "GET",
    path: "/admin/batches/:id/payment-plan",
    access: "staff",
    tags: ["admin"],
    description: "A batch's payment plan (null parts: the fee is paid at once).",
    params: idParams,
    responses: { 200: batchPlanSchema, 404: errorSchema, ...denied },
  }),
  saveBatchPlan: endpoint({
    method: "PUT",
    path: "/admin/batches/:id/payment-plan",
    access: "staff",
    tags: ["admin"],
    description:
      "Sets a batch's payment plan: 2–6 parts, whole percentages adding up to 100, the first due at once and each later one due later. Admins and finance only; audited. Plans already chosen keep their parts.",
    params: idParams,
    body: paymentPlanInputSchema,
    responses: { 200: batchPlanSchema, 404: errorSchema, 422: errorSchema, ...denied },
  }),
  removeBatchPlan: endpoint({
    method: "DELETE",
    path: "/admin/batches/:id/payment-plan",
    access: "staff",
    tags: ["admin"],
    params: idParams,
    responses: { 200: batchPlanSchema, 404: errorSchema, ...denied },
  }),
  choose: endpoint({
    method: "POST",
    path: "/payments/plan",
    access: "public",
    tags: ["payment"],
    description:
      "The payer chooses the batch's payment plan before paying anything on the link: the link becomes part 1, and every later part gets its own link and proforma.",
    body: z.strictObject({ token: paymentTokenQuery.shape.token }),
    responses: { 200: paymentPageSchema, 404: errorSchema, 422: errorSchema },
  }),
  partLink: endpoint({
    method: "POST",
    path: "/payments/plan/part",
    access: "public",
    tags: ["payment"],
    description:
      "A new link for another part of the same plan (that part's earlier link stops working): the holder of one part's link pays any part.",
    body: z.strictObject({ token: paymentTokenQuery.shape.token, partNo: z.coerce.number().int().min(1).max(6) }),
    responses: { 200: z.object({ token: z.string() }), 404: errorSchema, 422: errorSchema },
  }),
  learnerNotice: endpoint({
    method: "GET",
    path: "/learners/me/plan-notice",
    access: "learner",
    tags: ["learner"],
    description:
      "The signed-in learner's plan parts due within 7 days or overdue, and why their recordings and materials are paused (null: they are not).",
    responses: { 200: planNoticeSchema, 401: errorSchema, 403: errorSchema },
  }),
  learnerPartLink: endpoint({
    method: "POST",
    path: "/learners/me/fees/:id/link",
    access: "learner",
    tags: ["learner"],
    description:
      "A new payment link for one of the signed-in learner's own unpaid plan parts (its earlier link stops working).",
    params: idParams,
    responses: { 200: z.object({ token: z.string() }), 404: errorSchema, 401: errorSchema, 403: errorSchema },
  }),
  receivables: endpoint({
    method: "GET",
    path: "/admin/payments/receivables",
    access: "staff",
    tags: ["admin"],
    description:
      "Every unpaid part of a payment plan by due date: due this week, overdue 1–30, 31–60 and 60+ days, with totals.",
    responses: { 200: receivablesSchema, ...denied },
  }),
  waive: endpoint({
    method: "POST",
    path: "/admin/payment-parts/:id/waive",
    access: "staff",
    tags: ["admin"],
    description:
      "Waives an unpaid part of a plan (never to be paid; what paused for it resumes), with the reason. Admins and finance only; audited.",
    params: idParams,
    body: waivePartSchema,
    responses: {
      200: z.object({ id: z.number().int(), status: z.string() }),
      404: errorSchema,
      409: errorSchema,
      422: errorSchema,
      ...denied,
    },
  }),
};
