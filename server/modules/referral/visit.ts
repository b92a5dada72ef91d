// The referrer of an enrolment: the learner whose link the visitor followed (its code kept in a
// first-party cookie), while the scheme is on, and never the enrolling person themselves (the
// same e-mail or phone as the referrer's, normalised). Nothing about the referrer is returned.
import { isSelfReferral, REFERRAL_CODE_PATTERN, REFERRAL_COOKIE } from "@skillbridge/core/money";
import type { FastifyRequest } from "fastify";
import type { Tx } from "../../db/client.ts";
import { referralRepository } from "./repository.ts";

export async function attachReferrer(
  tx: Tx,
  request: FastifyRequest,
  lead: { id: number; email: string; phone: string },
): Promise<void> {
  const code = request.cookies?.[REFERRAL_COOKIE]?.trim().toUpperCase();
  if (!code || !REFERRAL_CODE_PATTERN.test(code)) return;
  const scheme = await referralRepository.scheme(tx);
  if (!scheme?.enabled) return;
  const referrer = await referralRepository.referrerByCode(tx, code);
  if (referrer?.status !== "A") return;
  if (isSelfReferral({ email: referrer.email, phone: referrer.contact }, lead)) return;
  await referralRepository.setLeadReferrer(tx, lead.id, referrer.id);
}
