// POST /batch-interests/ (public): "tell me when a batch opens" for a course; the staff views of
// those requests: every course's waiting people (the dashboard) and one course's list.

import {
  batchInterestAcceptedSchema,
  batchInterestCreateSchema,
  courseBatchInterestsSchema,
  waitingInterestSchema,
} from "../batch-interest.ts";
import { endpoint } from "../endpoint.ts";
import { errorSchema, idParams } from "../schemas.ts";
import { z } from "../zod.ts";

const denied = { 401: errorSchema, 403: errorSchema };

export const batchInterestEndpoints = {
  create: endpoint({
    method: "POST",
    path: "/batch-interests/",
    access: "public",
    tags: ["batch"],
    body: batchInterestCreateSchema,
    responses: { 201: batchInterestAcceptedSchema, 400: errorSchema, 422: errorSchema, 429: errorSchema },
  }),
  waiting: endpoint({
    method: "GET",
    path: "/admin/batch-interests/waiting",
    access: "staff",
    tags: ["admin"],
    responses: { 200: z.array(waitingInterestSchema), ...denied },
  }),
  forCourse: endpoint({
    method: "GET",
    path: "/admin/courses/:id/batch-interests",
    access: "staff",
    tags: ["admin"],
    params: idParams,
    responses: { 200: courseBatchInterestsSchema, 404: errorSchema, ...denied },
  }),
};
