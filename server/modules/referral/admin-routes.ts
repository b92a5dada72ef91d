// The staff side of referrals: the scheme with every referral, its reward's state and the totals;
// saving the scheme and marking an earned payout paid. Every staff member sees them; only admins
// and finance change them, as with other money settings. Every change is audited.
import { referralEndpoints } from "@skillbridge/core";
import { referralMessages } from "@skillbridge/core/money";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { actorOf, auditedWrite } from "../audit/audit.ts";
import { refusedMoneyRole } from "../payment/money-role.ts";
import { referralRepository, type StoredScheme } from "./repository.ts";
import { referralsOverview, referralView } from "./rewards.ts";

/** The scheme before staff first save it: off, with the values the form starts from. */
const NO_SCHEME = {
  enabled: false,
  discountKind: "percent" as const,
  discountValue: 10,
  rewardPaise: 50_000,
  rewardMode: "credit" as const,
  waitDays: 7,
  updatedAt: null,
};

const schemeView = (row: StoredScheme | null) =>
  row
    ? {
        enabled: row.enabled,
        discountKind: row.discountKind,
        discountValue: row.discountValue,
        rewardPaise: row.rewardPaise,
        rewardMode: row.rewardMode,
        waitDays: row.waitDays,
        updatedAt: row.updatedAt.toISOString(),
      }
    : NO_SCHEME;

export const referralAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const overview = async () => ({
    scheme: schemeView(await referralRepository.scheme(db)),
    ...(await referralsOverview(db)),
  });

  app.route({
    ...routeOf(referralEndpoints.list),
    handler: async () => overview(),
  });

  app.route({
    ...routeOf(referralEndpoints.saveScheme),
    handler: async (request, reply) => {
      if (await refusedMoneyRole(db, request, reply)) return reply;
      await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const before = await referralRepository.scheme(tx);
        const after = await referralRepository.saveScheme(tx, request.body);
        await audit({ action: "referral.scheme", entity: "referral_scheme", entityId: 1, before, after });
      });
      return overview();
    },
  });

  app.route({
    ...routeOf(referralEndpoints.markPaid),
    handler: async (request, reply) => {
      if (await refusedMoneyRole(db, request, reply)) return reply;
      const id = request.params.id;
      const outcome = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const before = await referralRepository.lock(tx, id);
        if (!before) return "missing" as const;
        const [row] = await referralRepository.withFacts(tx, { id });
        const view = row && referralView(row, new Date());
        if (view?.rewardMode !== "payout" || view.state !== "earned") return "refused" as const;
        const after = await referralRepository.markPaidOut(tx, id, request.viewer!.id);
        await audit({ action: "referral.payout_paid", entity: "referral", entityId: id, before, after });
        return "done" as const;
      });
      if (outcome === "missing") return reply.status(404).send({ detail: referralMessages.unknownReferral });
      if (outcome === "refused") return reply.status(409).send({ detail: referralMessages.notPayout });
      return overview();
    },
  });
};
