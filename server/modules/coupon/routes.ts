// The payer's discount code on the private payment page (the link's token in the body). The
// request's fee is priced again on the server; no amount is read from the caller.
import { couponEndpoints } from "@skillbridge/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { paymentPage } from "../payment/page.ts";
import { unknownLink } from "../payment/routes.ts";
import { applyCoupon } from "./apply.ts";

export const couponRoutes: FastifyPluginAsyncZod<{
  db: Db;
  gateway: boolean;
  rateLimit: { max: number; timeWindow: string };
}> = async (app, { db, gateway, rateLimit }) => {
  const route = routeOf(couponEndpoints.apply);
  app.route({
    ...route,
    // Limited per client address as the public forms are: nobody tries codes in bulk.
    config: { ...route.config, rateLimit },
    handler: async (request, reply) => {
      const { token, code } = request.body;
      const outcome = await db.transaction((tx) => applyCoupon(tx, token, code));
      if (outcome.kind === "missing") return reply.status(404).send({ detail: unknownLink });
      if (outcome.kind === "conflict") return reply.status(409).send({ detail: outcome.msg });
      if (outcome.kind === "invalid")
        return reply.status(422).send({ detail: [{ loc: ["body", "code"], msg: outcome.msg }] });
      return (await paymentPage(db, token, gateway))!;
    },
  });
};
