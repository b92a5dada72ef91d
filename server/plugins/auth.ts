// Who is calling. Every /api route declares its access in its route config; a route that
// declares nothing is staff-only, so forgetting to think about access never exposes data.
// The API key is checked for every /api call except the few that opt out (health, docs).
import { timingSafeEqual } from "node:crypto";
import { apiMessages } from "@skillbridge/core";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../db/client.ts";
import { type Account, authRepository } from "../modules/auth/repository.ts";
import type { Role, TokenService } from "../modules/auth/tokens.ts";

export const SESSION_COOKIE = "sb_session";

export type Access = "public" | "learner" | "staff";
export type Viewer = Account & { sessionId: string };

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
    /** false for the calls that need no API key (health check, API docs). */
    apiKey?: boolean;
  }
  interface FastifyRequest {
    viewer: Viewer | null;
  }
  interface FastifyInstance {
    /**
     * Who is calling, for a route outside /api (the hook below resolves the viewer for /api only):
     * the session cookie's or bearer token's live account, or null — never a refusal.
     */
    viewerOf(request: FastifyRequest): Promise<Viewer | null>;
  }
}

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function presentedToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    return match?.[1] ?? "";
  }
  return request.cookies[SESSION_COOKIE] ?? null;
}

export const authPlugin = fp(
  async (app: FastifyInstance, options: { apiKey: string; tokens: TokenService; db: Db }) => {
    app.decorateRequest("viewer", null);

    async function resolveViewer(request: FastifyRequest): Promise<"none" | "invalid" | Viewer> {
      const token = presentedToken(request);
      if (token === null) return "none";
      const claims = token ? await options.tokens.verify(token) : null;
      if (!claims) return "invalid";
      const live = await authRepository.isSessionLive(options.db, claims.sessionId, claims.role, claims.subjectId);
      if (!live) return "invalid";
      const account = await authRepository.findSubject(options.db, claims.role, claims.subjectId);
      return account ? { ...account, sessionId: claims.sessionId } : "invalid";
    }

    app.decorate("viewerOf", async (request: FastifyRequest) => {
      const viewer = await resolveViewer(request);
      return typeof viewer === "object" ? viewer : null;
    });

    app.addHook("onRequest", async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.url.startsWith("/api/") && request.url !== "/api") return;
      const config = request.routeOptions.config;
      if (config.apiKey !== false) {
        const key = request.headers["x-api-key"];
        if (typeof key !== "string" || !sameKey(key, options.apiKey)) {
          return reply.status(401).send({ detail: apiMessages.missingApiKey });
        }
      }
      if (request.is404) return; // an unknown API path answers 404, whoever asks
      const access: Access = config.access ?? "staff";
      const viewer = await resolveViewer(request);
      request.viewer = typeof viewer === "object" ? viewer : null;
      if (access === "public") return;
      if (viewer === "none") return reply.status(401).send({ detail: apiMessages.notAuthenticated });
      if (viewer === "invalid") return reply.status(401).send({ detail: apiMessages.invalidToken });
      const needed: Role = access;
      if (viewer.role !== needed) {
        return reply.status(403).send({ detail: needed === "staff" ? apiMessages.staffOnly : apiMessages.forbidden });
      }
    });
  },
  { name: "auth", dependencies: ["@fastify/cookie"] },
);

/** Staff see inactive records in lists too (contract); everyone else only active ones. */
export function seesInactive(request: FastifyRequest): boolean {
  return request.viewer?.role === "staff";
}
