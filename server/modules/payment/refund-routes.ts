// Staff's refunds and the accountant's export: a refund of a payment with its credit
// note (audited), each listed payment's refunds, and a month's tax invoices and
// credit notes for GSTR-1.
import { refundEndpoints } from "@skillbridge/core";
import { amountInWords, type Supply } from "@skillbridge/core/money";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { actorOf, auditedWrite } from "../audit/audit.ts";
import { publicContentChanged } from "../audit/public-change.ts";
import type { MailWorker } from "../mail/worker.ts";
import { siteOrigin } from "../submission/site-origin.ts";
import { askApproval, needsApproval } from "./approval-flow.ts";
import { documentRepository } from "./document-repository.ts";
import { gstr1Repository } from "./gstr1-repository.ts";
import { describedOnce } from "./invoice-pdf.ts";
import { refusedMoneyRole } from "./money-role.ts";
import type { RazorpayClient } from "./razorpay.ts";
import { RefundFailed, refundableNow } from "./refund-flow.ts";
import { refundPayment } from "./refund-gateway.ts";
import { refundRepository } from "./refund-repository.ts";
import type { ProviderSnapshot } from "./settings-repository.ts";

export const refundRoutes: FastifyPluginAsyncZod<{
  db: Db;
  mail: MailWorker;
  razorpay: RazorpayClient | null;
  publicOrigin: string | undefined;
}> = async (app, { db, mail, razorpay, publicOrigin }) => {
  app.route({
    ...routeOf(refundEndpoints.refund),
    handler: async (request, reply) => {
      if (await refusedMoneyRole(db, request, reply)) return reply;
      const input = {
        paymentId: request.params.id,
        amountPaise: request.body.amount,
        reference: request.body.reference,
        seenRefundedPaise: request.body.seenRefundedPaise,
        reason: request.body.reason,
        staffId: request.viewer!.id,
        origin: siteOrigin(request, publicOrigin),
      };
      // Above the approval threshold: checked as a refund is, then kept for a second person.
      const awaiting = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        if (!(await needsApproval(tx, input.amountPaise))) return null;
        const { payment } = await refundableNow(tx, input, razorpay != null);
        const proforma = await documentRepository.ofRequest(tx, payment.paymentRequestId, "proforma");
        const { origin: _origin, staffId: _staffId, ...asked } = input;
        return askApproval(tx, audit, {
          kind: "refund",
          amountPaise: input.amountPaise,
          paymentId: payment.id,
          proformaNumber: proforma?.number ?? null,
          input: asked,
          requestedBy: input.staffId,
        });
      }).catch((error: unknown) => {
        if (error instanceof RefundFailed) return error;
        throw error;
      });
      if (awaiting instanceof RefundFailed) {
        const { status, detail, field } = awaiting;
        return reply.status(status).send({ detail: status === 422 ? [{ loc: ["body", field], msg: detail }] : detail });
      }
      if (awaiting) return reply.status(202).send(awaiting);
      // Two short audited transactions, Razorpay asked between them (refund-gateway.ts).
      const outcome = await refundPayment(db, actorOf(request), input, razorpay).catch((error: unknown) => {
        if (error instanceof RefundFailed) return error;
        throw error;
      });
      if (outcome instanceof RefundFailed) {
        const { status, detail, field } = outcome;
        return reply.status(status).send({ detail: status === 422 ? [{ loc: ["body", field], msg: detail }] : detail });
      }
      // A freed seat changes the course page's schedule, and may be offered to the waitlist by mail.
      if (outcome.seatFreed) {
        publicContentChanged(request.server);
        mail.wake();
      }
      return reply.status(201).send(outcome);
    },
  });

  app.route({
    ...routeOf(refundEndpoints.paymentRefunds),
    handler: async (request) => {
      const ids = request.query.ids;
      const rows = await refundRepository.ofPayments(db, ids);
      const amounts = new Map((await refundRepository.amountsOf(db, ids)).map((row) => [row.id, row.amountPaise]));
      const failed = await refundRepository.failedOf(db, ids);
      return ids
        .filter((id) => amounts.has(id))
        .map((id) => {
          const own = rows.filter((row) => row.refund.paymentId === id);
          const refundedPaise = own.reduce((sum, row) => sum + row.refund.amountPaise, 0);
          return {
            paymentId: id,
            refundedPaise,
            refundablePaise: amounts.get(id)! - refundedPaise,
            creditNotes: own.flatMap(({ refund, creditNote }) =>
              creditNote
                ? [{ ...creditNote, issuedAt: creditNote.issuedAt.toISOString(), amountPaise: refund.amountPaise }]
                : [],
            ),
            failedRefunds: failed
              .filter((refund) => refund.paymentId === id)
              .map((refund) => ({
                id: refund.id,
                amountPaise: refund.amountPaise,
                failedAt: (refund.failedAt ?? refund.createdAt).toISOString(),
              })),
          };
        });
    },
  });

  app.route({
    ...routeOf(refundEndpoints.creditNote),
    handler: async (request, reply) => {
      const note = await documentRepository.byId(db, request.params.id);
      if (note?.kind !== "credit_note") return reply.status(404).send({ detail: "This credit note does not exist" });
      const original = await refundRepository.originalInvoiceOf(db, note.id);
      const provider = note.provider as ProviderSnapshot;
      return {
        id: note.id,
        number: note.number,
        issuedAt: note.issuedAt.toISOString(),
        originalInvoice: original ? { ...original, issuedAt: original.issuedAt.toISOString() } : null,
        provider: {
          legalName: provider.legalName,
          address: provider.address,
          gstin: provider.gstin,
          stateCode: provider.stateCode,
        },
        recipient: {
          name: note.recipientName,
          email: note.recipientEmail,
          legalName: note.recipientLegalName,
          gstin: note.recipientGstin,
          address: note.recipientAddress,
        },
        placeOfSupply: note.placeOfSupply,
        description: describedOnce(note.description),
        supply: note.supply as Supply,
        zeroRated: note.zeroRated,
        taxablePaise: note.taxablePaise,
        cgstPaise: note.cgstPaise,
        sgstPaise: note.sgstPaise,
        igstPaise: note.igstPaise,
        totalPaise: note.pricePaise,
        totalInWords: amountInWords(note.pricePaise),
      };
    },
  });

  app.route({
    ...routeOf(refundEndpoints.gstr1),
    handler: async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return gstr1Repository.month(db, request.query.month);
    },
  });
};
