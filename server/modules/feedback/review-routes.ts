// Staff approve or unapprove learners' consented feedback as course reviews.
// Every change is audited and refreshes the public pages at once.
import { reviewAdminEndpoints } from "@skillbridge/core";
import { trustMessages } from "@skillbridge/core/admin/trust";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { actorOf, auditedWrite } from "../audit/audit.ts";
import { publicContentChanged } from "../audit/public-change.ts";
import { reviewRepository as repo } from "./review-repository.ts";

export const reviewAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeOf(reviewAdminEndpoints.list),
    handler: async (request) => {
      const { state, limit = 50, offset = 0 } = request.query;
      return repo.list(db, { state, limit, offset });
    },
  });

  for (const approved of [true, false]) {
    app.route({
      ...routeOf(approved ? reviewAdminEndpoints.approve : reviewAdminEndpoints.unapprove),
      handler: async (request, reply) => {
        const actor = actorOf(request);
        const outcome = await auditedWrite(db, actor, async (tx, audit) => {
          const before = await repo.find(tx, request.params.id);
          if (!before) return { status: 404 as const, detail: trustMessages.reviewNotFound };
          if (approved && !before.publishConsent) return { status: 409 as const, detail: trustMessages.noConsent };
          await repo.setApproved(tx, before.id, actor.staffId, approved);
          const after = await repo.find(tx, before.id);
          await audit({
            action: approved ? "review.approve" : "review.unapprove",
            entity: "feedback",
            entityId: before.id,
            before: { approvedAt: before.approvedAt },
            after: { approvedAt: after?.approvedAt ?? null },
          });
          const { publishConsent: _consent, ...review } = after ?? before;
          return { status: 200 as const, review };
        });
        if (outcome.status !== 200) return reply.status(outcome.status).send({ detail: outcome.detail });
        publicContentChanged(request.server);
        return outcome.review;
      },
    });
  }
};
