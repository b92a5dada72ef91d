// The back office's trainers, staff only: list, add, edit (deactivate by status)
// and the trainers of a batch. Every write is audited and refreshes the public pages at once.
import { trainerAdminEndpoints } from "@skillbridge/core";
import { batchMessages } from "@skillbridge/core/admin/batches";
import { trustMessages } from "@skillbridge/core/admin/trust";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { actorOf, auditedWrite } from "../audit/audit.ts";
import { publicContentChanged } from "../audit/public-change.ts";
import { trainerRepository as repo } from "./repository.ts";

export const trainerAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({ ...routeOf(trainerAdminEndpoints.list), handler: () => repo.list(db) });

  app.route({
    ...routeOf(trainerAdminEndpoints.create),
    handler: async (request, reply) => {
      const created = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const after = await repo.insert(tx, request.body);
        await audit({ action: "trainer.create", entity: "trainer", entityId: after.id, before: null, after });
        return after;
      });
      publicContentChanged(request.server);
      return reply.status(201).send(created);
    },
  });

  app.route({
    ...routeOf(trainerAdminEndpoints.update),
    handler: async (request, reply) => {
      const updated = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const before = await repo.find(tx, request.params.id);
        if (!before) return null;
        const after = await repo.update(tx, before.id, request.body);
        await audit({ action: "trainer.update", entity: "trainer", entityId: before.id, before, after });
        return after;
      });
      if (!updated) return reply.status(404).send({ detail: trustMessages.trainerNotFound });
      publicContentChanged(request.server);
      return updated;
    },
  });

  app.route({
    ...routeOf(trainerAdminEndpoints.setForBatch),
    handler: async (request, reply) => {
      const cardId = request.params.id;
      const outcome = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        if (!(await repo.batchExists(tx, cardId))) return "no-batch" as const;
        const before = await repo.ofBatch(tx, cardId);
        if (!(await repo.setForBatch(tx, cardId, request.body.trainerIds))) return "no-trainer" as const;
        const after = await repo.ofBatch(tx, cardId);
        await audit({ action: "batch.trainers", entity: "batch", entityId: cardId, before, after });
        return after;
      });
      if (outcome === "no-batch") return reply.status(404).send({ detail: batchMessages.batchNotFound });
      if (outcome === "no-trainer") {
        return reply.status(422).send({ detail: [{ loc: ["body", "trainerIds"], msg: trustMessages.unknownTrainer }] });
      }
      publicContentChanged(request.server);
      return { trainerIds: outcome };
    },
  });
};
