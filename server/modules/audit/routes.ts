// GET /api/admin/audit: the audit log, newest first, paged (x-total-count), filtered by entity
// (and record), staff member and date range. GET /api/admin/audit/entities: the kinds of record
// it holds. Staff only.
import { AUDIT_PAGE_SIZE, auditEntrySchema, auditQuerySchema, errorSchema } from "@skillbridge/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AuditRepository } from "./repository.ts";

export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditRepository }> = async (app, { audit }) => {
  const denied = { 401: errorSchema, 403: errorSchema, 422: errorSchema };
  app.get(
    "/admin/audit",
    {
      config: { access: "staff" },
      schema: {
        tags: ["admin"],
        querystring: auditQuerySchema,
        response: { 200: z.array(auditEntrySchema), ...denied },
      },
    },
    async (request, reply) => {
      const { limit = AUDIT_PAGE_SIZE, offset = 0, ...filters } = request.query;
      const { entries, total } = await audit.page(limit, offset, filters);
      reply.header("x-total-count", String(total));
      return entries;
    },
  );

  app.get(
    "/admin/audit/entities",
    { config: { access: "staff" }, schema: { tags: ["admin"], response: { 200: z.array(z.string()), ...denied } } },
    () => audit.entities(),
  );
};
