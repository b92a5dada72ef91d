// The staff dashboard: every aggregate for a range of IST days (default: the last 12
// weeks to today), and the holiday list of the "1 business day" promise (staff add and remove
// days, audited). Staff only (401 without a session, 403 to a learner), like every /admin call.
import { dashboardEndpoints } from "@skillbridge/core";
import { istDay, istMidnight } from "@skillbridge/core/dashboard/business-day";
import { DASHBOARD_DEFAULT_WEEKS, holidayMessages } from "@skillbridge/core/dashboard/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { actorOf, auditedWrite } from "../audit/audit.ts";
import { holidayRepository, rangeBounds, dashboardRepository as repo } from "./repository.ts";

const DAY_MS = 86_400_000;

/** The range asked for, or its default: the last 12 weeks up to today (IST). */
export function dashboardRange(query: { from?: string | undefined; to?: string | undefined }, now: Date) {
  const to = query.to ?? (query.from && query.from > istDay(now) ? query.from : istDay(now));
  const from = query.from ?? istDay(new Date(istMidnight(to).getTime() - (DASHBOARD_DEFAULT_WEEKS * 7 - 1) * DAY_MS));
  return { from, to };
}

export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Db; now?: () => Date }> = async (app, options) => {
  const { db } = options;
  const now = options.now ?? (() => new Date());

  app.route({
    ...routeOf(dashboardEndpoints.summary),
    handler: async (request) => {
      const at = now();
      const range = dashboardRange(request.query, at);
      const { start, end } = rangeBounds(range);
      const holidays = new Set((await repo.holidays(db)).map((holiday) => holiday.day));
      const [{ weekly, funnel, response }, waiting, revenue, batches, feedback, search] = await Promise.all([
        repo.pipeline(db, range, start, end),
        repo.waiting(db, at, holidays),
        repo.revenue(db, start, end),
        repo.batches(db, istDay(at)),
        repo.feedback(db, start, end),
        repo.search(db, range),
      ]);
      return { range, weekly, funnel, response: { ...response, waiting }, revenue, batches, feedback, search };
    },
  });

  app.route({ ...routeOf(dashboardEndpoints.holidays), handler: () => repo.holidays(db) });

  app.route({
    ...routeOf(dashboardEndpoints.addHoliday),
    handler: async (request, reply) => {
      const { day, name } = request.body;
      const added = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const row = await holidayRepository.add(tx, day, name);
        if (row) await audit({ action: "holiday.create", entity: "holiday", entityId: day, before: null, after: row });
        return row;
      });
      if (!added) return reply.status(409).send({ detail: holidayMessages.duplicate });
      return reply.status(201).send(added);
    },
  });

  app.route({
    ...routeOf(dashboardEndpoints.removeHoliday),
    handler: async (request, reply) => {
      const removed = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const row = await holidayRepository.remove(tx, request.params.day);
        if (row)
          await audit({ action: "holiday.delete", entity: "holiday", entityId: row.day, before: row, after: null });
        return row;
      });
      if (!removed) return reply.status(404).send({ detail: holidayMessages.notFound });
      return reply.status(204).send(null);
    },
  });
};
