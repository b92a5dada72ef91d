// The public team booking: a company's contact books several named seats on one batch and gets
// one payment link for all of them (shown at once and mailed). Nothing priced is read from the
// caller: the fee, the tier and the GST are worked out here. Limited per client address, as the
// public forms are.
import { groupBookingEndpoints } from "@skillbridge/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { outboxRepository } from "../mail/outbox-repository.ts";
import type { MailWorker } from "../mail/worker.ts";
import { PAYMENT_MAIL_KIND, paymentLink, paymentLinkMail } from "../payment/payment-mail.ts";
import { siteOrigin } from "../submission/site-origin.ts";
import { bookGroup } from "./booking.ts";

export const groupBookingRoutes: FastifyPluginAsyncZod<{
  db: Db;
  mail: MailWorker;
  publicOrigin: string | undefined;
  rateLimit: { max: number; timeWindow: string };
}> = async (app, { db, mail, publicOrigin, rateLimit }) => {
  const route = routeOf(groupBookingEndpoints.book);
  app.route({
    ...route,
    config: { ...route.config, rateLimit },
    handler: async (request, reply) => {
      const outcome = await db.transaction(async (tx) => {
        const booked = await bookGroup(tx, request.body);
        if (booked.kind !== "done") return booked;
        await outboxRepository.enqueue(tx, {
          to: request.body.contactEmail,
          kind: PAYMENT_MAIL_KIND,
          ...paymentLinkMail({
            name: request.body.contactName,
            courseName: `${booked.courseName} (${booked.seats} seats)`,
            amountPaise: booked.amountPaise,
            proformaNumber: booked.proformaNumber,
            link: paymentLink(siteOrigin(request, publicOrigin), booked.token),
          }),
        });
        return booked;
      });
      if (outcome.kind === "missing") return reply.status(404).send({ detail: "This batch does not exist" });
      if (outcome.kind === "full") return reply.status(409).send({ detail: outcome.msg });
      if (outcome.kind === "invalid")
        return reply.status(422).send({ detail: [{ loc: outcome.loc, msg: outcome.msg }] });
      mail.wake();
      return reply.status(201).send({
        requestId: outcome.requestId,
        paymentPath: paymentLink("", outcome.token),
        seats: outcome.seats,
        listPaise: outcome.listPaise,
        discountPaise: outcome.discountPaise,
        amountPaise: outcome.amountPaise,
        proformaNumber: outcome.proformaNumber,
      });
    },
  });
};
