// The back office's learning bundles (issue 6), staff only: list in their public order, add,
// edit, activate/deactivate, and move up/down (persisted as positions). Every write is audited
// and refreshes the public pages at once.
import { adminBundleSchema, bundleInputSchema, bundleUpdateSchema, moveSchema } from "@skillbridge/core/admin/site";
import { errorSchema, idParams } from "@skillbridge/core/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { actorOf, auditedWrite } from "../audit/audit.ts";
import { publicContentChanged } from "../audit/public-change.ts";
import { bundleAdminRepository as repo } from "./admin-repository.ts";

export const BUNDLE_NOT_FOUND = "This learning bundle does not exist";

export const bundleAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ["admin"];
  const config = { access: "staff" as const };
  const denied = { 401: errorSchema, 403: errorSchema, 422: errorSchema };
  const list = z.array(adminBundleSchema);

  app.get("/admin/bundles", { config, schema: { tags, response: { 200: list, ...denied } } }, () => repo.list(db));

  app.post(
    "/admin/bundles",
    { config, schema: { tags, body: bundleInputSchema, response: { 201: adminBundleSchema, ...denied } } },
    async (request, reply) => {
      const { icon = "", title, description = "", status = "A" } = request.body;
      const created = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const after = await repo.insert(tx, { icon, title, description, status });
        await audit({ action: "bundle.create", entity: "bundle", entityId: after.id, before: null, after });
        return after;
      });
      publicContentChanged(request.server);
      return reply.status(201).send(created);
    },
  );

  app.patch(
    "/admin/bundles/:id",
    {
      config,
      schema: {
        tags,
        params: idParams,
        body: bundleUpdateSchema,
        response: { 200: adminBundleSchema, 404: errorSchema, ...denied },
      },
    },
    async (request, reply) => {
      const updated = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const before = await repo.find(tx, request.params.id, true);
        if (!before) return null;
        const after = await repo.update(tx, before.id, request.body);
        await audit({ action: "bundle.update", entity: "bundle", entityId: before.id, before, after });
        return after;
      });
      if (!updated) return reply.status(404).send({ detail: BUNDLE_NOT_FOUND });
      publicContentChanged(request.server);
      return updated;
    },
  );

  app.post(
    "/admin/bundles/:id/move",
    {
      config,
      schema: { tags, params: idParams, body: moveSchema, response: { 200: list, 404: errorSchema, ...denied } },
    },
    async (request, reply) => {
      const moved = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const order = await repo.move(tx, request.params.id, request.body.direction);
        if (!order) return false;
        if (order.before.join() !== order.after.join()) {
          await audit({
            action: "bundle.move",
            entity: "bundle",
            entityId: request.params.id,
            before: { order: order.before },
            after: { order: order.after, direction: request.body.direction },
          });
        }
        return true;
      });
      if (!moved) return reply.status(404).send({ detail: BUNDLE_NOT_FOUND });
      publicContentChanged(request.server);
      return repo.list(db);
    },
  );
};
