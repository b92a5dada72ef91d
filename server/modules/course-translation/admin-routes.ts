// The back office's course translations, staff only: a course's name, descriptions, modules and
// FAQs in another language, read and saved whole. A save is audited like the English edits and
// refreshes the public pages of every language at once.
import { apiMessages, courseTranslationEndpoints } from "@skillbridge/core";
import { translationMessages } from "@skillbridge/core/admin/course-translation";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { actorOf, auditedWrite } from "../audit/audit.ts";
import { publicContentChanged } from "../audit/public-change.ts";
import { contentAdminRepository } from "../course-content/admin-repository.ts";
import { courseTranslationRepository as repo } from "./repository.ts";

export const courseTranslationAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const courseMissing = { detail: apiMessages.courseNotFound };

  app.route({
    ...routeOf(courseTranslationEndpoints.get),
    handler: async (request, reply) => {
      const { id, locale } = request.params;
      if (!(await contentAdminRepository.course(db, id))) return reply.status(404).send(courseMissing);
      return repo.forStaff(db, id, locale);
    },
  });

  app.route({
    ...routeOf(courseTranslationEndpoints.save),
    handler: async (request, reply) => {
      const { id, locale } = request.params;
      const outcome = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        if (!(await contentAdminRepository.course(tx, id))) return "missing" as const;
        if (!(await repo.itemsBelong(tx, id, request.body))) return "foreign" as const;
        const before = await repo.forStaff(tx, id, locale);
        await repo.save(tx, id, locale, request.body);
        const after = await repo.forStaff(tx, id, locale);
        await audit({ action: "course-translation.save", entity: "course", entityId: id, before, after });
        return after;
      });
      if (outcome === "missing") return reply.status(404).send(courseMissing);
      if (outcome === "foreign") {
        return reply.status(422).send({ detail: [{ loc: ["body"], msg: translationMessages.unknownItem }] });
      }
      publicContentChanged(request.server);
      return outcome;
    },
  });
};
