// What every way of signing in shares: the throttle of failed attempts and the start of a
// session (a row, a signed token and the browser-session cookie), with one answer shape.
import { randomUUID } from "node:crypto";
import { apiMessages, type LoginResponse } from "@skillbridge/core";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Executor } from "../../db/client.ts";
import { SESSION_COOKIE } from "../../plugins/auth.ts";
import { coarseNetwork, deviceSummary } from "../account/where.ts";
import {
  type Account,
  authRepository,
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  MAX_FAILURES_PER_ADDRESS,
  THROTTLE_WINDOW_MS,
} from "./repository.ts";
import { type Role, SESSION_TTL_SECONDS, STAFF_IDLE_TIMEOUT_SECONDS, type TokenService } from "./tokens.ts";

/**
 * Seconds an account with `previous` failures in the window (from any address) makes the next
 * attempt wait after the latest one: none for the first five, then 1, 2, 4 … up to a minute. A
 * guesser spread over many addresses slows to a crawl; the owner waits a few seconds at most.
 */
export function accountDelaySeconds(previous: number): number {
  return previous < MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS ? 0 : Math.min(2 ** (previous - 5), 60);
}

/**
 * Counts an attempt on `key` (an e-mail, or a staff member's second factor) before anything is
 * checked, so parallel guesses cannot all slip in under the limit. Returns the attempt's id, or
 * null after answering 429 with a Retry-After.
 *
 * Strangers must not be able to lock the owner out. The hard limit of 5 is per
 * account *and* address (the guesser's own keyboard); the account as a whole has a far higher
 * ceiling plus growing delays, and one address (an office behind one proxy) a higher one too.
 */
export async function beginThrottledAttempt(
  db: Executor,
  key: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<number | null> {
  const now = new Date();
  const attemptId = await authRepository.beginAttempt(db, key, request.ip);
  const failures = await authRepository.recentFailures(db, key, request.ip, now, attemptId);
  const windowEnd = (oldest: string | null) =>
    (oldest ? new Date(oldest).getTime() : now.getTime()) + THROTTLE_WINDOW_MS;
  const waits: number[] = [];
  if (failures.byAccountAndAddress.count > MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS) {
    waits.push(windowEnd(failures.byAccountAndAddress.oldest));
  }
  if (failures.byAccount.count > MAX_FAILURES_PER_ACCOUNT) waits.push(windowEnd(failures.byAccount.oldest));
  if (failures.byAddress.count > MAX_FAILURES_PER_ADDRESS) waits.push(windowEnd(failures.byAddress.oldest));
  const delay = accountDelaySeconds(failures.byAccount.count - 1);
  if (delay > 0 && failures.byAccount.latestBefore) {
    const freeAt = new Date(failures.byAccount.latestBefore).getTime() + delay * 1000;
    if (freeAt > now.getTime()) waits.push(freeAt);
  }
  if (waits.length === 0) return attemptId;
  await authRepository.discardAttempt(db, attemptId);
  const retryAfter = Math.max(1, Math.ceil((Math.max(...waits) - now.getTime()) / 1000));
  await reply.status(429).header("retry-after", String(retryAfter)).send({ detail: apiMessages.tooManyLogins });
  return null;
}

/** Starts a session for the account: its row, the token, the HttpOnly cookie; the login answer. */
export async function startSession(
  deps: { db: Executor; tokens: TokenService },
  request: FastifyRequest,
  reply: FastifyReply,
  account: Pick<Account, "id" | "email" | "firstName" | "lastName" | "username">,
  role: Role,
): Promise<LoginResponse> {
  const sessionId = randomUUID();
  // A staff session starts with its idle allowance; each use moves it on (isSessionLive).
  const lifetime = role === "staff" ? STAFF_IDLE_TIMEOUT_SECONDS : SESSION_TTL_SECONDS;
  await authRepository.createSession(deps.db, sessionId, role, account.id, new Date(Date.now() + lifetime * 1000), {
    device: deviceSummary(request.headers["user-agent"]),
    network: coarseNetwork(request.ip),
  });
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
