// Certificates. Staff: a batch's roster with completion marks and certificates, the
// completion mark, issuing (all learners or chosen ones) and revoking. Learners: their own
// certificates. Anyone: the verification of a code (rate-limited per address by the server).

import { completionRuleInputSchema, completionStatusSchema } from "../certificate/completion-rule.ts";
import {
  certificateRosterSchema,
  certificateSchema,
  certificateVerificationSchema,
  codeParams,
  completionInputSchema,
  completionParams,
  credentialCheckSchema,
  credentialUploadSchema,
  issueCertificatesSchema,
  issueResultSchema,
  revokeInputSchema,
  rosterEntrySchema,
} from "../certificate/schemas.ts";
import { endpoint } from "../endpoint.ts";
import { errorSchema, idParams } from "../schemas.ts";
import { z } from "../zod.ts";

const tags = ["certificate"];
const denied = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: errorSchema };

export const certificateEndpoints = {
  roster: endpoint({
    method: "GET",
    path: "/admin/batches/:id/certificates",
    access: "staff",
    tags,
    params: idParams,
    responses: { 200: certificateRosterSchema, ...denied },
  }),
  issue: endpoint({
    method: "POST",
    path: "/admin/batches/:id/certificates",
    access: "staff",
    tags,
    params: idParams,
    body: issueCertificatesSchema,
    responses: { 201: issueResultSchema, ...denied, 409: errorSchema },
  }),
  completion: endpoint({
    method: "PATCH",
    path: "/admin/batches/:id/learners/:learnerId/completion",
    access: "staff",
    tags,
    params: completionParams,
    body: completionInputSchema,
    responses: { 200: rosterEntrySchema, ...denied },
  }),
  completionRule: endpoint({
    method: "GET",
    path: "/admin/batches/:id/completion-rule",
    access: "staff",
    tags,
    summary: "A batch's completion rule and each learner against it",
    params: idParams,
    responses: { 200: completionStatusSchema, ...denied },
  }),
  saveCompletionRule: endpoint({
    method: "PUT",
    path: "/admin/batches/:id/completion-rule",
    access: "staff",
    tags,
    params: idParams,
    body: completionRuleInputSchema,
    responses: { 200: completionStatusSchema, ...denied },
  }),
  removeCompletionRule: endpoint({
    method: "DELETE",
    path: "/admin/batches/:id/completion-rule",
    access: "staff",
    tags,
    params: idParams,
    responses: { 204: z.null(), ...denied },
  }),
  revoke: endpoint({
    method: "POST",
    path: "/admin/certificates/:id/revoke",
    access: "staff",
    tags,
    params: idParams,
    body: revokeInputSchema,
    responses: { 200: certificateSchema, ...denied, 409: errorSchema },
  }),
  mine: endpoint({
    method: "GET",
    path: "/certificates/mine",
    access: "learner",
    tags,
    responses: { 200: z.array(certificateSchema), 401: errorSchema, 403: errorSchema },
  }),
  verify: endpoint({
    method: "GET",
    path: "/certificates/verify/:code",
    access: "public",
    tags,
    summary: "Verify a certificate code",
    description:
      "400 when the text is not a code or its check character fails (a typo), 404 when no certificate has it; limited per address.",
    params: codeParams,
    responses: { 200: certificateVerificationSchema, 400: errorSchema, 404: errorSchema, 429: errorSchema },
  }),
  verifyCredential: endpoint({
    method: "POST",
    path: "/certificates/verify-credential",
    access: "public",
    tags,
    summary: "Check a certificate's signed credential",
    description:
      "Whether its eddsa-jcs-2022 proof holds with this site's key (/.well-known/did.json) and what its status is now; limited per address.",
    body: credentialUploadSchema,
    responses: { 200: credentialCheckSchema, 400: errorSchema, 422: errorSchema, 429: errorSchema },
  }),
};
