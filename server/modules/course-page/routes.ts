// GET /ictData/{id}/page: a course page's data in one call — the course (as GET /ictData/{id}),
// its batches (as /training-cards), modules, benefits, prerequisites and FAQs (as their own
// calls), under the same access rules: an unknown or retired course is a 404 for everyone but
// staff, who also see inactive batches. The site's course page loads it instead of six calls.
import {
  apiMessages,
  benefitSchema,
  courseSchema,
  errorSchema,
  faqSchema,
  ictIdParams,
  learningModuleSchema,
  prerequisiteSchema,
  trainingCardSchema,
} from "@skillbridge/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { seesInactive } from "../../plugins/auth.ts";
import { createCoursePageRepository } from "./repository.ts";

export const coursePageSchema = z.object({
  course: courseSchema,
  batches: z.array(trainingCardSchema),
  modules: z.array(learningModuleSchema),
  benefits: z.array(benefitSchema),
  prerequisites: z.array(prerequisiteSchema),
  faqs: z.array(faqSchema),
});

export const coursePageRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const pages = createCoursePageRepository(db);
  app.get(
    "/ictData/:ictId/page",
    {
      config: { access: "public" },
      schema: {
        tags: ["course"],
        summary:
          "A course page in one call: the course, its batches, learning modules, benefits, prerequisites and FAQs",
        params: ictIdParams,
        response: { 200: coursePageSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const page = await pages.byId(request.params.ictId, seesInactive(request));
      return page ?? reply.status(404).send({ detail: apiMessages.courseNotFound });
    },
  );
};
