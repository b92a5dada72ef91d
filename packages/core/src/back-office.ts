// Back office: staff sign-in with a second factor, the leads & enquiries inbox, the
// audit log and lead → learner. One schema per payload, used by the API and the staff pages.

import { INBOX_SORTS, INBOX_TYPES, LEAD_STATUSES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./constants.ts";
import { passwordMessages } from "./messages.ts";
import { emailField, FORM_SOURCES, idSchema, loginResponseSchema } from "./schemas.ts";
import { z } from "./zod.ts";

const instant = z.iso.datetime({ offset: true });
/** A query parameter left empty in a form (`status=`) means "no filter". */
const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

// ---- staff sign-in, second factor ----
export const totpCodeField = z
  .string()
  .trim()
  .regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app");
const ticketField = z.string().min(16, "Sign in again").max(200, "Sign in again");

export const staffTotpEnrolSchema = z.strictObject({ enrolToken: ticketField, code: totpCodeField });
export const staffTotpSchema = z.strictObject({ challengeToken: ticketField, code: totpCodeField });
export type StaffTotpEnrol = z.input<typeof staffTotpEnrolSchema>;
export type StaffTotp = z.input<typeof staffTotpSchema>;

/** The password was right and the account has no second factor yet: enrol one now. */
export const staffMfaEnrolSchema = z.object({
  mfa: z.literal("enrol"),
  enrolToken: z.string(),
  secret: z.string(),
  otpauthUrl: z.string(),
});
/** The password was right: now the code from the authenticator app. */
export const staffMfaRequiredSchema = z.object({ mfa: z.literal("required"), challengeToken: z.string() });
export const staffLoginResponseSchema = z.union([loginResponseSchema, staffMfaEnrolSchema, staffMfaRequiredSchema]);
export type StaffMfaEnrol = z.infer<typeof staffMfaEnrolSchema>;
export type StaffMfaRequired = z.infer<typeof staffMfaRequiredSchema>;
export type StaffLoginResponse = z.infer<typeof staffLoginResponseSchema>;

// ---- inbox ----
export const inboxTypeSchema = z.enum(INBOX_TYPES);
export type InboxType = z.infer<typeof inboxTypeSchema>;
export const pipelineStatusSchema = z.enum(LEAD_STATUSES);
export type PipelineStatus = z.infer<typeof pipelineStatusSchema>;

export const inboxFilterShape = {
  status: optionalParam(pipelineStatusSchema),
  type: optionalParam(inboxTypeSchema),
  courseId: optionalParam(idSchema),
  from: optionalParam(z.iso.date("Use a date like 2026-01-31")),
  to: optionalParam(z.iso.date("Use a date like 2026-01-31")),
  source: optionalParam(z.enum(FORM_SOURCES)),
  assigneeId: optionalParam(idSchema),
  q: optionalParam(z.string().trim().max(200, "Search text must be at most 200 characters")),
  sort: optionalParam(z.enum(INBOX_SORTS)),
  order: optionalParam(z.enum(["asc", "desc"])),
};
const datesInOrder = (value: { from?: string | undefined; to?: string | undefined }) =>
  !value.from || !value.to || value.from <= value.to;
const datesMessage = { message: "The start date must not be after the end date", path: ["from"] };

export const inboxCsvQuerySchema = z.strictObject(inboxFilterShape).refine(datesInOrder, datesMessage);
export const inboxQuerySchema = z
  .strictObject({
    ...inboxFilterShape,
    limit: optionalParam(z.coerce.number().int().min(1).max(200)),
    offset: optionalParam(z.coerce.number().int().min(0).max(1_000_000)),
  })
  .refine(datesInOrder, datesMessage);
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

export const inboxItemSchema = z.object({
  type: inboxTypeSchema,
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  contact: z.string(),
  status: pipelineStatusSchema,
  courseId: z.number().int().nullable(),
  courseName: z.string().nullable(),
  trainingId: z.number().int().nullable(),
  eventId: z.number().int().nullable(),
  eventTitle: z.string().nullable(),
  source: z.enum(FORM_SOURCES),
  message: z.string(),
  assigneeId: z.number().int().nullable(),
  assigneeName: z.string().nullable(),
  suspectedBot: z.boolean(),
  createdAt: instant,
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

export const inboxListSchema = z.object({
  items: z.array(inboxItemSchema),
  total: z.number().int(),
  /** Items that came in after the staff member's last visit (POST /admin/inbox/seen). */
  newSince: z.number().int(),
  lastSeenAt: instant.nullable(),
});
export type InboxList = z.infer<typeof inboxListSchema>;

export const inboxNoteSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  staffId: z.number().int(),
  staffName: z.string(),
  createdAt: instant,
});
export type InboxNote = z.infer<typeof inboxNoteSchema>;
export const inboxChangeSchema = z.object({
  id: z.number().int(),
  field: z.enum(["status", "assignee", "converted"]),
  from: z.string().nullable(),
  to: z.string().nullable(),
  staffId: z.number().int().nullable(),
  staffName: z.string().nullable(),
  at: instant,
});
export type InboxChange = z.infer<typeof inboxChangeSchema>;

/**
 * Where the visit that sent an item came from (its first touch): its utm_* values and the
 * host of the external site that referred it, each null when the visit had none.
 */
export const firstTouchSchema = z.object({
  utmSource: z.string().nullable(),
  utmMedium: z.string().nullable(),
  utmCampaign: z.string().nullable(),
  referrer: z.string().nullable(),
});
export type FirstTouch = z.infer<typeof firstTouchSchema>;

export const inboxDetailSchema = inboxItemSchema.extend({
  pageUrl: z.string().nullable(),
  noticeId: z.string().nullable(),
  noticeShownAt: instant.nullable(),
  flagReason: z.string().nullable(),
  /** An enquiry's "how did you hear about us" (eSrc); null for a lead. */
  heardFrom: z.string().nullable(),
  firstTouch: firstTouchSchema,
  /** The learner account with the sender's e-mail, once there is one. */
  learnerId: z.number().int().nullable(),
  notes: z.array(inboxNoteSchema),
  history: z.array(inboxChangeSchema),
});
export type InboxDetail = z.infer<typeof inboxDetailSchema>;

export const inboxParamsSchema = z.object({ type: inboxTypeSchema, id: idSchema });
export const inboxUpdateSchema = z
  .strictObject({
    status: pipelineStatusSchema.optional(),
    /** null unassigns. */
    assigneeId: idSchema.nullable().optional(),
  })
  .refine((value) => value.status !== undefined || value.assigneeId !== undefined, {
    message: "Send a status or an assignee",
    path: ["status"],
  });
export type InboxUpdate = z.input<typeof inboxUpdateSchema>;
export const inboxNoteCreateSchema = z.strictObject({
  body: z.string().trim().min(1, "Write a note").max(2000, "Must be at most 2000 characters"),
});
export type InboxNoteCreate = z.input<typeof inboxNoteCreateSchema>;

/** A reply e-mailed to the visitor from the item page (queued in the outbox, kept as a note). */
export const inboxReplySchema = z.strictObject({
  subject: z.string().trim().min(1, "Write a subject").max(200, "Must be at most 200 characters"),
  message: z.string().trim().min(1, "Write your reply").max(5000, "Must be at most 5000 characters"),
});
export type InboxReply = z.input<typeof inboxReplySchema>;

export const staffMemberSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type StaffMember = z.infer<typeof staffMemberSchema>;

// ---- lead → learner ----
export const leadConvertSchema = z.strictObject({
  /** The batch to enrol in; the lead's own batch when omitted. */
  trainingId: idSchema.optional(),
});
export type LeadConvert = z.input<typeof leadConvertSchema>;
export const leadConvertResultSchema = z.object({
  learnerId: z.number().int(),
  learnerCreated: z.boolean(),
  enrolmentId: z.number().int(),
  trainingId: z.number().int(),
  /** What the learner was sent: a set-password link (no password yet) or an enrolment notice. */
  mail: z.enum(["set-password", "enrolment-notice"]),
});
export type LeadConvertResult = z.infer<typeof leadConvertResultSchema>;

// ---- audit log ----
export const auditQuerySchema = z
  .strictObject({
    /** What was changed: "event", "staff", "lead"…; with `entityId`, one record's history. */
    entity: optionalParam(z.string().trim().max(60, "Must be at most 60 characters")),
    entityId: optionalParam(z.string().trim().max(60, "Must be at most 60 characters")),
    /** Who changed it. */
    staffId: optionalParam(idSchema),
    /** Days in India Standard Time, both included. */
    from: optionalParam(z.iso.date("Use a date like 2026-01-31")),
    to: optionalParam(z.iso.date("Use a date like 2026-01-31")),
    limit: optionalParam(z.coerce.number().int().min(1).max(200)),
    offset: optionalParam(z.coerce.number().int().min(0).max(1_000_000)),
  })
  .refine(datesInOrder, datesMessage);
export type AuditQuery = z.infer<typeof auditQuerySchema>;
export const AUDIT_PAGE_SIZE = 50;
export const auditEntrySchema = z.object({
  id: z.number().int(),
  staffId: z.number().int().nullable(),
  staffName: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  at: instant,
  requestId: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
/** Audited steps a learner takes on their own account (no staff member): the log names them "The learner". */
export const LEARNER_AUDIT_ACTIONS = {
  erasureRequest: "erasure.request",
  erasureWithdraw: "erasure.withdraw",
} as const;
const learnerActions: readonly string[] = Object.values(LEARNER_AUDIT_ACTIONS);
/** Who made a logged change, as the audit log shows it. */
export function auditActorText(entry: Pick<AuditEntry, "staffId" | "staffName" | "action">): string {
  if (entry.staffName) return entry.staffName;
  if (entry.staffId) return `Staff #${entry.staffId}`;
  return learnerActions.includes(entry.action) ? "The learner" : "System";
}

// ---- learner passwords (ASVS v5 §6.2) ----
/** Characters as people count them (code points), never truncated, no composition rules. */
export function passwordLength(password: string): number {
  return [...password].length;
}
export const newPasswordField = z
  .string()
  .refine((value) => passwordLength(value) >= PASSWORD_MIN_LENGTH, passwordMessages.tooShort)
  .refine((value) => passwordLength(value) <= PASSWORD_MAX_LENGTH, passwordMessages.tooLong);
export const setPasswordSchema = z.strictObject({
  token: z.string().min(16, passwordMessages.badLink).max(200, passwordMessages.badLink),
  password: newPasswordField,
});
export type SetPassword = z.input<typeof setPasswordSchema>;
export const passwordResetRequestSchema = z.strictObject({ email: emailField });
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;
export const passwordResetAnswerSchema = z.object({ detail: z.string() });
