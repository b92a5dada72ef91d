// Certificates outside the back office: a learner's own certificates, and the public
// verification of a code. The lookup is limited per address (RATE_LIMIT_PER_MINUTE, shared through
// Redis when set) and a code is 75 random bits, so codes cannot be found by trying them; a typo is
// caught by the check character before the database is asked.
import {
  type Certificate,
  type CertificateVerification,
  certificateEndpoints,
  certificateMessages,
  parseVerificationCode,
} from "@skillbridge/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { verifyEddsaJcs } from "../credential/data-integrity.ts";
import { didWebOf, keyIdOf } from "../credential/did.ts";
import type { SigningKey } from "../credential/signing-key.ts";
import { provider } from "../mail/provider.ts";
import { siteOrigin } from "../submission/site-origin.ts";
import { certificateRepository as repo } from "./repository.ts";

export const certificateRoutes: FastifyPluginAsyncZod<{
  db: Db;
  rateLimit: { max: number; timeWindow: string };
  signingKey: SigningKey;
  publicOrigin: string | undefined;
}> = async (app, { db, rateLimit, signingKey, publicOrigin }) => {
  const publicView = (found: Certificate): CertificateVerification => ({
    status: found.revokedAt === null ? "valid" : "revoked",
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
  });

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
      // A check states the certificate as it is now: no cache (shared or the page render's memo,
      // which keeps only answers without private/no-store) may give a revoked one as valid.
      reply.header("cache-control", "private, no-store");
      const parsed = parseVerificationCode(request.params.code);
      if (!parsed.ok) {
        const detail = parsed.reason === "check" ? certificateMessages.codeMistyped : certificateMessages.codeMalformed;
        return reply.status(400).send({ detail });
      }
      const found = await repo.byCode(db, parsed.code);
      if (!found) return reply.status(404).send({ detail: certificateMessages.codeUnknown });
      return publicView(found);
    },
  });

  const decoded = (text: string) => {
    try {
      return decodeURIComponent(text);
    } catch {
      return "";
    }
  };

  // An uploaded credential: its proof must hold with this site's key, and its status is what the
  // certificate its status URL names says now. Claims of a credential whose proof fails are not
  // looked up: they are nobody's.
  const check = routeOf(certificateEndpoints.verifyCredential);
  app.route({
    ...check,
    config: { ...check.config, rateLimit },
    handler: async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const keyId = keyIdOf(didWebOf(siteOrigin(request, publicOrigin)));
      const proof = await verifyEddsaJcs(request.body, (method) => (method === keyId ? signingKey.publicKey : null));
      if (!proof.ok) return { signature: "invalid" as const, status: "unknown" as const, certificate: null };
      const status = request.body.credentialStatus as { id?: unknown } | undefined;
      const code = typeof status?.id === "string" ? /\/verify\/([^/?#]+)$/.exec(status.id)?.[1] : undefined;
      const parsed = code ? parseVerificationCode(decoded(code)) : null;
      const found = parsed?.ok ? await repo.byCode(db, parsed.code) : null;
      if (!found) return { signature: "valid" as const, status: "unknown" as const, certificate: null };
      const view = publicView(found);
      return { signature: "valid" as const, status: view.status, certificate: view };
    },
  });
};
