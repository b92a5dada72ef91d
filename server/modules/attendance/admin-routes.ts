// Staff side of attendance: a batch's grid (sessions, learners, marks, percentages), marking one
// held session from the grid or from a CSV file (email, status), and showing a session's check-in
// code. A file is all or nothing: one bad line refuses it whole, each bad line named with its
// reason. Every change is audited with counts and ids only — no names or e-mails. Marks saved for an
// ended batch with a completion rule certify at once the marked learners who now meet it.
import { randomInt } from "node:crypto";
import { attendanceEndpoints } from "@skillbridge/core";
import {
  type AttendanceStatus,
  attendanceMessages,
  CHECK_IN_ALPHABET,
  CHECK_IN_CODE_LENGTH,
  csvProblemText,
  parseAttendanceCsv,
  sessionHeld,
} from "@skillbridge/core/attendance";
import { dayInIndia } from "@skillbridge/core/rules";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { actorOf, auditedWrite } from "../audit/audit.ts";
import { certifyAfterAttendance } from "../certificate/certify-now.ts";
import type { MailWorker } from "../mail/worker.ts";
import { siteOrigin } from "../submission/site-origin.ts";
import { attendanceRepository as repo, type Session, type Source } from "./repository.ts";
import { attendanceSheet } from "./sheet.ts";

const notFound = (detail: string) => ({ detail });

function newCode(): string {
  let code = "";
  for (let i = 0; i < CHECK_IN_CODE_LENGTH; i++) code += CHECK_IN_ALPHABET.charAt(randomInt(CHECK_IN_ALPHABET.length));
  return code;
}

export const attendanceAdminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  mail?: MailWorker;
  publicOrigin?: string | undefined;
}> = async (app, { db, mail, publicOrigin }) => {
  /** The batch and its session, or the 404 answer to send. */
  async function sessionOf(
    batchId: number,
    sessionId: number,
  ): Promise<{ ok: false; missing: string } | { ok: true; session: Session }> {
    const batch = await repo.batch(db, batchId);
    if (!batch) return { ok: false, missing: attendanceMessages.batchNotFound };
    const session = (await repo.sessions(db, batchId)).find((row) => row.id === sessionId);
    if (!session) return { ok: false, missing: attendanceMessages.sessionNotFound };
    return { ok: true, session };
  }

  /**
   * Writes one session's marks with their audit entry (counts before and after, ids only); then the
   * marked learners who now meet an ended batch's rule are certified (never failing the save).
   */
  async function saveMarks(
    request: FastifyRequest,
    batchId: number,
    sessionId: number,
    marks: { learnerId: number; status: AttendanceStatus | "" }[],
    source: Source,
  ) {
    const saved = await auditedWrite(db, actorOf(request), async (tx, audit) => {
      const before = await repo.counts(tx, batchId, sessionId);
      await repo.setMarks(tx, sessionId, marks, source);
      const after = await repo.counts(tx, batchId, sessionId);
      await audit({
        action: source === "csv" ? "attendance.upload" : "attendance.mark",
        entity: "batch",
        entityId: batchId,
        before,
        after: { ...after, changed: marks.length },
      });
      return after;
    });
    await certifyAfterAttendance(
      { db, log: request.log, mail, origin: siteOrigin(request, publicOrigin) },
      { batchId, learnerIds: marks.map((mark) => mark.learnerId) },
    );
    return saved;
  }

  app.route({
    ...routeOf(attendanceEndpoints.sheet),
    handler: async (request, reply) => {
      const batch = await repo.batch(db, request.params.id);
      if (!batch) return reply.status(404).send(notFound(attendanceMessages.batchNotFound));
      return attendanceSheet(db, batch);
    },
  });

  app.route({
    ...routeOf(attendanceEndpoints.mark),
    handler: async (request, reply) => {
      const { id, sessionId } = request.params;
      const found = await sessionOf(id, sessionId);
      if (!found.ok) return reply.status(404).send(notFound(found.missing));
      if (!sessionHeld(found.session.startsAt, dayInIndia(new Date()))) {
        return reply.status(422).send({ detail: attendanceMessages.sessionNotHeld });
      }
      const enrolled = new Set((await repo.enrolled(db, id)).map((person) => person.learnerId));
      const stranger = request.body.marks.findIndex((mark) => !enrolled.has(mark.learnerId));
      if (stranger >= 0) {
        return reply.status(422).send({
          detail: [{ loc: ["body", "marks", stranger, "learnerId"], msg: attendanceMessages.learnerNotInBatch }],
        });
      }
      return saveMarks(request, id, sessionId, request.body.marks, "staff");
    },
  });

  app.route({
    ...routeOf(attendanceEndpoints.upload),
    handler: async (request, reply) => {
      const { id, sessionId } = request.params;
      const found = await sessionOf(id, sessionId);
      if (!found.ok) return reply.status(404).send(notFound(found.missing));
      if (!sessionHeld(found.session.startsAt, dayInIndia(new Date()))) {
        return reply.status(422).send({ detail: attendanceMessages.sessionNotHeld });
      }
      const { rows, problems } = parseAttendanceCsv(request.body.csv);
      const known = await repo.learnersByEmail(
        db,
        rows.map((row) => row.email),
      );
      const enrolled = new Set((await repo.enrolled(db, id)).map((person) => person.learnerId));
      for (const row of rows) {
        const learnerId = known.get(row.email);
        if (learnerId === undefined) problems.push({ line: row.line, reason: attendanceMessages.csvUnknownEmail });
        else if (!enrolled.has(learnerId)) problems.push({ line: row.line, reason: attendanceMessages.csvNotInBatch });
      }
      if (problems.length) {
        const detail = problems
          .sort((a, b) => a.line - b.line)
          .map((problem) => ({ loc: ["body", "csv", problem.line], msg: csvProblemText(problem) }));
        return reply.status(422).send({ detail });
      }
      const marks = rows.map((row) => ({ learnerId: known.get(row.email)!, status: row.status }));
      return saveMarks(request, id, sessionId, marks, "csv");
    },
  });

  app.route({
    ...routeOf(attendanceEndpoints.showCode),
    handler: async (request, reply) => {
      const { id, sessionId } = request.params;
      const found = await sessionOf(id, sessionId);
      if (!found.ok) return reply.status(404).send(notFound(found.missing));
      const code = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        await repo.lockSession(tx, sessionId);
        const sessions = await repo.sessions(tx, id);
        const held = sessions.find((row) => row.id === sessionId)?.checkInCode;
        if (held) return held;
        // A code differs from the batch's other sessions' codes, so it names one session only.
        const taken = new Set(sessions.map((row) => row.checkInCode));
        let made = newCode();
        while (taken.has(made)) made = newCode();
        await repo.insertCode(tx, sessionId, made);
        await audit({ action: "attendance.code", entity: "batch", entityId: id, before: null, after: { sessionId } });
        return made;
      });
      return { sessionId, code };
    },
  });
};
