// GET /learning-bundles, the public list of learning bundles.
// Active records only, except for staff (contract).
import { bundleEndpoints } from "@skillbridge/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { seesInactive } from "../../plugins/auth.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { bundleRepository } from "./repository.ts";

export const bundleRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeOf(bundleEndpoints.list),
    handler: (request) => bundleRepository.list(db, seesInactive(request)),
  });
};
