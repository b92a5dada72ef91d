// spec §7: GET /domains/, the public list of domains.
// Active records only, except for staff (contract).
import { domainEndpoints } from "@skillbridge/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { seesInactive } from "../../plugins/auth.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import type { DomainRepository } from "./repository.ts";

export const domainRoutes: FastifyPluginAsyncZod<{ domains: DomainRepository }> = async (app, { domains }) => {
  app.route({ ...routeOf(domainEndpoints.list), handler: (request) => domains.list(seesInactive(request)) });
};
