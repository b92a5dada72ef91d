// A course's batches (public), and a batch's schedule rows, recordings and feedback
// (learner-only: only for batches the signed-in learner is enrolled in).
import { apiMessages, batchEndpoints } from "@skillbridge/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { seesInactive } from "../../plugins/auth.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { courseRepository } from "../course/repository.ts";
import { learnerRepository } from "../learner/repository.ts";
import { pausedByPlan } from "../payment-plan/pause.ts";
import { batchRepository } from "./repository.ts";

export const batchRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeOf(batchEndpoints.forCourse),
    handler: async (request, reply) => {
      const { ictId } = request.params;
      if (!(await courseRepository.exists(db, ictId, seesInactive(request)))) {
        return reply.status(404).send({ detail: apiMessages.courseNotFound });
      }
      return batchRepository.forCourse(db, ictId, seesInactive(request));
    },
  });

  // Learner-only: the batch must be one of the signed-in learner's own.
  const ownsBatch = async (learnerId: number, cardId: number) =>
    learnerRepository.isEnrolledInBatch(db, learnerId, cardId);

  app.route({
    ...routeOf(batchEndpoints.schedules),
    handler: async (request, reply) => {
      const viewer = request.viewer!;
      if (!(await ownsBatch(viewer.id, request.params.id)))
        return reply.status(403).send({ detail: apiMessages.forbidden });
      return batchRepository.schedules(db, request.params.id);
    },
  });

  app.route({
    ...routeOf(batchEndpoints.recordings),
    handler: async (request, reply) => {
      const viewer = request.viewer!;
      if (!(await ownsBatch(viewer.id, request.params.id)))
        return reply.status(403).send({ detail: apiMessages.forbidden });
      const paused = await pausedByPlan(db, viewer.email, [request.params.id]);
      if (paused) return reply.status(402).send({ detail: paused });
      return batchRepository.recordings(db, request.params.id);
    },
  });

  app.route({
    ...routeOf(batchEndpoints.addFeedback),
    handler: async (request, reply) => {
      const viewer = request.viewer!;
      const cardId = request.params.id;
      const body = request.body;
      if (body.learnerId_id !== viewer.id || !(await ownsBatch(viewer.id, cardId))) {
        return reply.status(403).send({ detail: apiMessages.forbidden });
      }
      const batch = await batchRepository.byId(db, cardId);
      if (!batch || batch.ictId_id !== body.ictId_id || (body.trainingId !== undefined && body.trainingId !== cardId)) {
        return reply.status(422).send({ detail: [{ loc: ["body", "ictId_id"], msg: apiMessages.batchNotOfCourse }] });
      }
      const feedback = await batchRepository.addFeedback(db, {
        learnerId: viewer.id,
        cardId,
        courseId: batch.ictId_id,
        message: body.feedbackMsg,
        trainer: body.feedbackTrainer,
        rating: body.feedbackRating,
        publishConsent: body.publishConsent,
      });
      return reply.status(201).send(feedback);
    },
  });
};
