// Refunds, credit notes and the GSTR-1 export, staff only: a refund of a payment (through
// Razorpay for a gateway payment, recorded by hand otherwise) with its credit note, and the month's
// tax invoices and credit notes for the accountant. The month is the only thing in the URL.

import { endpoint } from "../endpoint.ts";
import { awaitingApprovalSchema } from "../money/approval-schemas.ts";
import {
  creditNoteViewSchema,
  gstr1QuerySchema,
  gstr1RowSchema,
  paymentIdsQuery,
  paymentRefundsSchema,
  refundInputSchema,
  refundResultSchema,
} from "../money/refund-schemas.ts";
import { errorSchema, idParams } from "../schemas.ts";
import { z } from "../zod.ts";

const denied = { 401: errorSchema, 403: errorSchema };

export const refundEndpoints = {
  refund: endpoint({
    method: "POST",
    path: "/admin/payments/:id/refund",
    access: "staff",
    tags: ["admin"],
    description:
      "Refunds a confirmed or flagged payment in full or in part (never more than is left) and issues its credit note.",
    params: idParams,
    body: refundInputSchema,
    responses: {
      201: refundResultSchema,
      202: awaitingApprovalSchema,
      404: errorSchema,
      409: errorSchema,
      422: errorSchema,
      502: errorSchema,
      ...denied,
    },
  }),
  paymentRefunds: endpoint({
    method: "GET",
    path: "/admin/payments/refunds",
    access: "staff",
    tags: ["admin"],
    description: "What is refunded and left to refund of the payments listed (ids), with their credit notes.",
    query: paymentIdsQuery,
    responses: { 200: z.array(paymentRefundsSchema), ...denied },
  }),
  creditNote: endpoint({
    method: "GET",
    path: "/admin/credit-notes/:id",
    access: "staff",
    tags: ["admin"],
    description: "A credit note as its page shows it, with its original tax invoice.",
    params: idParams,
    responses: { 200: creditNoteViewSchema, 404: errorSchema, ...denied },
  }),
  gstr1: endpoint({
    method: "GET",
    path: "/admin/gstr1",
    access: "staff",
    tags: ["admin"],
    description: "The month's tax invoices and credit notes (IST days), as GSTR-1 needs them.",
    query: gstr1QuerySchema,
    responses: { 200: z.array(gstr1RowSchema), 422: errorSchema, ...denied },
  }),
};
