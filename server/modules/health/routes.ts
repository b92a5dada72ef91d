// GET /api/health: for load balancers and the start-up check; no API key needed.
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/client.ts";

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    "/health",
    {
      config: { access: "public", apiKey: false },
      schema: {
        tags: ["health"],
        response: {
          200: z.object({ status: z.literal("ok"), database: z.enum(["pglite", "postgres"]) }),
          503: z.object({ detail: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await database.db.execute(sql`select 1`);
        return { status: "ok" as const, database: database.driver };
      } catch {
        return reply.status(503).send({ detail: "Database unavailable" });
      }
    },
  );
};
