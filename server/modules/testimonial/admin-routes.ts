// The back office's testimonials (issue 6), staff only: list, add, edit, withdraw (inactive) and
// restore. A withdrawn testimonial is never served publicly. Every write is audited and
// refreshes the public pages at once.
import { adminTestimonialSchema, testimonialInputSchema, testimonialUpdateSchema } from "@skillbridge/core/admin/site";
import { errorSchema, idParams } from "@skillbridge/core/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { actorOf, auditedWrite } from "../audit/audit.ts";
import { publicContentChanged } from "../audit/public-change.ts";
import { testimonialAdminRepository as repo } from "./admin-repository.ts";

export const TESTIMONIAL_NOT_FOUND = "This testimonial does not exist";

export const testimonialAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ["admin"];
  const config = { access: "staff" as const };
  const denied = { 401: errorSchema, 403: errorSchema, 422: errorSchema };

  app.get(
    "/admin/testimonials",
    { config, schema: { tags, response: { 200: z.array(adminTestimonialSchema), ...denied } } },
    () => repo.list(db),
  );

  app.post(
    "/admin/testimonials",
    { config, schema: { tags, body: testimonialInputSchema, response: { 201: adminTestimonialSchema, ...denied } } },
    async (request, reply) => {
      const { learnerName, learnerImg = "", message, status = "A" } = request.body;
      const created = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const after = await repo.insert(tx, { learnerName, learnerImg, message, status });
        await audit({ action: "testimonial.create", entity: "testimonial", entityId: after.id, before: null, after });
        return after;
      });
      publicContentChanged(request.server);
      return reply.status(201).send(created);
    },
  );

  app.patch(
    "/admin/testimonials/:id",
    {
      config,
      schema: {
        tags,
        params: idParams,
        body: testimonialUpdateSchema,
        response: { 200: adminTestimonialSchema, 404: errorSchema, ...denied },
      },
    },
    async (request, reply) => {
      const updated = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const before = await repo.find(tx, request.params.id, true);
        if (!before) return null;
        const after = await repo.update(tx, before.id, request.body);
        await audit({ action: "testimonial.update", entity: "testimonial", entityId: before.id, before, after });
        return after;
      });
      if (!updated) return reply.status(404).send({ detail: TESTIMONIAL_NOT_FOUND });
      publicContentChanged(request.server);
      return updated;
    },
  );
};
