// GET /domains/, the public list of domains.
// Active records only, except for staff (contract).
import { domainEndpoints } from "@skillbridge/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { seesInactive } from "../../plugins/auth.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { domainRepository } from "./repository.ts";

export const domainRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeOf(domainEndpoints.list),
    handler: (request) => domainRepository.list(db, seesInactive(request)),
  });
};
