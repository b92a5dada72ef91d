// The learner's "Fees & invoices": the fees of their own enrolments (leads made with
// their e-mail) and their documents; another learner's document is simply not found.
import { paymentEndpoints } from "@skillbridge/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { documentRepository } from "./document-repository.ts";
import { documentPdf } from "./invoice-pdf.ts";
import { refundRepository } from "./refund-repository.ts";
import { paymentRepository } from "./repository.ts";

export const paymentLearnerRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeOf(paymentEndpoints.learnerFees),
    handler: async (request) => {
      const rows = await paymentRepository.feesOfEmail(db, request.viewer!.email);
      const now = new Date();
      return Promise.all(
        rows.map(async ({ request: fee, courseName, batchStartDate }) => {
          const [proforma, invoice, creditNotes, refundedPaise] = await Promise.all([
            documentRepository.ofRequest(db, fee.id, "proforma"),
            documentRepository.ofRequest(db, fee.id, "tax_invoice"),
            refundRepository.creditNotesOfRequest(db, fee.id),
            refundRepository.refundedOfRequest(db, fee.id),
          ]);
          const paidOnce = fee.status === "paid" || fee.status === "refunded";
          return {
            courseName,
            batchStartDate,
            amountPaise: fee.amountPaise,
            // A fee refunded in full was paid: shown as paid with what was refunded and its credit notes.
            status: paidOnce ? "paid" : fee.expiresAt < now ? "expired" : "due",
            proforma: proforma && !paidOnce ? { id: proforma.id, number: proforma.number } : null,
            invoice: invoice
              ? { id: invoice.id, number: invoice.number, issuedAt: invoice.issuedAt.toISOString() }
              : null,
            refundedPaise,
            creditNotes: creditNotes.map((note) => ({
              id: note.id,
              number: note.number,
              amountPaise: note.pricePaise,
              issuedAt: note.issuedAt.toISOString(),
            })),
            ...(fee.partNo != null
              ? {
                  part: {
                    requestId: fee.id,
                    partNo: fee.partNo,
                    partCount: fee.partCount ?? fee.partNo,
                    dueOn: fee.dueOn ?? batchStartDate,
                  },
                }
              : {}),
          } as const;
        }),
      );
    },
  });

  app.route({
    ...routeOf(paymentEndpoints.learnerDocument),
    handler: async (request, reply) => {
      const document = await paymentRepository.documentOfEmail(db, request.params.id, request.viewer!.email);
      if (!document) return reply.status(404).send({ detail: "This document does not exist" });
      reply.header("cache-control", "private, no-store");
      return documentPdf(document);
    },
  });
};
