// POST /ictEnquiry/ (public) and GET /ictEnquiry/, which exposes visitors' contact
// details and is therefore staff-only (contract).

import { endpoint } from "../endpoint.ts";
import { enquiryCreateSchema, enquirySchema, errorSchema, idempotencyKeyHeader } from "../schemas.ts";
import { z } from "../zod.ts";

const tags = ["enquiry"];

export const enquiryEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/ictEnquiry/",
    access: "staff",
    tags,
    responses: { 200: z.array(enquirySchema) },
  }),
  create: endpoint({
    method: "POST",
    path: "/ictEnquiry/",
    access: "public",
    tags,
    headers: idempotencyKeyHeader,
    body: enquiryCreateSchema,
    responses: { 201: enquirySchema, 400: errorSchema, 422: errorSchema, 429: errorSchema },
  }),
};
