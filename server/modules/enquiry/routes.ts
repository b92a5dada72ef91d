// spec §7: POST /ictEnquiry/ (public, stored before the 201) and GET /ictEnquiry/, which
// exposes visitors' contact details and is therefore staff-only (contract).
import { apiMessages, enquiryCreateSchema, enquirySchema, errorSchema } from "@skillbridge/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import type { CourseRepository } from "../course/repository.ts";
import { idempotencyKeyHeader, submitOnce } from "../submission/idempotency.ts";
import { enquiryRepository } from "./repository.ts";

export const enquiryRoutes: FastifyPluginAsyncZod<{
  db: Db;
  courses: CourseRepository;
  rateLimit: { max: number; timeWindow: string };
}> = async (app, { db, courses, rateLimit }) => {
  app.get(
    "/ictEnquiry/",
    { config: { access: "staff" }, schema: { tags: ["enquiry"], response: { 200: z.array(enquirySchema) } } },
    () => enquiryRepository.list(db),
  );

  app.post(
    "/ictEnquiry/",
    {
      config: { access: "public", rateLimit },
      schema: {
        tags: ["enquiry"],
        headers: idempotencyKeyHeader,
        body: enquiryCreateSchema,
        response: { 201: enquirySchema, 422: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (!(await courses.exists(body.ict_id, false))) {
        return reply.status(422).send({ detail: [{ loc: ["body", "ict_id"], msg: apiMessages.courseNotFound }] });
      }
      const result = await submitOnce(db, {
        scope: "enquiry",
        key: request.headers["idempotency-key"],
        payload: body,
        insert: (tx) =>
          enquiryRepository.insert(tx, {
            courseId: body.ict_id,
            name: body.eName,
            email: body.eEmail,
            contact: body.eContact,
            query: body.eQuery,
            source: body.eSrc,
          }),
        load: (tx, id) => enquiryRepository.byId(tx, id),
      });
      if (result.kind === "conflict") return reply.status(422).send({ detail: apiMessages.idempotencyConflict });
      if (result.kind === "replayed") reply.header("idempotent-replayed", "true");
      return reply.status(201).send(result.record);
    },
  );
};
