// The back office's trainers (list, add, edit, attach to a batch) and reviews
// (learners' consented feedback, approved or unapproved by staff). Staff only.

import { courseCoverSchema } from "../admin/cover.ts";
import {
  adminReviewListSchema,
  adminReviewQuerySchema,
  adminReviewSchema,
  adminTrainerSchema,
  batchTrainersBodySchema,
  trainerInputSchema,
} from "../admin/trust.ts";
import { endpoint } from "../endpoint.ts";
import { errorSchema, idParams } from "../schemas.ts";
import { z } from "../zod.ts";

const tags = ["admin"];
const denied = { 401: errorSchema, 403: errorSchema, 422: errorSchema };

export const trainerAdminEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/admin/trainers",
    access: "staff",
    tags,
    summary: "Every trainer, active or not, with the batches each is attached to",
    responses: { 200: z.array(adminTrainerSchema), ...denied },
  }),
  create: endpoint({
    method: "POST",
    path: "/admin/trainers",
    access: "staff",
    tags,
    body: trainerInputSchema,
    responses: { 201: adminTrainerSchema, ...denied },
  }),
  update: endpoint({
    method: "PATCH",
    path: "/admin/trainers/:id",
    access: "staff",
    tags,
    params: idParams,
    body: trainerInputSchema.partial(),
    responses: { 200: adminTrainerSchema, 404: errorSchema, ...denied },
  }),
  setForBatch: endpoint({
    method: "PUT",
    path: "/admin/batches/:id/trainers",
    access: "staff",
    tags,
    summary: "The trainers of a batch (replaces the list)",
    params: idParams,
    body: batchTrainersBodySchema,
    responses: { 200: z.object({ trainerIds: z.array(z.number().int()) }), 404: errorSchema, ...denied },
  }),
};

export const reviewAdminEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/admin/reviews",
    access: "staff",
    tags,
    summary: "Feedback learners agreed to publish: pending approval or approved (newest first)",
    query: adminReviewQuerySchema,
    responses: { 200: adminReviewListSchema, ...denied },
  }),
  approve: endpoint({
    method: "POST",
    path: "/admin/reviews/:id/approve",
    access: "staff",
    tags,
    summary: "Publish consented feedback as a review on its course page",
    params: idParams,
    responses: { 200: adminReviewSchema, 404: errorSchema, 409: errorSchema, ...denied },
  }),
  unapprove: endpoint({
    method: "POST",
    path: "/admin/reviews/:id/unapprove",
    access: "staff",
    tags,
    summary: "Take a review off its course page (the feedback stays)",
    params: idParams,
    responses: { 200: adminReviewSchema, 404: errorSchema, ...denied },
  }),
};

// A course's cover, uploaded by staff as the raw request body (PNG, JPEG or
// WebP; no body schema, as for /admin/media), resized by the server; answers the new set's token.
export const courseCoverEndpoints = {
  upload: endpoint({
    method: "POST",
    path: "/admin/courses/:id/cover",
    access: "staff",
    tags,
    summary: "Upload a course's cover picture (PNG, JPEG or WebP up to 2 MB, at least 640 px wide)",
    params: idParams,
    responses: {
      201: courseCoverSchema,
      404: errorSchema,
      413: errorSchema,
      415: errorSchema,
      ...denied,
    },
  }),
};
