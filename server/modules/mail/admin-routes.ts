// The mail outbox in the back office, staff only: every mail newest first (paged, by
// status), one message with its text, and "Retry now" for a failed one (back to pending, due now;
// the worker is woken). The retry is audited.
import { mailEndpoints } from "@skillbridge/core";
import { OUTBOX_PAGE_SIZE, outboxMessages } from "@skillbridge/core/admin/outbox";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { actorOf, auditedWrite } from "../audit/audit.ts";
import { outboxAdminRepository as repo } from "./outbox-admin-repository.ts";
import type { MailWorker } from "./worker.ts";

export const outboxAdminRoutes: FastifyPluginAsyncZod<{ db: Db; mail: MailWorker }> = async (app, { db, mail }) => {
  app.route({
    ...routeOf(mailEndpoints.outbox),
    handler: async (request, reply) => {
      const { status, limit = OUTBOX_PAGE_SIZE, offset = 0 } = request.query;
      const page = await repo.page(db, { status, limit, offset });
      reply.header("x-total-count", String(page.total));
      return page;
    },
  });

  app.route({
    ...routeOf(mailEndpoints.message),
    handler: async (request, reply) =>
      (await repo.find(db, request.params.id)) ?? reply.status(404).send({ detail: outboxMessages.notFound }),
  });

  app.route({
    ...routeOf(mailEndpoints.retry),
    handler: async (request, reply) => {
      const outcome = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const before = await repo.find(tx, request.params.id, true);
        if (!before) return 404 as const;
        if (before.status !== "failed") return 409 as const;
        await repo.requeue(tx, before.id);
        const after = (await repo.find(tx, before.id))!;
        const facts = ({ text: _text, ...rest }: typeof before) => rest; // the body is not copied into the log
        await audit({
          action: "outbox.retry",
          entity: "outbox",
          entityId: before.id,
          before: facts(before),
          after: facts(after),
        });
        return after;
      });
      if (outcome === 404) return reply.status(404).send({ detail: outboxMessages.notFound });
      if (outcome === 409) return reply.status(409).send({ detail: outboxMessages.notFailed });
      mail.wake();
      return outcome;
    },
  });
};
