// GET /events/ — active events only, except for staff (contract). The back office's
// events, staff only: the list (upcoming or past, paged), one event, create and edit.

import {
  adminEventListSchema,
  adminEventQuerySchema,
  adminEventSchema,
  eventInputSchema,
  eventUpdateSchema,
} from "../admin/event.ts";
import { endpoint } from "../endpoint.ts";
import { errorSchema, eventSchema, idParams } from "../schemas.ts";
import { z } from "../zod.ts";

const adminTags = ["admin"];
const denied = { 401: errorSchema, 403: errorSchema, 422: errorSchema };

export const eventEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/events/",
    access: "public",
    tags: ["event"],
    responses: { 200: z.array(eventSchema) },
  }),
};

export const eventAdminEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/admin/events",
    access: "staff",
    tags: adminTags,
    query: adminEventQuerySchema,
    responses: { 200: adminEventListSchema, ...denied },
  }),
  byId: endpoint({
    method: "GET",
    path: "/admin/events/:id",
    access: "staff",
    tags: adminTags,
    params: idParams,
    responses: { 200: adminEventSchema, 404: errorSchema, ...denied },
  }),
  create: endpoint({
    method: "POST",
    path: "/admin/events",
    access: "staff",
    tags: adminTags,
    body: eventInputSchema,
    responses: { 201: adminEventSchema, ...denied },
  }),
  update: endpoint({
    method: "PATCH",
    path: "/admin/events/:id",
    access: "staff",
    tags: adminTags,
    params: idParams,
    body: eventUpdateSchema,
    responses: { 200: adminEventSchema, 404: errorSchema, ...denied },
  }),
};
