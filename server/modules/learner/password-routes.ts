// POST /learners/set-password (the one-time link from a mail → a password and a session) and
// POST /learners/password-reset (asks for such a link; the same answer, in the same time, whether
// or not the e-mail has an account). Password rules are ASVS v5 §6.2: 8–128 characters, no composition
// rules, not one of the most common passwords.
import { learnerEndpoints, passwordMessages } from "@skillbridge/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import type { AfterAnswer } from "../../plugins/after-answer.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { isCommonPassword } from "../auth/common-passwords.ts";
import { hashPassword } from "../auth/passwords.ts";
import { authRepository } from "../auth/repository.ts";
import { startSession } from "../auth/session.ts";
import type { TokenService } from "../auth/tokens.ts";
import { ACCOUNT_MAIL_KIND, resetPasswordMail } from "../mail/account-mail.ts";
import { outboxRepository } from "../mail/outbox-repository.ts";
import type { MailWorker } from "../mail/worker.ts";
import { siteOrigin } from "../submission/site-origin.ts";
import { endAccountLinks } from "./account-link-repository.ts";
import { PASSWORD_LINK_VALID_HOURS, passwordLink, passwordTokenRepository } from "./password-token-repository.ts";
import { learnerRepository } from "./repository.ts";

/** The reset mail is over its hourly limit: thrown so that the transaction keeps nothing. */
class MailLimited extends Error {}

export const learnerPasswordRoutes: FastifyPluginAsyncZod<{
  db: Db;
  tokens: TokenService;
  mail: MailWorker;
  afterAnswer: AfterAnswer;
  publicOrigin: string | undefined;
  rateLimit: { max: number; timeWindow: string };
}> = async (app, { db, tokens, mail, afterAnswer, publicOrigin, rateLimit }) => {
  const setPassword = routeOf(learnerEndpoints.setPassword);
  app.route({
    ...setPassword,
    config: { ...setPassword.config, rateLimit },
    handler: async (request, reply) => {
      const { token, password } = request.body;
      if (isCommonPassword(password)) {
        return reply.status(422).send({ detail: [{ loc: ["body", "password"], msg: passwordMessages.common }] });
      }
      const hash = await hashPassword(password);
      const learnerId = await db.transaction(async (tx) => {
        const id = await passwordTokenRepository.consume(tx, token);
        if (id === null) return null;
        if (!(await learnerRepository.setPassword(tx, id, hash))) return null;
        // A new password ends every other session of the account (a reset after a suspected leak),
        // and every other link that could still set a password or move the account's address.
        await authRepository.deleteSessionsOf(tx, "learner", id);
        await endAccountLinks(tx, id);
        return id;
      });
      const account = learnerId === null ? null : await authRepository.findSubject(db, "learner", learnerId);
      if (!account) {
        return reply.status(422).send({ detail: [{ loc: ["body", "token"], msg: passwordMessages.badLink }] });
      }
      return reply.status(200).send(await startSession({ db, tokens }, request, reply, account, "learner"));
    },
  });

  /** A reset link for an active learner with this e-mail (at most 3 such mails an hour); none for anyone else. */
  async function mailResetLink(email: string, origin: string) {
    const learner = await authRepository.findAccount(db, "learner", email);
    if (!learner) return;
    await db
      .transaction(async (tx) => {
        const token = await passwordTokenRepository.issue(tx, learner.id, "reset");
        const name = [learner.firstName, learner.lastName].filter(Boolean).join(" ") || learner.email;
        const reset = resetPasswordMail({
          name,
          link: passwordLink(origin, token),
          validHours: PASSWORD_LINK_VALID_HOURS,
        });
        const kind = ACCOUNT_MAIL_KIND.resetPassword;
        // Over the hourly limit no mail goes: the new link is undone, so the earlier ones stand.
        if (!(await outboxRepository.enqueueLimited(tx, { to: learner.email, kind, ...reset }, [kind]))) {
          throw new MailLimited();
        }
      })
      .catch((error: unknown) => {
        if (!(error instanceof MailLimited)) throw error;
      });
    mail.wake();
  }

  const passwordReset = routeOf(learnerEndpoints.passwordReset);
  app.route({
    ...passwordReset,
    config: { ...passwordReset.config, rateLimit },
    handler: async (request, reply) => {
      // The same answer either way, and in the same time: the account is looked up,
      // and its link and mail made, only after the answer has gone out.
      const { email } = request.body;
      const origin = siteOrigin(request, publicOrigin);
      afterAnswer.run(reply, "password-reset mail", () => mailResetLink(email, origin));
      return reply.status(202).send({ detail: passwordMessages.resetSent });
    },
  });
};
