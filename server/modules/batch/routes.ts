// spec §7: a course's batches (public), and a batch's schedule rows, recordings and feedback
// (learner-only: only for batches the signed-in learner is enrolled in).
import {
  apiMessages,
  errorSchema,
  feedbackCreateSchema,
  feedbackSchema,
  ictIdParams,
  idParams,
  recordingSchema,
  scheduleSchema,
  trainingCardSchema,
} from "@skillbridge/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { seesInactive } from "../../plugins/auth.ts";
import type { CourseRepository } from "../course/repository.ts";
import type { LearnerRepository } from "../learner/repository.ts";
import type { BatchRepository } from "./repository.ts";

export const batchRoutes: FastifyPluginAsyncZod<{
  batches: BatchRepository;
  courses: CourseRepository;
  learners: LearnerRepository;
}> = async (app, { batches, courses, learners }) => {
  const tags = ["batch"];
  app.get(
    "/ictData/:ictId/training-cards",
    {
      config: { access: "public" },
      schema: { tags, params: ictIdParams, response: { 200: z.array(trainingCardSchema), 404: errorSchema } },
    },
    async (request, reply) => {
      const { ictId } = request.params;
      if (!(await courses.exists(ictId, seesInactive(request)))) {
        return reply.status(404).send({ detail: apiMessages.courseNotFound });
      }
      return batches.forCourse(ictId, seesInactive(request));
    },
  );

  // Learner-only: the batch must be one of the signed-in learner's own.
  const learnerBatch = { config: { access: "learner" as const } };
  const ownsBatch = async (learnerId: number, cardId: number) => learners.isEnrolledInBatch(learnerId, cardId);

  app.get(
    "/training-cards/:id/schedules",
    {
      ...learnerBatch,
      schema: { tags, params: idParams, response: { 200: z.array(scheduleSchema), 403: errorSchema } },
    },
    async (request, reply) => {
      const viewer = request.viewer!;
      if (!(await ownsBatch(viewer.id, request.params.id)))
        return reply.status(403).send({ detail: apiMessages.forbidden });
      return batches.schedules(request.params.id);
    },
  );

  app.get(
    "/recordings/training/:id",
    {
      ...learnerBatch,
      schema: { tags, params: idParams, response: { 200: z.array(recordingSchema), 403: errorSchema } },
    },
    async (request, reply) => {
      const viewer = request.viewer!;
      if (!(await ownsBatch(viewer.id, request.params.id)))
        return reply.status(403).send({ detail: apiMessages.forbidden });
      return batches.recordings(request.params.id);
    },
  );

  app.post(
    "/training-cards/:id/feedbacks",
    {
      ...learnerBatch,
      schema: {
        tags,
        params: idParams,
        body: feedbackCreateSchema,
        response: { 201: feedbackSchema, 403: errorSchema, 422: errorSchema },
      },
    },
    async (request, reply) => {
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
  );
};
