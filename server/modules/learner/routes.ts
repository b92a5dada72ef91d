// Learner-only: the profile, past trainings and study materials of the signed-in
// learner. Another learner's e-mail or course answers 403 (contract: one learner never sees another's data).
import { apiMessages, emailField, learnerEndpoints } from "@skillbridge/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { pausedByPlan } from "../payment-plan/pause.ts";
import { learnerRepository } from "./repository.ts";

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export const learnerRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeOf(learnerEndpoints.profile),
    handler: async (request, reply) => {
      const email = request.query.email?.trim();
      if (!email) return reply.status(400).send({ detail: apiMessages.noLearnerSession });
      if (!sameEmail(email, request.viewer!.email)) return reply.status(403).send({ detail: apiMessages.forbidden });
      const profile = await learnerRepository.profile(db, request.viewer!.id);
      return profile ? [profile] : [];
    },
  });

  app.route({
    ...routeOf(learnerEndpoints.trainings),
    handler: async (request, reply) => {
      const email = emailField.safeParse(request.params.email);
      if (!email.success) return reply.status(400).send({ detail: apiMessages.noPastTrainings });
      if (!sameEmail(email.data, request.viewer!.email))
        return reply.status(403).send({ detail: apiMessages.forbidden });
      return learnerRepository.enrolments(db, request.viewer!.id);
    },
  });

  app.route({
    ...routeOf(learnerEndpoints.studyMaterials),
    handler: async (request, reply) => {
      const batchIds = await learnerRepository.batchIdsInCourse(db, request.viewer!.id, request.params.ictId);
      if (batchIds.length === 0) return reply.status(403).send({ detail: apiMessages.forbidden });
      const paused = await pausedByPlan(db, request.viewer!.email, batchIds);
      if (paused) return reply.status(402).send({ detail: paused });
      return learnerRepository.studyMaterials(db, request.params.ictId);
    },
  });
};
