// Domain management for staff: name, icon, order, active or not. Every write goes
// through auditedWrite and then drops the cached public pages, so visitors see the change at once.

import { apiMessages, domainAdminEndpoints } from "@skillbridge/core";
import { catalogueMessages } from "@skillbridge/core/admin/catalogue";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { actorOf, auditedWrite } from "../audit/audit.ts";
import { publicContentChanged } from "../audit/public-change.ts";
import { domainAdminRepository as repo } from "./admin-repository.ts";

export const domainAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({ ...routeOf(domainAdminEndpoints.list), handler: () => repo.listDomains(db) });

  app.route({
    ...routeOf(domainAdminEndpoints.create),
    handler: async (request, reply) => {
      const created = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const id = await repo.insertDomain(tx, request.body);
        const after = await repo.domainById(tx, id);
        await audit({ action: "domain.create", entity: "domain", entityId: id, before: null, after });
        return after!;
      });
      publicContentChanged(request.server);
      return reply.status(201).send(created);
    },
  });

  app.route({
    ...routeOf(domainAdminEndpoints.update),
    handler: async (request, reply) => {
      const { id } = request.params;
      const updated = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const before = await repo.domainById(tx, id);
        if (!before) return null;
        await repo.updateDomain(tx, id, request.body);
        const after = await repo.domainById(tx, id);
        const action =
          Object.keys(request.body).length === 1 && request.body.status ? "domain.status" : "domain.update";
        await audit({ action, entity: "domain", entityId: id, before, after });
        return after!;
      });
      if (!updated) return reply.status(404).send({ detail: catalogueMessages.domainNotFound });
      publicContentChanged(request.server);
      return updated;
    },
  });

  app.route({
    ...routeOf(domainAdminEndpoints.move),
    handler: async (request, reply) => {
      const { id } = request.params;
      const { direction } = request.body;
      const outcome = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const before = await repo.domainById(tx, id);
        if (!before) return "missing" as const;
        if (!(await repo.moveDomain(tx, id, direction))) return "at-end" as const;
        const after = await repo.domainById(tx, id);
        await audit({
          action: "domain.move",
          entity: "domain",
          entityId: id,
          before: { position: before.position },
          after: { position: after!.position, direction },
        });
        return "moved" as const;
      });
      if (outcome === "missing") return reply.status(404).send({ detail: catalogueMessages.domainNotFound });
      if (outcome === "at-end") {
        const msg = direction === "up" ? apiMessages.domainAlreadyFirst : apiMessages.domainAlreadyLast;
        return reply.status(422).send({ detail: [{ loc: ["body", "direction"], msg }] });
      }
      publicContentChanged(request.server);
      return repo.listDomains(db);
    },
  });
};
