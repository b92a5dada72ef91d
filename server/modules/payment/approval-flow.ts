// A second person for money moved by hand: a cash/cheque payment recorded, or a refund, above the
// amount an admin sets (business settings) is kept as asked — nothing recorded, no document
// issued, no money moved — until another admin or finance member approves it; then it takes
// effect exactly as it would have (record-flow.ts, refund-gateway.ts), in the approver's
// transaction. The one who asked never approves their own. Both names are in the audit log.
import { approvalMessages } from "@skillbridge/core/money";
import type { Tx } from "../../db/client.ts";
import type { Audit } from "../audit/audit.ts";
import { approvalRepository, type NewApproval, type StoredApproval } from "./approval-repository.ts";
import { settingsRepository } from "./settings-repository.ts";

/** A refusal to decide, with the HTTP status it is answered with; thrown so nothing is kept. */
export class ApprovalRefused extends Error {
  readonly status: 403 | 404 | 409;
  readonly detail: string;
  constructor(status: 403 | 404 | 409, detail: string) {
    super(detail);
    this.status = status;
    this.detail = detail;
  }
}

/** Whether moving this amount by hand waits for a second person: above the threshold, if one is set. */
export async function needsApproval(tx: Tx, amountPaise: number): Promise<boolean> {
  const threshold = (await settingsRepository.get(tx))?.approvalThresholdPaise ?? null;
  return threshold != null && amountPaise > threshold;
}

export async function askApproval(tx: Tx, audit: Audit, values: NewApproval) {
  const approval = await approvalRepository.insert(tx, values);
  const requestedBy = { id: values.requestedBy, name: await approvalRepository.staffName(tx, values.requestedBy) };
  await audit({
    action: "payment-approval.request",
    entity: "payment_approval",
    entityId: approval.id,
    before: null,
    after: { ...approval, requestedBy },
  });
  return {
    status: "awaiting_approval" as const,
    approvalId: approval.id,
    kind: values.kind,
    amountPaise: values.amountPaise,
  };
}

/** The approval, locked, still pending and asked by someone else; else refused. */
export async function claimApproval(tx: Tx, id: number, deciderId: number): Promise<StoredApproval> {
  const approval = await approvalRepository.lock(tx, id);
  if (!approval) throw new ApprovalRefused(404, approvalMessages.missing);
  if (approval.status !== "pending") throw new ApprovalRefused(409, approvalMessages.decided);
  if (approval.requestedBy === deciderId) throw new ApprovalRefused(403, approvalMessages.yourOwn);
  return approval;
}

/** Marks it decided and audits it with both names: who asked and who decided. */
export async function settleApproval(
  tx: Tx,
  audit: Audit,
  approval: StoredApproval,
  decision: { status: "approved" | "rejected"; decidedBy: number; resultId?: number | null },
) {
  const decided = await approvalRepository.decide(tx, approval.id, decision);
  const asker = await approvalRepository.staffName(tx, approval.requestedBy);
  const decider = await approvalRepository.staffName(tx, decision.decidedBy);
  await audit({
    action: decision.status === "approved" ? "payment-approval.approve" : "payment-approval.reject",
    entity: "payment_approval",
    entityId: approval.id,
    before: approval,
    after: {
      ...decided,
      requestedBy: { id: approval.requestedBy, name: asker },
      [decision.status === "approved" ? "approvedBy" : "rejectedBy"]: { id: decision.decidedBy, name: decider },
    },
  });
  return decided;
}

/** An approved refund Razorpay then refused: it waits for approval again (no money moved). */
export async function reopenApproval(tx: Tx, audit: Audit, id: number) {
  const approval = await approvalRepository.lock(tx, id);
  if (approval?.status !== "approved") return;
  const reopened = await approvalRepository.reopen(tx, id);
  await audit({
    action: "payment-approval.reopen",
    entity: "payment_approval",
    entityId: id,
    before: approval,
    after: reopened,
  });
}
