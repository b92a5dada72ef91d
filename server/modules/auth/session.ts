// What every way of signing in shares: the throttle of failed attempts and the start of a
// session (a row, a signed token and the browser-session cookie), with one answer shape.
import { randomUUID } from "node:crypto";
import { apiMessages, type LoginResponse } from "@skillbridge/core";
import type { FastifyReply, FastifyRequest } from "fastify";
import { SESSION_COOKIE } from "../../plugins/auth.ts";
import {
  type Account,
  type AuthRepository,
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_ADDRESS,
  THROTTLE_WINDOW_MS,
} from "./repository.ts";
import { type Role, SESSION_TTL_SECONDS, type TokenService } from "./tokens.ts";

/**
 * Counts an attempt on `key` (an e-mail, or a staff member's second factor) before anything is
 * checked, so parallel guesses cannot all slip in under the limit. Returns the attempt's id, or
 * null after answering 429 with a Retry-After.
 */
export async function beginThrottledAttempt(
  repository: AuthRepository,
  key: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<number | null> {
  const now = new Date();
  const attemptId = await repository.beginAttempt(key, request.ip);
  const failures = await repository.recentFailures(key, request.ip, now);
  const exceeded = [
    failures.byAccount.count > MAX_FAILURES_PER_ACCOUNT ? failures.byAccount : null,
    failures.byAddress.count > MAX_FAILURES_PER_ADDRESS ? failures.byAddress : null,
  ].filter((limit) => limit !== null);
  if (exceeded.length === 0) return attemptId;
  await repository.discardAttempt(attemptId);
  // Allowed again once the oldest failure of every exceeded limit has left the window.
  const freeAt = Math.max(
    ...exceeded.map((limit) => (limit.oldest ? new Date(limit.oldest).getTime() : now.getTime()) + THROTTLE_WINDOW_MS),
  );
  const retryAfter = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
  await reply.status(429).header("retry-after", String(retryAfter)).send({ detail: apiMessages.tooManyLogins });
  return null;
}

/** Starts a session for the account: its row, the token, the HttpOnly cookie; the login answer. */
export async function startSession(
  deps: { repository: AuthRepository; tokens: TokenService },
  request: FastifyRequest,
  reply: FastifyReply,
  account: Pick<Account, "id" | "email" | "firstName" | "lastName" | "username">,
  role: Role,
): Promise<LoginResponse> {
  const sessionId = randomUUID();
  await deps.repository.createSession(sessionId, role, account.id, new Date(Date.now() + SESSION_TTL_SECONDS * 1000));
  const accessToken = await deps.tokens.sign({ sessionId, role, subjectId: account.id });
  // No Max-Age: like the spec's session storage, the session ends with the browser session.
  reply.setCookie(SESSION_COOKIE, accessToken, {
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https" || request.server.secureCookies,
    path: "/",
  });
  return {
    access_token: accessToken,
    token_type: "bearer",
    expires_in: SESSION_TTL_SECONDS,
    user: {
      id: account.id,
      email: account.email,
      role,
      firstName: account.firstName,
      lastName: account.lastName,
      username: account.username,
    },
  };
}
