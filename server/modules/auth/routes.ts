// POST /login/learners/, /login/staff/ and /logout/. Failed sign-ins are throttled per account
// and per address, over a sliding 15-minute window, so a genuine user is never locked out for good.
import { randomUUID } from "node:crypto";
import { apiMessages, errorSchema, loginResponseSchema, loginSchema, sessionUserSchema } from "@skillbridge/core";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { SESSION_COOKIE } from "../../plugins/auth.ts";
import { verifyPassword } from "./passwords.ts";
import {
  type AuthRepository,
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_ADDRESS,
  THROTTLE_WINDOW_MS,
} from "./repository.ts";
import { type Role, SESSION_TTL_SECONDS, type TokenService } from "./tokens.ts";

export const authRoutes: FastifyPluginAsyncZod<{ repository: AuthRepository; tokens: TokenService }> = async (
  app,
  { repository, tokens },
) => {
  const login = (role: Role) => async (request: FastifyRequest, reply: FastifyReply) => {
    const { email, password } = loginSchema.parse(request.body);
    const now = new Date();
    // The attempt is counted before the password is checked, so parallel guesses cannot
    // all slip in under the limit.
    const attemptId = await repository.beginAttempt(email, request.ip);
    const failures = await repository.recentFailures(email, request.ip, now);
    const exceeded = [
      failures.byAccount.count > MAX_FAILURES_PER_ACCOUNT ? failures.byAccount : null,
      failures.byAddress.count > MAX_FAILURES_PER_ADDRESS ? failures.byAddress : null,
    ].filter((limit) => limit !== null);
    if (exceeded.length > 0) {
      await repository.discardAttempt(attemptId);
      // Allowed again once the oldest failure of every exceeded limit has left the window.
      const freeAt = Math.max(
        ...exceeded.map(
          (limit) => (limit.oldest ? new Date(limit.oldest).getTime() : now.getTime()) + THROTTLE_WINDOW_MS,
        ),
      );
      const retryAfter = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
      return reply.status(429).header("retry-after", String(retryAfter)).send({ detail: apiMessages.tooManyLogins });
    }
    const account = await repository.findAccount(role, email);
    const ok = await verifyPassword(account?.passwordHash, password);
    await repository.settleAttempt(email, ok);
    if (!ok || !account) return reply.status(401).send({ detail: apiMessages.invalidCredentials });

    const sessionId = randomUUID();
    await repository.createSession(sessionId, role, account.id, new Date(now.getTime() + SESSION_TTL_SECONDS * 1000));
    const accessToken = await tokens.sign({ sessionId, role, subjectId: account.id });
    // No Max-Age: like the spec's session storage, the session ends with the browser session.
    reply.setCookie(SESSION_COOKIE, accessToken, {
      httpOnly: true,
      sameSite: "lax",
      secure: request.protocol === "https",
      path: "/",
    });
    return reply.status(200).send({
      access_token: accessToken,
      token_type: "bearer" as const,
      expires_in: SESSION_TTL_SECONDS,
      user: {
        id: account.id,
        email: account.email,
        role,
        firstName: account.firstName,
        lastName: account.lastName,
        username: account.username,
      },
    });
  };

  const loginSchemaOptions = {
    config: { access: "public" as const },
    schema: {
      body: loginSchema,
      response: { 200: loginResponseSchema, 401: errorSchema, 422: errorSchema, 429: errorSchema },
    },
  };
  app.post(
    "/login/learners/",
    { ...loginSchemaOptions, schema: { ...loginSchemaOptions.schema, tags: ["auth"] } },
    login("learner"),
  );
  app.post(
    "/login/staff/",
    { ...loginSchemaOptions, schema: { ...loginSchemaOptions.schema, tags: ["auth"] } },
    login("staff"),
  );

  // Not in the spec's table: tells the site who is signed in (its pages render on the server).
  app.get(
    "/session/",
    {
      config: { access: "public" },
      schema: { tags: ["auth"], response: { 200: z.object({ user: sessionUserSchema.nullable() }) } },
    },
    async (request) => {
      const viewer = request.viewer;
      if (!viewer) return { user: null };
      const { id, email, role, firstName, lastName, username } = viewer;
      return { user: { id, email, role, firstName, lastName, username } };
    },
  );

  app.post(
    "/logout/",
    {
      config: { access: "public" },
      schema: { tags: ["auth"], response: { 200: z.object({ detail: z.string() }) } },
    },
    async (request, reply) => {
      if (request.viewer) await repository.deleteSession(request.viewer.sessionId);
      reply.clearCookie(SESSION_COOKIE, { path: "/" });
      return { detail: "Logged out successfully!" };
    },
  );
};
