// POST /ictEnquiry/ (public, stored before the 201 together with its acknowledgement
// mail) and GET /ictEnquiry/, which exposes visitors' contact details and is therefore
// staff-only (contract). The form it came from says what it is about (enquiryKindOf).
import { apiMessages, type Enquiry, enquiryEndpoints, enquiryKindOf } from "@skillbridge/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { attributionColumns } from "../../plugins/attribution.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { courseRepository } from "../course/repository.ts";
import { ACKNOWLEDGEMENT_KIND, acknowledgementMail } from "../mail/acknowledgement.ts";
import type { MailWorker } from "../mail/worker.ts";
import { replayOf, requestFingerprint, type SubmissionResult } from "../submission/idempotency.ts";
import { languageOfPage, refuseHoneypot, submissionColumns } from "../submission/screening.ts";
import { siteOrigin } from "../submission/site-origin.ts";
import { enquiryRepository } from "./repository.ts";

export const enquiryRoutes: FastifyPluginAsyncZod<{
  db: Db;
  mail: MailWorker;
  publicOrigin: string | undefined;
  rateLimit: { max: number; timeWindow: string };
}> = async (app, { db, mail, publicOrigin, rateLimit }) => {
  app.route({ ...routeOf(enquiryEndpoints.list), handler: () => enquiryRepository.list(db) });

  const create = routeOf(enquiryEndpoints.create);
  app.route({
    ...create,
    config: { ...create.config, rateLimit },
    preHandler: refuseHoneypot,
    handler: async (request, reply) => {
      const receivedAt = new Date();
      const body = request.body;
      const kind = enquiryKindOf(body.formSource);
      const course = body.ict_id == null ? null : await courseRepository.byId(db, body.ict_id, false);
      const event = body.eventId == null ? null : await enquiryRepository.activeEvent(db, body.eventId);
      const problems: { loc: string[]; msg: string }[] = [];
      if (body.ict_id != null && !course) problems.push({ loc: ["body", "ict_id"], msg: apiMessages.courseNotFound });
      if (body.eventId != null && !event) problems.push({ loc: ["body", "eventId"], msg: apiMessages.eventNotFound });
      if (problems.length > 0) return reply.status(422).send({ detail: problems });

      const acknowledgement = acknowledgementMail({
        about: kind,
        language: languageOfPage(body.pageUrl),
        name: body.eName,
        receivedAt,
        origin: siteOrigin(request, publicOrigin),
        course: course && { id: course.id, name: course.ictName },
        event,
      });
      const key = request.headers["idempotency-key"];
      const claim = key ? { scope: "enquiry", key, requestHash: requestFingerprint(body) } : null;
      // One statement stores the enquiry, its acknowledgement and the key claim (see the repository).
      const stored = await enquiryRepository.insertWithAcknowledgement(
        db,
        {
          kind,
          courseId: course?.id ?? null,
          eventId: event?.id ?? null,
          name: body.eName,
          email: body.eEmail,
          contact: body.eContact,
          query: body.eQuery,
          source: body.eSrc,
          ...submissionColumns(body, receivedAt),
          ...attributionColumns(request),
        },
        { ...acknowledgement, kind: ACKNOWLEDGEMENT_KIND.enquiry },
        claim,
      );
      let result: SubmissionResult<Enquiry>;
      if (stored) result = { kind: "created", record: stored };
      else if (claim)
        result = await replayOf(db, { ...claim, load: (reader, id) => enquiryRepository.byId(reader, id) });
      else throw new Error("enquiry insert returned nothing");
      if (result.kind === "conflict") return reply.status(422).send({ detail: apiMessages.idempotencyConflict });
      if (result.kind === "replayed") reply.header("idempotent-replayed", "true");
      else mail.wake();
      return reply.status(201).send(result.record);
    },
  });
};
