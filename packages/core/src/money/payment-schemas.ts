// What the payment page, the staff payments page and the business settings exchange with the API
//. The browser never sends an amount: every figure here comes from the server.
import { z } from "../zod.ts";
import { INVOICE_PREFIX } from "./document-number.ts";
import { gstinProblem } from "./gstin.ts";
import { planPartViewSchema } from "./payment-plan.ts";
import { creditNoteRefSchema } from "./refund-schemas.ts";
import { isIndianStateCode, isPlaceOfSupply } from "./states.ts";
import { isValidVpa } from "./upi.ts";

/** A payment: claimed (pending), confirmed, rejected (not on the statement) or flagged for refund. */
export const PAYMENT_STATUSES = ["pending", "confirmed", "rejected", "flagged"] as const;
/**
 * Why money received is flagged for refund: no seat was left; the enrolment was paid (or refunded)
 * already; it was paid on a request that was replaced or stopped, or that had expired; the amount
 * captured is not the fee; or the batch had started (and late joining was not allowed).
 */
export const FLAG_REASONS = [
  "no_seat",
  "already_paid",
  "request_cancelled",
  "request_expired",
  "amount_mismatch",
  "batch_started",
] as const;
export type FlagReason = (typeof FLAG_REASONS)[number];

const gstinMessages = {
  length: "A GSTIN has 15 characters",
  format: "This is not a GSTIN: 2 digits, 10 characters of the PAN, then 3 characters",
  state: "This GSTIN's first two digits are no Indian state code",
  check: "This GSTIN's last character does not match: please check it for a typo",
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);

/** A GSTIN as typed: spaces dropped, capitals; empty means none. */
export const gstinField = z
  .string()
  .transform((value) => value.replace(/\s+/g, "").toUpperCase())
  .superRefine((value, context) => {
    const problem = value ? gstinProblem(value) : null;
    if (problem) context.addIssue({ code: "custom", message: gstinMessages[problem] });
  })
  .optional()
  .transform((value) => value || undefined);

export const placeOfSupplyField = z
  .string({ error: "Choose your state, or Outside India" })
  .refine(isPlaceOfSupply, "Choose your state, or Outside India");

/**
 * The payer's details on the payment page: the place of supply and, for a company, its GSTIN,
 * legal name and billing address (a tax invoice to a registered buyer must name all three).
 */
export const payerDetailsSchema = z
  .strictObject({
    token: z.string().min(20).max(100),
    payerState: placeOfSupplyField,
    payerGstin: gstinField,
    payerLegalName: optionalText(200),
    payerAddress: optionalText(400),
  })
  .superRefine((value, context) => {
    if (value.payerGstin && !value.payerLegalName) {
      context.addIssue({
        code: "custom",
        path: ["payerLegalName"],
        message: "Give the legal name that goes with the GSTIN",
      });
    }
    if (value.payerGstin && !value.payerAddress) {
      context.addIssue({
        code: "custom",
        path: ["payerAddress"],
        message: "Give the billing address that goes with the GSTIN",
      });
    }
    if (value.payerGstin && value.payerGstin.slice(0, 2) !== value.payerState && isIndianStateCode(value.payerState)) {
      context.addIssue({
        code: "custom",
        path: ["payerGstin"],
        message: "This GSTIN belongs to another state than the one chosen",
      });
    }
  });
export type PayerDetails = z.input<typeof payerDetailsSchema>;

/** A UPI or IMPS reference is 12 digits; NEFT and RTGS ones 16 or 22 letters and digits. */
export const utrSchema = z.strictObject({
  token: z.string().min(20).max(100),
  method: z.enum(["upi", "bank"]),
  utr: z
    .string()
    .transform((value) => value.replace(/\s+/g, "").toUpperCase())
    .refine((value) => /^(\d{12}|[A-Z0-9]{16}|[A-Z0-9]{22})$/.test(value), "Enter the 12-digit UTR of your payment"),
});
export type UtrInput = z.input<typeof utrSchema>;

export const paymentTokenQuery = z.object({ token: z.string().min(20).max(100) });

