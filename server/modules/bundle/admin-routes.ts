// The back office's learning bundles, staff only: list in their public order, add,
// edit, activate/deactivate, and move up/down (persisted as positions). Every write is audited
// and refreshes the public pages at once.
import { apiMessages, bundleAdminEndpoints } from "@skillbridge/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { actorOf, auditedWrite } from "../audit/audit.ts";
import { publicContentChanged } from "../audit/public-change.ts";
import { bundleAdminRepository as repo } from "./admin-repository.ts";

export const bundleAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({ ...routeOf(bundleAdminEndpoints.list), handler: () => repo.list(db) });

  app.route({
    ...routeOf(bundleAdminEndpoints.create),
    handler: async (request, reply) => {
      const { icon = "", title, description = "", status = "A" } = request.body;
      const created = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const after = await repo.insert(tx, { icon, title, description, status });
        await audit({ action: "bundle.create", entity: "bundle", entityId: after.id, before: null, after });
        return after;
      });
      publicContentChanged(request.server);
      return reply.status(201).send(created);
    },
  });

  app.route({
    ...routeOf(bundleAdminEndpoints.update),
    handler: async (request, reply) => {
      const updated = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const before = await repo.find(tx, request.params.id, true);
        if (!before) return null;
        const after = await repo.update(tx, before.id, request.body);
        await audit({ action: "bundle.update", entity: "bundle", entityId: before.id, before, after });
        return after;
      });
      if (!updated) return reply.status(404).send({ detail: apiMessages.bundleNotFound });
      publicContentChanged(request.server);
      return updated;
    },
  });

  app.route({
    ...routeOf(bundleAdminEndpoints.move),
    handler: async (request, reply) => {
      const moved = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const order = await repo.move(tx, request.params.id, request.body.direction);
        if (!order) return false;
        if (order.before.join() !== order.after.join()) {
          await audit({
            action: "bundle.move",
            entity: "bundle",
            entityId: request.params.id,
            before: { order: order.before },
            after: { order: order.after, direction: request.body.direction },
          });
        }
        return true;
      });
      if (!moved) return reply.status(404).send({ detail: apiMessages.bundleNotFound });
      publicContentChanged(request.server);
      return repo.list(db);
    },
  });
};
