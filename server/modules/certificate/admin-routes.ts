import { certificateEndpoints, certificateMessages, type IssueResult } from "@skillbridge/core";
import { batchMessages } from "@skillbridge/core/admin/batches";
import { dayInIndia } from "@skillbridge/core/rules";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { actorOf, auditedWrite } from "../audit/audit.ts";
import type { MailWorker } from "../mail/worker.ts";
import { siteOrigin } from "../submission/site-origin.ts";
import { issueCertificate } from "./issue.ts";
import { certificateRepository as repo } from "./repository.ts";

const batchMissing = { detail: batchMessages.batchNotFound };

export const certificateAdminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  mail?: MailWorker;
  publicOrigin?: string | undefined;
}> = async (app, { db, mail, publicOrigin }) => {
  const hasEnded = (endDate: string | null) => endDate !== null && endDate < dayInIndia(new Date());

  app.route({
    ...routeOf(certificateEndpoints.roster),
    handler: async (request, reply) => {
      const batch = await repo.batch(db, request.params.id);
      if (!batch) return reply.status(404).send(batchMissing);
      const learners = await repo.roster(db, batch.id);
      return { batchId: batch.id, courseName: batch.courseName, batchEnded: hasEnded(batch.endDate), learners };
    },
  });

  app.route({
    ...routeOf(certificateEndpoints.completion),
    handler: async (request, reply) => {
      const { id, learnerId } = request.params;
      const entry = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const before = (await repo.roster(tx, id)).find((row) => row.learnerId === learnerId);
        if (!before) return null;
        const { completed } = request.body;
        const reason = completed === false ? (request.body.reason ?? null) : null;
        await repo.setCompletion(tx, id, learnerId, completed, reason);
        const after = { ...before, completed, notCompletedReason: reason };
        await audit({
          action: "enrolment.completion",
          entity: "batch",
          entityId: id,
          before: { learnerId, completed: before.completed, reason: before.notCompletedReason },
          after: { learnerId, completed, reason },
        });
        return after;
      });
      if (!entry) return reply.status(404).send({ detail: certificateMessages.learnerNotEnrolled });
      return entry;
    },
  });

  app.route({
    ...routeOf(certificateEndpoints.issue),
    handler: async (request, reply) => {
      const batch = await repo.batch(db, request.params.id);
      if (!batch) return reply.status(404).send(batchMissing);
      const endDate = batch.endDate;
      if (endDate === null || !hasEnded(endDate)) {
        return reply.status(409).send({ detail: certificateMessages.batchNotEnded });
      }
      const actor = actorOf(request);
      const result = await auditedWrite(db, actor, async (tx, audit): Promise<IssueResult> => {
        await repo.lockBatch(tx, batch.id);
        const roster = await repo.roster(tx, batch.id);
        const byLearner = new Map(roster.map((entry) => [entry.learnerId, entry]));
        const enrolledAt = await repo.enrolledAt(tx, batch.id);
        // Once staff mark learners of a batch completed, a certificate says "completed": only those
        // marked get one. Never a learner who joined after the batch ended (IST days).
        const marked = roster.some((entry) => entry.completed === true);
        const chosen = request.body.learnerIds ?? roster.map((entry) => entry.learnerId);
        const outcome: IssueResult = { issued: [], skipped: [] };
        for (const learnerId of new Set(chosen)) {
          const entry = byLearner.get(learnerId);
          if (!entry) outcome.skipped.push({ learnerId, reason: "not-enrolled" });
          else if (entry.completed === false) outcome.skipped.push({ learnerId, reason: "not-completed" });
          else if (marked && entry.completed !== true) {
            outcome.skipped.push({ learnerId, reason: "not-marked-completed" });
          } else if (dayInIndia(enrolledAt.get(learnerId) ?? new Date()) > endDate) {
            outcome.skipped.push({ learnerId, reason: "enrolled-after-end" });
          } else if (entry.certificate && entry.certificate.revokedAt === null) {
            outcome.skipped.push({ learnerId, reason: "already-certified" });
          } else {
            const certificate = await issueCertificate(tx, audit, {
              batch: { ...batch, endDate },
              learner: entry,
              origin: siteOrigin(request, publicOrigin),
              issuedBy: actor.staffId,
            });
            outcome.issued.push(certificate);
          }
        }
        return outcome;
      });
      if (result.issued.length) mail?.wake();
      return reply.status(201).send(result);
    },
  });

  app.route({
    ...routeOf(certificateEndpoints.revoke),
    handler: async (request, reply) => {
      const outcome = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const before = await repo.find(tx, request.params.id, true);
        if (!before) return "missing" as const;
        if (before.revokedAt !== null) return "revoked" as const;
        const after = await repo.revoke(tx, before.id, request.body.reason, actorOf(request).staffId);
        await audit({ action: "certificate.revoke", entity: "certificate", entityId: before.id, before, after });
        return after;
      });
      if (outcome === "missing") return reply.status(404).send({ detail: certificateMessages.certificateNotFound });
      if (outcome === "revoked") return reply.status(409).send({ detail: certificateMessages.alreadyRevoked });
      return outcome;
    },
  });
};
