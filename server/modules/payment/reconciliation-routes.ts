// The staff's reconciliation calls: a payment recorded by hand, and a bank statement
// uploaded to confirm the UTRs it shows. Both confirm through confirmPayment, audited; only an
// admin or a finance member makes them, and cash or a cheque above the approval threshold waits
// for a second person (approval-flow.ts).
import { reconciliationEndpoints } from "@skillbridge/core";
import { STATEMENT_MAX_CHARS } from "@skillbridge/core/money";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { actorOf, auditedWrite } from "../audit/audit.ts";
import { publicContentChanged } from "../audit/public-change.ts";
import type { MailWorker } from "../mail/worker.ts";
import { siteOrigin } from "../submission/site-origin.ts";
import { askApproval, needsApproval } from "./approval-flow.ts";
import { refusedMoneyRole } from "./money-role.ts";
import { ConfirmFailed } from "./payment-flow.ts";
import { type RecordRefusal, RecordRefused, recordableRequest, recordPayment } from "./record-flow.ts";
import { reconcileStatement } from "./statement-flow.ts";

export const reconciliationRoutes: FastifyPluginAsyncZod<{
  db: Db;
  mail: MailWorker;
  publicOrigin: string | undefined;
}> = async (app, { db, mail, publicOrigin }) => {
  app.route({
    ...routeOf(reconciliationEndpoints.record),
    handler: async (request, reply) => {
      if (await refusedMoneyRole(db, request, reply)) return reply;
      const staffId = request.viewer!.id;
      const outcome = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        // Cash or a cheque above the threshold: checked as a recording is, then kept for a
        // second person (no UTR vouches for it); nothing is recorded yet.
        const { method, amount } = request.body;
        if ((method === "cash" || method === "cheque") && (await needsApproval(tx, amount))) {
          const checked = await recordableRequest(tx, request.body);
          if ("kind" in checked) throw new RecordRefused(checked);
          return askApproval(tx, audit, {
            kind: "record",
            amountPaise: amount,
            paymentId: null,
            proformaNumber: request.body.proformaNumber,
            input: request.body,
            requestedBy: staffId,
          });
        }
        const result = await recordPayment(tx, audit, {
          ...request.body,
          staffId,
          origin: siteOrigin(request, publicOrigin),
        });
        if (result.kind === "done" || result.kind === "flagged") return result;
        // A refusal keeps nothing: the transaction is rolled back.
        throw new RecordRefused(result);
      }).catch((error: unknown): RecordRefusal => {
        if (error instanceof RecordRefused) return error.refusal;
        if (error instanceof ConfirmFailed && error.refusal.kind === "invalid") {
          return { kind: "invalid", msg: error.refusal.msg };
        }
        throw error;
      });
      if ("status" in outcome) return reply.status(202).send(outcome);
      if (outcome.kind === "missing") return reply.status(404).send({ detail: outcome.msg });
      if (outcome.kind === "conflict") return reply.status(409).send({ detail: outcome.msg });
      if (outcome.kind === "invalid") return reply.status(422).send({ detail: outcome.msg });
      publicContentChanged(request.server);
      if (outcome.kind === "flagged") {
        return reply
          .status(201)
          .send({ status: "flagged" as const, paymentId: outcome.paymentId, flagReason: outcome.flagReason });
      }
      mail.wake();
      const { kind: _done, ...result } = outcome;
      return reply.status(201).send({ status: "confirmed" as const, ...result });
    },
  });

  app.route({
    ...routeOf(reconciliationEndpoints.statement),
    // Room for the largest statement taken (JSON escapes add a little), so one too large is
    // answered with its own message rather than the app's generic limit.
    bodyLimit: 2 * STATEMENT_MAX_CHARS + 4096,
    handler: async (request, reply) => {
      if (await refusedMoneyRole(db, request, reply)) return reply;
      const outcome = await reconcileStatement(
        db,
        { ...actorOf(request), staffId: request.viewer!.id },
        { csv: request.body.csv, origin: siteOrigin(request, publicOrigin) },
      );
      if (!outcome.ok) return reply.status(422).send({ detail: outcome.error });
      if (outcome.result.confirmed.length) publicContentChanged(request.server);
      // Confirmed payments and refused claims both queue mail for their payers.
      if (outcome.result.confirmed.length || outcome.result.rejected.length) mail.wake();
      return outcome.result;
    },
  });
};
