// The public check of a referral link's code (the page that sets its cookie asks it; the answer
// names nobody) and the signed-in learner's own link, credit and rewards.
import { referralEndpoints } from "@skillbridge/core";
import { REFERRAL_CODE_PATTERN } from "@skillbridge/core/money";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { referralRepository } from "./repository.ts";
import { referrerSummary } from "./rewards.ts";

const unknownLink = "This referral link is not known";

export const referralRoutes: FastifyPluginAsyncZod<{ db: Db; rateLimit: { max: number; timeWindow: string } }> = async (
  app,
  { db, rateLimit },
) => {
  const link = routeOf(referralEndpoints.link);
  app.route({
    ...link,
    // Limited per client address as the public forms are: nobody tries codes in bulk.
    config: { ...link.config, rateLimit },
    handler: async (request, reply) => {
      const code = request.params.code.trim().toUpperCase();
      const referrer = REFERRAL_CODE_PATTERN.test(code) ? await referralRepository.referrerByCode(db, code) : null;
      if (referrer?.status !== "A") return reply.status(404).send({ detail: unknownLink });
      return { code };
    },
  });

  app.route({
    ...routeOf(referralEndpoints.mine),
    handler: async (request, reply) => {
      const learnerId = request.viewer!.id;
      const [code, summary, scheme] = await Promise.all([
        referralRepository.ensureCode(db, learnerId),
        referrerSummary(db, learnerId),
        referralRepository.scheme(db),
      ]);
      reply.header("cache-control", "private, no-store");
      return {
        code,
        ...summary,
        offer: scheme?.enabled
          ? {
              discountKind: scheme.discountKind,
              discountValue: scheme.discountValue,
              rewardPaise: scheme.rewardPaise,
              rewardMode: scheme.rewardMode,
            }
          : null,
      };
    },
  });
};
