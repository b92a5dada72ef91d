// Lead → learner: find the learner by e-mail (any case) or create one without a
// password, enrol them in the batch, move the lead to 'enrolled', and queue their mail — a
// one-time set-password link for a new account, an enrolment notice otherwise — all in one
// audited transaction.
import { apiMessages, type LeadConvertResult } from "@skillbridge/core";
import { isIndianStateCode, OUTSIDE_INDIA } from "@skillbridge/core/money";
import type { Tx } from "../../db/client.ts";
import type { Audit } from "../audit/audit.ts";
import { inboxRepository } from "../inbox/repository.ts";
import {
  PASSWORD_LINK_VALID_HOURS,
  passwordLink,
  passwordTokenRepository,
} from "../learner/password-token-repository.ts";
import { ACCOUNT_MAIL_KIND, enrolmentNoticeMail, setPasswordMail } from "../mail/account-mail.ts";
import { outboxRepository } from "../mail/outbox-repository.ts";
import { leadRepository } from "./repository.ts";

export type ConvertOutcome =
  | { kind: "done"; result: LeadConvertResult }
  | { kind: "missing" }
  | { kind: "invalid"; loc: string[]; msg: string };

/** "Ravi Kumar Sharma" → Ravi / Kumar Sharma; a single name has no last name. */
export function splitName(name: string): { firstName: string; lastName: string | null } {
  const [first = "", ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(" ") || null };
}

/**
 * Where a learner made by a payment lives, from the state they chose when paying: an Indian state
 * is the country India and that state; Outside India says only that (the country is unknown).
 */
export function placeOfLearner(payerState: string | null | undefined) {
  if (!payerState) return {};
  if (isIndianStateCode(payerState)) return { countryName: "India", stateCode: payerState };
  return payerState === OUTSIDE_INDIA ? { stateCode: OUTSIDE_INDIA } : {};
}

export async function convertLead(
  tx: Tx,
  audit: Audit,
  input: {
    leadId: number;
    trainingId: number | undefined;
    staffId: number | null;
    origin: string;
    /** The place of supply the payer chose when paying: a learner made by the payment lives there. */
    payerState?: string | null;
  },
): Promise<ConvertOutcome> {
  const lead = await inboxRepository.loadItem(tx, "lead", input.leadId, true);
  if (!lead) return { kind: "missing" };
  const batchId = input.trainingId ?? lead.trainingId;
  if (batchId == null) return { kind: "invalid", loc: ["body", "trainingId"], msg: apiMessages.leadWithoutBatch };
  const batch = await leadRepository.batchWithCourse(tx, batchId);
  if (!batch || batch.card.courseId !== lead.courseId) {
    return { kind: "invalid", loc: ["body", "trainingId"], msg: apiMessages.batchNotOfCourse };
  }

  let learner = await leadRepository.lockLearnerByEmail(tx, lead.email);
  if (learner && learner.status !== "A") {
    return { kind: "invalid", loc: ["path", "id"], msg: apiMessages.learnerInactive };
  }
  const learnerCreated = !learner;
  if (!learner) {
    learner = await leadRepository.insertLearner(tx, {
      ...splitName(lead.name),
      email: lead.email.trim(),
      contact: lead.contact,
      ...placeOfLearner(input.payerState),
      // Their mails go on in the language they enrolled in.
      language: await leadRepository.languageOf(tx, lead.id),
    });
    const { passwordHash: _none, ...shown } = learner;
    await audit({ action: "learner.create", entity: "learner", entityId: learner.id, before: null, after: shown });
  }
  const account = learner;

  const { enrolment, created } = await leadRepository.enrol(tx, account.id, batch.card.id);
  if (created) {
    await audit({
      action: "enrolment.create",
      entity: "enrolment",
      entityId: enrolment.id,
      before: null,
      after: enrolment,
    });
  }

  await inboxRepository.setStatus(tx, audit, lead, "enrolled", input.staffId);
  await leadRepository.noteConversion(tx, {
    leadId: lead.id,
    staffId: input.staffId,
    learnerId: account.id,
    cardId: batch.card.id,
  });
  await audit({
    action: "lead.convert",
    entity: "lead",
    entityId: lead.id,
    before: { trainingId: lead.trainingId },
    after: { learnerId: account.id, learnerCreated, enrolmentId: enrolment.id, trainingId: batch.card.id },
  });

  const facts = {
    courseName: batch.courseName,
    startDate: batch.card.startDate,
    endDate: batch.card.endDate,
    startTime: batch.card.startTime,
    endTime: batch.card.endTime,
    studyMode: batch.card.studyMode,
    location: batch.card.location,
  };
  const name = [account.firstName, account.lastName].filter(Boolean).join(" ") || lead.name;
  const needsPassword = !account.passwordHash;
  if (needsPassword) {
    const token = await passwordTokenRepository.issue(tx, account.id, "set");
    await outboxRepository.enqueue(tx, {
      to: account.email,
      kind: ACCOUNT_MAIL_KIND.setPassword,
      ...setPasswordMail({
        name,
        email: account.email,
        link: passwordLink(input.origin, token),
        validHours: PASSWORD_LINK_VALID_HOURS,
        batch: facts,
        language: account.language,
      }),
    });
  } else {
    await outboxRepository.enqueue(tx, {
      to: account.email,
      kind: ACCOUNT_MAIL_KIND.enrolment,
      ...enrolmentNoticeMail({
        name,
        loginUrl: `${input.origin}/learner/login`,
        batch: facts,
        language: account.language,
      }),
    });
  }
  return {
    kind: "done",
    result: {
      learnerId: account.id,
      learnerCreated,
      enrolmentId: enrolment.id,
      trainingId: batch.card.id,
      mail: needsPassword ? "set-password" : "enrolment-notice",
    },
  };
}
