// The learner's side of attendance: checking in with the code shown in a session of their own
// batch — from 15 minutes before its start to its end (present, or late more than ten minutes
// after the start) — behind the public forms' rate limit; and reading their own marks. A wrong
// code, a closed window or another's batch changes nothing.
import { attendanceEndpoints } from "@skillbridge/core";
import { attendanceMessages, checkInStatus, checkInWindow } from "@skillbridge/core/attendance";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { attendanceRepository as repo } from "./repository.ts";
import { ownAttendance } from "./sheet.ts";

export const attendanceLearnerRoutes: FastifyPluginAsyncZod<{
  db: Db;
  rateLimit: { max: number; timeWindow: string };
}> = async (app, { db, rateLimit }) => {
  const checkIn = routeOf(attendanceEndpoints.checkIn);
  app.route({
    ...checkIn,
    config: { ...checkIn.config, rateLimit },
    handler: async (request, reply) => {
      const learnerId = request.viewer!.id;
      const { batchId, code } = request.body;
      if (!(await repo.isEnrolled(db, batchId, learnerId))) {
        return reply.status(403).send({ detail: attendanceMessages.notEnrolled });
      }
      const now = new Date();
      const session = (await repo.sessions(db, batchId)).find((row) => row.checkInCode === code);
      if (!session) {
        return reply.status(422).send({ detail: [{ loc: ["body", "code"], msg: attendanceMessages.wrongCode }] });
      }
      const window = checkInWindow(session, now);
      if (window !== "open") {
        return reply
          .status(409)
          .send({ detail: window === "early" ? attendanceMessages.tooEarly : attendanceMessages.closed });
      }
      // A second check-in keeps the first one's mark: arriving on time is not undone by a retry.
      const held = await repo.mark(db, session.id, learnerId);
      const status = held === "present" || held === "late" ? held : checkInStatus(session.startsAt, now);
      if (held !== status) await repo.setMarks(db, session.id, [{ learnerId, status }], "check-in");
      return { sessionId: session.id, startsAt: session.startsAt.toISOString(), status };
    },
  });

  app.route({
    ...routeOf(attendanceEndpoints.mine),
    handler: async (request, reply) => {
      const learnerId = request.viewer!.id;
      if (!(await repo.isEnrolled(db, request.params.id, learnerId))) {
        return reply.status(404).send({ detail: attendanceMessages.notEnrolled });
      }
      return ownAttendance(db, request.params.id, learnerId);
    },
  });
};
