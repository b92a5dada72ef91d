// The back office's testimonials, staff only: list, add, edit, withdraw (inactive) and
// restore. A withdrawn testimonial is never served publicly. Every write is audited and
// refreshes the public pages at once.
import { apiMessages, testimonialAdminEndpoints } from "@skillbridge/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { actorOf, auditedWrite } from "../audit/audit.ts";
import { publicContentChanged } from "../audit/public-change.ts";
import { testimonialAdminRepository as repo } from "./admin-repository.ts";

export const testimonialAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({ ...routeOf(testimonialAdminEndpoints.list), handler: () => repo.list(db) });

  app.route({
    ...routeOf(testimonialAdminEndpoints.create),
    handler: async (request, reply) => {
      const { learnerName, learnerImg = "", message, status = "A" } = request.body;
      const created = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const after = await repo.insert(tx, { learnerName, learnerImg, message, status });
        await audit({ action: "testimonial.create", entity: "testimonial", entityId: after.id, before: null, after });
        return after;
      });
      publicContentChanged(request.server);
      return reply.status(201).send(created);
    },
  });

  app.route({
    ...routeOf(testimonialAdminEndpoints.update),
    handler: async (request, reply) => {
      const updated = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const before = await repo.find(tx, request.params.id, true);
        if (!before) return null;
        const after = await repo.update(tx, before.id, request.body);
        await audit({ action: "testimonial.update", entity: "testimonial", entityId: before.id, before, after });
        return after;
      });
      if (!updated) return reply.status(404).send({ detail: apiMessages.testimonialNotFound });
      publicContentChanged(request.server);
      return updated;
    },
  });
};
