// /robots.txt: everything public may be crawled; the learner and staff areas may not.
import { requestContext } from "../request-context";
import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  const { origin } = context.get(requestContext);
  const body = [
    "User-agent: *",
    "Disallow: /learner/",
    "Disallow: /admin",
    "Disallow: /api/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
