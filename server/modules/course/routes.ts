// GET /ictData/ (all, or ?search=), /ictData/{id}, /ictData/search/{text}, /ictCost/, /hours/;
// /ictData/spelling/{text}: "Did you mean …" for a search of the active courses (null when it matches as typed).
import { apiMessages, courseEndpoints } from "@skillbridge/core";
import { teachingLanguageMessages } from "@skillbridge/core/teaching-languages";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { seesInactive } from "../../plugins/auth.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { dashboardRepository } from "../dashboard/repository.ts";
import { searchTermOf } from "../dashboard/search-term.ts";
import { teachingLanguageRepository } from "../teaching-language/repository.ts";
import { courseRepository } from "./repository.ts";

export const courseRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeOf(courseEndpoints.list),
    handler: async (request, reply) => {
      // A well-formed language code that is no teaching language is refused, not silently ignored:
      // a filter nobody can tick is a caller's mistake (the pages keep only known codes).
      const unknown = await teachingLanguageRepository.unknown(db, request.query.lang ?? []);
      if (unknown.length > 0) {
        return reply.status(400).send({ detail: `${teachingLanguageMessages.unknown}: ${unknown.join(", ")}` });
      }
      const staffView = seesInactive(request);
      const { items, total } = await courseRepository.query(db, request.query, staffView);
      if (request.query.limit !== undefined) reply.header("x-total-count", String(total));
      // A visitor's search (its first page) counts for its term and day; no identifier kept.
      const term = searchTermOf(request.query.search);
      if (term && !staffView && !request.query.offset) {
        app.afterAnswer.run(reply, "search-count", () => dashboardRepository.countSearch(db, term, total > 0));
      }
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
