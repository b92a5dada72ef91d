// GET /api/health: for load balancers and the start-up check; no API key needed.

import { endpoint } from "../endpoint.ts";
import { z } from "../zod.ts";

export const healthEndpoints = {
  check: endpoint({
    method: "GET",
    path: "/health",
    access: "public",
    apiKey: false,
    tags: ["health"],
    responses: {
      200: z.object({ status: z.literal("ok"), database: z.enum(["pglite", "postgres"]) }),
      503: z.object({ detail: z.string() }),
    },
  }),
};
