// spec §7: POST /leads/ — an enrolment request, stored with status 'new' before the 201.
import { apiMessages, errorSchema, leadCreateSchema, leadSchema } from "@skillbridge/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import type { BatchRepository } from "../batch/repository.ts";
import type { CourseRepository } from "../course/repository.ts";
import { idempotencyKeyHeader, submitOnce } from "../submission/idempotency.ts";
import { leadRepository } from "./repository.ts";

export const leadRoutes: FastifyPluginAsyncZod<{
  db: Db;
  courses: CourseRepository;
  batches: BatchRepository;
  rateLimit: { max: number; timeWindow: string };
}> = async (app, { db, courses, batches, rateLimit }) => {
  app.post(
    "/leads/",
    {
      config: { access: "public", rateLimit },
      schema: {
        tags: ["lead"],
        headers: idempotencyKeyHeader,
        body: leadCreateSchema,
        response: { 201: leadSchema, 422: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (!(await courses.exists(body.ictId_id, false))) {
        return reply.status(422).send({ detail: [{ loc: ["body", "ictId_id"], msg: apiMessages.courseNotFound }] });
      }
      if (body.trainingId !== undefined) {
        const batch = await batches.byId(body.trainingId);
        if (!batch || batch.ictId_id !== body.ictId_id || batch.status !== "A") {
          return reply
            .status(422)
            .send({ detail: [{ loc: ["body", "trainingId"], msg: apiMessages.batchNotOfCourse }] });
        }
      }
      const result = await submitOnce(db, {
        scope: "lead",
        key: request.headers["idempotency-key"],
        payload: body,
        insert: (tx) =>
          leadRepository.insert(tx, {
            name: body.leadName,
            email: body.leadEmail,
            contact: body.leadContact,
            briefRequirement: body.briefRequirement,
            courseId: body.ictId_id,
            trainingCardId: body.trainingId ?? null,
          }),
        load: (tx, id) => leadRepository.byId(tx, id),
      });
      if (result.kind === "conflict") return reply.status(422).send({ detail: apiMessages.idempotencyConflict });
      if (result.kind === "replayed") reply.header("idempotent-replayed", "true");
      return reply.status(201).send(result.record);
    },
  );
};
