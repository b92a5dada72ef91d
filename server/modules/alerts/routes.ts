// A staff member's own follow-up alerts: whether they get the daily digest at 09:00
// IST. Each staff member sets their own (audited); the assignment mail needs no setting.
import { alertEndpoints } from "@skillbridge/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { actorOf, auditedWrite } from "../audit/audit.ts";
import { alertsRepository } from "./repository.ts";

export const alertRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeOf(alertEndpoints.mine),
    handler: async (request) => ({ digest: (await alertsRepository.optIn(db, request.viewer!.id)) ?? false }),
  });

  app.route({
    ...routeOf(alertEndpoints.save),
    handler: async (request) => {
      const staffId = request.viewer!.id;
      const digest = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const before = await alertsRepository.optIn(tx, staffId);
        const after = await alertsRepository.setOptIn(tx, staffId, request.body.digest);
        if (before !== after) {
          await audit({
            action: "staff.digest",
            entity: "staff",
            entityId: staffId,
            before: { digest: before },
            after: { digest: after },
          });
        }
        return after;
      });
      return { digest };
    },
  });
};
