// The payer's side: the private payment page by its link's token, the payer's details
// (place of supply, GSTIN) and the UTR of a UPI or bank payment. No amount is ever read from the
// caller: the request's own figure is what is charged.
import { apiMessages, paymentEndpoints } from "@skillbridge/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import type { MailWorker } from "../mail/worker.ts";
import { siteOrigin } from "../submission/site-origin.ts";
import { documentRepository } from "./document-repository.ts";
import { documentPdf } from "./invoice-pdf.ts";
import { paymentPage } from "./page.ts";
import { claimPayment, setPayer } from "./payment-flow.ts";
import { hashOfToken, paymentRepository } from "./repository.ts";

export const unknownLink = "This payment link does not exist or has been replaced by a newer one";

/** A payer enters one UTR, perhaps corrected once or twice: more from one link is someone guessing. */
export const UTR_CLAIMS_PER_LINK = { max: 5, timeWindow: "1 hour" } as const;

export const paymentRoutes: FastifyPluginAsyncZod<{
  db: Db;
  gateway: boolean;
  mail: MailWorker;
  publicOrigin: string | undefined;
  rateLimit: { max: number; timeWindow: string };
}> = async (app, { db, gateway, mail, publicOrigin, rateLimit }) => {
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

  // UTR claims are limited per client address (the public forms' limit, counted where they are:
  // in Redis when REDIS_URL is set) and per payment link, so that no link tries UTRs in bulk.
  const utrRoute = routeOf(paymentEndpoints.utr);
  const perLink = app.createRateLimit({
    ...UTR_CLAIMS_PER_LINK,
    keyGenerator: (request) => `utr-link:${hashOfToken((request.body as { token: string }).token)}`,
  });
  app.route({
    ...utrRoute,
    config: { ...utrRoute.config, rateLimit },
    preHandler: async (request, reply) => {
      const limited = await perLink(request);
      if (!limited.isAllowed && limited.isExceeded) {
        return reply
          .status(429)
          .header("retry-after", String(limited.ttlInSeconds))
          .send({ detail: apiMessages.tooManyRequests });
      }
    },
    handler: async (request, reply) => {
      const { token, ...claim } = request.body;
      const outcome = await db.transaction(async (tx) => {
        const found = await paymentRepository.byToken(tx, token);
        if (!found) return { kind: "missing" } as const;
        const locked = await paymentRepository.lockRequest(tx, found.request.id);
        return claimPayment(tx, locked!, claim, siteOrigin(request, publicOrigin));
      });
      if (outcome.kind === "missing") return reply.status(404).send({ detail: unknownLink });
      if (outcome.kind === "conflict") return reply.status(409).send({ detail: outcome.msg });
      if (outcome.kind === "invalid")
        return reply.status(422).send({ detail: [{ loc: outcome.loc, msg: outcome.msg }] });
      const page = (await paymentPage(db, token, gateway))!;
      if (outcome.kind === "already") return reply.status(200).send({ ...page, detail: outcome.msg });
      if (outcome.kind === "disputed") {
        mail.wake();
        return reply.status(202).send({ ...page, detail: outcome.msg });
      }
      return reply.status(201).send(page);
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
