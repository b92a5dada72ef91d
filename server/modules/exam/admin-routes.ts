// The staff side of question banks and tests: a course's bank with its tests, adding and editing
// questions (one by one or from CSV, all or none), the CSV export, adding and editing tests.
// Every staff member keeps them; every change is audited.
import { examEndpoints } from "@skillbridge/core";
import {
  MAX_IMPORT_CHARS,
  parseQuestionsCsv,
  questionMessages,
  questionsCsv,
  testMessages,
} from "@skillbridge/core/exams";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { actorOf, auditedWrite } from "../audit/audit.ts";
import { bankRepository, questionView, testView } from "./bank-repository.ts";
import { insightOf } from "./insight.ts";

const unknownCourse = { detail: questionMessages.unknownCourse };
const badBatch = { detail: [{ loc: ["body", "batchId"], msg: testMessages.batch }] };

export const examAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeOf(examEndpoints.testInsight),
    handler: async (request, reply) => {
      const insight = await insightOf(db, request.params.id);
      return insight ?? reply.status(404).send({ detail: testMessages.unknownTest });
    },
  });

  app.route({
    ...routeOf(examEndpoints.bank),
    handler: async (request, reply) => {
      const course = await bankRepository.course(db, request.params.id);
      if (!course) return reply.status(404).send(unknownCourse);
      const [topics, batches, questions, tests] = await Promise.all([
        bankRepository.topics(db, course.id),
        bankRepository.batches(db, course.id),
        bankRepository.questions(db, course.id),
        bankRepository.tests(db, course.id),
      ]);
      return { course, topics, batches, questions: questions.map(questionView), tests };
    },
  });

  app.route({
    ...routeOf(examEndpoints.createQuestion),
    handler: async (request, reply) => {
      const course = await bankRepository.course(db, request.params.id);
      if (!course) return reply.status(404).send(unknownCourse);
      const row = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const [created] = await bankRepository.insertQuestions(tx, course.id, [request.body]);
        await audit({ action: "question.create", entity: "question", entityId: created!.id, after: created });
        return created!;
      });
      return reply.status(201).send(questionView(row));
    },
  });

  app.route({
    ...routeOf(examEndpoints.updateQuestion),
    handler: async (request, reply) => {
      const row = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const before = await bankRepository.lockQuestion(tx, request.params.id);
        if (!before) return null;
        const after = await bankRepository.updateQuestion(tx, before.id, request.body);
        await audit({ action: "question.update", entity: "question", entityId: before.id, before, after });
        return after;
      });
      if (!row) return reply.status(404).send({ detail: questionMessages.unknownQuestion });
      return questionView(row);
    },
  });

  app.route({
    ...routeOf(examEndpoints.deleteQuestion),
    handler: async (request, reply) => {
      const outcome = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const before = await bankRepository.lockQuestion(tx, request.params.id);
        if (!before) return "missing" as const;
        if (await bankRepository.questionDrawn(tx, before.id)) return "drawn" as const;
        await bankRepository.deleteQuestion(tx, before.id);
        await audit({ action: "question.delete", entity: "question", entityId: before.id, before, after: null });
        return "done" as const;
      });
      if (outcome === "missing") return reply.status(404).send({ detail: questionMessages.unknownQuestion });
      if (outcome === "drawn") return reply.status(409).send({ detail: questionMessages.drawn });
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...routeOf(examEndpoints.deleteTest),
    handler: async (request, reply) => {
      const outcome = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const before = await bankRepository.lockTest(tx, request.params.id);
        if (!before) return "missing" as const;
        if (await bankRepository.testAttempted(tx, before.id)) return "taken" as const;
        await bankRepository.deleteTest(tx, before.id);
        await audit({ action: "test.delete", entity: "test", entityId: before.id, before, after: null });
        return "done" as const;
      });
      if (outcome === "missing") return reply.status(404).send({ detail: testMessages.unknownTest });
      if (outcome === "taken") return reply.status(409).send({ detail: testMessages.taken });
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...routeOf(examEndpoints.exportQuestions),
    handler: async (request, reply) => {
      const course = await bankRepository.course(db, request.params.id);
      if (!course) return reply.status(404).send(unknownCourse);
      const rows = await bankRepository.questions(db, course.id);
      const csv = questionsCsv(rows.map((row) => ({ ...row, options: row.options.map((option) => option.text) })));
      return { filename: `questions-course-${course.id}.csv`, csv };
    },
  });

  app.route({
    ...routeOf(examEndpoints.importQuestions),
    // A whole bank's CSV (as JSON, whose escapes may double it) is larger than other forms.
    bodyLimit: 4 * MAX_IMPORT_CHARS + 4096,
    handler: async (request, reply) => {
      const course = await bankRepository.course(db, request.params.id);
      if (!course) return reply.status(404).send(unknownCourse);
      const parsed = parseQuestionsCsv(request.body.csv);
      if (!parsed.ok) {
        const msg = parsed.line == null ? parsed.reason : `Line ${parsed.line}: ${parsed.reason}`;
        return reply.status(422).send({ detail: [{ loc: ["body", "csv"], msg }] });
      }
      const imported = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const rows = await bankRepository.insertQuestions(tx, course.id, parsed.questions);
        await audit({
          action: "question.import",
          entity: "course",
          entityId: course.id,
          after: { questions: rows.length, ids: rows.map((row) => row.id) },
        });
        return rows.length;
      });
      return reply.status(201).send({ imported });
    },
  });

  app.route({
    ...routeOf(examEndpoints.createTest),
    handler: async (request, reply) => {
      const course = await bankRepository.course(db, request.params.id);
      if (!course) return reply.status(404).send(unknownCourse);
      const { batchId } = request.body;
      if (batchId != null && !(await bankRepository.batchOfCourse(db, batchId, course.id)))
        return reply.status(422).send(badBatch);
      const row = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const created = await bankRepository.insertTest(tx, course.id, request.body);
        await audit({ action: "test.create", entity: "test", entityId: created.id, after: created });
        return created;
      });
      return reply.status(201).send(testView(row, 0));
    },
  });

  app.route({
    ...routeOf(examEndpoints.updateTest),
    handler: async (request, reply) => {
      const outcome = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const before = await bankRepository.lockTest(tx, request.params.id);
        if (!before) return "missing" as const;
        const { batchId } = request.body;
        if (batchId != null && !(await bankRepository.batchOfCourse(tx, batchId, before.courseId)))
          return "bad batch" as const;
        const after = await bankRepository.updateTest(tx, before.id, request.body);
        await audit({ action: "test.update", entity: "test", entityId: before.id, before, after });
        return after;
      });
      if (outcome === "missing") return reply.status(404).send({ detail: testMessages.unknownTest });
      if (outcome === "bad batch") return reply.status(422).send(badBatch);
      const [view] = await bankRepository.tests(db, outcome.courseId, outcome.id);
      return view!;
    },
  });
};
