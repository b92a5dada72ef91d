// Reconciliation: a payment received outside the product, recorded by staff against a
// proforma, and the bank's statement uploaded to confirm the UTRs it shows.
import { endpoint } from "../endpoint.ts";
import { awaitingApprovalSchema } from "../money/approval-schemas.ts";
import { paymentConfirmResultSchema } from "../money/payment-schemas.ts";
import { recordPaymentSchema, statementResultSchema, statementUploadSchema } from "../money/reconciliation-schemas.ts";
import { errorSchema } from "../schemas.ts";

const denied = { 401: errorSchema, 403: errorSchema };

export const reconciliationEndpoints = {
  record: endpoint({
    method: "POST",
    path: "/admin/payments/record",
    access: "staff",
    tags: ["admin"],
    description:
      "Money received outside the product (UPI, bank transfer, cash, cheque) for a proforma: confirmed as a UTR is, for exactly the amount due.",
    body: recordPaymentSchema,
    responses: {
      201: paymentConfirmResultSchema,
      202: awaitingApprovalSchema,
      404: errorSchema,
      409: errorSchema,
      422: errorSchema,
      ...denied,
    },
  }),
  statement: endpoint({
    method: "POST",
    path: "/admin/payments/statement",
    access: "staff",
    tags: ["admin"],
    description:
      "A bank statement (CSV text): each credit whose UTR and amount match a pending payment is confirmed; the rest is listed.",
    body: statementUploadSchema,
    responses: { 200: statementResultSchema, 422: errorSchema, ...denied },
  }),
};
