// spec §7: GET /ictData/ (all, or ?search=), /ictData/{id}, /ictData/search/{text}, /ictCost/, /hours/;
// issue 17: /ictData/spelling/{text} (Did you mean …).
import { apiMessages, courseEndpoints } from "@skillbridge/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { seesInactive } from "../../plugins/auth.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { courseRepository } from "./repository.ts";

export const courseRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeOf(courseEndpoints.list),
    handler: async (request, reply) => {
      const { items, total } = await courseRepository.query(db, request.query, seesInactive(request));
      if (request.query.limit !== undefined) reply.header("x-total-count", String(total));
      return items;
    },
  });

  app.route({
    ...routeOf(courseEndpoints.suggestions),
    handler: async (request) => courseRepository.suggestions(db, request.params.text),
  });

  app.route({
    ...routeOf(courseEndpoints.spelling),
    handler: async (request) => ({ suggestion: await courseRepository.spelling(db, request.params.text) }),
  });

  app.route({
    ...routeOf(courseEndpoints.byId),
    handler: async (request, reply) => {
      const course = await courseRepository.byId(db, request.params.id, seesInactive(request));
      return course ?? reply.status(404).send({ detail: apiMessages.courseNotFound });
    },
  });

  app.route({
    ...routeOf(courseEndpoints.costs),
    handler: async (request) => courseRepository.costs(db, seesInactive(request)),
  });
  app.route({
    ...routeOf(courseEndpoints.hours),
    handler: async (request) => courseRepository.hours(db, seesInactive(request)),
  });
};
