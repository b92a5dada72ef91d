// Payment plans over HTTP: staff set a batch's plan; the payer chooses it on their page, or asks
// a link for another part of the same fee; staff see what is owed by due date and waive a part.
import { apiMessages, paymentPlanEndpoints } from "@skillbridge/core";
import { addDays, planMessages, receivableTotals } from "@skillbridge/core/money";
import { dayInIndia } from "@skillbridge/core/rules";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { trainingCards } from "../../db/schema.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { actorOf, auditedWrite } from "../audit/audit.ts";
import { refusedMoneyRole } from "../payment/money-role.ts";
import { paymentPage } from "../payment/page.ts";
import { paymentRepository } from "../payment/repository.ts";
import { unknownLink } from "../payment/routes.ts";
import { choosePlan } from "./choose.ts";
import { pausedByPlan } from "./pause.ts";
import { paymentPlanRepository } from "./repository.ts";

export const paymentPlanRoutes: FastifyPluginAsyncZod<{ db: Db; gateway: boolean }> = async (app, { db, gateway }) => {
  const batchExists = async (id: number) =>
    (await db.select({ id: trainingCards.id }).from(trainingCards).where(eq(trainingCards.id, id))).length > 0;

  app.route({
    ...routeOf(paymentPlanEndpoints.batchPlan),
    handler: async (request, reply) => {
      if (!(await batchExists(request.params.id))) return reply.status(404).send({ detail: apiMessages.notFound });
      return { parts: await paymentPlanRepository.planOf(db, request.params.id) };
    },
  });

  app.route({
    ...routeOf(paymentPlanEndpoints.saveBatchPlan),
    handler: async (request, reply) => {
      if (await refusedMoneyRole(db, request, reply)) return reply;
      const id = request.params.id;
      if (!(await batchExists(id))) return reply.status(404).send({ detail: apiMessages.notFound });
      await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const before = await paymentPlanRepository.planOf(tx, id);
        await paymentPlanRepository.savePlan(tx, id, request.body.parts);
        await audit({
          action: "payment-plan.save",
          entity: "batch",
          entityId: id,
          before: { parts: before },
          after: { parts: request.body.parts },
        });
      });
      return { parts: request.body.parts };
    },
  });

  app.route({
    ...routeOf(paymentPlanEndpoints.removeBatchPlan),
    handler: async (request, reply) => {
      if (await refusedMoneyRole(db, request, reply)) return reply;
      const id = request.params.id;
      if (!(await batchExists(id))) return reply.status(404).send({ detail: apiMessages.notFound });
      await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const before = await paymentPlanRepository.planOf(tx, id);
        if (await paymentPlanRepository.removePlan(tx, id)) {
          await audit({
            action: "payment-plan.remove",
            entity: "batch",
            entityId: id,
            before: { parts: before },
            after: null,
          });
        }
      });
      return { parts: null };
    },
  });

  app.route({
    ...routeOf(paymentPlanEndpoints.choose),
    handler: async (request, reply) => {
      const { token } = request.body;
      const outcome = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const found = await paymentRepository.byToken(tx, token);
        if (!found) return { kind: "missing" } as const;
        // The batch before the request: the lock order of every path that touches a fee's seat.
        const locked = await paymentRepository.lockRequestAfterBatch(tx, found.request.id);
        return choosePlan(tx, audit, locked!);
      });
      if (outcome.kind === "missing") return reply.status(404).send({ detail: unknownLink });
      if (outcome.kind === "invalid")
        return reply.status(422).send({ detail: [{ loc: outcome.loc, msg: outcome.msg }] });
      reply.header("cache-control", "private, no-store");
      return (await paymentPage(db, token, gateway))!;
    },
  });

  app.route({
    ...routeOf(paymentPlanEndpoints.partLink),
    handler: async (request, reply) => {
      const { token, partNo } = request.body;
      const outcome = await db.transaction(async (tx) => {
        const found = await paymentRepository.byToken(tx, token);
        if (!found) return { kind: "missing" } as const;
        if (found.request.planFirstId == null) return { kind: "invalid", msg: planMessages.notPart } as const;
        const parts = await paymentPlanRepository.parts(tx, found.request.planFirstId);
        const part = parts.find((row) => row.partNo === partNo);
        if (!part) return { kind: "invalid", msg: planMessages.notPart } as const;
        // This page's own part keeps its link; another part gets a new one.
        if (part.id === found.request.id) return { kind: "done", token } as const;
        return { kind: "done", token: await paymentPlanRepository.newLink(tx, part) } as const;
      });
      reply.header("cache-control", "private, no-store");
      if (outcome.kind === "missing") return reply.status(404).send({ detail: unknownLink });
      if (outcome.kind === "invalid")
        return reply.status(422).send({ detail: [{ loc: ["body", "partNo"], msg: outcome.msg }] });
      return { token: outcome.token };
    },
  });

  app.route({
    ...routeOf(paymentPlanEndpoints.learnerNotice),
    handler: async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const email = request.viewer!.email;
      const today = dayInIndia(new Date());
      const parts = await paymentPlanRepository.openPartsOfEmail(db, email, addDays(today, 7));
      const batchIds = [...new Set(parts.map((part) => part.trainingCardId))];
      return {
        paused: await pausedByPlan(db, email, batchIds),
        parts: parts.map((part) => ({
          courseName: part.courseName,
          partNo: part.partNo,
          partCount: part.partCount,
          amountPaise: part.amountPaise,
          dueOn: part.dueOn,
          overdue: part.dueOn < today,
        })),
      };
    },
  });

  app.route({
    ...routeOf(paymentPlanEndpoints.learnerPartLink),
    handler: async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const token = await db.transaction(async (tx) => {
        const part = await paymentPlanRepository.openPartOfEmail(tx, request.params.id, request.viewer!.email);
        return part ? paymentPlanRepository.newLink(tx, part) : null;
      });
      // Another learner's part, or one not owed any more, is simply not found.
      if (!token) return reply.status(404).send({ detail: apiMessages.notFound });
      return { token };
    },
  });

  app.route({
    ...routeOf(paymentPlanEndpoints.receivables),
    handler: async () => {
      const today = dayInIndia(new Date());
      const parts = await paymentPlanRepository.receivables(db, today);
      return { today, totals: receivableTotals(parts), parts };
    },
  });

  app.route({
    ...routeOf(paymentPlanEndpoints.waive),
    handler: async (request, reply) => {
      if (await refusedMoneyRole(db, request, reply)) return reply;
      const id = request.params.id;
      const outcome = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const part = await paymentRepository.lockRequestAfterBatch(tx, id);
        if (!part) return "missing" as const;
        if (part.partNo == null || part.status !== "open") return "refused" as const;
        // A claim waiting for staff is money on its way: confirm or reject it first.
        const claims = await paymentRepository.paymentsOf(tx, id);
        if (claims.some((claim) => claim.status === "pending")) return "refused" as const;
        const after = await paymentPlanRepository.waive(tx, id, request.body.reason);
        await audit({ action: "payment-plan.waive", entity: "payment_request", entityId: id, before: part, after });
        return after;
      });
      if (outcome === "missing") return reply.status(404).send({ detail: apiMessages.notFound });
      if (outcome === "refused") return reply.status(409).send({ detail: planMessages.notOverdue });
      return { id: outcome.id, status: outcome.status };
    },
  });
};
