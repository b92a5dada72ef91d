// Fees and payments: the payer's private payment page (its link's token in the query or
// body, never in a path), and the staff side — payments to confirm, a payment link for a lead,
// the business settings and the signatory's signature picture.

import { endpoint } from "../endpoint.ts";
import {
  adminPaymentCountsQuery,
  adminPaymentCountsSchema,
  adminPaymentSchema,
  adminPaymentsQuery,
  batchSeatsSchema,
  businessSettingsSchema,
  capacityInputSchema,
  FLAG_REASONS,
  gatewayReturnSchema,
  leadPaymentStateSchema,
  learnerFeeSchema,
  payerDetailsSchema,
  paymentConfirmResultSchema,
  paymentPageSchema,
  paymentTokenQuery,
  utrSchema,
} from "../money/payment-schemas.ts";
import { signatureUploadSchema, storedSignatureSchema } from "../money/signature.ts";
import { errorSchema, idParams } from "../schemas.ts";
import { z } from "../zod.ts";

const denied = { 401: errorSchema, 403: errorSchema };

const documentPdfSchema = z.object({ number: z.string(), filename: z.string(), pdfBase64: z.string() });

/** The settings as stored (what the back office's form shows). */
const storedSettingsSchema = z.object({
  legalName: z.string(),
  address: z.string(),
  stateCode: z.string(),
  gstin: z.string().nullable(),
  upiVpa: z.string().nullable(),
  payeeName: z.string(),
  bankAccountName: z.string().nullable(),
  bankAccountNumber: z.string().nullable(),
  bankIfsc: z.string().nullable(),
  bankName: z.string().nullable(),
  lutNumber: z.string().nullable(),
  invoicePrefix: z.string(),
  holdSharePercent: z.number().int(),
  offerHoldHours: z.number().int(),
  approvalThresholdPaise: z.number().int().nullable(),
  signatoryName: z.string().nullable(),
  /** The signatory's signature picture on file; null: documents leave room to sign by hand. */
  signature: storedSignatureSchema.nullable(),
});

