// The back office's batches, staff only: a course's batches (upcoming or past, paged),
// create and edit one (IST dates and times, mode, location, hours, active/inactive), and on one
// batch its schedule rows and recordings (add, edit, delete) and its enrolled learners. Every write
// is audited; batch writes refresh the public pages at once (the course page's schedule popup).
// A batch that is stored upcoming and active (new, or made so by an edit) tells the people who
// asked to hear of the course's next batch, in the same transaction (batch-interest/notify.ts).
import { apiMessages, batchAdminEndpoints } from "@skillbridge/core";
import {
  BATCH_PAGE_SIZE,
  batchMessages,
  type RecordingInput,
  type ScheduleInput,
} from "@skillbridge/core/admin/batches";
import { dayInIndia } from "@skillbridge/core/rules";
import { recordingSchema, scheduleSchema } from "@skillbridge/core/schemas";
import { teachingLanguageMessages } from "@skillbridge/core/teaching-languages";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { Db, Executor } from "../../db/client.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { actorOf, auditedWrite } from "../audit/audit.ts";
import { publicContentChanged } from "../audit/public-change.ts";
import { notifyWaiting } from "../batch-interest/notify.ts";
import type { MailWorker } from "../mail/worker.ts";
import { siteOrigin } from "../submission/site-origin.ts";
import { teachingLanguageRepository } from "../teaching-language/repository.ts";
import { batchAdminRepository as repo } from "./admin-repository.ts";

