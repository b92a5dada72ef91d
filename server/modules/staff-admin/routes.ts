// Staff management. Every staff member may see who has access; only an admin creates
// staff (with an initial password typed by the admin and handed over in person, never e-mailed),
// changes roles, deactivates/reactivates and resets a second factor. Nobody deactivates
// themselves and the last active admin stays. Deactivation ends that member's sessions at once.
// GET /admin/staff (active staff for assignment) stays in inbox/routes.ts.
import { staffAdminEndpoints } from "@skillbridge/core";
import { staffAdminMessages as messages } from "@skillbridge/core/admin/staff";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { actorOf, auditedWrite } from "../audit/audit.ts";
import { createStaffAccount } from "../auth/staff-accounts.ts";
import { staffAdminRepository as repo } from "./repository.ts";

/** A refusal found inside the transaction: thrown so that nothing of it is kept. */
class Refused extends Error {
  readonly status: 404 | 409;
  readonly detail: string;
  constructor(status: 404 | 409, detail: string) {
    super(detail);
    this.status = status;
    this.detail = detail;
  }
}

export const staffAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  /** Only an active admin passes; anyone else gets a 403 that says why. */
  async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if ((await repo.activeRole(db, request.viewer!.id)) === "admin") return true;
    await reply.status(403).send({ detail: messages.adminOnly });
    return false;
  }
  const send = (reply: FastifyReply, error: unknown) => {
    if (error instanceof Refused) return reply.status(error.status).send({ detail: error.detail });
    throw error;
  };

  app.route({
    ...routeOf(staffAdminEndpoints.accounts),
    handler: async (request) => {
      const [items, role] = await Promise.all([repo.list(db), repo.activeRole(db, request.viewer!.id)]);
      return { items, you: { id: request.viewer!.id, role: role ?? "staff" } };
    },
  });

  app.route({
    ...routeOf(staffAdminEndpoints.create),
    handler: async (request, reply) => {
      if (!(await requireAdmin(request, reply))) return reply;
      const { name, email, role, password } = request.body;
      // One rule for every way a staff account is made (CLI, first start, this page).
      const created = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const outcome = await createStaffAccount(tx, { name, email, role, password });
        if (outcome.kind !== "created") return outcome;
        const after = (await repo.find(tx, outcome.id))!;
        // The password is never written to the log, hashed or not.
        await audit({ action: "staff.create", entity: "staff", entityId: after.id, before: null, after });
        return { kind: "done" as const, account: after };
      });
      if (created.kind === "exists") {
        return reply.status(422).send({ detail: [{ loc: ["body", "email"], msg: messages.emailTaken }] });
      }
      if (created.kind === "invalid") {
        return reply.status(422).send({ detail: [{ loc: ["body", created.field], msg: created.message }] });
      }
      return reply.status(201).send(created.account);
    },
  });

  app.route({
    ...routeOf(staffAdminEndpoints.update),
    handler: async (request, reply) => {
      if (!(await requireAdmin(request, reply))) return reply;
      const { role, status } = request.body;
      const me = request.viewer!.id;
      return auditedWrite(db, actorOf(request), async (tx, audit) => {
        const before = await repo.find(tx, request.params.id, true);
        if (!before) throw new Refused(404, messages.notFound);
        if (status === "I" && before.id === me) throw new Refused(409, messages.notYourself);
        const losesAdmin =
          before.role === "admin" &&
          before.status === "A" &&
          ((role !== undefined && role !== "admin") || status === "I");
        if (losesAdmin && (await repo.otherActiveAdmins(tx, before.id)) === 0) {
          throw new Refused(409, messages.lastAdmin);
        }
        const after = await repo.update(tx, before.id, { role, status });
        const sessionsEnded = status === "I" && before.status === "A" ? await repo.revokeSessions(tx, before.id) : 0;
        await audit({
          action: "staff.update",
          entity: "staff",
          entityId: before.id,
          before,
          after: sessionsEnded > 0 ? { ...after, sessionsEnded } : after,
        });
        return after;
      }).catch((error: unknown) => send(reply, error));
    },
  });

  app.route({
    ...routeOf(staffAdminEndpoints.resetSecondFactor),
    handler: async (request, reply) => {
      if (!(await requireAdmin(request, reply))) return reply;
      return auditedWrite(db, actorOf(request), async (tx, audit) => {
        const before = await repo.find(tx, request.params.id, true);
        if (!before) throw new Refused(404, messages.notFound);
        const after = await repo.resetSecondFactor(tx, before.id);
        await audit({ action: "staff.second-factor.reset", entity: "staff", entityId: before.id, before, after });
        return after;
      }).catch((error: unknown) => send(reply, error));
    },
  });
};
