// A staff write changed what visitors see: drop the in-process copies of rendered pages so the
// next visit renders afresh ("public pages reflect changes at once"). The cache is made
// and decorated on the root instance by buildApp, so every route sees it. The other workers and
// server processes hear of it through plugins/public-changes.ts and clear theirs.
import type { FastifyInstance } from "fastify";

export function publicContentChanged(app: FastifyInstance): void {
  app.pageCache.clear();
  app.publicChanges.publish();
}
