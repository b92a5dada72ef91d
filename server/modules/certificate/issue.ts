// Issuing one certificate, the same whether staff issue it or a completion rule does: a new code,
// the batch's details copied onto it, the audit entry and the learner's mail with the code, all in
// the caller's transaction.
import { randomBytes } from "node:crypto";
import { type Certificate, verificationCodeFrom } from "@skillbridge/core";
import type { Tx } from "../../db/client.ts";
import type { Audit } from "../audit/audit.ts";
import { queueCertificateMail } from "./certificate-mail.ts";
import { type IssuableBatch, certificateRepository as repo } from "./repository.ts";

export async function issueCertificate(
  tx: Tx,
  audit: Audit,
  input: {
    batch: IssuableBatch & { endDate: string };
    learner: { learnerId: number; name: string; email: string };
    origin: string;
    issuedBy: number | null;
    /** A completion rule's certificate: audited as the rule's, with what it was judged on. */
    byRule?: { examPercent: number | null; judged: Record<string, unknown> };
  },
): Promise<Certificate> {
  const { batch, learner, byRule } = input;
  const certificate = await repo.insert(tx, {
    code: verificationCodeFrom(randomBytes(15)),
    learnerId: learner.learnerId,
    trainingCardId: batch.id,
    learnerName: learner.name,
    courseName: batch.courseName,
    trainingHours: batch.trainingHours,
    labHours: batch.labHours,
    batchStartDate: batch.startDate,
    batchEndDate: batch.endDate,
    issuedBy: input.issuedBy,
    ...(byRule ? { issuedByRule: true, examPercent: byRule.examPercent } : {}),
  });
  await audit({
    action: byRule ? "certificate.issue_by_rule" : "certificate.issue",
    entity: "certificate",
    entityId: certificate.id,
    before: null,
    after: byRule ? { ...certificate, ...byRule.judged } : certificate,
  });
  // The learner hears of it with the code anyone can check it by.
  await queueCertificateMail(tx, {
    to: learner.email,
    name: learner.name,
    courseName: batch.courseName,
    startDate: batch.startDate,
    endDate: batch.endDate,
    code: certificate.code,
    origin: input.origin,
  });
  return certificate;
}
