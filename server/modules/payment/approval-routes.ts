// What waits for a second person (approval-flow.ts): the list every staff member sees on the
// payments page, and another admin or finance member approving it (it takes effect now, in the
// approver's audited transaction) or rejecting it (nothing is recorded or refunded).
import { approvalEndpoints } from "@skillbridge/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { actorOf, auditedWrite } from "../audit/audit.ts";
import { publicContentChanged } from "../audit/public-change.ts";
import type { MailWorker } from "../mail/worker.ts";
import { siteOrigin } from "../submission/site-origin.ts";
import { ApprovalRefused, claimApproval, reopenApproval, settleApproval } from "./approval-flow.ts";
import { approvalRepository } from "./approval-repository.ts";
import { mayMoveMoney, refusedMoneyRole } from "./money-role.ts";
import { ConfirmFailed } from "./payment-flow.ts";
import type { RazorpayClient } from "./razorpay.ts";
import { type RecordInput, RecordRefused, recordPayment } from "./record-flow.ts";
import { RefundFailed, type RefundInput } from "./refund-flow.ts";
import { refundPayment } from "./refund-gateway.ts";
import { settingsRepository } from "./settings-repository.ts";

type AskedRefund = Omit<RefundInput, "staffId" | "origin">;

export const approvalRoutes: FastifyPluginAsyncZod<{
  db: Db;
  mail: MailWorker;
  razorpay: RazorpayClient | null;
  publicOrigin: string | undefined;
}> = async (app, { db, mail, razorpay, publicOrigin }) => {
  app.route({
    ...routeOf(approvalEndpoints.list),
    handler: async (request) => {
      const youId = request.viewer!.id;
      const [rows, may, settings] = [
        await approvalRepository.pending(db),
        await mayMoveMoney(db, youId),
        await settingsRepository.get(db),
      ];
      return {
        mayMoveMoney: may,
        youId,
        thresholdPaise: settings?.approvalThresholdPaise ?? null,
        items: rows.map(({ approval, requesterName, payerName, paymentMethod }) => {
          const input = approval.input as { method?: string; reference?: string };
          return {
            id: approval.id,
            kind: approval.kind as "record" | "refund",
            amountPaise: approval.amountPaise,
            paymentId: approval.paymentId,
            proformaNumber: approval.proformaNumber,
            payerName,
            method: approval.kind === "record" ? (input.method ?? null) : paymentMethod,
            reference: input.reference ?? null,
            requestedBy: { id: approval.requestedBy, name: requesterName },
            requestedAt: approval.requestedAt.toISOString(),
          };
        }),
      };
    },
  });

  app.route({
    ...routeOf(approvalEndpoints.approve),
    handler: async (request, reply) => {
      if (await refusedMoneyRole(db, request, reply)) return reply;
      const approverId = request.viewer!.id;
      const id = request.params.id;
      const origin = siteOrigin(request, publicOrigin);
      try {
        const found = await approvalRepository.find(db, id);
        if (found?.kind === "refund" && found.status === "pending") {
          const asked = found.input as AskedRefund;
          let settled = false;
          // The refund as it was asked, by whom; its reservation and this approval in one transaction.
          const refund = await refundPayment(
            db,
            actorOf(request),
            { ...asked, staffId: found.requestedBy, origin },
            razorpay,
            async (tx, audit, reserve) => {
              const approval = await claimApproval(tx, id, approverId);
              const reserved = await reserve();
              await settleApproval(tx, audit, approval, {
                status: "approved",
                decidedBy: approverId,
                resultId: reserved.result.refundId,
              });
              settled = true;
              return reserved;
            },
          ).catch(async (error: unknown) => {
            // Razorpay refused (or could not be reached) after the approval was kept: no money
            // moved, so it waits for approval again rather than reading as done.
            if (settled && error instanceof RefundFailed) {
              await auditedWrite(db, actorOf(request), (tx, audit) => reopenApproval(tx, audit, id));
            }
            throw error;
          });
          if (refund.seatFreed) {
            publicContentChanged(request.server);
            mail.wake();
          }
          return { status: "approved" as const, id, kind: "refund" as const, recorded: null, refund };
        }
        const recorded = await auditedWrite(db, actorOf(request), async (tx, audit) => {
          const approval = await claimApproval(tx, id, approverId);
          // The recording as it was asked: recorded by the one who asked, confirmed by the approver.
          const outcome = await recordPayment(tx, audit, {
            ...(approval.input as RecordInput),
            staffId: approval.requestedBy,
            confirmedBy: approverId,
            origin,
          });
          if (outcome.kind !== "done" && outcome.kind !== "flagged") throw new RecordRefused(outcome);
          await settleApproval(tx, audit, approval, {
            status: "approved",
            decidedBy: approverId,
            resultId: outcome.paymentId,
          });
          return outcome;
        });
        publicContentChanged(request.server);
        mail.wake();
        const { kind, ...result } = recorded;
        return {
          status: "approved" as const,
          id,
          kind: "record" as const,
          recorded:
            kind === "done"
              ? {
                  status: "confirmed" as const,
                  ...(result as Omit<Extract<typeof recorded, { kind: "done" }>, "kind">),
                }
              : {
                  status: "flagged" as const,
                  ...(result as Omit<Extract<typeof recorded, { kind: "flagged" }>, "kind">),
                },
          refund: null,
        };
      } catch (error) {
        if (error instanceof ApprovalRefused) return reply.status(error.status).send({ detail: error.detail });
        if (error instanceof RefundFailed) {
          return reply.status(error.status).send({ detail: error.detail });
        }
        if (error instanceof RecordRefused) {
          const { kind, msg } = error.refusal;
          return reply.status(kind === "missing" ? 404 : kind === "conflict" ? 409 : 422).send({ detail: msg });
        }
        if (error instanceof ConfirmFailed && error.refusal.kind === "invalid") {
          return reply.status(422).send({ detail: error.refusal.msg });
        }
        throw error;
      }
    },
  });

  app.route({
    ...routeOf(approvalEndpoints.reject),
    handler: async (request, reply) => {
      if (await refusedMoneyRole(db, request, reply)) return reply;
      const deciderId = request.viewer!.id;
      return auditedWrite(db, actorOf(request), async (tx, audit) => {
        const approval = await claimApproval(tx, request.params.id, deciderId);
        await settleApproval(tx, audit, approval, { status: "rejected", decidedBy: deciderId });
        return { status: "rejected" as const, id: approval.id, kind: approval.kind as "record" | "refund" };
      }).catch((error: unknown) => {
        if (error instanceof ApprovalRefused) return reply.status(error.status).send({ detail: error.detail });
        throw error;
      });
    },
  });
};
