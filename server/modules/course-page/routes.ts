// GET /ictData/{id}/page: a course page's data in one call — the course (as GET /ictData/{id}),
// its batches (as /training-cards), modules, benefits, prerequisites and FAQs (as their own
// calls), under the same access rules: an unknown or retired course is a 404 for everyone but
// staff, who also see inactive batches. The site's course page loads it instead of six calls.
// With ?locale=hi the course, its modules and FAQs carry their Hindi texts (null where none).
import { apiMessages, coursePageEndpoints } from "@skillbridge/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { seesInactive } from "../../plugins/auth.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import {
  courseTextsOf,
  courseTranslationRepository,
  translateFaqs,
  translateModules,
} from "../course-translation/repository.ts";
import { coursePageRepository } from "./repository.ts";

export const coursePageRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeOf(coursePageEndpoints.byId),
    handler: async (request, reply) => {
      const { locale } = request.query;
      const [page, translation] = await Promise.all([
        coursePageRepository.byId(db, request.params.ictId, seesInactive(request)),
        locale ? courseTranslationRepository.row(db, request.params.ictId, locale) : undefined,
      ]);
      if (!page) return reply.status(404).send({ detail: apiMessages.courseNotFound });
      if (!locale) return page;
      return {
        ...page,
        course: { ...page.course, translation: courseTextsOf(translation, locale) },
        modules: translateModules(page.modules, translation),
        faqs: translateFaqs(page.faqs, translation),
      };
    },
  });
};
