// spec §7: the plain public lists — domains, events, testimonials, learning bundles. Active
// records only, except for staff (contract).
import { bundleSchema, domainSchema, eventSchema, testimonialSchema } from "@skillbridge/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { seesInactive } from "../plugins/auth.ts";
import type { BundleRepository } from "./bundle/repository.ts";
import type { DomainRepository } from "./domain/repository.ts";
import type { EventRepository } from "./event/repository.ts";
import type { TestimonialRepository } from "./testimonial/repository.ts";

export const publicListRoutes: FastifyPluginAsyncZod<{
  domains: DomainRepository;
  events: EventRepository;
  testimonials: TestimonialRepository;
  bundles: BundleRepository;
}> = async (app, repos) => {
  const config = { access: "public" as const };
  app.get("/domains/", { config, schema: { tags: ["domain"], response: { 200: z.array(domainSchema) } } }, (request) =>
    repos.domains.list(seesInactive(request)),
  );
  app.get("/events/", { config, schema: { tags: ["event"], response: { 200: z.array(eventSchema) } } }, (request) =>
    repos.events.list(seesInactive(request)),
  );
  app.get(
    "/testimonials/",
    { config, schema: { tags: ["testimonial"], response: { 200: z.array(testimonialSchema) } } },
    (request) => repos.testimonials.list(seesInactive(request)),
  );
  app.get(
    "/learning-bundles",
    { config, schema: { tags: ["bundle"], response: { 200: z.array(bundleSchema) } } },
    (request) => repos.bundles.list(seesInactive(request)),
  );
};
