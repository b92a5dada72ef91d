// A course's batches (public), and a batch's schedule rows, recordings and feedback
// (learner-only: only for batches the signed-in learner is enrolled in). The back office's
// batches (staff only): a course's batches, one batch with its schedule rows,
// recordings and learners, and the schedule rows and recordings themselves.

import {
  adminBatchSchema,
  batchDetailSchema,
  batchInputSchema,
  batchListQuerySchema,
  batchListSchema,
  recordingInputSchema,
  scheduleInputSchema,
} from "../admin/batches.ts";
import { endpoint } from "../endpoint.ts";
import {
  errorSchema,
  feedbackCreateSchema,
  feedbackSchema,
  ictIdParams,
  idParams,
  recordingSchema,
  scheduleSchema,
  trainingCardSchema,
} from "../schemas.ts";
import { z } from "../zod.ts";

const tags = ["batch"];

export const batchEndpoints = {
  forCourse: endpoint({
    method: "GET",
    path: "/ictData/:ictId/training-cards",
    access: "public",
    tags,
    params: ictIdParams,
    responses: { 200: z.array(trainingCardSchema), 404: errorSchema },
  }),
  schedules: endpoint({
    method: "GET",
    path: "/training-cards/:id/schedules",
    access: "learner",
    tags,
    params: idParams,
    responses: { 200: z.array(scheduleSchema), 403: errorSchema },
  }),
  recordings: endpoint({
    method: "GET",
    path: "/recordings/training/:id",
    access: "learner",
    tags,
    params: idParams,
    // 402: paused while a part of the learner's payment plan is overdue (the message says which).
    responses: { 200: z.array(recordingSchema), 402: errorSchema, 403: errorSchema },
  }),
  addFeedback: endpoint({
    method: "POST",
    path: "/training-cards/:id/feedbacks",
    access: "learner",
    tags,
    params: idParams,
    body: feedbackCreateSchema,
    responses: { 201: feedbackSchema, 403: errorSchema, 422: errorSchema },
  }),
};

const adminTags = ["admin"];
const denied = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: errorSchema };

/** A batch's schedule rows or recordings: add one to a batch, edit it, delete it. */
function batchChildEndpoints<const P extends "schedules" | "recordings", I extends z.ZodType, S extends z.ZodType>(
  path: P,
  input: I,
  item: S,
) {
  return {
    create: endpoint({
      method: "POST",
      path: `/admin/batches/:id/${path}`,
      access: "staff",
      tags: adminTags,
      params: idParams,
      body: input,
      responses: { 201: item, ...denied },
    }),
    update: endpoint({
      method: "PATCH",
      path: `/admin/${path}/:id`,
      access: "staff",
      tags: adminTags,
      params: idParams,
      body: input,
      responses: { 200: item, ...denied },
    }),
    remove: endpoint({
      method: "DELETE",
      path: `/admin/${path}/:id`,
      access: "staff",
      tags: adminTags,
      params: idParams,
      responses: { 204: z.null(), ...denied },
    }),
  };
}

export const batchAdminEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/admin/courses/:id/batches",
    access: "staff",
    tags: adminTags,
    params: idParams,
    query: batchListQuerySchema,
    responses: { 200: batchListSchema, ...denied },
  }),
  create: endpoint({
    method: "POST",
    path: "/admin/courses/:id/batches",
    access: "staff",
    tags: adminTags,
    params: idParams,
    body: batchInputSchema,
    responses: { 201: adminBatchSchema, ...denied },
  }),
  byId: endpoint({
    method: "GET",
    path: "/admin/batches/:id",
    access: "staff",
    tags: adminTags,
    params: idParams,
    responses: { 200: batchDetailSchema, ...denied },
  }),
  update: endpoint({
    method: "PATCH",
    path: "/admin/batches/:id",
    access: "staff",
    tags: adminTags,
    params: idParams,
    body: batchInputSchema,
    responses: { 200: adminBatchSchema, ...denied },
  }),
  schedules: batchChildEndpoints("schedules", scheduleInputSchema, scheduleSchema),
  recordings: batchChildEndpoints("recordings", recordingInputSchema, recordingSchema),
};
