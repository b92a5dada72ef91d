// Odd requests get plain answers, and private answers are never kept by a cache.
// - A method the product does not use (TRACE, PROPFIND, …) is 405 with the methods it does use,
//   before anything else runs (no handler, no stack trace in the log). Pages take GET, HEAD and
//   POST (forms); the API also PUT, PATCH, DELETE and OPTIONS.
// - An API answer says Cache-Control: no-store when the request carried a credential (a session
//   cookie or a bearer token) or changed something (a sign-in answers a token); public reads are
//   `no-cache` (a cache must ask again). A route that sets its own header keeps it.
import { apiMessages } from "@skillbridge/core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { SESSION_COOKIE } from "./auth.ts";

const PAGE_METHODS = ["GET", "HEAD", "POST"];
const API_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

const isApi = (url: string) => url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");

function carriesCredential(request: FastifyRequest): boolean {
  return Boolean(request.headers.authorization) || (request.headers.cookie ?? "").includes(`${SESSION_COOKIE}=`);
}

export const httpHygienePlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onRequest", async (request, reply) => {
    const allowed = isApi(request.url) ? API_METHODS : PAGE_METHODS;
    if (!allowed.includes(request.method)) {
      return reply
        .status(405)
        .header("allow", allowed.join(", "))
        .header("cache-control", "no-store")
        .send({ detail: apiMessages.methodNotAllowed });
    }
  });
  app.addHook("onSend", async (request, reply) => {
    if (!isApi(request.url) || reply.hasHeader("cache-control")) return;
    const read = request.method === "GET" || request.method === "HEAD";
    reply.header("cache-control", read && !carriesCredential(request) ? "no-cache" : "no-store");
  });
});
