// The leads & enquiries inbox, staff only: the list, its CSV export, what came in since
// the last visit, one item with its follow-up, notes and replies, and the staff to assign.

import {
  inboxCsvQuerySchema,
  inboxDetailSchema,
  inboxListSchema,
  inboxNoteCreateSchema,
  inboxParamsSchema,
  inboxQuerySchema,
  inboxReplySchema,
  inboxUpdateSchema,
  staffMemberSchema,
} from "../back-office.ts";
import { endpoint } from "../endpoint.ts";
import { errorSchema } from "../schemas.ts";
import { z } from "../zod.ts";

const tags = ["admin"];
const denied = { 401: errorSchema, 403: errorSchema, 422: errorSchema };

export const inboxEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/admin/inbox",
    access: "staff",
    tags,
    query: inboxQuerySchema,
    responses: { 200: inboxListSchema, ...denied },
  }),
  /** The list as CSV text (content-type text/csv, a download). */
  csv: endpoint({
    method: "GET",
    path: "/admin/inbox.csv",
    access: "staff",
    tags,
    query: inboxCsvQuerySchema,
    responses: { 200: z.string(), ...denied },
  }),
  seen: endpoint({
    method: "POST",
    path: "/admin/inbox/seen",
    access: "staff",
    tags,
    responses: { 200: z.object({ lastSeenAt: z.string() }), ...denied },
  }),
  /** The active staff, to assign an item to. */
  staff: endpoint({
    method: "GET",
    path: "/admin/staff",
    access: "staff",
    tags,
    responses: { 200: z.array(staffMemberSchema), ...denied },
  }),
  item: endpoint({
    method: "GET",
    path: "/admin/inbox/:type/:id",
    access: "staff",
    tags,
    params: inboxParamsSchema,
    responses: { 200: inboxDetailSchema, 404: errorSchema, ...denied },
  }),
  update: endpoint({
    method: "PATCH",
    path: "/admin/inbox/:type/:id",
    access: "staff",
    tags,
    params: inboxParamsSchema,
    body: inboxUpdateSchema,
    responses: { 200: inboxDetailSchema, 404: errorSchema, ...denied },
  }),
  addNote: endpoint({
    method: "POST",
    path: "/admin/inbox/:type/:id/notes",
    access: "staff",
    tags,
    params: inboxParamsSchema,
    body: inboxNoteCreateSchema,
    responses: { 201: inboxDetailSchema, 404: errorSchema, ...denied },
  }),
  reply: endpoint({
    method: "POST",
    path: "/admin/inbox/:type/:id/reply",
    access: "staff",
    tags,
    params: inboxParamsSchema,
    body: inboxReplySchema,
    responses: { 201: inboxDetailSchema, 404: errorSchema, ...denied },
  }),
};
