// Catalogue management for staff (issue 6): domains (name, icon, order, active or not) and
// courses (details, hours, price, image, active or not). Every write goes through auditedWrite
// and then drops the cached public pages, so visitors see the change at once.
import {
  adminCourseListSchema,
  adminCourseQuerySchema,
  adminDomainSchema,
  catalogueMessages,
  courseCreateSchema,
  courseUpdateSchema,
  domainCreateSchema,
  domainMoveSchema,
  domainUpdateSchema,
} from "@skillbridge/core/admin/catalogue";
import { courseSchema, errorSchema, idParams } from "@skillbridge/core/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { actorOf, auditedWrite } from "../audit/audit.ts";
import { publicContentChanged } from "../audit/public-change.ts";
import * as repo from "./repository.ts";

const domainMissing = { detail: [{ loc: ["body", "domainId"], msg: catalogueMessages.domainMissing }] };

export const catalogueAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ["admin"];
  const config = { access: "staff" as const };
  const denied = { 401: errorSchema, 403: errorSchema, 422: errorSchema };

  // ---- domains ----
  app.get(
    "/admin/domains",
    {
      config,
      schema: {
        tags,
        summary: "Every domain, active or not, in public order, with course counts",
        response: { 200: z.array(adminDomainSchema), ...denied },
      },
    },
    () => repo.listDomains(db),
  );

  app.post(
    "/admin/domains",
    { config, schema: { tags, body: domainCreateSchema, response: { 201: adminDomainSchema, ...denied } } },
    async (request, reply) => {
      const created = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const id = await repo.insertDomain(tx, request.body);
        const after = await repo.domainById(tx, id);
        await audit({ action: "domain.create", entity: "domain", entityId: id, before: null, after });
        return after!;
      });
      publicContentChanged(request.server);
      return reply.status(201).send(created);
    },
  );

  app.patch(
    "/admin/domains/:id",
    {
      config,
      schema: {
        tags,
        summary: "Rename, change the icon, activate or deactivate a domain",
        params: idParams,
        body: domainUpdateSchema,
        response: { 200: adminDomainSchema, 404: errorSchema, ...denied },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const updated = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const before = await repo.domainById(tx, id);
        if (!before) return null;
        await repo.updateDomain(tx, id, request.body);
        const after = await repo.domainById(tx, id);
        const action =
          Object.keys(request.body).length === 1 && request.body.status ? "domain.status" : "domain.update";
        await audit({ action, entity: "domain", entityId: id, before, after });
        return after!;
      });
      if (!updated) return reply.status(404).send({ detail: catalogueMessages.domainNotFound });
      publicContentChanged(request.server);
      return updated;
    },
  );

  app.post(
    "/admin/domains/:id/move",
    {
      config,
      schema: {
        tags,
        summary: "Move a domain one place up or down in the public order; answers the new order",
        params: idParams,
        body: domainMoveSchema,
        response: { 200: z.array(adminDomainSchema), 404: errorSchema, ...denied },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { direction } = request.body;
      const outcome = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const before = await repo.domainById(tx, id);
        if (!before) return "missing" as const;
        if (!(await repo.moveDomain(tx, id, direction))) return "at-end" as const;
        const after = await repo.domainById(tx, id);
        await audit({
          action: "domain.move",
          entity: "domain",
          entityId: id,
          before: { position: before.position },
          after: { position: after!.position, direction },
        });
        return "moved" as const;
      });
      if (outcome === "missing") return reply.status(404).send({ detail: catalogueMessages.domainNotFound });
      if (outcome === "at-end") {
        const msg = direction === "up" ? "This domain is already first" : "This domain is already last";
        return reply.status(422).send({ detail: [{ loc: ["body", "direction"], msg }] });
      }
      publicContentChanged(request.server);
      return repo.listDomains(db);
    },
  );

  // ---- courses ----
  app.get(
    "/admin/courses",
    {
      config,
      schema: {
        tags,
        summary: "Courses, active or not: search, filters, sorting and paging in the database (total in x-total-count)",
        querystring: adminCourseQuerySchema,
        response: { 200: adminCourseListSchema, ...denied },
      },
    },
    async (request, reply) => {
      const page = await repo.listCourses(db, request.query);
      reply.header("x-total-count", String(page.total));
      return page;
    },
  );

  app.post(
    "/admin/courses",
    {
      config,
      schema: {
        tags,
        summary: "Create a course with its hours and price; it starts inactive unless status says otherwise",
        body: courseCreateSchema,
        response: { 201: courseSchema, ...denied },
      },
    },
    async (request, reply) => {
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
  );

  app.get(
    "/admin/courses/:id",
    { config, schema: { tags, params: idParams, response: { 200: courseSchema, 404: errorSchema, ...denied } } },
    async (request, reply) => {
      const course = await repo.courseById(db, request.params.id);
      return course ?? reply.status(404).send({ detail: catalogueMessages.courseNotFound });
    },
  );

  app.patch(
    "/admin/courses/:id",
    {
      config,
      schema: {
        tags,
        summary: "Edit a course's details, hours, price or image; activate or deactivate it",
        params: idParams,
        body: courseUpdateSchema,
        response: { 200: courseSchema, 404: errorSchema, ...denied },
      },
    },
    async (request, reply) => {
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
      if (outcome === "missing") return reply.status(404).send({ detail: catalogueMessages.courseNotFound });
      if (outcome === "no-domain") return reply.status(422).send(domainMissing);
      publicContentChanged(request.server);
      return outcome;
    },
  );
};
