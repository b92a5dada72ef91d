// The site's origin for links in mails: PUBLIC_ORIGIN, else the origin of the request (contract).
import type { FastifyRequest } from "fastify";

export function siteOrigin(request: FastifyRequest, publicOrigin: string | undefined): string {
  return publicOrigin ?? `${request.protocol}://${request.host}`;
}
