// A form post that changes something is accepted only from our own pages. Browsers
// send Origin with every POST (and Sec-Fetch-Site); a post from another site — a hidden form on a
// stranger's page riding on the visitor's session cookie — is refused before any route action
// runs. The API (/api) needs no such check: its x-api-key header cannot be sent cross-site
// without a CORS preflight, which it never grants.
import { apiMessages } from "@skillbridge/core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { siteOrigin } from "../modules/submission/site-origin.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** Whether a page post comes from a page of `siteOrigin`. */
export function isSameOriginPost(request: FastifyRequest, siteOrigin: string): boolean {
  const fetchSite = request.headers["sec-fetch-site"];
  if (fetchSite === "cross-site" || fetchSite === "same-site") return false;
  const origin = request.headers.origin;
  if (origin !== undefined) return origin === siteOrigin;
  const referer = request.headers.referer;
  return referer !== undefined && originOf(referer) === siteOrigin;
}

export const sameOriginPlugin = fp(async (app: FastifyInstance, options: { publicOrigin: string | undefined }) => {
  app.addHook("onRequest", async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || request.url === "/api" || request.url.startsWith("/api/")) return;
    // As browsers write it (no default port), e.g. "http://localhost:80" → "http://localhost".
    const site = originOf(siteOrigin(request, options.publicOrigin)) ?? "";
    if (!isSameOriginPost(request, site)) {
      return reply.status(403).header("cache-control", "no-store").send({ detail: apiMessages.crossSiteForm });
    }
  });
});
