// The site's origin for links (mails, canonical links, og:url, the sitemap) and for the same-origin
// check of form posts. With PUBLIC_ORIGIN set, it is the only origin — nothing is built
// from a request's Host header. Unset (development and demo only), the request's own origin is
// used, and plugins/host-guard.ts has already refused every request that names a host other than
// this machine, so a stranger's Host never reaches a link.
import type { FastifyRequest } from "fastify";

export function siteOrigin(request: FastifyRequest, publicOrigin: string | undefined): string {
  return publicOrigin ?? `${request.protocol}://${request.host}`;
}

/** localhost, *.localhost, 127.0.0.0/8 and ::1, with or without a port. */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .toLowerCase()
    .replace(/:\d+$/, "")
    .replace(/^\[(.*)\]$/, "$1");
  return (
    name === "localhost" ||
    name.endsWith(".localhost") ||
    /^127(?:\.\d{1,3}){3}$/.test(name) ||
    name === "::1" ||
    name === "0:0:0:0:0:0:0:1"
  );
}
