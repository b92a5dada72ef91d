// Feedback in the back office, staff only and read-only: every batch that received
// feedback with its average rating and count (paged and sorted by the database), and the feedback
// one batch received.
import { feedbackEndpoints } from "@skillbridge/core";
import { batchMessages, FEEDBACK_PAGE_SIZE } from "@skillbridge/core/admin/batches";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { feedbackRepository as repo } from "./repository.ts";

export const feedbackAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeOf(feedbackEndpoints.summary),
    handler: async (request, reply) => {
      const { sort = "latest", order = "desc", limit = FEEDBACK_PAGE_SIZE, offset = 0 } = request.query;
      const page = await repo.summary(db, { sort, order, limit, offset });
      reply.header("x-total-count", String(page.total));
      return page;
    },
  });

  app.route({
    ...routeOf(feedbackEndpoints.ofBatch),
    handler: async (request, reply) => {
      if (!(await repo.batchExists(db, request.params.id))) {
        return reply.status(404).send({ detail: batchMessages.batchNotFound });
      }
      return repo.forBatch(db, request.params.id);
    },
  });
};
