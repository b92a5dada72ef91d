// GET /events/, the public list of events.
// Active records only, except for staff (contract).
import { eventEndpoints } from "@skillbridge/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { seesInactive } from "../../plugins/auth.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { eventRepository } from "./repository.ts";

export const eventRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({ ...routeOf(eventEndpoints.list), handler: (request) => eventRepository.list(db, seesInactive(request)) });
};