const splitSchema = z.object({
  supply: z.enum(["intra", "inter", "export"]),
  zeroRated: z.boolean(),
  pricePaise: z.number().int(),
  taxablePaise: z.number().int(),
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
  igstPaise: z.number().int(),
  taxPaise: z.number().int(),
});

export const paymentPageSchema = z.object({
  /** A fee refunded in full is "cancelled" (its link takes no more payment) with refundedPaise set. */
  status: z.enum(["open", "paid", "cancelled", "expired"]),
  courseName: z.string(),
  batch: z.object({ startDate: z.string(), endDate: z.string().nullable(), studyMode: z.string() }),
  payerName: z.string(),
  amountPaise: z.number().int(),
  proformaNumber: z.string(),
  payerState: z.string().nullable(),
  payerGstin: z.string().nullable(),
  payerLegalName: z.string().nullable(),
  payerAddress: z.string().nullable(),
  split: splitSchema,
  provider: z.object({ legalName: z.string(), stateCode: z.string(), gstin: z.string().nullable() }),
  upi: z.object({ link: z.string(), vpa: z.string(), payeeName: z.string(), qrSvg: z.string() }).nullable(),
  bank: z
    .object({ accountName: z.string(), accountNumber: z.string(), ifsc: z.string(), bankName: z.string() })
    .nullable(),
  payments: z.array(
    z.object({
      utr: z.string().nullable(),
      method: z.string(),
      status: z.string(),
      amountPaise: z.number().int(),
      flagReason: z.enum(FLAG_REASONS).nullable(),
      /** What of this payment went back to the payer (refunds processed), in paise. */
      refundedPaise: z.number().int(),
      createdAt: z.string(),
    }),
  ),
  invoiceNumber: z.string().nullable(),
  /** What was refunded of this fee's payments (failed refunds left out), in paise. */
  refundedPaise: z.number().int(),
  /** Razorpay is configured: the page offers "Pay online". */
  gateway: z.boolean(),
  /**
   * A payment of this link arrived when no seat was left and is kept for refund: the page asks
   * for no payment while we hold it.
   */
  seatGone: z.boolean().optional(),
  /** The discount applied to this fee (a code's, a referral's, credit): the fee before it, and what it took off. */
  discount: z
    .object({
      code: z.string(),
      /** How the line reads: "Discount (code WEBINAR10)", "Referral discount", "Referral credit"… */
      label: z.string().optional(),
      listPaise: z.number().int(),
      discountPaise: z.number().int(),
    })
    .optional(),
  /** A code can still be entered: the link is open and nothing is paid, claimed or started on it. */
  couponOpen: z.boolean().optional(),
  /** A team booking's seat count (absent for one learner's fee). */
  seats: z.number().int().optional(),
  /** The batch's payment plan as this fee would be paid by it, while the link may still choose it. */
  planOffer: z
    .array(z.object({ partNo: z.number().int(), dueOn: z.string(), amountPaise: z.number().int() }))
    .optional(),
  /** This fee is paid by a plan: every part, this link's marked current; the part before must be paid first. */
  plan: z.object({ parts: z.array(planPartViewSchema), payable: z.boolean() }).optional(),
});
export type PaymentPage = z.infer<typeof paymentPageSchema>;

/**
 * Where a lead's money stands, for staff on the lead's page: its latest payment request and what
 * came of it — none asked yet, requested (link sent, nothing entered), claimed (a UTR waits for
 * staff), paid, flagged (money kept for refund), refunded, or expired/replaced.
 */
export const LEAD_PAYMENT_STATES = ["none", "requested", "claimed", "paid", "flagged", "refunded", "expired"] as const;
export const leadPaymentStateSchema = z.object({
  state: z.enum(LEAD_PAYMENT_STATES),
  proformaNumber: z.string().nullable(),
  amountPaise: z.number().int().nullable(),
  invoiceNumber: z.string().nullable(),
  /** When the latest link was made (ISO), and until when it takes payment. */
  requestedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** The lead has a batch and no paid fee: staff may send (a new) payment link. */
  canSendLink: z.boolean(),
});
export type LeadPaymentState = z.infer<typeof leadPaymentStateSchema>;

