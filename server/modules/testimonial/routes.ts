// GET /testimonials/, the public list of testimonials.
// Active records only, except for staff (contract).
import { testimonialEndpoints } from "@skillbridge/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { seesInactive } from "../../plugins/auth.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { testimonialRepository } from "./repository.ts";

export const testimonialRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeOf(testimonialEndpoints.list),
    handler: (request) => testimonialRepository.list(db, seesInactive(request)),
  });
};
