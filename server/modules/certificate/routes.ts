// Certificates outside the back office (issue 15): a learner's own certificates, and the public
// verification of a code. The lookup is limited per address (RATE_LIMIT_PER_MINUTE, shared through
// Redis when set) and a code is 75 random bits, so codes cannot be found by trying them; a typo is
// caught by the check character before the database is asked.
import { certificateEndpoints, certificateMessages, parseVerificationCode } from "@skillbridge/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { provider } from "../mail/provider.ts";
import { certificateRepository as repo } from "./repository.ts";

export const certificateRoutes: FastifyPluginAsyncZod<{
  db: Db;
  rateLimit: { max: number; timeWindow: string };
}> = async (app, { db, rateLimit }) => {
  app.route({
    ...routeOf(certificateEndpoints.mine),
    handler: async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return repo.ofLearner(db, request.viewer!.id);
    },
  });

  const verify = routeOf(certificateEndpoints.verify);
  app.route({
    ...verify,
    config: { ...verify.config, rateLimit },
    handler: async (request, reply) => {
      reply.header("x-robots-tag", "noindex");
      const parsed = parseVerificationCode(request.params.code);
      if (!parsed.ok) {
        const detail = parsed.reason === "check" ? certificateMessages.codeMistyped : certificateMessages.codeMalformed;
        return reply.status(400).send({ detail });
      }
      const found = await repo.byCode(db, parsed.code);
      if (!found) return reply.status(404).send({ detail: certificateMessages.codeUnknown });
      return {
        status: found.revokedAt === null ? ("valid" as const) : ("revoked" as const),
        code: found.code,
        learnerName: found.learnerName,
        courseName: found.courseName,
        trainingHours: found.trainingHours,
        labHours: found.labHours,
        batchStartDate: found.batchStartDate,
        batchEndDate: found.batchEndDate,
        issuedAt: found.issuedAt,
        revokedAt: found.revokedAt,
        issuer: provider.name,
      };
    },
  });
};
