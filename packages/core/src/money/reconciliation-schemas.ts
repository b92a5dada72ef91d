// Reconciliation: a payment staff record by hand against a proforma, and a bank
// statement uploaded to confirm the UTRs it shows. Shared by the API and the back office's forms.
import { z } from "../zod.ts";
import { amountToPaise, STATEMENT_MAX_CHARS } from "./bank-statement.ts";
import { FLAG_REASONS } from "./payment-schemas.ts";

export const RECORD_METHODS = ["upi", "bank", "cash", "cheque"] as const;
export type RecordMethod = (typeof RECORD_METHODS)[number];
export const recordMethodLabels: Record<RecordMethod, string> = {
  upi: "UPI",
  bank: "Bank transfer (NEFT/IMPS/RTGS)",
  cash: "Cash",
  cheque: "Cheque",
};

export const recordMessages = {
  proforma: "Enter the proforma invoice's number, e.g. SBP/26-27/00012",
  amount: "Enter the amount received in rupees, e.g. 24,999 or 24999.00",
  date: "Enter the date the money was received (not in the future)",
  utr: "Enter the UTR of the transfer: 12 digits (UPI, IMPS) or 16 or 22 letters and digits (NEFT, RTGS)",
  cheque: "Enter the cheque's 6-digit number",
  reference: "The reference may have at most 40 characters",
} as const;

const compact = (text: string | undefined) => (text ?? "").replace(/\s+/g, "").toUpperCase();

/** Today in India (the provider's calendar), as YYYY-MM-DD. */
const todayInIndia = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);

export const recordPaymentSchema = z
  .strictObject({
    proformaNumber: z
      .string()
      .trim()
      .toUpperCase()
      .refine((value) => /^[A-Z0-9/-]{3,16}$/.test(value), recordMessages.proforma),
    method: z.enum(RECORD_METHODS, { error: "Choose how the money was received" }),
    /** Rupees as staff type them; the server compares the paise with the amount due. */
    amount: z
      .string()
      .transform((value) => amountToPaise(value))
      .refine((paise): paise is number => paise != null && paise > 0, recordMessages.amount),
    receivedOn: z.iso.date(recordMessages.date).refine((value) => value <= todayInIndia(), recordMessages.date),
    reference: z.string().trim().max(40, recordMessages.reference).optional(),
  })
  .superRefine((value, context) => {
    const reference = compact(value.reference);
    if (
      (value.method === "upi" || value.method === "bank") &&
      !/^(\d{12}|[A-Z0-9]{16}|[A-Z0-9]{22})$/.test(reference)
    ) {
      context.addIssue({ code: "custom", path: ["reference"], message: recordMessages.utr });
    }
    if (value.method === "cheque" && !/^\d{6}$/.test(reference)) {
      context.addIssue({ code: "custom", path: ["reference"], message: recordMessages.cheque });
    }
  })
  // A UTR or cheque number as the bank prints it (no spaces, capitals); a cash receipt's note as typed.
  .transform((value) => ({
    ...value,
    reference: value.method === "cash" ? value.reference || undefined : compact(value.reference),
  }));
export type RecordPaymentInput = z.input<typeof recordPaymentSchema>;

export const statementUploadSchema = z.strictObject({
  /** The file's text; its name is not needed (nothing is stored but the audit entry). */
  csv: z.string().max(2 * STATEMENT_MAX_CHARS),
});

const lineSchema = z.object({
  line: z.number().int(),
  date: z.string(),
  narration: z.string(),
  reference: z.string(),
  amountPaise: z.number().int().nullable(),
});

/**
 * Why a credit waits for staff: its narration names another request's proforma than the claim of
 * its UTR, or several proformas; several claims match it; a payer was refused its UTR because
 * another link claimed it first; or the amount is not the named request's.
 */
export const REVIEW_REASONS = ["other_proforma", "several_proformas", "several_claims", "disputed", "amount"] as const;
export type ReviewReason = (typeof REVIEW_REASONS)[number];

const partySchema = z.object({ payerName: z.string(), proformaNumber: z.string() });

/** What an upload did, line by line: nothing guessed, nothing confirmed twice. */
export const statementResultSchema = z.object({
  credits: z.number().int(),
  confirmed: z.array(
    lineSchema.extend({
      utr: z.string(),
      paymentId: z.number().int(),
      payerName: z.string(),
      status: z.enum(["confirmed", "flagged"]),
      invoiceNumber: z.string().nullable(),
      flagReason: z.enum(FLAG_REASONS).nullable(),
    }),
  ),
  /** A pending payment whose UTR is on the statement with another amount: listed, not confirmed. */
  mismatched: z.array(
    lineSchema.extend({
      utr: z.string(),
      paymentId: z.number().int(),
      payerName: z.string(),
      expectedPaise: z.number().int(),
    }),
  ),
  /** A UTR of a payment already confirmed, flagged or refused before: nothing done again. */
  alreadyDone: z.array(lineSchema.extend({ utr: z.string(), paymentId: z.number().int(), status: z.string() })),
  /** Credits that match no payment (no UTR, an unknown one). */
  unmatched: z.array(lineSchema),
  /**
   * Credits something contradicts, not confirmed: staff decide, with the narration beside every
   * claim of the credit's UTR (payers refused because it was claimed first included).
   */
  review: z.array(
    lineSchema.extend({
      utr: z.string().nullable(),
      reason: z.enum(REVIEW_REASONS),
      /** The proformas the narration names, with their payer. */
      named: z.array(partySchema),
      claims: z.array(
        partySchema.extend({
          /** Null for a payer refused because another link claimed the UTR first. */
          paymentId: z.number().int().nullable(),
          status: z.string(),
        }),
      ),
    }),
  ),
  /** Claims refused because the credit's narration names another payer's proforma for their UTR. */
  rejected: z.array(lineSchema.extend({ utr: z.string(), paymentId: z.number().int() }).extend(partySchema.shape)),
});
export type StatementResult = z.infer<typeof statementResultSchema>;
