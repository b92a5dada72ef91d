// Course management for staff: courses (details, hours, price, image, active or not).
// Every write goes through auditedWrite and then drops the cached public pages, so visitors see
// the change at once.

import { apiMessages, courseAdminEndpoints } from "@skillbridge/core";
import { catalogueMessages } from "@skillbridge/core/admin/catalogue";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { actorOf, auditedWrite } from "../audit/audit.ts";
import { publicContentChanged } from "../audit/public-change.ts";
import { courseAdminRepository as repo } from "./admin-repository.ts";

const domainMissing = { detail: [{ loc: ["body", "domainId"], msg: catalogueMessages.domainMissing }] };

export const courseAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeOf(courseAdminEndpoints.list),
    handler: async (request, reply) => {
      const page = await repo.listCourses(db, request.query);
      reply.header("x-total-count", String(page.total));
      return page;
    },
  });

  app.route({
    ...routeOf(courseAdminEndpoints.create),
    handler: async (request, reply) => {
      const created = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        if (!(await repo.domainExists(tx, request.body.domainId))) return null;
        const id = await repo.insertCourse(tx, request.body);
        const after = await repo.courseById(tx, id);
        await audit({ action: "course.create", entity: "course", entityId: id, before: null, after });
        return after!;
      });
      if (!created) return reply.status(422).send(domainMissing);
      publicContentChanged(request.server);
      return reply.status(201).send(created);
    },
  });

  app.route({
    ...routeOf(courseAdminEndpoints.byId),
    handler: async (request, reply) => {
      const course = await repo.courseById(db, request.params.id);
      return course ?? reply.status(404).send({ detail: apiMessages.courseNotFound });
    },
  });

  app.route({
    ...routeOf(courseAdminEndpoints.update),
    handler: async (request, reply) => {
      const { id } = request.params;
      const patch = request.body;
      const outcome = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const before = await repo.courseById(tx, id, true);
        if (!before) return "missing" as const;
        if (patch.domainId !== undefined && !(await repo.domainExists(tx, patch.domainId))) return "no-domain" as const;
        await repo.updateCourse(tx, before, patch);
        const after = await repo.courseById(tx, id);
        const statusOnly = Object.keys(patch).length === 1 && patch.status !== undefined;
        await audit({
          action: statusOnly ? "course.status" : "course.update",
          entity: "course",
          entityId: id,
          before,
          after,
        });
        return after!;
      });
      if (outcome === "missing") return reply.status(404).send({ detail: apiMessages.courseNotFound });
      if (outcome === "no-domain") return reply.status(422).send(domainMissing);
      publicContentChanged(request.server);
      return outcome;
    },
  });
};
