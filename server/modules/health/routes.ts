// GET /api/health: for load balancers and the start-up check; no API key needed.
import { healthEndpoints } from "@skillbridge/core";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.route({
    ...routeOf(healthEndpoints.check),
    handler: async (_request, reply) => {
      try {
        await database.db.execute(sql`select 1`);
        return { status: "ok" as const, database: database.driver };
      } catch {
        return reply.status(503).send({ detail: "Database unavailable" });
      }
    },
  });
};
