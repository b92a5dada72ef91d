// A certificate as an Open Badges 3.0 credential (a W3C Verifiable Credential 2.0): the
// issuer is the provider's did:web, the subject the learner (by name: the credential is theirs to
// show, and holds no e-mail), the achievement the course with its hours; credentialStatus points
// to the public verification page, which says valid or revoked. Built from the certificate as
// issued, with validFrom and the proof's date its issue instant, so each download is the same.
import type { Certificate } from "@skillbridge/core";
import type { JsonObject } from "./data-integrity.ts";

export const CREDENTIAL_CONTEXT = [
  "https://www.w3.org/ns/credentials/v2",
  "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json",
];

/** The start of a day in India (batch dates are IST calendar days). */
const istDay = (day: string) => `${day}T00:00:00+05:30`;

export function openBadgeCredential(
  certificate: Certificate,
  site: { origin: string; did: string; issuerName: string; verifyUrl: string },
): JsonObject {
  const hours = certificate.trainingHours + certificate.labHours;
  return {
    "@context": CREDENTIAL_CONTEXT,
    id: site.verifyUrl,
    type: ["VerifiableCredential", "OpenBadgeCredential"],
    name: `${certificate.courseName}: Certificate of Completion`,
    issuer: { id: site.did, type: ["Profile"], name: site.issuerName, url: site.origin },
    validFrom: certificate.issuedAt,
    credentialSubject: {
      type: ["AchievementSubject"],
      identifier: [
        { type: "IdentityObject", identityType: "name", hashed: false, identityHash: certificate.learnerName },
      ],
      activityStartDate: istDay(certificate.batchStartDate),
      activityEndDate: istDay(certificate.batchEndDate),
      achievement: {
        id: `${site.origin}/verify#achievement-${encodeURIComponent(certificate.courseName)}`,
        type: ["Achievement"],
        achievementType: "Certificate",
        name: certificate.courseName,
        description: `Completion of ${certificate.courseName}: ${hours} hours (${certificate.trainingHours} hours of training + ${certificate.labHours} hours of lab).`,
        criteria: {
          narrative: `Completed the batch of ${certificate.batchStartDate} to ${certificate.batchEndDate} (${hours} hours).`,
        },
        creator: { id: site.did, type: ["Profile"], name: site.issuerName },
      },
    },
    credentialStatus: { id: site.verifyUrl, type: "SkillBridgeVerificationPage" },
  };
}