/** The query Razorpay adds to a payment link's callback URL (with our own token in it). */
export const gatewayReturnSchema = z.strictObject({
  token: z.string().min(20).max(100),
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_payment_link_id: z.string().min(1).max(100),
  razorpay_payment_link_reference_id: z.string().min(1).max(100),
  razorpay_payment_link_status: z.string().min(1).max(40),
  razorpay_signature: z.string().min(1).max(200),
});
export type GatewayReturn = z.infer<typeof gatewayReturnSchema>;

export const adminPaymentSchema = z.object({
  id: z.number().int(),
  method: z.string(),
  utr: z.string().nullable(),
  amountPaise: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  /** Why a flagged payment must be refunded (FLAG_REASONS). */
  flagReason: z.enum(FLAG_REASONS).nullable(),
  createdAt: z.string(),
  payerName: z.string(),
  courseName: z.string(),
  trainingId: z.number().int(),
  proformaNumber: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  invoiceId: z.number().int().nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

/** A filter left empty in the form (`method=`) means "any". */
const anyWhenEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

export const PAYMENT_METHODS = ["upi", "bank", "razorpay", "cash", "cheque"] as const;

/** The staff list's filters: status, method, batch, dates (IST, inclusive) and a search. */
export const adminPaymentsQuery = z.object({
  status: anyWhenEmpty(z.enum(PAYMENT_STATUSES)),
  method: anyWhenEmpty(z.enum(PAYMENT_METHODS)),
  batch: anyWhenEmpty(z.coerce.number().int().positive().max(2_147_483_647)),
  from: anyWhenEmpty(z.iso.date()),
  to: anyWhenEmpty(z.iso.date()),
  /** An invoice or proforma number, a UTR or a payer's name (part of it, any case). */
  q: anyWhenEmpty(z.string().trim().max(100)),
});
export type AdminPaymentsQuery = z.infer<typeof adminPaymentsQuery>;

/** The payments list's filters but its status: what the status tabs count across. */
export const adminPaymentCountsQuery = adminPaymentsQuery.omit({ status: true });
export type AdminPaymentCountsQuery = z.infer<typeof adminPaymentCountsQuery>;
/** How many payments each status holds under those filters ("To refund": with money still to give back). */
const paymentCount = z.number().int().nonnegative();
export const adminPaymentCountsSchema = z.object({
  pending: paymentCount,
  confirmed: paymentCount,
  rejected: paymentCount,
  flagged: paymentCount,
}) satisfies z.ZodType<Record<(typeof PAYMENT_STATUSES)[number], number>>;
export type AdminPaymentCounts = z.infer<typeof adminPaymentCountsSchema>;

/**
 * A confirmation's outcome: confirmed (tax invoice, learner enrolled), or flagged for refund when
 * no seat was left (the lead is then on the batch's waitlist) or the enrolment was paid already.
 */
export const paymentConfirmResultSchema = z.discriminatedUnion("status", [
  z.object({
    status: z.literal("confirmed"),
    paymentId: z.number().int(),
    invoiceId: z.number().int(),
    invoiceNumber: z.string(),
    learnerId: z.number().int(),
  }),
  z.object({ status: z.literal("flagged"), paymentId: z.number().int(), flagReason: z.enum(FLAG_REASONS) }),
]);

export const APPROVAL_THRESHOLD_MESSAGE =
  "Enter the amount in rupees above which a second person must approve, e.g. 50000, or leave it empty";

/** The provider's details (back office → business settings), checked before they are stored. */
export const businessSettingsSchema = z.strictObject({
  legalName: z.string().trim().min(1, "Legal name is required").max(200),
  address: z.string().trim().min(1, "Address is required").max(500),
  stateCode: z.string().refine(isIndianStateCode, "Choose the state the business is registered in"),
  gstin: gstinField,
  upiVpa: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => !value || isValidVpa(value), "A UPI address looks like name@bank"),
  payeeName: z.string().trim().min(1, "Payee name is required").max(100),
  bankAccountName: optionalText(200),
  bankAccountNumber: optionalText(34),
  bankIfsc: optionalText(11).refine(
    (value) => !value || /^[A-Z]{4}0[A-Z0-9]{6}$/.test(value),
    "An IFSC has 11 characters, e.g. ABCD0123456",
  ),
  bankName: optionalText(200),
  lutNumber: optionalText(40),
  /** Who signs tax documents for the provider, printed under "Authorised Signatory". */
  signatoryName: optionalText(100),
  invoicePrefix: z.string().trim().regex(INVOICE_PREFIX, "1–3 capital letters or digits, e.g. SB"),
  /** The share of a batch's capacity (percent) all unpaid seat holds together may take; half when left out. */
  holdSharePercent: z.preprocess(
    (value) => (value === "" || value == null ? undefined : typeof value === "string" ? Number(value) : value),
    z
      .number("The share of seats held must be a whole number of percent")
      .int("The share of seats held must be a whole number of percent")
      .min(1, "The share of seats held must be at least 1%")
      .max(100, "The share of seats held must be at most 100%")
      .default(50),
  ),
  /**
   * How long a seat offered from the waitlist stays held for the offered lead (hours): nobody
   * else's payment can take it meanwhile, then it goes to the next. 48 when left out.
   */
  offerHoldHours: z.preprocess(
    (value) => (value === "" || value == null ? undefined : typeof value === "string" ? Number(value) : value),
    z
      .number("The offer hold must be a whole number of hours")
      .int("The offer hold must be a whole number of hours")
      .min(1, "The offer hold must be at least 1 hour")
      .max(720, "The offer hold must be at most 720 hours (30 days)")
      .default(48),
  ),
  /**
   * A cash/cheque payment recorded, or a refund, above this amount (paise) waits for a second
   * staff member's approval; none (null or left out): no approval is needed.
   */
  approvalThresholdPaise: z
    .number(APPROVAL_THRESHOLD_MESSAGE)
    .int(APPROVAL_THRESHOLD_MESSAGE)
    .min(1, APPROVAL_THRESHOLD_MESSAGE)
    .max(1_000_000_000, APPROVAL_THRESHOLD_MESSAGE)
    .nullable()
    .optional(),
});
export type BusinessSettingsInput = z.input<typeof businessSettingsSchema>;
export type BusinessSettings = z.output<typeof businessSettingsSchema>;

/** One fee on the learner's "Fees & invoices": what is due or paid, and its documents. */
export const learnerFeeSchema = z.object({
  courseName: z.string(),
  batchStartDate: z.string(),
  amountPaise: z.number().int(),
  status: z.enum(["due", "paid", "expired"]),
  proforma: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  invoice: z.object({ id: z.number().int(), number: z.string(), issuedAt: z.string() }).nullable(),
  /** What was given back, each refund with its credit note. */
  refundedPaise: z.number().int(),
  creditNotes: z.array(creditNoteRefSchema),
  /** A part of a payment plan: which, and when it is due (a due part can be paid from here). */
  part: z
    .object({ requestId: z.number().int(), partNo: z.number().int(), partCount: z.number().int(), dueOn: z.string() })
    .optional(),
});
export type LearnerFee = z.infer<typeof learnerFeeSchema>;

/** A batch's seats (back office): its capacity (null = unlimited), who holds them and the waitlist. */
export const batchSeatsSchema = z.object({
  capacity: z.number().int().nullable(),
  enrolled: z.number().int(),
  /** Seats held by gateway payments started in the last 15 minutes. */
  held: z.number().int(),
  seatsLeft: z.number().int().nullable(),
  /** Leads waiting for a seat, first come first served. */
  waitlist: z.array(z.object({ leadId: z.number().int(), name: z.string(), email: z.string(), since: z.string() })),
});
export type BatchSeats = z.infer<typeof batchSeatsSchema>;

export const capacityInputSchema = z.strictObject({
  capacity: z
    .number("Capacity must be a whole number")
    .int("Capacity must be a whole number")
    .min(1, "Capacity must be at least 1 (leave it empty for no limit)")
    .max(100_000, "Capacity must be at most 100000")
    .nullable(),
});
