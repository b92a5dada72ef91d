// The learner's data (DPDP Act 2023): everything held about them as JSON (right to
// access), and staff carrying out an erasure request (anonymise, keep tax documents; audited).
import { accountEndpoints, accountMessages } from "@skillbridge/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { actorOf, auditedWrite } from "../audit/audit.ts";
import { dataRepository } from "./data-repository.ts";

export const accountDataRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeOf(accountEndpoints.myData),
    handler: async (request, reply) => {
      const data = await dataRepository.everything(db, request.viewer!.id);
      reply.header("cache-control", "private, no-store");
      return data ?? {};
    },
  });

  app.route({
    ...routeOf(accountEndpoints.erasureRequests),
    handler: async () => dataRepository.requests(db),
  });

  app.route({
    ...routeOf(accountEndpoints.erase),
    handler: async (request, reply) => {
      const staffId = request.viewer!.id;
      const done = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const erased = await dataRepository.erase(tx, request.params.id, staffId);
        if (erased)
          await audit({
            action: "erase",
            entity: "learner",
            entityId: erased.learnerId,
            after: { erasureRequestId: request.params.id },
          });
        return erased;
      });
      if (!done) return reply.status(404).send({ detail: accountMessages.erasureNotFound });
      return { detail: accountMessages.erased };
    },
  });
};
