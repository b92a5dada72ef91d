// spec §7: GET /ictData/ (all, or ?search=), /ictData/{id}, /ictData/search/{text}, /ictCost/, /hours/.
import { apiMessages, courseEndpoints } from "@skillbridge/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { seesInactive } from "../../plugins/auth.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import type { CourseRepository } from "./repository.ts";

export const courseRoutes: FastifyPluginAsyncZod<{ courses: CourseRepository }> = async (app, { courses }) => {
  app.route({
    ...routeOf(courseEndpoints.list),
    handler: async (request, reply) => {
      const { items, total } = await courses.query(request.query, seesInactive(request));
      if (request.query.limit !== undefined) reply.header("x-total-count", String(total));
      return items;
    },
  });

  app.route({
    ...routeOf(courseEndpoints.suggestions),
    handler: async (request) => courses.suggestions(request.params.text),
  });

  app.route({
    ...routeOf(courseEndpoints.byId),
    handler: async (request, reply) => {
      const course = await courses.byId(request.params.id, seesInactive(request));
      return course ?? reply.status(404).send({ detail: apiMessages.courseNotFound });
    },
  });

  app.route({ ...routeOf(courseEndpoints.costs), handler: async (request) => courses.costs(seesInactive(request)) });
  app.route({ ...routeOf(courseEndpoints.hours), handler: async (request) => courses.hours(seesInactive(request)) });
};