export const paymentEndpoints = {
  page: endpoint({
    method: "GET",
    path: "/payments/page",
    access: "public",
    tags: ["payment"],
    query: paymentTokenQuery,
    responses: { 200: paymentPageSchema, 404: errorSchema },
  }),
  payer: endpoint({
    method: "POST",
    path: "/payments/payer",
    access: "public",
    tags: ["payment"],
    body: payerDetailsSchema,
    responses: { 200: paymentPageSchema, 404: errorSchema, 422: errorSchema },
  }),
  utr: endpoint({
    method: "POST",
    path: "/payments/utr",
    access: "public",
    tags: ["payment"],
    body: utrSchema,
    // 201 a new claim; 200 the same UTR again (nothing new); 202 the UTR is claimed on another
    // link: refused for now, staff are told. Both with a message for the payer.
    responses: {
      200: paymentPageSchema.extend({ detail: z.string() }),
      201: paymentPageSchema,
      202: paymentPageSchema.extend({ detail: z.string() }),
      404: errorSchema,
      409: errorSchema,
      422: errorSchema,
      429: errorSchema,
    },
  }),
  /** A document of the payer's own request as a PDF (base64 in JSON, so it travels the typed seam). */
  document: endpoint({
    method: "GET",
    path: "/payments/document",
    access: "public",
    tags: ["payment"],
    query: paymentTokenQuery.extend({ kind: z.enum(["proforma", "tax_invoice"]) }),
    responses: { 200: documentPdfSchema, 404: errorSchema },
  }),
  adminDocument: endpoint({
    method: "GET",
    path: "/admin/documents/:id",
    access: "staff",
    tags: ["admin"],
    params: idParams,
    responses: { 200: documentPdfSchema, 404: errorSchema, ...denied },
  }),
  learnerFees: endpoint({
    method: "GET",
    path: "/learners/me/fees",
    access: "learner",
    tags: ["learner"],
    description: "The signed-in learner's fees: those of their enrolments made with their e-mail.",
    responses: { 200: z.array(learnerFeeSchema), 401: errorSchema, 403: errorSchema },
  }),
  learnerDocument: endpoint({
    method: "GET",
    path: "/learners/me/documents/:id",
    access: "learner",
    tags: ["learner"],
    params: idParams,
    responses: { 200: documentPdfSchema, 404: errorSchema, 401: errorSchema, 403: errorSchema },
  }),
  adminList: endpoint({
    method: "GET",
    path: "/admin/payments",
    access: "staff",
    tags: ["admin"],
    query: adminPaymentsQuery,
    responses: { 200: z.array(adminPaymentSchema), ...denied },
  }),
  /** The status tabs' counts: every payment matching the list's filters but its status, uncapped. */
  adminCounts: endpoint({
    method: "GET",
    path: "/admin/payments/counts",
    access: "staff",
    tags: ["admin"],
    query: adminPaymentCountsQuery,
    responses: { 200: adminPaymentCountsSchema, ...denied },
  }),
  confirm: endpoint({
    method: "POST",
    path: "/admin/payments/:id/confirm",
    access: "staff",
    tags: ["admin"],
    params: idParams,
    responses: { 200: paymentConfirmResultSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema, ...denied },
  }),
  reject: endpoint({
    method: "POST",
    path: "/admin/payments/:id/reject",
    access: "staff",
    tags: ["admin"],
    description: "A UTR not found on the bank statement: rejected, so the payer can enter the right one.",
    params: idParams,
    responses: {
      200: adminPaymentSchema.pick({ id: true, status: true }),
      404: errorSchema,
      409: errorSchema,
      ...denied,
    },
  }),
  requestForLead: endpoint({
    method: "POST",
    path: "/admin/leads/:id/payment-request",
    access: "staff",
    tags: ["admin"],
    description: "Makes the lead's payment link (an earlier open one stops working) and mails it to the lead.",
    params: idParams,
    responses: {
      201: z.object({ requestId: z.number().int(), proformaNumber: z.string() }),
      404: errorSchema,
      422: errorSchema,
      ...denied,
    },
  }),
  leadPaymentState: endpoint({
    method: "GET",
    path: "/admin/leads/:id/payment-state",
    access: "staff",
    tags: ["admin"],
    description: "Where the lead's money stands: its latest payment request and what came of it.",
    params: idParams,
    responses: { 200: leadPaymentStateSchema, 404: errorSchema, ...denied },
  }),
  settings: endpoint({
    method: "GET",
    path: "/admin/business-settings",
    access: "staff",
    tags: ["admin"],
    responses: { 200: storedSettingsSchema.nullable(), ...denied },
  }),
  saveSettings: endpoint({
    method: "PUT",
    path: "/admin/business-settings",
    access: "staff",
    tags: ["admin"],
    body: businessSettingsSchema,
    responses: { 200: storedSettingsSchema, 422: errorSchema, ...denied },
  }),
  saveSignature: endpoint({
    method: "PUT",
    path: "/admin/business-settings/signature",
    access: "staff",
    tags: ["admin"],
    description:
      "An admin sets the authorised signatory's signature: a PNG or JPEG (by its content) of at most 200 kB, in base64. Tax invoices and credit notes issued after carry it.",
    body: signatureUploadSchema,
    responses: {
      200: storedSettingsSchema,
      409: errorSchema,
      413: errorSchema,
      415: errorSchema,
      422: errorSchema,
      ...denied,
    },
  }),
  removeSignature: endpoint({
    method: "DELETE",
    path: "/admin/business-settings/signature",
    access: "staff",
    tags: ["admin"],
    description: "An admin removes the signature: documents issued after leave room to sign by hand.",
    responses: { 200: storedSettingsSchema, 409: errorSchema, ...denied },
  }),
  seats: endpoint({
    method: "GET",
    path: "/admin/batches/:id/seats",
    access: "staff",
    tags: ["admin"],
    description: "A batch's capacity, seats taken and held, and its waitlist in order.",
    params: idParams,
    responses: { 200: batchSeatsSchema, 404: errorSchema, ...denied },
  }),
  setCapacity: endpoint({
    method: "PUT",
    path: "/admin/batches/:id/capacity",
    access: "staff",
    tags: ["admin"],
    description: "Sets a batch's capacity (null = unlimited); never below the learners already enrolled.",
    params: idParams,
    body: capacityInputSchema,
    responses: { 200: batchSeatsSchema, 404: errorSchema, 422: errorSchema, ...denied },
  }),
  gatewayStart: endpoint({
    method: "POST",
    path: "/payments/razorpay",
    access: "public",
    tags: ["payment"],
    description: "Holds a seat for 15 minutes and makes a Razorpay payment link for the fee; answers its URL.",
    body: z.strictObject({ token: paymentTokenQuery.shape.token }),
    responses: {
      201: z.object({ url: z.string() }),
      404: errorSchema,
      409: errorSchema,
      422: errorSchema,
      502: errorSchema,
    },
  }),
  gatewayReturn: endpoint({
    method: "POST",
    path: "/payments/razorpay/return",
    access: "public",
    tags: ["payment"],
    description: "The payer's return from Razorpay: applied only with Razorpay's valid signature, once.",
    body: gatewayReturnSchema,
    responses: { 200: paymentPageSchema, 400: errorSchema, 404: errorSchema, 422: errorSchema, 502: errorSchema },
  }),
  gatewayWebhook: endpoint({
    method: "POST",
    path: "/payments/razorpay/webhook",
    access: "public",
    apiKey: false,
    tags: ["payment"],
    description:
      "Razorpay's webhooks (payment.captured, payment_link.paid, order.paid, payment.failed, refund.processed): the raw body signed in X-Razorpay-Signature with the webhook secret; each event id applied once.",
    responses: {
      // failed: a failure of ours, recorded for staff (audit log) rather than retried by Razorpay.
      200: z.object({
        applied: z.boolean(),
        flagReason: z.enum(FLAG_REASONS).optional(),
        failed: z.boolean().optional(),
      }),
      400: errorSchema,
      404: errorSchema,
      422: errorSchema,
      503: errorSchema,
    },
  }),
};
