// spec §7: GET /testimonials/, the public list of testimonials.
// Active records only, except for staff (contract).
import { testimonialEndpoints } from "@skillbridge/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { seesInactive } from "../../plugins/auth.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import type { TestimonialRepository } from "./repository.ts";

export const testimonialRoutes: FastifyPluginAsyncZod<{ testimonials: TestimonialRepository }> = async (
  app,
  { testimonials },
) => {
  app.route({ ...routeOf(testimonialEndpoints.list), handler: (request) => testimonials.list(seesInactive(request)) });
};
