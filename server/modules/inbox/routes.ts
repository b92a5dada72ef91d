// The leads & enquiries inbox, staff only: one list of everything visitors sent, its
// CSV export, the detail of one item, its follow-up (status, assignee, notes), and what came in
// since the staff member's last visit. Every write goes through auditedWrite.
import { apiMessages, INBOX_CSV_MAX_ROWS, INBOX_PAGE_SIZE, inboxEndpoints } from "@skillbridge/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { ALERT_MAIL_KIND, assignmentMail } from "../alerts/alert-mail.ts";
import { actorOf, auditedWrite } from "../audit/audit.ts";
import { ENQUIRY_REPLY_KIND, enquiryReplyMail } from "../mail/account-mail.ts";
import { outboxRepository } from "../mail/outbox-repository.ts";
import type { MailWorker } from "../mail/worker.ts";
import { siteOrigin } from "../submission/site-origin.ts";
import { inboxCsv } from "./csv.ts";
import { inboxListRepository } from "./list-repository.ts";
import { inboxRepository } from "./repository.ts";

export const inboxRoutes: FastifyPluginAsyncZod<{
  db: Db;
  mail: MailWorker;
  publicOrigin?: string | undefined;
}> = async (app, { db, mail, publicOrigin }) => {
  app.route({
    ...routeOf(inboxEndpoints.list),
    handler: async (request, reply) => {
      const { limit = INBOX_PAGE_SIZE, offset = 0, ...filters } = request.query;
      const lastSeenAt = await inboxRepository.lastSeen(db, request.viewer!.id);
      const [page, newSince] = await Promise.all([
        inboxListRepository.page(db, filters, { limit, offset }),
        inboxListRepository.countNewSince(db, lastSeenAt),
      ]);
      reply.header("x-total-count", String(page.total));
      return { ...page, newSince, lastSeenAt: lastSeenAt?.toISOString() ?? null };
    },
  });

  app.route({
    ...routeOf(inboxEndpoints.csv),
    handler: async (request, reply) => {
      const { items } = await inboxListRepository.page(db, request.query, { limit: INBOX_CSV_MAX_ROWS, offset: 0 });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="skillbridge-inbox-${day}.csv"`)
        .header("cache-control", "private, no-store")
        .send(inboxCsv(items));
    },
  });

  app.route({
    ...routeOf(inboxEndpoints.seen),
    handler: async (request) => {
      // A personal read marker, not a change to any record: not audited.
      const at = await inboxRepository.markSeen(db, request.viewer!.id);
      return { lastSeenAt: at.toISOString() };
    },
  });

  app.route({ ...routeOf(inboxEndpoints.staff), handler: () => inboxRepository.activeStaff(db) });

  app.route({
    ...routeOf(inboxEndpoints.item),
    handler: async (request, reply) => {
      const detail = await inboxRepository.detail(db, request.params.type, request.params.id);
      return detail ?? reply.status(404).send({ detail: apiMessages.inboxItemNotFound });
    },
  });

  app.route({
    ...routeOf(inboxEndpoints.update),
    handler: async (request, reply) => {
      const { type, id } = request.params;
      const { status, assigneeId } = request.body;
      const staffId = request.viewer!.id;
      const outcome = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const item = await inboxRepository.loadItem(tx, type, id, true);
        if (!item) return "missing" as const;
        let assignee: { id: number; name: string; email: string } | null = null;
        if (assigneeId != null) {
          [assignee = null] = await inboxRepository.activeStaff(tx, assigneeId);
          if (!assignee) return "no-assignee" as const;
        }
        if (status !== undefined) await inboxRepository.setStatus(tx, audit, item, status, staffId);
        if (assigneeId !== undefined) await inboxRepository.setAssignee(tx, audit, item, assignee, staffId);
        // The new assignee hears of it by mail (not who assigns to themselves), queued
        // in the same transaction as the assignment.
        if (assignee && assignee.id !== item.assigneeId && assignee.id !== staffId) {
          const [by] = await inboxRepository.activeStaff(tx, staffId);
          await outboxRepository.enqueue(tx, {
            to: assignee.email,
            kind: ALERT_MAIL_KIND.assigned,
            ...assignmentMail({
              staffName: assignee.name,
              byName: by?.name ?? "A colleague",
              origin: siteOrigin(request, publicOrigin),
              item: {
                type: item.type,
                id: item.id,
                courseName: item.courseName,
                eventTitle: item.eventTitle,
                createdAt: item.createdAt,
              },
            }),
          });
          return "mailed" as const;
        }
        return "done" as const;
      });
      if (outcome === "missing") return reply.status(404).send({ detail: apiMessages.inboxItemNotFound });
      if (outcome === "mailed") mail.wake();
      if (outcome === "no-assignee") {
        return reply
          .status(422)
          .send({ detail: [{ loc: ["body", "assigneeId"], msg: apiMessages.chooseActiveStaff }] });
      }
      return (await inboxRepository.detail(db, type, id))!;
    },
  });

  app.route({
    ...routeOf(inboxEndpoints.addNote),
    handler: async (request, reply) => {
      const { type, id } = request.params;
      const added = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const item = await inboxRepository.loadItem(tx, type, id, true);
        if (!item) return false;
        await inboxRepository.addNote(tx, audit, item, request.body.body, request.viewer!.id);
        return true;
      });
      if (!added) return reply.status(404).send({ detail: apiMessages.inboxItemNotFound });
      return reply.status(201).send((await inboxRepository.detail(db, type, id))!);
    },
  });

  app.route({
    ...routeOf(inboxEndpoints.reply),
    handler: async (request, reply) => {
      const { type, id } = request.params;
      const { subject, message } = request.body;
      const staffId = request.viewer!.id;
      const sent = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const item = await inboxRepository.loadItem(tx, type, id, true);
        if (!item) return false;
        const [me] = await inboxRepository.activeStaff(tx, staffId);
        const content = enquiryReplyMail({
          name: item.name,
          subject,
          message,
          staffName: me?.name ?? "The SkillBridge team",
          about: item.courseName ?? item.eventTitle,
        });
        // Queued in the same transaction as its note: the reply is never lost nor sent twice.
        const queued = await outboxRepository.enqueue(tx, { ...content, to: item.email, kind: ENQUIRY_REPLY_KIND });
        const note = await inboxRepository.addNote(tx, audit, item, `E-mailed “${subject}”:\n\n${message}`, staffId);
        if (item.status === "new") await inboxRepository.setStatus(tx, audit, item, "contacted", staffId);
        await audit({
          action: `${type === "lead" ? "lead" : "enquiry"}.reply`,
          entity: type === "lead" ? "lead" : "enquiry",
          entityId: item.id,
          after: { subject, outboxId: queued.id, noteId: note.id, to: item.email },
        });
        return true;
      });
      if (!sent) return reply.status(404).send({ detail: apiMessages.inboxItemNotFound });
      mail.wake();
      return reply.status(201).send((await inboxRepository.detail(db, type, id))!);
    },
  });
};
