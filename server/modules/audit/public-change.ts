// A staff write changed what visitors see: drop the in-process copies of rendered pages so the
// next visit renders afresh (issue 6: "public pages reflect changes at once"). The page cache only
// exists when the web app is mounted (API-only test apps have none).
import type { FastifyInstance } from "fastify";

export function publicContentChanged(app: FastifyInstance): void {
  if (app.hasDecorator("pageCache")) app.pageCache.clear();
}
