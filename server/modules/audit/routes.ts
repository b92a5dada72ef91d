// GET /api/admin/audit: the audit log, newest first, paged (x-total-count), filtered by entity
// (and record), staff member and date range. GET /api/admin/audit/entities: the kinds of record
// it holds. Staff only.
import { AUDIT_PAGE_SIZE, auditEndpoints } from "@skillbridge/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { auditRepository } from "./repository.ts";

export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeOf(auditEndpoints.list),
    handler: async (request, reply) => {
      const { limit = AUDIT_PAGE_SIZE, offset = 0, ...filters } = request.query;
      const { entries, total } = await auditRepository.page(db, limit, offset, filters);
      reply.header("x-total-count", String(total));
      return entries;
    },
  });

  app.route({ ...routeOf(auditEndpoints.entities), handler: () => auditRepository.entities(db) });
};
