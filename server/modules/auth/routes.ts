// POST /login/learners/ and /logout/, GET /session/ (the staff sign-in is staff-routes.ts).
// Failed sign-ins are throttled per account and per address, over a sliding 15-minute window,
// so a genuine user is never locked out for good.
import { apiMessages, authEndpoints } from "@skillbridge/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { SESSION_COOKIE } from "../../plugins/auth.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { verifyPassword } from "./passwords.ts";
import { authRepository } from "./repository.ts";
import { beginThrottledAttempt, startSession } from "./session.ts";
import type { TokenService } from "./tokens.ts";

export const authRoutes: FastifyPluginAsyncZod<{ db: Db; tokens: TokenService }> = async (app, { db, tokens }) => {
  app.route({
    ...routeOf(authEndpoints.learnerLogin),
    handler: async (request, reply) => {
      const { email, password } = request.body;
      const attemptId = await beginThrottledAttempt(db, email, request, reply);
      if (attemptId === null) return reply;
      const account = await authRepository.findAccount(db, "learner", email);
      const ok = await verifyPassword(account?.passwordHash, password);
      await authRepository.settleAttempt(db, email, ok);
      if (!ok || !account) return reply.status(401).send({ detail: apiMessages.invalidCredentials });
      return reply.status(200).send(await startSession({ db, tokens }, request, reply, account, "learner"));
    },
  });

  // Not in the spec's table: tells the site who is signed in (its pages render on the server).
  app.route({
    ...routeOf(authEndpoints.session),
    handler: async (request) => {
      const viewer = request.viewer;
      if (!viewer) return { user: null };
      const { id, email, role, firstName, lastName, username } = viewer;
      return { user: { id, email, role, firstName, lastName, username } };
    },
  });

  app.route({
    ...routeOf(authEndpoints.logout),
    handler: async (request, reply) => {
      if (request.viewer) await authRepository.deleteSession(db, request.viewer.sessionId);
      reply.clearCookie(SESSION_COOKIE, { path: "/" });
      return { detail: apiMessages.loggedOut };
    },
  });
};
