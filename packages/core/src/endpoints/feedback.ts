// Feedback in the back office, staff only and read-only: every batch that received
// feedback with its average rating and count (paged), and the feedback one batch received.
import { batchFeedbackSchema, feedbackSummaryListSchema, feedbackSummaryQuerySchema } from "../admin/batches.ts";
import { endpoint } from "../endpoint.ts";
import { errorSchema, idParams } from "../schemas.ts";

const tags = ["admin"];
const denied = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: errorSchema };

export const feedbackEndpoints = {
  summary: endpoint({
    method: "GET",
    path: "/admin/feedback",
    access: "staff",
    tags,
    query: feedbackSummaryQuerySchema,
    responses: { 200: feedbackSummaryListSchema, ...denied },
  }),
  ofBatch: endpoint({
    method: "GET",
    path: "/admin/batches/:id/feedback",
    access: "staff",
    tags,
    params: idParams,
    responses: { 200: batchFeedbackSchema, ...denied },
  }),
};
