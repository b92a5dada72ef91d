// What the staff refund form and the accountant's GSTR-1 export exchange with the API.
// The amount staff type is read on the server into paise; the API checks it against what is left.
import { z } from "../zod.ts";
import { rupeesToPaise } from "./credit-note.ts";

export const refundMessages = {
  amount: "Enter the amount to refund in rupees, e.g. 1500 or 1500.50",
  reference: "Enter the reference of the refund you made (UTR or bank reference)",
  tooMuch: (left: string) => `This refund is more than what is left to refund (${left}): nothing was refunded`,
  nothingLeft: "This payment is refunded in full already",
  notRefundable: "Only a confirmed payment, or one flagged for refund, can be refunded",
  gatewayOff: "Online payment is not configured: a Razorpay payment cannot be refunded from here",
  gatewayRefused: (why: string) => `Razorpay refused the refund, nothing was recorded: ${why}`,
  changed: (refunded: string) =>
    `This payment was refunded meanwhile (${refunded} so far): nothing more was refunded, check before trying again`,
  month: "Choose a month, e.g. 2026-11",
  unknownRefund: "This refund belongs to no payment of ours that can be refunded: nothing was recorded",
} as const;

/** A refund from the staff payments view: the amount in rupees; a reference for money sent by hand. */
export const refundInputSchema = z.strictObject({
  amount: z.string({ error: refundMessages.amount }).transform((value, context) => {
    const paise = rupeesToPaise(value);
    if (paise == null || paise < 1) {
      context.addIssue({ code: "custom", message: refundMessages.amount });
      return z.NEVER;
    }
    return paise;
  }),
  reference: z
    .string()
    .trim()
    .max(60, "A reference has at most 60 characters")
    .optional()
    .transform((value) => value || undefined),
  /**
   * What the form showed as refunded already: when it differs, another refund came first (a second
   * click, a colleague) and this one is refused rather than made twice.
   */
  seenRefundedPaise: z.number().int().min(0).optional(),
  /** Why staff refund it (the back office asks for it): kept with the refund's audit entry. */
  reason: z.string().trim().max(200, "A reason has at most 200 characters").optional(),
});
export type RefundInput = z.input<typeof refundInputSchema>;

export const refundResultSchema = z.object({
  refundId: z.number().int(),
  paymentId: z.number().int(),
  amountPaise: z.number().int(),
  /** pending until Razorpay's refund.processed webhook; processed for a refund made by hand. */
  status: z.enum(["pending", "processed"]),
  /**
   * null for a payment flagged for refund (no tax invoice was issued for that money), and for a
   * Razorpay refund still pending: a credit note is issued only once the money went back.
   */
  creditNote: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  refundedPaise: z.number().int(),
  refundablePaise: z.number().int(),
  seatFreed: z.boolean(),
});
export type RefundResult = z.infer<typeof refundResultSchema>;

/** A credit note as the payments view and "Fees & invoices" list it. */
export const creditNoteRefSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  amountPaise: z.number().int(),
  issuedAt: z.string(),
});
export type CreditNoteRef = z.infer<typeof creditNoteRefSchema>;

/** A payment's refunds, for the staff list. */
export const paymentRefundsSchema = z.object({
  paymentId: z.number().int(),
  refundedPaise: z.number().int(),
  refundablePaise: z.number().int(),
  creditNotes: z.array(creditNoteRefSchema),
  /** Refunds Razorpay reported failed: no money went back, their amount is refundable again. */
  failedRefunds: z.array(z.object({ id: z.number().int(), amountPaise: z.number().int(), failedAt: z.string() })),
});
export type PaymentRefunds = z.infer<typeof paymentRefundsSchema>;

/** Payment ids as a list in the query, "12,15,16": at most the 200 a payments page lists. */
export const paymentIdsQuery = z.object({
  ids: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9}){0,199}$/, "Give up to 200 payment ids separated by commas")
    .transform((value) => [...new Set(value.split(",").map(Number))]),
});

/** A credit note as its page shows it: what its PDF prints. */
export const creditNoteViewSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  issuedAt: z.string(),
  originalInvoice: z.object({ id: z.number().int(), number: z.string(), issuedAt: z.string() }).nullable(),
  provider: z.object({
    legalName: z.string(),
    address: z.string(),
    gstin: z.string().nullable(),
    stateCode: z.string(),
  }),
  recipient: z.object({
    name: z.string(),
    email: z.string(),
    legalName: z.string().nullable(),
    gstin: z.string().nullable(),
    /** A registered buyer's billing address, as the invoice froze it. */
    address: z.string().nullable(),
  }),
  placeOfSupply: z.string(),
  description: z.string(),
  supply: z.enum(["intra", "inter", "export"]),
  zeroRated: z.boolean(),
  taxablePaise: z.number().int(),
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
  igstPaise: z.number().int(),
  totalPaise: z.number().int(),
  totalInWords: z.string(),
});
export type CreditNoteView = z.infer<typeof creditNoteViewSchema>;

export const gstr1QuerySchema = z.object({
  month: z.string({ error: refundMessages.month }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, refundMessages.month),
});

/** One tax invoice or credit note of the month, as GSTR-1 needs it; amounts in paise. */
export const gstr1RowSchema = z.object({
  kind: z.enum(["tax_invoice", "credit_note"]),
  number: z.string(),
  /** The document's day in IST, YYYY-MM-DD. */
  date: z.string(),
  recipientGstin: z.string().nullable(),
  recipientName: z.string(),
  placeOfSupply: z.string(),
  /** Within the provider's state, across states, or an export (outside India). */
  supply: z.enum(["intra", "inter", "export"]),
  /** An export under an LUT: no tax charged. */
  zeroRated: z.boolean(),
  taxablePaise: z.number().int(),
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
  igstPaise: z.number().int(),
  totalPaise: z.number().int(),
  /** A credit note's original tax invoice (number, day and value: its GSTR-1 section follows it). */
  originalNumber: z.string().nullable(),
  originalDate: z.string().nullable(),
  originalTotalPaise: z.number().int().nullable(),
});
export type Gstr1Row = z.infer<typeof gstr1RowSchema>;

/**
 * What the back office asks before a refund moves money: the amount typed (never prefilled) and
 * the reason, both required; the reference for money sent by hand is checked by the API.
 */
export const refundAskSchema = z.object({
  amount: z
    .string()
    .trim()
    .refine((value) => {
      const paise = rupeesToPaise(value);
      return paise != null && paise >= 1;
    }, refundMessages.amount),
  reason: z.string().trim().min(1, "Say why this is refunded").max(200, "A reason has at most 200 characters"),
});
