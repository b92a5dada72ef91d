// GET /domains/ (active domains only, except for staff). The back office's domains
// (staff only): listed with course counts, created, edited, moved in the public order.

import { adminDomainSchema, domainCreateSchema, domainMoveSchema, domainUpdateSchema } from "../admin/catalogue.ts";
import { endpoint } from "../endpoint.ts";
import { domainSchema, errorSchema, idParams } from "../schemas.ts";
import { z } from "../zod.ts";

export const domainEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/domains/",
    access: "public",
    tags: ["domain"],
    responses: { 200: z.array(domainSchema) },
  }),
};

const tags = ["admin"];
const denied = { 401: errorSchema, 403: errorSchema, 422: errorSchema };

export const domainAdminEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/admin/domains",
    access: "staff",
    tags,
    summary: "Every domain, active or not, in public order, with course counts",
    responses: { 200: z.array(adminDomainSchema), ...denied },
  }),
  create: endpoint({
    method: "POST",
    path: "/admin/domains",
    access: "staff",
    tags,
    body: domainCreateSchema,
    responses: { 201: adminDomainSchema, ...denied },
  }),
  update: endpoint({
    method: "PATCH",
    path: "/admin/domains/:id",
    access: "staff",
    tags,
    summary: "Rename, change the icon, activate or deactivate a domain",
    params: idParams,
    body: domainUpdateSchema,
    responses: { 200: adminDomainSchema, 404: errorSchema, ...denied },
  }),
  move: endpoint({
    method: "POST",
    path: "/admin/domains/:id/move",
    access: "staff",
    tags,
    summary: "Move a domain one place up or down in the public order; answers the new order",
    params: idParams,
    body: domainMoveSchema,
    responses: { 200: z.array(adminDomainSchema), 404: errorSchema, ...denied },
  }),
};
