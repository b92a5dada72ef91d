// The mail outbox in the back office, staff only: every mail newest first (paged, by
// status), one message with its text, and "Retry now" for a failed one.
import { outboxListSchema, outboxMessageSchema, outboxQuerySchema } from "../admin/outbox.ts";
import { endpoint } from "../endpoint.ts";
import { errorSchema, idParams } from "../schemas.ts";

const tags = ["admin"];
const denied = { 401: errorSchema, 403: errorSchema, 422: errorSchema };

export const mailEndpoints = {
  outbox: endpoint({
    method: "GET",
    path: "/admin/outbox",
    access: "staff",
    tags,
    query: outboxQuerySchema,
    responses: { 200: outboxListSchema, ...denied },
  }),
  message: endpoint({
    method: "GET",
    path: "/admin/outbox/:id",
    access: "staff",
    tags,
    params: idParams,
    responses: { 200: outboxMessageSchema, 404: errorSchema, ...denied },
  }),
  retry: endpoint({
    method: "POST",
    path: "/admin/outbox/:id/retry",
    access: "staff",
    tags,
    params: idParams,
    responses: { 200: outboxMessageSchema, 404: errorSchema, 409: errorSchema, ...denied },
  }),
};
