// The staff side of group price tiers: every staff member sees them; only admins and finance set
// or remove one, as with other money settings. Every change is audited.
import { groupTierEndpoints } from "@skillbridge/core";
import { groupTierMessages } from "@skillbridge/core/money";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { actorOf, auditedWrite } from "../audit/audit.ts";
import { refusedMoneyRole } from "../payment/money-role.ts";
import { groupTierRepository } from "./tier-repository.ts";

export const groupTierRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeOf(groupTierEndpoints.list),
    handler: async () => groupTierRepository.list(db),
  });

  app.route({
    ...routeOf(groupTierEndpoints.save),
    handler: async (request, reply) => {
      if (await refusedMoneyRole(db, request, reply)) return reply;
      await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const { before, after } = await groupTierRepository.save(tx, request.body);
        await audit({ action: "group_tier.save", entity: "group_tier", entityId: after.id, before, after });
      });
      return groupTierRepository.list(db);
    },
  });

  app.route({
    ...routeOf(groupTierEndpoints.remove),
    handler: async (request, reply) => {
      if (await refusedMoneyRole(db, request, reply)) return reply;
      const removed = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const before = await groupTierRepository.remove(tx, request.params.id);
        if (before)
          await audit({ action: "group_tier.remove", entity: "group_tier", entityId: before.id, before, after: null });
        return before;
      });
      if (!removed) return reply.status(404).send({ detail: groupTierMessages.notFound });
      return groupTierRepository.list(db);
    },
  });
};
