// The back office's events, staff only: the list (upcoming or past, paged), create and
// edit (a start entered in IST, stored as an instant), active/inactive. Every write is audited and
// refreshes the public pages at once.
import { apiMessages, eventAdminEndpoints } from "@skillbridge/core";
import { ADMIN_EVENTS_PAGE_SIZE, type AdminEvent, type eventInputSchema } from "@skillbridge/core/admin/event";
import { istLocalToInstant } from "@skillbridge/core/admin/site";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { actorOf, auditedWrite } from "../audit/audit.ts";
import { publicContentChanged } from "../audit/public-change.ts";
import { type EventValues, eventAdminRepository as repo } from "./admin-repository.ts";

/** The columns a (partial) body sets: the IST start becomes an instant. */
function valuesOf(body: Partial<z.output<typeof eventInputSchema>>): Partial<EventValues> {
  const values: Partial<EventValues> = {};
  if (body.title !== undefined) values.title = body.title;
  if (body.description !== undefined) values.description = body.description;
  if (body.startsAt !== undefined) values.startsAt = new Date(istLocalToInstant(body.startsAt)!);
  if (body.durationMinutes !== undefined) values.durationMinutes = body.durationMinutes;
  if (body.pic !== undefined) values.pic = body.pic;
  if (body.courseId !== undefined) values.courseId = body.courseId;
  if (body.status !== undefined) values.status = body.status;
  return values;
}

export const eventAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const unknownCourse = { detail: [{ loc: ["body", "courseId"], msg: apiMessages.chooseExistingCourse }] };

  app.route({
    ...routeOf(eventAdminEndpoints.list),
    handler: async (request, reply) => {
      const { limit = ADMIN_EVENTS_PAGE_SIZE, offset = 0, when } = request.query;
      const page = await repo.page(db, { limit, offset, when });
      reply.header("x-total-count", String(page.total));
      return page;
    },
  });

  app.route({
    ...routeOf(eventAdminEndpoints.byId),
    handler: async (request, reply) =>
      (await repo.find(db, request.params.id)) ?? reply.status(404).send({ detail: apiMessages.eventNotFound }),
  });

  app.route({
    ...routeOf(eventAdminEndpoints.create),
    handler: async (request, reply) => {
      const body = request.body;
      if (body.courseId != null && !(await repo.courseExists(db, body.courseId))) {
        return reply.status(422).send(unknownCourse);
      }
      const created = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const id = await repo.insert(tx, {
          description: "",
          pic: "",
          courseId: null,
          status: "A",
          ...(valuesOf(body) as EventValues),
        });
        const after = (await repo.find(tx, id))!;
        await audit({ action: "event.create", entity: "event", entityId: id, before: null, after });
        return after;
      });
      publicContentChanged(request.server);
      return reply.status(201).send(created);
    },
  });

  app.route({
    ...routeOf(eventAdminEndpoints.update),
    handler: async (request, reply) => {
      const body = request.body;
      if (body.courseId != null && !(await repo.courseExists(db, body.courseId))) {
        return reply.status(422).send(unknownCourse);
      }
      const updated = await auditedWrite(db, actorOf(request), async (tx, audit): Promise<AdminEvent | null> => {
        const before = await repo.find(tx, request.params.id, true);
        if (!before) return null;
        await repo.update(tx, before.id, valuesOf(body));
        const after = (await repo.find(tx, before.id))!;
        await audit({ action: "event.update", entity: "event", entityId: before.id, before, after });
        return after;
      });
      if (!updated) return reply.status(404).send({ detail: apiMessages.eventNotFound });
      publicContentChanged(request.server);
      return updated;
    },
  });
};
