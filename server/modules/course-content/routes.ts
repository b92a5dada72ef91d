// spec §7: a course's learning modules, prerequisites, benefits and FAQs. A retired or unknown
// course answers 404, so the public never reads content of a course it cannot see.
import {
  apiMessages,
  benefitSchema,
  errorSchema,
  faqSchema,
  ictIdParams,
  learningModuleSchema,
  prerequisiteSchema,
} from "@skillbridge/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { seesInactive } from "../../plugins/auth.ts";
import type { CourseRepository } from "../course/repository.ts";
import type { CourseContentRepository } from "./repository.ts";

export const courseContentRoutes: FastifyPluginAsyncZod<{
  courses: CourseRepository;
  content: CourseContentRepository;
}> = async (app, { courses, content }) => {
  const lists = [
    ["/ictData/:ictId/learning-modules", learningModuleSchema, content.modules],
    ["/ictData/:ictId/pre-reqs/", prerequisiteSchema, content.prerequisites],
    ["/benefits/ict/:ictId/", benefitSchema, content.benefits],
    ["/ict-faq/ict/:ictId", faqSchema, content.faqs],
  ] as const;
  for (const [url, item, load] of lists) {
    app.get(
      url,
      {
        config: { access: "public" },
        schema: { tags: ["course"], params: ictIdParams, response: { 200: z.array(item), 404: errorSchema } },
      },
      async (request, reply) => {
        const { ictId } = request.params;
        if (!(await courses.exists(ictId, seesInactive(request)))) {
          return reply.status(404).send({ detail: apiMessages.courseNotFound });
        }
        return load(ictId);
      },
    );
  }
};
