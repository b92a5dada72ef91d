// Feedback in the back office (issue 6), staff only and read-only: every batch that received
// feedback with its average rating and count (paged and sorted by the database), and the feedback
// one batch received.
import {
  batchFeedbackSchema,
  batchMessages,
  FEEDBACK_PAGE_SIZE,
  feedbackSummaryListSchema,
  feedbackSummaryQuerySchema,
} from "@skillbridge/core/admin/batches";
import { errorSchema, idParams } from "@skillbridge/core/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { feedbackRepository as repo } from "./repository.ts";

export const feedbackAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ["admin"];
  const config = { access: "staff" as const };
  const denied = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: errorSchema };

  app.get(
    "/admin/feedback",
    {
      config,
      schema: {
        tags,
        querystring: feedbackSummaryQuerySchema,
        response: { 200: feedbackSummaryListSchema, ...denied },
      },
    },
    async (request, reply) => {
      const { sort = "latest", order = "desc", limit = FEEDBACK_PAGE_SIZE, offset = 0 } = request.query;
      const page = await repo.summary(db, { sort, order, limit, offset });
      reply.header("x-total-count", String(page.total));
      return page;
    },
  );

  app.get(
    "/admin/batches/:id/feedback",
    { config, schema: { tags, params: idParams, response: { 200: batchFeedbackSchema, ...denied } } },
    async (request, reply) => {
      if (!(await repo.batchExists(db, request.params.id))) {
        return reply.status(404).send({ detail: batchMessages.batchNotFound });
      }
      return repo.forBatch(db, request.params.id);
    },
  );
};
