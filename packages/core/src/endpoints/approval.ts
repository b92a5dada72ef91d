// Second-person approval of money moved by hand above the amount an admin sets: the list of what
// waits, and another finance member or admin approving (it takes effect then) or rejecting it.
import { endpoint } from "../endpoint.ts";
import { approvalDecisionSchema, paymentApprovalListSchema } from "../money/approval-schemas.ts";
import { errorSchema, idParams } from "../schemas.ts";

const denied = { 401: errorSchema, 403: errorSchema };

export const approvalEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/admin/payment-approvals",
    access: "staff",
    tags: ["admin"],
    description: "Recordings by hand and refunds waiting for a second person, oldest first; what the viewer may do.",
    responses: { 200: paymentApprovalListSchema, ...denied },
  }),
  approve: endpoint({
    method: "POST",
    path: "/admin/payment-approvals/:id/approve",
    access: "staff",
    tags: ["admin"],
    description: "Another finance member or admin approves: the recording or refund takes effect now.",
    params: idParams,
    responses: {
      200: approvalDecisionSchema,
      404: errorSchema,
      409: errorSchema,
      422: errorSchema,
      502: errorSchema,
      ...denied,
    },
  }),
  reject: endpoint({
    method: "POST",
    path: "/admin/payment-approvals/:id/reject",
    access: "staff",
    tags: ["admin"],
    description: "A finance member or admin rejects it: nothing is recorded or refunded.",
    params: idParams,
    responses: { 200: approvalDecisionSchema, 404: errorSchema, 409: errorSchema, ...denied },
  }),
};
