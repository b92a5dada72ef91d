// Links are never built from a stranger's Host header. Without PUBLIC_ORIGIN (development
// and demo only) the request's origin stands in for the site's, so only this machine's names are
// accepted; any other Host is answered 421 before anything runs. A real site sets PUBLIC_ORIGIN
// (README, "Going live"), and then every Host is served and none is used for a link.
import { apiMessages } from "@skillbridge/core";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { isLoopbackHost } from "../modules/submission/site-origin.ts";

export const hostGuardPlugin = fp(async (app: FastifyInstance, options: { publicOrigin: string | undefined }) => {
  if (options.publicOrigin) return;
  app.addHook("onRequest", async (request, reply) => {
    if (isLoopbackHost(request.host ?? "")) return;
    return reply.status(421).header("cache-control", "no-store").send({ detail: apiMessages.unknownHost });
  });
});