export const batchAdminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  mail: MailWorker;
  publicOrigin: string | undefined;
}> = async (app, { db, mail, publicOrigin }) => {
  const courseMissing = { detail: apiMessages.courseNotFound };
  const batchMissing = { detail: batchMessages.batchNotFound };

  app.route({
    ...routeOf(batchAdminEndpoints.list),
    handler: async (request, reply) => {
      const course = await repo.course(db, request.params.id);
      if (!course) return reply.status(404).send(courseMissing);
      const { when = "upcoming", limit = BATCH_PAGE_SIZE, offset = 0 } = request.query;
      const page = await repo.page(db, course.id, { when, limit, offset, today: dayInIndia(new Date()) });
      reply.header("x-total-count", String(page.total));
      return { course, ...page };
    },
  });

  /** A batch's languages must all be teaching languages; the answer names the unknown ones. */
  const unknownLanguages = async (codes: string[] | undefined) => {
    const unknown = await teachingLanguageRepository.unknown(db, codes ?? []);
    if (unknown.length === 0) return null;
    const msg = `${teachingLanguageMessages.unknown}: ${unknown.join(", ")}`;
    return { detail: [{ loc: ["body", "languages"], msg }] };
  };

  app.route({
    ...routeOf(batchAdminEndpoints.create),
    handler: async (request, reply) => {
      const refused = await unknownLanguages(request.body.languages);
      if (refused) return reply.status(422).send(refused);
      const origin = siteOrigin(request, publicOrigin);
      const created = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const course = await repo.course(tx, request.params.id);
        if (!course) return null;
        const id = await repo.insert(tx, course.id, request.body);
        const after = (await repo.find(tx, id))!;
        await audit({ action: "batch.create", entity: "batch", entityId: id, before: null, after });
        const told = await notifyWaiting(tx, { batch: after, course: { id: course.id, name: course.ictName }, origin });
        return { after, told };
      });
      if (!created) return reply.status(404).send(courseMissing);
      publicContentChanged(request.server);
      if (created.told > 0) mail.wake();
      return reply.status(201).send(created.after);
    },
  });

  app.route({
    ...routeOf(batchAdminEndpoints.byId),
    handler: async (request, reply) => {
      const batch = await repo.find(db, request.params.id);
      if (!batch) return reply.status(404).send(batchMissing);
      const [course, schedules, recordings, learners] = await Promise.all([
        repo.course(db, batch.ictId_id),
        repo.schedules(db, batch.id),
        repo.recordings(db, batch.id),
        repo.learners(db, batch.id),
      ]);
      return { batch, course: course!, schedules, recordings, learners };
    },
  });

  app.route({
    ...routeOf(batchAdminEndpoints.update),
    handler: async (request, reply) => {
      const refused = await unknownLanguages(request.body.languages);
      if (refused) return reply.status(422).send(refused);
      const origin = siteOrigin(request, publicOrigin);
      const updated = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const before = await repo.find(tx, request.params.id, true);
        if (!before) return null;
        await repo.update(tx, before.id, request.body);
        const after = (await repo.find(tx, before.id))!;
        await audit({ action: "batch.update", entity: "batch", entityId: before.id, before, after });
        const course = (await repo.course(tx, after.ictId_id))!;
        const told = await notifyWaiting(tx, { batch: after, course: { id: course.id, name: course.ictName }, origin });
        return { after, told };
      });
      if (!updated) return reply.status(404).send(batchMissing);
      publicContentChanged(request.server);
      if (updated.told > 0) mail.wake();
      return updated.after;
    },
  });

  // Schedule rows and recordings: what enrolled learners see on their dashboard (learner pages
  // are never cached, so no public page to refresh).
  const children = [
    {
      entity: "schedule",
      endpoints: batchAdminEndpoints.schedules,
      item: scheduleSchema,
      missing: batchMessages.scheduleNotFound,
      find: repo.schedule,
      add: (tx: Executor, cardId: number, body: unknown) =>
        repo.addSchedule(tx, cardId, body as Required<ScheduleInput>),
      update: (tx: Executor, id: number, body: unknown) => repo.updateSchedule(tx, id, body as Required<ScheduleInput>),
      remove: repo.removeSchedule,
    },
    {
      entity: "recording",
      endpoints: batchAdminEndpoints.recordings,
      item: recordingSchema,
      missing: batchMessages.recordingNotFound,
      find: repo.recording,
      add: (tx: Executor, cardId: number, body: unknown) => repo.addRecording(tx, cardId, body as RecordingInput),
      update: (tx: Executor, id: number, body: unknown) => repo.updateRecording(tx, id, body as RecordingInput),
      remove: repo.removeRecording,
    },
  ] as const;

  for (const child of children) {
    const { entity, endpoints, item } = child;
    app.route({
      ...routeOf(endpoints.create),
      handler: async (request, reply) => {
        const created = await auditedWrite(db, actorOf(request), async (tx, audit) => {
          const batch = await repo.find(tx, request.params.id);
          if (!batch) return null;
          const after = await child.add(tx, batch.id, request.body);
          await audit({
            action: `${entity}.create`,
            entity,
            entityId: after.id,
            before: null,
            after: { trainingId: batch.id, ...after },
          });
          return after;
        });
        if (!created) return reply.status(404).send(batchMissing);
        return reply.status(201).send(created as z.infer<typeof item>);
      },
    });

    app.route({
      ...routeOf(endpoints.update),
      handler: async (request, reply) => {
        const updated = await auditedWrite(db, actorOf(request), async (tx, audit) => {
          const before = await child.find(tx, request.params.id, true);
          if (!before) return null;
          const after = await child.update(tx, request.params.id, request.body);
          await audit({
            action: `${entity}.update`,
            entity,
            entityId: after.id,
            before: { trainingId: before.trainingId, ...before.item },
            after: { trainingId: before.trainingId, ...after },
          });
          return after;
        });
        if (!updated) return reply.status(404).send({ detail: child.missing });
        return updated as z.infer<typeof item>;
      },
    });

    app.route({
      ...routeOf(endpoints.remove),
      handler: async (request, reply) => {
        const removed = await auditedWrite(db, actorOf(request), async (tx, audit) => {
          const before = await child.find(tx, request.params.id, true);
          if (!before) return false;
          await child.remove(tx, request.params.id);
          await audit({
            action: `${entity}.delete`,
            entity,
            entityId: request.params.id,
            before: { trainingId: before.trainingId, ...before.item },
            after: null,
          });
          return true;
        });
        if (!removed) return reply.status(404).send({ detail: child.missing });
        return reply.status(204).send(null);
      },
    });
  }
};
