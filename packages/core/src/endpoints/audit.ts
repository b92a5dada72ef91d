// The audit log, staff only: entries newest first, paged (x-total-count) and filtered,
// and the kinds of record it holds.

import { auditEntrySchema, auditQuerySchema } from "../back-office.ts";
import { endpoint } from "../endpoint.ts";
import { errorSchema } from "../schemas.ts";
import { z } from "../zod.ts";

const denied = { 401: errorSchema, 403: errorSchema, 422: errorSchema };

export const auditEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/admin/audit",
    access: "staff",
    tags: ["admin"],
    query: auditQuerySchema,
    responses: { 200: z.array(auditEntrySchema), ...denied },
  }),
  entities: endpoint({
    method: "GET",
    path: "/admin/audit/entities",
    access: "staff",
    tags: ["admin"],
    responses: { 200: z.array(z.string()), ...denied },
  }),
};
