// The learner's data (DPDP Act 2023): everything held about them as JSON (right to access), their
// erasure request (asked and withdrawn by the learner until staff act), and staff carrying it out
// (anonymise, keep tax documents). Each step of an erasure is audited.
import { accountEndpoints, accountMessages } from "@skillbridge/core";
import { LEARNER_AUDIT_ACTIONS } from "@skillbridge/core/back-office";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { actorOf, auditedWrite } from "../audit/audit.ts";
import { dataRepository } from "./data-repository.ts";
import { accountRepository } from "./repository.ts";

export const accountDataRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeOf(accountEndpoints.myData),
    handler: async (request, reply) => {
      const data = await dataRepository.everything(db, request.viewer!.id);
      reply.header("cache-control", "private, no-store");
      return data ?? {};
    },
  });

  // The learner's own erasure request and its withdrawal are audited like the erasure staff carry
  // out: the log shows when it was asked and withdrawn, naming the learner by id only.
  app.route({
    ...routeOf(accountEndpoints.requestErasure),
    handler: async (request, reply) => {
      const learnerId = request.viewer!.id;
      const created = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const row = await accountRepository.requestErasure(tx, learnerId);
        if (row)
          await audit({
            action: LEARNER_AUDIT_ACTIONS.erasureRequest,
            entity: "learner",
            entityId: learnerId,
            before: null,
            after: { erasureRequestId: row.id, requestedAt: row.createdAt },
          });
        return row;
      });
      if (!created) return reply.status(409).send({ detail: accountMessages.erasureAlready });
      return reply.status(202).send({ detail: accountMessages.erasureAsked });
    },
  });

  app.route({
    ...routeOf(accountEndpoints.cancelErasure),
    handler: async (request, reply) => {
      const learnerId = request.viewer!.id;
      const withdrawn = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const row = await accountRepository.cancelErasure(tx, learnerId);
        if (row)
          await audit({
            action: LEARNER_AUDIT_ACTIONS.erasureWithdraw,
            entity: "learner",
            entityId: learnerId,
            before: { erasureRequestId: row.id, requestedAt: row.createdAt },
            after: null,
          });
        return row;
      });
      if (!withdrawn) return reply.status(409).send({ detail: accountMessages.erasureNoneOpen });
      return { detail: accountMessages.erasureCancelled };
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
