// The payer's side (issue 14): the private payment page by its link's token, the payer's details
// (place of supply, GSTIN) and the UTR of a UPI or bank payment. No amount is ever read from the
// caller: the request's own figure is what is charged.
import { paymentEndpoints } from "@skillbridge/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { documentRepository } from "./document-repository.ts";
import { documentPdf } from "./invoice-pdf.ts";
import { paymentPage } from "./page.ts";
import { claimPayment, setPayer } from "./payment-flow.ts";
import { paymentRepository } from "./repository.ts";

export const unknownLink = "This payment link does not exist or has been replaced by a newer one";

export const paymentRoutes: FastifyPluginAsyncZod<{ db: Db; gateway: boolean }> = async (app, { db, gateway }) => {
  app.route({
    ...routeOf(paymentEndpoints.page),
    handler: async (request, reply) => {
      // The payer's own page: never kept by a cache nor shared between renders.
      reply.header("cache-control", "private, no-store");
      const page = await paymentPage(db, request.query.token, gateway);
      if (!page) return reply.status(404).send({ detail: unknownLink });
      return page;
    },
  });

  app.route({
    ...routeOf(paymentEndpoints.payer),
    handler: async (request, reply) => {
      const { token, ...payer } = request.body;
      const refusal = await db.transaction(async (tx) => {
        const found = await paymentRepository.byToken(tx, token);
        if (!found) return { kind: "missing" } as const;
        const locked = await paymentRepository.lockRequest(tx, found.request.id);
        return setPayer(tx, locked!, payer);
      });
      if (refusal?.kind === "missing") return reply.status(404).send({ detail: unknownLink });
      if (refusal) return reply.status(422).send({ detail: [{ loc: refusal.loc, msg: refusal.msg }] });
      return (await paymentPage(db, token, gateway))!;
    },
  });

  app.route({
    ...routeOf(paymentEndpoints.utr),
    handler: async (request, reply) => {
      const { token, ...claim } = request.body;
      const outcome = await db.transaction(async (tx) => {
        const found = await paymentRepository.byToken(tx, token);
        if (!found) return { kind: "missing" } as const;
        const locked = await paymentRepository.lockRequest(tx, found.request.id);
        return claimPayment(tx, locked!, claim);
      });
      if (outcome.kind === "missing") return reply.status(404).send({ detail: unknownLink });
      // A UTR already entered conflicts with a payment on record; a closed link is invalid input.
      if (outcome.kind === "invalid" && outcome.loc[1] === "utr")
        return reply.status(409).send({ detail: outcome.msg });
      if (outcome.kind === "invalid")
        return reply.status(422).send({ detail: [{ loc: outcome.loc, msg: outcome.msg }] });
      return reply.status(201).send((await paymentPage(db, token, gateway))!);
    },
  });

  app.route({
    ...routeOf(paymentEndpoints.document),
    handler: async (request, reply) => {
      const found = await paymentRepository.byToken(db, request.query.token);
      const document = found && (await documentRepository.ofRequest(db, found.request.id, request.query.kind));
      if (!document) return reply.status(404).send({ detail: unknownLink });
      reply.header("cache-control", "private, no-store");
      return documentPdf(document);
    },
  });
};
