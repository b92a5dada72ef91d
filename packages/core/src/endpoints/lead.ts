// POST /leads/ (an enrolment request, public) and POST /admin/leads/{id}/convert
// (staff: the lead becomes a learner enrolled in its batch).

import { leadConvertResultSchema, leadConvertSchema } from "../back-office.ts";
import { endpoint } from "../endpoint.ts";
import { errorSchema, idempotencyKeyHeader, idParams, leadCreatedSchema, leadCreateSchema } from "../schemas.ts";

export const leadEndpoints = {
  create: endpoint({
    method: "POST",
    path: "/leads/",
    access: "public",
    tags: ["lead"],
    headers: idempotencyKeyHeader,
    body: leadCreateSchema,
    // paymentPath: the new enrolment's private payment page, for the one who sent it (its success
    // popup's "Pay now"); only on the first answer, as only the link's hash is stored.
    responses: { 201: leadCreatedSchema, 400: errorSchema, 422: errorSchema, 429: errorSchema },
  }),
  convert: endpoint({
    method: "POST",
    path: "/admin/leads/:id/convert",
    access: "staff",
    tags: ["admin"],
    params: idParams,
    body: leadConvertSchema,
    responses: {
      200: leadConvertResultSchema,
      401: errorSchema,
      403: errorSchema,
      404: errorSchema,
      422: errorSchema,
    },
  }),
};
