// GET /learning-bundles — active learning bundles only, except for staff (contract). The
// back office's learning bundles, staff only: list in their public order, add, edit and
// move up/down.

import { adminBundleSchema, bundleInputSchema, bundleUpdateSchema } from "../admin/bundle.ts";
import { moveSchema } from "../admin/site.ts";
import { endpoint } from "../endpoint.ts";
import { bundleSchema, errorSchema, idParams } from "../schemas.ts";
import { z } from "../zod.ts";

const adminTags = ["admin"];
const denied = { 401: errorSchema, 403: errorSchema, 422: errorSchema };
const adminList = z.array(adminBundleSchema);

export const bundleEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/learning-bundles",
    access: "public",
    tags: ["bundle"],
    responses: { 200: z.array(bundleSchema) },
  }),
};

export const bundleAdminEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/admin/bundles",
    access: "staff",
    tags: adminTags,
    responses: { 200: adminList, ...denied },
  }),
  create: endpoint({
    method: "POST",
    path: "/admin/bundles",
    access: "staff",
    tags: adminTags,
    body: bundleInputSchema,
    responses: { 201: adminBundleSchema, ...denied },
  }),
  update: endpoint({
    method: "PATCH",
    path: "/admin/bundles/:id",
    access: "staff",
    tags: adminTags,
    params: idParams,
    body: bundleUpdateSchema,
    responses: { 200: adminBundleSchema, 404: errorSchema, ...denied },
  }),
  /** One place up or down; answers the whole list in its new order. */
  move: endpoint({
    method: "POST",
    path: "/admin/bundles/:id/move",
    access: "staff",
    tags: adminTags,
    params: idParams,
    body: moveSchema,
    responses: { 200: adminList, 404: errorSchema, ...denied },
  }),
};
