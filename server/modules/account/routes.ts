// Account Settings: the signed-in learner changes their password (other sessions end,
// this one stays, a mail tells them), their profile, their e-mail (only through a link mailed to
// the new address; the old one is told), ends sessions, turns reminders off and replaces the
// calendar feed's address. Every refusal changes nothing.
import { accountEndpoints, accountMessages, passwordMessages } from "@skillbridge/core";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { isCommonPassword } from "../auth/common-passwords.ts";
import { hashPassword, verifyPassword } from "../auth/passwords.ts";
import { authRepository } from "../auth/repository.ts";
import { beginThrottledAttempt } from "../auth/session.ts";
import { endAccountLinks } from "../learner/account-link-repository.ts";
import { learnerRepository } from "../learner/repository.ts";
import { outboxRepository } from "../mail/outbox-repository.ts";
import type { MailWorker } from "../mail/worker.ts";
import { siteOrigin } from "../submission/site-origin.ts";
import {
  ACCOUNT_SETTINGS_MAIL_KIND,
  emailChangedMail,
  emailChangeLinkMail,
  passwordChangedMail,
} from "./account-mails.ts";
import { accountRepository, CONFIRM_EMAIL_PATH, EMAIL_LINK_VALID_HOURS } from "./repository.ts";

const istMinute = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});
const nameOf = (row: { firstName: string | null; lastName: string | null; email: string }) =>
  [row.firstName, row.lastName].filter(Boolean).join(" ") || row.email;
const fieldError = (field: string, msg: string) => ({ detail: [{ loc: ["body", field], msg }] });

