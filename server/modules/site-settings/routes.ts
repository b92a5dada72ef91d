// The site settings (the provider's contact details). Every page reads them; an
// admin saves them: audited, the mails' copy refreshed, and the public pages cleared at once (the
// other processes hear of it through the public-change channel and refresh theirs).
import { siteSettingsEndpoints } from "@skillbridge/core";
import { siteSettingsMessages } from "@skillbridge/core/site-settings";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { actorOf, auditedWrite } from "../audit/audit.ts";
import { publicContentChanged } from "../audit/public-change.ts";
import { setMailContact } from "../mail/provider.ts";
import { staffAdminRepository } from "../staff-admin/repository.ts";
import { siteSettingsRepository as repo } from "./repository.ts";

/** Reads the record into the mails' copy (on start, and when another process announces a change). */
export async function refreshMailContact(db: Db): Promise<void> {
  setMailContact(await repo.get(db));
}

export const siteSettingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await refreshMailContact(db);

  app.route({ ...routeOf(siteSettingsEndpoints.get), handler: () => repo.get(db) });

  app.route({
    ...routeOf(siteSettingsEndpoints.save),
    handler: async (request, reply) => {
      if ((await staffAdminRepository.activeRole(db, request.viewer!.id)) !== "admin") {
        return reply.status(403).send({ detail: siteSettingsMessages.adminOnly });
      }
      const after = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const before = await repo.get(tx);
        const saved = await repo.save(tx, request.body);
        await audit({ action: "site-settings.save", entity: "site_settings", entityId: 1, before, after: saved });
        return saved;
      });
      setMailContact(after);
      publicContentChanged(request.server);
      return after;
    },
  });
};
