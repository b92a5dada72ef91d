// Money moved by hand above the amount an admin sets waits for a second person: a cash/cheque
// payment recorded, or a refund, is kept as asked and takes effect once another admin or finance
// member approves it. What the API answers for it, and the list staff approve from.
import { z } from "../zod.ts";
import { paymentConfirmResultSchema } from "./payment-schemas.ts";
import { refundResultSchema } from "./refund-schemas.ts";

export const APPROVAL_KINDS = ["record", "refund"] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

export const approvalMessages = {
  missing: "This approval does not exist",
  decided: "This was approved or rejected already",
  yourOwn: "Someone else must approve what you asked for: another finance member or an admin",
  awaiting: (what: string, amount: string) =>
    `${what} of ${amount} is above the amount that needs a second person: it waits for another finance member or an admin to approve it`,
} as const;

/** The answer when what was asked waits for a second person (nothing moved yet). */
export const awaitingApprovalSchema = z.object({
  status: z.literal("awaiting_approval"),
  approvalId: z.number().int(),
  kind: z.enum(APPROVAL_KINDS),
  amountPaise: z.number().int(),
});
export type AwaitingApproval = z.infer<typeof awaitingApprovalSchema>;

/** One request for approval as the payments page lists it. */
export const paymentApprovalSchema = z.object({
  id: z.number().int(),
  kind: z.enum(APPROVAL_KINDS),
  amountPaise: z.number().int(),
  /** The refund's payment; null for a recording. */
  paymentId: z.number().int().nullable(),
  /** The recording's proforma; for a refund, the proforma of the payment refunded. */
  proformaNumber: z.string().nullable(),
  payerName: z.string().nullable(),
  /** cash or cheque for a recording; the refund's payment method for a refund. */
  method: z.string().nullable(),
  reference: z.string().nullable(),
  requestedBy: z.object({ id: z.number().int(), name: z.string() }),
  requestedAt: z.string(),
});
export type PaymentApproval = z.infer<typeof paymentApprovalSchema>;

export const paymentApprovalListSchema = z.object({
  /** The viewer may move money (finance or admin): the page offers its buttons only then. */
  mayMoveMoney: z.boolean(),
  youId: z.number().int(),
  /** Above this amount (paise) a recording by hand or a refund needs a second person; null: never. */
  thresholdPaise: z.number().int().nullable(),
  items: z.array(paymentApprovalSchema),
});
export type PaymentApprovalList = z.infer<typeof paymentApprovalListSchema>;

export const approvalDecisionSchema = z.discriminatedUnion("status", [
  z.object({
    status: z.literal("approved"),
    id: z.number().int(),
    kind: z.enum(APPROVAL_KINDS),
    /** What approval did: the payment confirmed (or flagged), or the refund made. */
    recorded: paymentConfirmResultSchema.nullable(),
    refund: refundResultSchema.nullable(),
  }),
  z.object({ status: z.literal("rejected"), id: z.number().int(), kind: z.enum(APPROVAL_KINDS) }),
]);
export type ApprovalDecision = z.infer<typeof approvalDecisionSchema>;
