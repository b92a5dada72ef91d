// Staff set a batch's completion rule (audited) and see each learner against it; saving a rule for
// a batch that has ended certifies at once those who meet it, as the sweep would a minute later.
import { certificateEndpoints, completionRuleMessages } from "@skillbridge/core";
import { batchMessages } from "@skillbridge/core/admin/batches";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { actorOf, auditedWrite } from "../audit/audit.ts";
import type { MailWorker } from "../mail/worker.ts";
import { siteOrigin } from "../submission/site-origin.ts";
import { certifyByRule, completionRepository, completionStatus } from "./completion.ts";
import { certificateRepository } from "./repository.ts";

const batchMissing = { detail: batchMessages.batchNotFound };

export const completionRuleRoutes: FastifyPluginAsyncZod<{
  db: Db;
  mail?: MailWorker;
  publicOrigin?: string | undefined;
}> = async (app, { db, mail, publicOrigin }) => {
  app.route({
    ...routeOf(certificateEndpoints.completionRule),
    handler: async (request, reply) => {
      const status = await completionStatus(db, request.params.id);
      return status ?? reply.status(404).send(batchMissing);
    },
  });

  app.route({
    ...routeOf(certificateEndpoints.saveCompletionRule),
    handler: async (request, reply) => {
      const batchId = request.params.id;
      if (!(await certificateRepository.batch(db, batchId))) return reply.status(404).send(batchMissing);
      const rule = request.body;
      if (rule.examTestId != null) {
        const exams = await completionRepository.exams(db, batchId);
        if (!exams.some((exam) => exam.id === rule.examTestId)) {
          return reply
            .status(422)
            .send({ detail: [{ loc: ["body", "examTestId"], msg: completionRuleMessages.unknownExam }] });
        }
      }
      await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const before = await completionRepository.rule(tx, batchId);
        await completionRepository.saveRule(tx, batchId, rule);
        await audit({ action: "completion_rule.save", entity: "batch", entityId: batchId, before, after: rule });
      });
      if ((await certifyByRule(db, batchId, { origin: siteOrigin(request, publicOrigin) })) > 0) mail?.wake();
      return (await completionStatus(db, batchId))!;
    },
  });

  app.route({
    ...routeOf(certificateEndpoints.removeCompletionRule),
    handler: async (request, reply) => {
      const batchId = request.params.id;
      const removed = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const before = await completionRepository.rule(tx, batchId);
        if (!before) return false;
        await completionRepository.removeRule(tx, batchId);
        await audit({ action: "completion_rule.remove", entity: "batch", entityId: batchId, before, after: null });
        return true;
      });
      if (!removed) return reply.status(404).send({ detail: "This batch has no completion rule" });
      return reply.status(204).send(null);
    },
  });
};
