// Staff management: every staff member may see who has access; only an admin creates
// staff, changes roles, deactivates/reactivates and resets a second factor.
// GET /admin/staff (active staff for assignment) is the inbox's (inbox.ts).
import { staffAccountListSchema, staffAccountSchema, staffCreateSchema, staffUpdateSchema } from "../admin/staff.ts";
import { endpoint } from "../endpoint.ts";
import { errorSchema, idParams } from "../schemas.ts";

const tags = ["admin"];
const denied = { 401: errorSchema, 403: errorSchema, 422: errorSchema };
const refusals = { 404: errorSchema, 409: errorSchema };

export const staffAdminEndpoints = {
  accounts: endpoint({
    method: "GET",
    path: "/admin/staff/accounts",
    access: "staff",
    tags,
    responses: { 200: staffAccountListSchema, ...denied },
  }),
  create: endpoint({
    method: "POST",
    path: "/admin/staff",
    access: "staff",
    tags,
    body: staffCreateSchema,
    responses: { 201: staffAccountSchema, ...denied },
  }),
  update: endpoint({
    method: "PATCH",
    path: "/admin/staff/:id",
    access: "staff",
    tags,
    params: idParams,
    body: staffUpdateSchema,
    responses: { 200: staffAccountSchema, ...refusals, ...denied },
  }),
  resetSecondFactor: endpoint({
    method: "POST",
    path: "/admin/staff/:id/second-factor/reset",
    access: "staff",
    tags,
    params: idParams,
    responses: { 200: staffAccountSchema, ...refusals, ...denied },
  }),
};
