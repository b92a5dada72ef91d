// spec §7: GET /learning-bundles, the public list of learning bundles.
// Active records only, except for staff (contract).
import { bundleEndpoints } from "@skillbridge/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { seesInactive } from "../../plugins/auth.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import type { BundleRepository } from "./repository.ts";

export const bundleRoutes: FastifyPluginAsyncZod<{ bundles: BundleRepository }> = async (app, { bundles }) => {
  app.route({ ...routeOf(bundleEndpoints.list), handler: (request) => bundles.list(seesInactive(request)) });
};
