// spec §7: a course's batches (public), and a batch's schedule rows, recordings and feedback
// (learner-only: only for batches the signed-in learner is enrolled in).
import { apiMessages, batchEndpoints } from "@skillbridge/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { seesInactive } from "../../plugins/auth.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import type { CourseRepository } from "../course/repository.ts";
import type { LearnerRepository } from "../learner/repository.ts";
import type { BatchRepository } from "./repository.ts";

export const batchRoutes: FastifyPluginAsyncZod<{
  batches: BatchRepository;
  courses: CourseRepository;
  learners: LearnerRepository;
}> = async (app, { batches, courses, learners }) => {
  app.route({
    ...routeOf(batchEndpoints.forCourse),
    handler: async (request, reply) => {
      const { ictId } = request.params;
      if (!(await courses.exists(ictId, seesInactive(request)))) {
        return reply.status(404).send({ detail: apiMessages.courseNotFound });
      }
      return batches.forCourse(ictId, seesInactive(request));
    },
  });

  // Learner-only: the batch must be one of the signed-in learner's own.
  const ownsBatch = async (learnerId: number, cardId: number) => learners.isEnrolledInBatch(learnerId, cardId);

  app.route({
    ...routeOf(batchEndpoints.schedules),
    handler: async (request, reply) => {
      const viewer = request.viewer!;
      if (!(await ownsBatch(viewer.id, request.params.id)))
        return reply.status(403).send({ detail: apiMessages.forbidden });
      return batches.schedules(request.params.id);
    },
  });

  app.route({
    ...routeOf(batchEndpoints.recordings),
    handler: async (request, reply) => {
      const viewer = request.viewer!;
      if (!(await ownsBatch(viewer.id, request.params.id)))
        return reply.status(403).send({ detail: apiMessages.forbidden });
      return batches.recordings(request.params.id);
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
      const batch = await batches.byId(cardId);
      if (!batch || batch.ictId_id !== body.ictId_id || (body.trainingId !== undefined && body.trainingId !== cardId)) {
        return reply.status(422).send({ detail: [{ loc: ["body", "ictId_id"], msg: apiMessages.batchNotOfCourse }] });
      }
      const feedback = await batches.addFeedback({
        learnerId: viewer.id,
        cardId,
        courseId: batch.ictId_id,
        message: body.feedbackMsg,
        trainer: body.feedbackTrainer,
        rating: body.feedbackRating,
      });
      return reply.status(201).send(feedback);
    },
  });
};
