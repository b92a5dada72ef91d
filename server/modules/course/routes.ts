// spec §7: GET /ictData/ (all, or ?search=), /ictData/{id}, /ictData/search/{text}, /ictCost/, /hours/.
import {
  apiMessages,
  costSchema,
  courseListQuerySchema,
  courseSchema,
  errorSchema,
  hoursSchema,
  idParams,
  suggestionSchema,
} from "@skillbridge/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { seesInactive } from "../../plugins/auth.ts";
import type { CourseRepository } from "./repository.ts";

const searchTerm = z.string().max(200, "Search text must be at most 200 characters");

export const courseRoutes: FastifyPluginAsyncZod<{ courses: CourseRepository }> = async (app, { courses }) => {
  const tags = ["course"];
  app.get(
    "/ictData/",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary:
          "All courses; ?search= for typo-tolerant search (names first); optional catalogue filters and paging (x-total-count)",
        querystring: courseListQuerySchema,
        response: { 200: z.array(courseSchema) },
      },
    },
    async (request, reply) => {
      const { items, total } = await courses.query(request.query, seesInactive(request));
      if (request.query.limit !== undefined) reply.header("x-total-count", String(total));
      return items;
    },
  );

  app.get(
    "/ictData/search/:text",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "At most 8 suggestions: active courses whose name contains the text",
        params: z.object({ text: searchTerm }),
        response: { 200: z.array(suggestionSchema) },
      },
    },
    async (request) => courses.suggestions(request.params.text),
  );

  app.get(
    "/ictData/:id",
    {
      config: { access: "public" },
      schema: { tags, params: idParams, response: { 200: courseSchema, 404: errorSchema } },
    },
    async (request, reply) => {
      const course = await courses.byId(request.params.id, seesInactive(request));
      return course ?? reply.status(404).send({ detail: apiMessages.courseNotFound });
    },
  );

  app.get(
    "/ictCost/",
    { config: { access: "public" }, schema: { tags, response: { 200: z.array(costSchema) } } },
    async (request) => courses.costs(seesInactive(request)),
  );

  app.get(
    "/hours/",
    { config: { access: "public" }, schema: { tags, response: { 200: z.array(hoursSchema) } } },
    async (request) => courses.hours(seesInactive(request)),
  );
};
