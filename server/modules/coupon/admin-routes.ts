// The staff side of discount codes: the list with uses and revenue, one code's uses, creating and
// editing a code and switching it on or off. Every staff member sees them; only admins and
// finance change them, as with other money settings. Every change is audited.
import { couponEndpoints } from "@skillbridge/core";
import { couponMessages } from "@skillbridge/core/money";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { unlessTaken } from "../../db/unique-violation.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { actorOf, auditedWrite } from "../audit/audit.ts";
import { refusedMoneyRole } from "../payment/money-role.ts";
import { couponRepository } from "./repository.ts";

const taken = { detail: [{ loc: ["body", "code"], msg: couponMessages.taken }] };

export const couponAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeOf(couponEndpoints.list),
    handler: async () => couponRepository.list(db),
  });

  app.route({
    ...routeOf(couponEndpoints.uses),
    handler: async (request, reply) => {
      const [coupon] = await couponRepository.list(db, request.params.id);
      if (!coupon) return reply.status(404).send({ detail: couponMessages.unknownCoupon });
      return { coupon, uses: await couponRepository.usesList(db, coupon.id) };
    },
  });

  app.route({
    ...routeOf(couponEndpoints.create),
    handler: async (request, reply) => {
      if (await refusedMoneyRole(db, request, reply)) return reply;
      // The check answers the common case in words; the unique index settles two staff racing.
      const created = await unlessTaken(
        () =>
          auditedWrite(db, actorOf(request), async (tx, audit) => {
            if (await couponRepository.codeTaken(tx, request.body.code)) return null;
            const row = await couponRepository.insert(tx, request.body);
            if (row)
              await audit({ action: "coupon.create", entity: "coupon", entityId: row.id, before: null, after: row });
            return row;
          }),
        null,
      );
      if (!created) return reply.status(422).send(taken);
      const [view] = await couponRepository.list(db, created.id);
      return reply.status(201).send(view!);
    },
  });

  app.route({
    ...routeOf(couponEndpoints.update),
    handler: async (request, reply) => {
      if (await refusedMoneyRole(db, request, reply)) return reply;
      const id = request.params.id;
      const outcome = await unlessTaken(
        () =>
          auditedWrite(db, actorOf(request), async (tx, audit) => {
            const before = await couponRepository.lock(tx, id);
            if (!before) return "missing" as const;
            if (await couponRepository.codeTaken(tx, request.body.code, id)) return "taken" as const;
            const after = await couponRepository.update(tx, id, request.body);
            await audit({ action: "coupon.update", entity: "coupon", entityId: id, before, after });
            return "done" as const;
          }),
        "taken" as const,
      );
      if (outcome === "missing") return reply.status(404).send({ detail: couponMessages.unknownCoupon });
      if (outcome === "taken") return reply.status(422).send(taken);
      const [view] = await couponRepository.list(db, id);
      return view!;
    },
  });

  app.route({
    ...routeOf(couponEndpoints.setActive),
    handler: async (request, reply) => {
      if (await refusedMoneyRole(db, request, reply)) return reply;
      const id = request.params.id;
      const found = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const before = await couponRepository.lock(tx, id);
        if (!before) return false;
        const after = await couponRepository.update(tx, id, { active: request.body.active });
        await audit({
          action: request.body.active ? "coupon.activate" : "coupon.deactivate",
          entity: "coupon",
          entityId: id,
          before: { active: before.active },
          after: { active: after!.active },
        });
        return true;
      });
      if (!found) return reply.status(404).send({ detail: couponMessages.unknownCoupon });
      const [view] = await couponRepository.list(db, id);
      return view!;
    },
  });
};
