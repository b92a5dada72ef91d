// GET /api/health: for load balancers and the start-up check; no API key needed.
import { apiMessages, healthEndpoints } from "@skillbridge/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { healthRepository } from "./repository.ts";

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.route({
    ...routeOf(healthEndpoints.check),
    handler: async (_request, reply) => {
      try {
        await healthRepository.ping(database.db);
        return { status: "ok" as const, database: database.driver };
      } catch {
        return reply.status(503).send({ detail: apiMessages.databaseUnavailable });
      }
    },
  });
};
