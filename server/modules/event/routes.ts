// spec §7: GET /events/, the public list of events.
// Active records only, except for staff (contract).
import { eventEndpoints } from "@skillbridge/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { seesInactive } from "../../plugins/auth.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import type { EventRepository } from "./repository.ts";

export const eventRoutes: FastifyPluginAsyncZod<{ events: EventRepository }> = async (app, { events }) => {
  app.route({ ...routeOf(eventEndpoints.list), handler: (request) => events.list(seesInactive(request)) });
};
