// The back office's course content, staff only: learning modules, benefits,
// prerequisites, FAQs and study materials of one course — list, add, edit, delete, reorder.
// Every write is audited and refreshes the public pages at once (the public calls read the same
// tables).
import { apiMessages, courseContentAdminEndpoints, type EndpointData } from "@skillbridge/core";
import {
  CONTENT_KINDS,
  type ContentKind,
  contentItemSchemas,
  contentMessages,
  type courseContentSchema,
} from "@skillbridge/core/admin/content";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { actorOf, auditedWrite } from "../audit/audit.ts";
import { publicContentChanged } from "../audit/public-change.ts";
import { contentAdminRepository as repo } from "./admin-repository.ts";

/** The audit log's name of each kind's record. */
const entityOf: Record<ContentKind, string> = {
  modules: "learning-module",
  benefits: "benefit",
  prerequisites: "prerequisite",
  faqs: "faq",
  materials: "study-material",
};

export const courseContentAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const courseMissing = { detail: apiMessages.courseNotFound };
  const itemMissing = { detail: contentMessages.itemNotFound };

  app.route({
    ...routeOf(courseContentAdminEndpoints.content),
    handler: async (request, reply) => {
      const course = await repo.course(db, request.params.id);
      if (!course) return reply.status(404).send(courseMissing);
      const [modules, benefits, prerequisites, faqs, materials] = await Promise.all(
        CONTENT_KINDS.map((kind) => repo.list(db, kind, course.id)),
      );
      return {
        course,
        modules: modules as z.infer<typeof courseContentSchema>["modules"],
        benefits: benefits as z.infer<typeof courseContentSchema>["benefits"],
        prerequisites: prerequisites as z.infer<typeof courseContentSchema>["prerequisites"],
        faqs: faqs as z.infer<typeof courseContentSchema>["faqs"],
        materials: materials as z.infer<typeof courseContentSchema>["materials"],
      };
    },
  });

  for (const kind of CONTENT_KINDS) {
    const entity = entityOf[kind];
    const item = contentItemSchemas[kind];
    const endpoints = courseContentAdminEndpoints.kinds[kind];

    app.route({
      ...routeOf(endpoints.create),
      handler: async (request, reply) => {
        const created = await auditedWrite(db, actorOf(request), async (tx, audit) => {
          const course = await repo.course(tx, request.params.id);
          if (!course) return null;
          const after = await repo.add(tx, kind, course.id, request.body);
          await audit({
            action: `${entity}.create`,
            entity,
            entityId: after.id,
            before: null,
            after: { courseId: course.id, ...after },
          });
          return after;
        });
        if (!created) return reply.status(404).send(courseMissing);
        publicContentChanged(request.server);
        return reply.status(201).send(created as z.infer<typeof item>);
      },
    });

    app.route({
      ...routeOf(endpoints.update),
      handler: async (request, reply) => {
        const updated = await auditedWrite(db, actorOf(request), async (tx, audit) => {
          const before = await repo.get(tx, kind, request.params.id, true);
          if (!before) return null;
          const after = (await repo.update(tx, kind, request.params.id, request.body))!;
          await audit({
            action: `${entity}.update`,
            entity,
            entityId: after.id,
            before: { courseId: before.courseId, ...before.item },
            after: { courseId: before.courseId, ...after },
          });
          return after;
        });
        if (!updated) return reply.status(404).send(itemMissing);
        publicContentChanged(request.server);
        return updated as z.infer<typeof item>;
      },
    });

    app.route({
      ...routeOf(endpoints.remove),
      handler: async (request, reply) => {
        const removed = await auditedWrite(db, actorOf(request), async (tx, audit) => {
          const before = await repo.get(tx, kind, request.params.id, true);
          if (!before) return false;
          await repo.remove(tx, kind, request.params.id);
          await audit({
            action: `${entity}.delete`,
            entity,
            entityId: request.params.id,
            before: { courseId: before.courseId, ...before.item },
            after: null,
          });
          return true;
        });
        if (!removed) return reply.status(404).send(itemMissing);
        publicContentChanged(request.server);
        return reply.status(204).send(null);
      },
    });

    app.route({
      ...routeOf(endpoints.reorder),
      handler: async (request, reply) => {
        const outcome = await auditedWrite(db, actorOf(request), async (tx, audit) => {
          const course = await repo.course(tx, request.params.id);
          if (!course) return "missing" as const;
          const before = (await repo.list(tx, kind, course.id)).map((row) => row.id);
          if (!(await repo.reorder(tx, kind, course.id, request.body.ids))) return "mismatch" as const;
          const after = await repo.list(tx, kind, course.id);
          await audit({
            action: `${entity}.reorder`,
            entity: "course",
            entityId: course.id,
            before: { courseId: course.id, ids: before },
            after: { courseId: course.id, ids: after.map((row) => row.id) },
          });
          return after;
        });
        if (outcome === "missing") return reply.status(404).send(courseMissing);
        if (outcome === "mismatch") {
          return reply.status(422).send({ detail: [{ loc: ["body", "ids"], msg: contentMessages.orderMismatch }] });
        }
        publicContentChanged(request.server);
        // `kind` is any of five, so the answer is typed as one of five array types, not one array of them all.
        return outcome as EndpointData<typeof endpoints.reorder>;
      },
    });
  }
};
