// GET /teaching-languages/ (public) and POST /admin/teaching-languages (staff, audited): the
// languages batches are taught in. A new language shows on the public filters at once.
import { teachingLanguageEndpoints } from "@skillbridge/core";
import { teachingLanguageMessages } from "@skillbridge/core/teaching-languages";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { unlessTaken } from "../../db/unique-violation.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { actorOf, auditedWrite } from "../audit/audit.ts";
import { publicContentChanged } from "../audit/public-change.ts";
import { teachingLanguageRepository as repo } from "./repository.ts";

export const teachingLanguageRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({ ...routeOf(teachingLanguageEndpoints.list), handler: () => repo.list(db) });

  app.route({
    ...routeOf(teachingLanguageEndpoints.create),
    handler: async (request, reply) => {
      const added = await unlessTaken(
        () =>
          auditedWrite(db, actorOf(request), async (tx, audit) => {
            const after = await repo.insert(tx, request.body as Required<typeof request.body>);
            await audit({
              action: "teaching-language.create",
              entity: "teaching_language",
              entityId: after.code,
              after,
            });
            return after;
          }),
        null,
      );
      if (!added) return reply.status(409).send({ detail: teachingLanguageMessages.taken });
      publicContentChanged(request.server);
      return reply.status(201).send(added);
    },
  });
};
