// A course's learning modules, prerequisites, benefits and FAQs. A retired or unknown
// course answers 404, so the public never reads content of a course it cannot see.
import { apiMessages, courseContentEndpoints } from "@skillbridge/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { seesInactive } from "../../plugins/auth.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { courseRepository } from "../course/repository.ts";
import { courseContentRepository as content } from "./repository.ts";

export const courseContentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const lists = [
    [courseContentEndpoints.modules, content.modules],
    [courseContentEndpoints.prerequisites, content.prerequisites],
    [courseContentEndpoints.benefits, content.benefits],
    [courseContentEndpoints.faqs, content.faqs],
  ] as const;
  for (const [list, load] of lists) {
    app.route({
      ...routeOf(list),
      handler: async (request, reply) => {
        const { ictId } = request.params;
        if (!(await courseRepository.exists(db, ictId, seesInactive(request)))) {
          return reply.status(404).send({ detail: apiMessages.courseNotFound });
        }
        return load(db, ictId);
      },
    });
  }
};
