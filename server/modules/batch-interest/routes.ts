// POST /batch-interests/ (public): "tell me when a batch opens" for an active course, behind the
// same honeypot and rate limit as the enquiry form; a repeat by the same e-mail stores nothing
// and answers the same. The staff reads: every course's waiting people (the dashboard) and one
// course's requests (its admin page).
import { apiMessages, batchInterestEndpoints } from "@skillbridge/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { courseRepository } from "../course/repository.ts";
import { refuseHoneypot } from "../submission/screening.ts";
import { batchInterestRepository as repo } from "./repository.ts";

export const batchInterestRoutes: FastifyPluginAsyncZod<{
  db: Db;
  rateLimit: { max: number; timeWindow: string };
}> = async (app, { db, rateLimit }) => {
  const create = routeOf(batchInterestEndpoints.create);
  app.route({
    ...create,
    config: { ...create.config, rateLimit },
    preHandler: refuseHoneypot,
    handler: async (request, reply) => {
      const { ict_id, name, email, phone } = request.body;
      const course = await courseRepository.byId(db, ict_id, false);
      if (!course) {
        return reply.status(422).send({ detail: [{ loc: ["body", "ict_id"], msg: apiMessages.courseNotFound }] });
      }
      await repo.insert(db, { courseId: course.id, name, email, phone });
      return reply.status(201).send({ ict_id: course.id, ictName: course.ictName });
    },
  });

  app.route({ ...routeOf(batchInterestEndpoints.waiting), handler: () => repo.waiting(db) });

  app.route({
    ...routeOf(batchInterestEndpoints.forCourse),
    handler: async (request, reply) => {
      if ((await repo.courseName(db, request.params.id)) === null) {
        return reply.status(404).send({ detail: apiMessages.courseNotFound });
      }
      return repo.forCourse(db, request.params.id);
    },
  });
};
