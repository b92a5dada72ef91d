// A batch's seats in the back office: its capacity, the seats taken and held and its
// waitlist (first come first served); staff change the capacity, never below the learners already
// enrolled. Audited; the course page's schedule shows a full batch at once.
import { paymentEndpoints } from "@skillbridge/core";
import type { BatchSeats } from "@skillbridge/core/money";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db, Executor } from "../../db/client.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { actorOf, auditedWrite } from "../audit/audit.ts";
import { publicContentChanged } from "../audit/public-change.ts";
import type { MailWorker } from "../mail/worker.ts";
import { siteOrigin } from "../submission/site-origin.ts";
import { type SeatCount, seatRepository, seatsLeft } from "./seat-repository.ts";
import { offerFreedSeats, seatsFreed } from "./waitlist-offer.ts";

export const seatMessages = {
  batchMissing: "This batch does not exist",
  belowEnrolled: (enrolled: number) =>
    `${enrolled} learners are already enrolled: the capacity cannot be less than that`,
} as const;

async function seatsOf(db: Executor, batchId: number, seats: SeatCount): Promise<BatchSeats> {
  const waitlist = await seatRepository.waitlist(db, batchId);
  return {
    ...seats,
    seatsLeft: seatsLeft(seats),
    waitlist: waitlist.map((lead) => ({
      leadId: lead.id,
      name: lead.name,
      email: lead.email,
      since: lead.createdAt.toISOString(),
    })),
  };
}

export const seatRoutes: FastifyPluginAsyncZod<{ db: Db; mail: MailWorker; publicOrigin: string | undefined }> = async (
  app,
  { db, mail, publicOrigin },
) => {
  const missing = { detail: seatMessages.batchMissing };

  app.route({
    ...routeOf(paymentEndpoints.seats),
    handler: async (request, reply) => {
      const seats = await seatRepository.count(db, request.params.id);
      if (!seats) return reply.status(404).send(missing);
      return seatsOf(db, request.params.id, seats);
    },
  });

  app.route({
    ...routeOf(paymentEndpoints.setCapacity),
    handler: async (request, reply) => {
      const { capacity } = request.body;
      const outcome = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const before = await seatRepository.count(tx, request.params.id, { lock: true });
        if (!before) return "missing" as const;
        if (capacity != null && capacity < before.enrolled) return { refused: before.enrolled };
        await seatRepository.setCapacity(tx, request.params.id, capacity);
        await audit({
          action: "batch.capacity",
          entity: "batch",
          entityId: request.params.id,
          before: { capacity: before.capacity },
          after: { capacity },
        });
        // Seats the new capacity frees go to the waitlist, first come first served (waitlist-offer.ts).
        const after = { ...before, capacity };
        const offered = await offerFreedSeats(tx, audit, {
          trainingCardId: request.params.id,
          freed: seatsFreed(before, after),
          origin: siteOrigin(request, publicOrigin),
          staffId: request.viewer!.id,
        });
        return { seats: await seatsOf(tx, request.params.id, after), offered: offered.length };
      });
      if (outcome === "missing") return reply.status(404).send(missing);
      if (outcome.refused !== undefined) {
        return reply
          .status(422)
          .send({ detail: [{ loc: ["body", "capacity"], msg: seatMessages.belowEnrolled(outcome.refused) }] });
      }
      publicContentChanged(request.server);
      if (outcome.offered) mail.wake();
      return outcome.seats;
    },
  });
};
