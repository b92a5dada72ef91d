// Staff sign-in with a second factor: POST /login/staff/ checks the password, then
// either asks for the code from the authenticator app (POST /login/staff/totp) or, for an
// account without one, hands out a new TOTP secret to enrol (POST /login/staff/totp/enrol).
// Only then is there a session. The documented demo account may sign in with its password
// alone while STAFF_MFA_OPTIONAL_IN_DEMO is on. Wrong codes are throttled like passwords.
import { apiMessages, authEndpoints } from "@skillbridge/core";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { actorOf, writeAudit } from "../audit/audit.ts";
import { provider } from "../mail/provider.ts";
import type { MfaRepository } from "./mfa-repository.ts";
import { verifyPassword } from "./passwords.ts";
import { type Account, authRepository } from "./repository.ts";
import { beginThrottledAttempt, startSession } from "./session.ts";
import type { TokenService } from "./tokens.ts";
import { generateTotpSecret, otpauthUrl, verifyTotp } from "./totp.ts";

const refusals = { expired: apiMessages.signInExpired, alreadyEnrolled: apiMessages.secondFactorEnrolled } as const;

const codeKey = (staffId: number) => `totp:staff:${staffId}`;

export const staffAuthRoutes: FastifyPluginAsyncZod<{
  db: Db;
  mfa: MfaRepository;
  tokens: TokenService;
  /** STAFF_MFA_OPTIONAL_IN_DEMO: the demo account signs in with its password alone. */
  mfaOptionalForDemo: boolean;
}> = async (app, { db, mfa, tokens, mfaOptionalForDemo }) => {
  const signIn = async (request: FastifyRequest, reply: FastifyReply, account: Account, method: string) => {
    const answer = await startSession({ db, tokens }, request, reply, account, "staff");
    await writeAudit(db, actorOf(request, account.id), {
      action: "staff.sign-in",
      entity: "staff",
      entityId: account.id,
      after: { method },
    });
    return reply.status(200).send(answer);
  };

  app.route({
    ...routeOf(authEndpoints.staffLogin),
    handler: async (request, reply) => {
      const { email, password } = request.body;
      const attemptId = await beginThrottledAttempt(db, email, request, reply);
      if (attemptId === null) return reply;
      const account = await authRepository.findAccount(db, "staff", email);
      const ok = await verifyPassword(account?.passwordHash, password);
      await authRepository.settleAttempt(db, email, ok);
      const factor = ok && account ? await mfa.staffFactor(db, account.id) : null;
      if (!account || !factor) return reply.status(401).send({ detail: apiMessages.invalidCredentials });

      if (factor.demoAccount && mfaOptionalForDemo) return signIn(request, reply, account, "password (demo mode)");
      if (factor.totpConfirmedAt && factor.totpSecret) {
        return reply
          .status(200)
          .send({ mfa: "required", challengeToken: await mfa.issueTicket(db, account.id, "challenge") });
      }
      const secret = generateTotpSecret();
      return reply.status(200).send({
        mfa: "enrol",
        enrolToken: await mfa.issueTicket(db, account.id, "enrol", secret),
        secret,
        otpauthUrl: otpauthUrl({ issuer: provider.name, account: account.email, secret }),
      });
    },
  });

  /** Checks a code for a live ticket; answers 401/429 itself and returns null when it fails. */
  async function checkCode(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    purpose: "enrol" | "challenge",
    code: string,
  ) {
    const ticket = await mfa.liveTicket(db, token, purpose);
    if (!ticket) {
      await reply.status(401).send({ detail: apiMessages.signInExpired });
      return null;
    }
    const factor = await mfa.staffFactor(db, ticket.staffId);
    // An enrolment ticket counts only while no factor is confirmed (see confirmEnrolment).
    if (purpose === "enrol" && factor?.totpConfirmedAt) {
      await reply.status(401).send({ detail: apiMessages.secondFactorEnrolled });
      return null;
    }
    const attemptId = await beginThrottledAttempt(db, codeKey(ticket.staffId), request, reply);
    if (attemptId === null) return null;
    const account = factor ? await authRepository.findAccount(db, "staff", factor.email) : null;
    const secret = purpose === "enrol" ? ticket.secret : factor?.totpSecret;
    const step =
      factor && account && secret
        ? verifyTotp(secret, code, { lastUsedStep: purpose === "enrol" ? null : factor.totpLastStep })
        : null;
    await authRepository.settleAttempt(db, codeKey(ticket.staffId), step !== null);
    if (step === null || !account) {
      await mfa.countWrongCode(db, token);
      await reply.status(401).send({ detail: apiMessages.wrongCode });
      return null;
    }
    return { ticket, account, step, secret: secret! };
  }

  app.route({
    ...routeOf(authEndpoints.staffTotpEnrol),
    handler: async (request, reply) => {
      const checked = await checkCode(request, reply, request.body.enrolToken, "enrol", request.body.code);
      if (!checked) return reply;
      const { account, step, secret } = checked;
      const outcome = await db.transaction(async (tx) => {
        await mfa.lockMember(tx, account.id);
        if (!(await mfa.spendTicket(tx, request.body.enrolToken))) return "expired";
        // Another ticket's enrolment finished first (two tabs, or a race): that factor stays.
        if (!(await mfa.confirmEnrolment(tx, account.id, secret, step))) return "alreadyEnrolled";
        await writeAudit(tx, actorOf(request, account.id), {
          action: "staff.totp.enrol",
          entity: "staff",
          entityId: account.id,
          before: { totpEnrolled: false },
          after: { totpEnrolled: true },
        });
        return "enrolled";
      });
      if (outcome !== "enrolled") return reply.status(401).send({ detail: refusals[outcome] });
      return signIn(request, reply, account, "password + TOTP enrolment");
    },
  });

  app.route({
    ...routeOf(authEndpoints.staffTotp),
    handler: async (request, reply) => {
      const checked = await checkCode(request, reply, request.body.challengeToken, "challenge", request.body.code);
      if (!checked) return reply;
      const { account, step } = checked;
      const ok = await db.transaction(
        async (tx) =>
          (await mfa.spendTicket(tx, request.body.challengeToken)) && (await mfa.useStep(tx, account.id, step)),
      );
      // Spent by a parallel request, or the same code raced in twice: not a second session.
      if (!ok) return reply.status(401).send({ detail: apiMessages.wrongCode });
      return signIn(request, reply, account, "password + TOTP");
    },
  });
};
