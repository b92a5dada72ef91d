// One registration for the back office's site pages (issue 6): events, testimonials, learning
// bundles, staff management and the mail outbox. (The audit log is registered on its own.)
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { bundleAdminRoutes } from "../bundle/admin-routes.ts";
import { eventAdminRoutes } from "../event/admin-routes.ts";
import { outboxAdminRoutes } from "../mail/admin-routes.ts";
import type { MailWorker } from "../mail/worker.ts";
import { testimonialAdminRoutes } from "../testimonial/admin-routes.ts";
import { staffAdminRoutes } from "./routes.ts";

export const siteAdminRoutes: FastifyPluginAsyncZod<{ db: Db; mail: MailWorker }> = async (app, { db, mail }) => {
  await app.register(eventAdminRoutes, { db });
  await app.register(testimonialAdminRoutes, { db });
  await app.register(bundleAdminRoutes, { db });
  await app.register(staffAdminRoutes, { db });
  await app.register(outboxAdminRoutes, { db, mail });
};
