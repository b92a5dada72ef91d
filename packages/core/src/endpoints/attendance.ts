// Attendance per session of a batch: staff read the grid and mark a session (by form or by a CSV
// file), and show a session's check-in code; a learner checks in with the code during the session
// and reads their own marks and percentage.
import {
  attendanceCsvUploadSchema,
  attendanceSessionParams,
  attendanceSheetSchema,
  checkInAnswerSchema,
  checkInBodySchema,
  checkInCodeAnswerSchema,
  markResultSchema,
  markSessionSchema,
  myAttendanceSchema,
} from "../attendance/index.ts";
import { endpoint } from "../endpoint.ts";
import { errorSchema, idParams } from "../schemas.ts";

const denied = { 401: errorSchema, 403: errorSchema };
const tags = ["attendance"];

export const attendanceEndpoints = {
  sheet: endpoint({
    method: "GET",
    path: "/admin/batches/:id/attendance",
    access: "staff",
    tags,
    description: "A batch's sessions, learners, their marks and each learner's attendance percentage.",
    params: idParams,
    responses: { 200: attendanceSheetSchema, 404: errorSchema, ...denied },
  }),
  mark: endpoint({
    method: "PUT",
    path: "/admin/batches/:id/attendance/:sessionId",
    access: "staff",
    tags,
    description: "One session's marks (audited); every learner must be enrolled in the batch, or nothing is stored.",
    params: attendanceSessionParams,
    body: markSessionSchema,
    responses: { 200: markResultSchema, 404: errorSchema, 422: errorSchema, ...denied },
  }),
  upload: endpoint({
    method: "POST",
    path: "/admin/batches/:id/attendance/:sessionId/csv",
    access: "staff",
    tags,
    description:
      "One session's marks from a CSV file (email, status): all or nothing; each refused line is named with its reason.",
    params: attendanceSessionParams,
    body: attendanceCsvUploadSchema,
    responses: { 200: markResultSchema, 404: errorSchema, 422: errorSchema, ...denied },
  }),
  showCode: endpoint({
    method: "POST",
    path: "/admin/batches/:id/attendance/:sessionId/code",
    access: "staff",
    tags,
    description: "The session's check-in code: made once, then the same code is answered.",
    params: attendanceSessionParams,
    responses: { 200: checkInCodeAnswerSchema, 404: errorSchema, ...denied },
  }),
  checkIn: endpoint({
    method: "POST",
    path: "/learner/attendance/check-in",
    access: "learner",
    tags,
    description:
      "The signed-in learner checks in to the batch's open session with its code: present, or late after ten minutes.",
    body: checkInBodySchema,
    responses: { 200: checkInAnswerSchema, 403: errorSchema, 409: errorSchema, 422: errorSchema, 401: errorSchema },
  }),
  mine: endpoint({
    method: "GET",
    path: "/learner/attendance/:id",
    access: "learner",
    tags,
    description: "The signed-in learner's own marks in one of their batches and their attendance percentage.",
    params: idParams,
    responses: { 200: myAttendanceSchema, 404: errorSchema, 401: errorSchema, 403: errorSchema },
  }),
};
