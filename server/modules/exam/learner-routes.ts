// The learner's tests: the ones open to them, starting or resuming an attempt, saving answers and
// submitting. Only the signed-in learner's own attempts: another's answers 404, as an unknown one.
// An exam passed on submitting (or settled as passed when its time ran out) certifies the learner at
// once where an ended batch's completion rule named it.
import { examEndpoints } from "@skillbridge/core";
import { type Attempt, pastDeadline, testMessages } from "@skillbridge/core/exams";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { certifyAfterExamPassed } from "../certificate/certify-now.ts";
import type { MailWorker } from "../mail/worker.ts";
import { siteOrigin } from "../submission/site-origin.ts";
import { attemptRepository } from "./attempt-repository.ts";
import { attemptView, saveAnswer, startAttempt, submitAttempt } from "./attempts.ts";

const unknownAttempt = { detail: testMessages.unknownAttempt };

export const examLearnerRoutes: FastifyPluginAsyncZod<{
  db: Db;
  mail?: MailWorker;
  publicOrigin?: string | undefined;
}> = async (app, { db, mail, publicOrigin }) => {
  /** After an attempt was submitted: a pass may complete a batch's rule (never fails the request). */
  async function afterSubmitted(request: FastifyRequest, view: Attempt) {
    // Completion rules name timed exams only; practice tests never certify.
    if (view.kind !== "exam" || !view.result?.passed) return;
    await certifyAfterExamPassed(
      { db, log: request.log, mail, origin: siteOrigin(request, publicOrigin) },
      { learnerId: request.viewer!.id, testId: view.testId },
    );
  }

  app.route({
    ...routeOf(examEndpoints.myTests),
    handler: async (request) => {
      const learnerId = request.viewer!.id;
      const rows = await attemptRepository.openTests(db, learnerId, new Date());
      return rows.map(({ test, courseName, attemptsUsed, bestPercent, openAttempt, lastAttempt }) => ({
        id: test.id,
        title: test.title,
        courseName,
        kind: test.kind,
        minutes: test.kind === "exam" ? test.minutes : null,
        questionCount: test.questionCount,
        passPercent: test.passPercent,
        attemptsAllowed: test.attemptsAllowed,
        attemptsUsed,
        bestPercent: bestPercent == null ? null : Number(bestPercent),
        openAttemptId: openAttempt == null ? null : Number(openAttempt),
        lastAttemptId: lastAttempt == null ? null : Number(lastAttempt),
        openTo: test.openTo?.toISOString() ?? null,
        canStart: openAttempt != null || test.attemptsAllowed == null || attemptsUsed < test.attemptsAllowed,
      }));
    },
  });

  app.route({
    ...routeOf(examEndpoints.start),
    handler: async (request, reply) => {
      const learnerId = request.viewer!.id;
      const outcome = await db.transaction((tx) => startAttempt(tx, request.params.id, learnerId));
      if ("status" in outcome) return reply.status(outcome.status).send({ detail: outcome.msg });
      const view = await attemptView(db, outcome.id, learnerId);
      return reply.status(outcome.created ? 201 : 200).send(view!);
    },
  });

  app.route({
    ...routeOf(examEndpoints.attempt),
    handler: async (request, reply) => {
      const learnerId = request.viewer!.id;
      // A visit after the deadline settles the attempt first, so its result shows.
      const found = await attemptRepository.own(db, request.params.id, learnerId);
      if (!found) return reply.status(404).send(unknownAttempt);
      const settling = !found.submittedAt && pastDeadline(found.deadlineAt, new Date());
      if (settling) await db.transaction((tx) => submitAttempt(tx, found.id, learnerId));
      const view = (await attemptView(db, found.id, learnerId))!;
      if (settling) await afterSubmitted(request, view);
      return view;
    },
  });

  app.route({
    ...routeOf(examEndpoints.answer),
    handler: async (request, reply) => {
      const { id, questionId } = request.params;
      const outcome = await db.transaction((tx) =>
        saveAnswer(tx, { attemptId: id, learnerId: request.viewer!.id, questionId, chosen: request.body.chosen }),
      );
      if ("status" in outcome) {
        if (outcome.status === 422)
          return reply.status(422).send({ detail: [{ loc: ["body", outcome.field ?? "chosen"], msg: outcome.msg }] });
        return reply.status(outcome.status).send({ detail: outcome.msg });
      }
      return outcome;
    },
  });

  app.route({
    ...routeOf(examEndpoints.submit),
    handler: async (request, reply) => {
      const learnerId = request.viewer!.id;
      const found = await db.transaction((tx) => submitAttempt(tx, request.params.id, learnerId));
      if (!found) return reply.status(404).send(unknownAttempt);
      const view = (await attemptView(db, request.params.id, learnerId))!;
      await afterSubmitted(request, view);
      return view;
    },
  });
};
