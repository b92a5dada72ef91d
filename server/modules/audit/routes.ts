// GET /api/admin/audit: the audit log, newest first, paged (x-total-count). Staff only.
import { auditEntrySchema, auditQuerySchema, errorSchema } from "@skillbridge/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AuditRepository } from "./repository.ts";

export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditRepository }> = async (app, { audit }) => {
  app.get(
    "/admin/audit",
    {
      config: { access: "staff" },
      schema: {
        tags: ["admin"],
        querystring: auditQuerySchema,
        response: { 200: z.array(auditEntrySchema), 401: errorSchema, 403: errorSchema, 422: errorSchema },
      },
    },
    async (request, reply) => {
      const { entries, total } = await audit.page(request.query.limit ?? 50, request.query.offset ?? 0);
      reply.header("x-total-count", String(total));
      return entries;
    },
  );
};
