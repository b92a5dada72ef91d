// Separation of duties: only an admin or a finance member moves money — confirms or rejects a
// payer's UTR, records a payment by hand, uploads a bank statement, refunds, approves. Plain staff
// see the payments and move none of it. Checked against the account as it is now (a role taken
// away counts at once), not against what the session said when it began.
import { apiMessages } from "@skillbridge/core";
import { movesMoney } from "@skillbridge/core/admin/staff";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Executor } from "../../db/client.ts";
import { staffAdminRepository } from "../staff-admin/repository.ts";

export async function mayMoveMoney(db: Executor, staffId: number): Promise<boolean> {
  return movesMoney(await staffAdminRepository.activeRole(db, staffId));
}

/** Answers 403 (the product's forbidden message) for anyone who may not move money; true then. */
export async function refusedMoneyRole(db: Executor, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  if (await mayMoveMoney(db, request.viewer!.id)) return false;
  await reply.status(403).send({ detail: apiMessages.forbidden });
  return true;
}
