// Certificates as the API serves them — to staff (a batch's roster with each learner's
// completion mark and certificate), to the learner who holds them, and to anyone verifying a code.

import { idSchema } from "../schemas.ts";
import { z } from "../zod.ts";

export const certificateSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  learnerId: z.number().int(),
  batchId: z.number().int(),
  learnerName: z.string(),
  courseName: z.string(),
  trainingHours: z.number().int(),
  labHours: z.number().int(),
  batchStartDate: z.string(),
  batchEndDate: z.string(),
  issuedAt: z.string(),
  revokedAt: z.string().nullable(),
  revokedReason: z.string().nullable(),
});
export type Certificate = z.infer<typeof certificateSchema>;

/** One enrolled learner of a batch, as the staff's certificate list shows them. */
export const rosterEntrySchema = z.object({
  learnerId: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** true completed, false not completed (gets no certificate), null not marked yet. */
  completed: z.boolean().nullable(),
  /** Why staff marked them not completed (null for any other mark, and for marks made before reasons were asked). */
  notCompletedReason: z.string().nullable(),
  /** The learner's current certificate for this batch (valid, else the latest revoked one). */
  certificate: certificateSchema.nullable(),
});
export type RosterEntry = z.infer<typeof rosterEntrySchema>;

export const certificateRosterSchema = z.object({
  batchId: z.number().int(),
  courseName: z.string(),
  /** Certificates may be issued once the batch's last day (IST) is over. */
  batchEnded: z.boolean(),
  learners: z.array(rosterEntrySchema),
});
export type CertificateRoster = z.infer<typeof certificateRosterSchema>;

export const issueCertificatesSchema = z.strictObject({
  /** The learners to certify; left out, every learner of the batch not marked not completed. */
  learnerIds: z.array(idSchema).min(1, "Choose at least one learner").max(1000).optional(),
});
export type IssueCertificates = z.infer<typeof issueCertificatesSchema>;

/**
 * Why a learner got no certificate: marked not completed (or, once staff marked completion on the
 * batch, not marked completed), certified already, not in the batch, or enrolled only after it ended.
 */
export const SKIP_REASONS = [
  "not-completed",
  "already-certified",
  "not-enrolled",
  "not-marked-completed",
  "enrolled-after-end",
] as const;
export const issueResultSchema = z.object({
  issued: z.array(certificateSchema),
  skipped: z.array(z.object({ learnerId: z.number().int(), reason: z.enum(SKIP_REASONS) })),
});
export type IssueResult = z.infer<typeof issueResultSchema>;

export const completionParams = z.object({ id: idSchema, learnerId: idSchema });
export const completionMessages = {
  reasonMissing: "Give the reason for marking this learner not completed.",
  reasonTooLong: "The reason must be at most 300 characters.",
} as const;

/**
 * A completion mark. Marking a learner not completed withholds their certificate (a completion rule
 * never issues one to them), so it needs a reason, which the certificates page shows beside them;
 * any other mark drops the reason.
 */
export const completionInputSchema = z
  .strictObject({
    completed: z.boolean("Say whether the learner completed the batch").nullable(),
    reason: z
      .string()
      .trim()
      .max(300, completionMessages.reasonTooLong)
      .transform((value) => value || null)
      .nullish(),
  })
  .refine((input) => input.completed !== false || Boolean(input.reason), {
    message: completionMessages.reasonMissing,
    path: ["reason"],
  });
export type CompletionInput = z.output<typeof completionInputSchema>;

export const revokeInputSchema = z.strictObject({
  reason: z
    .string("Give the reason for revoking")
    .trim()
    .min(3, "Give the reason for revoking (at least 3 characters)")
    .max(500, "The reason must be at most 500 characters"),
});
export type RevokeInput = z.infer<typeof revokeInputSchema>;

/** What the public verification page shows: no e-mail, no internal ids, no revocation reason. */
export const certificateVerificationSchema = z.object({
  status: z.enum(["valid", "revoked"]),
  code: z.string(),
  learnerName: z.string(),
  courseName: z.string(),
  trainingHours: z.number().int(),
  labHours: z.number().int(),
  batchStartDate: z.string(),
  batchEndDate: z.string(),
  issuedAt: z.string(),
  revokedAt: z.string().nullable(),
  issuer: z.string(),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

/** An uploaded credential: whether its signature holds and what its status says. */
export const credentialCheckSchema = z.object({
  signature: z.enum(["valid", "invalid"]),
  /** valid / revoked: the certificate it names; unknown: no certificate has its code (or unsigned). */
  status: z.enum(["valid", "revoked", "unknown"]),
  certificate: certificateVerificationSchema.nullable(),
});
export type CredentialCheck = z.infer<typeof credentialCheckSchema>;
export const credentialUploadSchema = z.record(z.string(), z.unknown());

export const codeParams = z.object({ code: z.string().max(64) });

export const certificateMessages = {
  codeMistyped:
    "This code has a typing mistake: its last character does not match the others. Check each character and try again.",
  codeMalformed: "This is not a certificate code. A code has 16 letters and digits, like K7QM-2XWP-9TRC-4HN5.",
  codeUnknown: "No certificate has this code.",
  batchNotEnded: "Certificates can be issued once the batch has ended.",
  alreadyRevoked: "This certificate is already revoked.",
  certificateNotFound: "Certificate not found",
  learnerNotEnrolled: "This learner is not enrolled in this batch.",
  credentialNotJson: "This file is not a credential: choose the .json file downloaded with the certificate.",
} as const;