export const accountRoutes: FastifyPluginAsyncZod<{
  db: Db;
  mail: MailWorker;
  publicOrigin: string | undefined;
}> = async (app, { db, mail, publicOrigin }) => {
  app.route({
    ...routeOf(accountEndpoints.account),
    handler: async (request, reply) => {
      const viewer = request.viewer!;
      const account = await accountRepository.account(db, viewer.id, viewer.sessionId);
      reply.header("cache-control", "private, no-store");
      return account!;
    },
  });

  /** The current password, checked under the sign-in throttle (a stolen session cannot guess it). */
  async function currentPasswordHolds(
    request: FastifyRequest,
    reply: FastifyReply,
    password: string,
  ): Promise<boolean | null> {
    const viewer = request.viewer!;
    const attemptId = await beginThrottledAttempt(db, viewer.email, request, reply);
    if (attemptId === null) return null;
    const ok = await verifyPassword(viewer.passwordHash, password);
    await authRepository.settleAttempt(db, viewer.email, ok);
    return ok;
  }

  app.route({
    ...routeOf(accountEndpoints.changePassword),
    handler: async (request, reply) => {
      const viewer = request.viewer!;
      const { currentPassword, newPassword } = request.body;
      if (isCommonPassword(newPassword)) {
        return reply.status(422).send(fieldError("newPassword", passwordMessages.common));
      }
      const holds = await currentPasswordHolds(request, reply, currentPassword);
      if (holds === null) return reply;
      if (!holds) return reply.status(422).send(fieldError("currentPassword", accountMessages.wrongPassword));
      const hash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await learnerRepository.setPassword(tx, viewer.id, hash);
        await accountRepository.endOtherSessions(tx, viewer.id, viewer.sessionId);
        // A reset or e-mail change link sent before the change must not undo it.
        await endAccountLinks(tx, viewer.id);
        const content = passwordChangedMail({ name: nameOf(viewer), when: istMinute.format(new Date()) });
        await outboxRepository.enqueue(tx, {
          to: viewer.email,
          kind: ACCOUNT_SETTINGS_MAIL_KIND.passwordChanged,
          ...content,
        });
      });
      mail.wake();
      return { detail: accountMessages.passwordChanged };
    },
  });

  app.route({
    ...routeOf(accountEndpoints.updateProfile),
    handler: async (request) => {
      await accountRepository.updateProfile(db, request.viewer!.id, request.body);
      return { detail: accountMessages.profileSaved };
    },
  });

  app.route({
    ...routeOf(accountEndpoints.requestEmailChange),
    handler: async (request, reply) => {
      const viewer = request.viewer!;
      const { newEmail, currentPassword } = request.body;
      if (newEmail.toLowerCase() === viewer.email.toLowerCase()) {
        return reply.status(422).send(fieldError("newEmail", accountMessages.emailSame));
      }
      const holds = await currentPasswordHolds(request, reply, currentPassword);
      if (holds === null) return reply;
      if (!holds) return reply.status(422).send(fieldError("currentPassword", accountMessages.wrongPassword));
      if (await accountRepository.emailTaken(db, newEmail, viewer.id)) {
        return reply.status(409).send(fieldError("newEmail", accountMessages.emailTaken));
      }
      const origin = siteOrigin(request, publicOrigin);
      await db.transaction(async (tx) => {
        const token = await accountRepository.issueEmailToken(tx, viewer.id, newEmail);
        const link = `${origin}${CONFIRM_EMAIL_PATH}?token=${encodeURIComponent(token)}`;
        const content = emailChangeLinkMail({ name: nameOf(viewer), link, validHours: EMAIL_LINK_VALID_HOURS });
        const kind = ACCOUNT_SETTINGS_MAIL_KIND.emailChangeLink;
        await outboxRepository.enqueue(tx, { to: newEmail, kind, ...content });
      });
      mail.wake();
      return reply.status(202).send({ detail: accountMessages.emailLinkSent });
    },
  });

  app.route({
    ...routeOf(accountEndpoints.confirmEmailChange),
    handler: async (request, reply) => {
      const outcome = await db.transaction(async (tx) => {
        const spent = await accountRepository.consumeEmailToken(tx, request.body.token);
        if (!spent) return "bad" as const;
        const learner = await accountRepository.profile(tx, spent.learnerId);
        if (learner?.status !== "A") return "bad" as const;
        if (await accountRepository.emailTaken(tx, spent.newEmail, learner.id)) return "taken" as const;
        await accountRepository.setEmail(tx, learner.id, spent.newEmail);
        await accountRepository.moveLeadsToEmail(tx, learner.email, spent.newEmail);
        // Links mailed to the old address (a reset, another change) end with it.
        await endAccountLinks(tx, learner.id);
        const told = emailChangedMail({ name: nameOf(learner), newEmail: spent.newEmail });
        await outboxRepository.enqueue(tx, {
          to: learner.email,
          kind: ACCOUNT_SETTINGS_MAIL_KIND.emailChanged,
          ...told,
        });
        return "changed" as const;
      });
      if (outcome === "bad") return reply.status(422).send(fieldError("token", accountMessages.emailLinkBad));
      if (outcome === "taken") return reply.status(409).send({ detail: accountMessages.emailTaken });
      mail.wake();
      return { detail: accountMessages.emailChanged };
    },
  });

  app.route({
    ...routeOf(accountEndpoints.endSession),
    handler: async (request, reply) => {
      const ended = await accountRepository.endSession(db, request.viewer!.id, request.params.sessionId);
      if (!ended) return reply.status(404).send({ detail: accountMessages.sessionNotFound });
      return { detail: accountMessages.sessionEnded };
    },
  });

  app.route({
    ...routeOf(accountEndpoints.endOtherSessions),
    handler: async (request) => {
      await accountRepository.endOtherSessions(db, request.viewer!.id, request.viewer!.sessionId);
      return { detail: accountMessages.othersEnded };
    },
  });

  app.route({
    ...routeOf(accountEndpoints.setReminders),
    handler: async (request) => {
      await accountRepository.setReminders(db, request.viewer!.id, request.body.reminders);
      return { detail: accountMessages.remindersSaved };
    },
  });

  app.route({
    ...routeOf(accountEndpoints.setLanguage),
    handler: async (request) => {
      await accountRepository.setLanguage(db, request.viewer!.id, request.body.language);
      return { detail: accountMessages.languageSaved };
    },
  });

  app.route({
    ...routeOf(accountEndpoints.replaceCalendar),
    handler: async (request) => {
      await accountRepository.replaceCalendarToken(db, request.viewer!.id);
      return { detail: accountMessages.calendarReplaced };
    },
  });
};
