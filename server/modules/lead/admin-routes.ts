// POST /admin/leads/{id}/convert (staff): the lead becomes a learner enrolled in its batch.
import { apiMessages, leadEndpoints } from "@skillbridge/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { actorOf, auditedWrite } from "../audit/audit.ts";
import type { MailWorker } from "../mail/worker.ts";
import { siteOrigin } from "../submission/site-origin.ts";
import { convertLead } from "./convert.ts";

export const leadAdminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  mail: MailWorker;
  publicOrigin: string | undefined;
}> = async (app, { db, mail, publicOrigin }) => {
  app.route({
    ...routeOf(leadEndpoints.convert),
    handler: async (request, reply) => {
      const outcome = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const result = await convertLead(tx, audit, {
          leadId: request.params.id,
          trainingId: request.body.trainingId,
          staffId: request.viewer!.id,
          origin: siteOrigin(request, publicOrigin),
        });
        // Nothing of a refused conversion is kept.
        if (result.kind !== "done") throw new Refused(result);
        return result;
      }).catch((error: unknown) => {
        if (error instanceof Refused) return error.outcome;
        throw error;
      });
      if (outcome.kind === "missing") return reply.status(404).send({ detail: apiMessages.inboxItemNotFound });
      if (outcome.kind === "invalid")
        return reply.status(422).send({ detail: [{ loc: outcome.loc, msg: outcome.msg }] });
      mail.wake();
      return outcome.result;
    },
  });
};

type Refusal = Exclude<Awaited<ReturnType<typeof convertLead>>, { kind: "done" }>;
/** Thrown out of the transaction so that nothing of a refused conversion is kept. */
class Refused extends Error {
  readonly outcome: Refusal;
  constructor(outcome: Refusal) {
    super(outcome.kind);
    this.outcome = outcome;
  }
}
