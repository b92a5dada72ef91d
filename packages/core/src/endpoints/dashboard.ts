// The staff dashboard, staff only: every aggregate for a range of IST days, and the
// holidays of the "1 business day" promise (listed by anyone on staff, added and removed by staff).

import {
  dashboardQuerySchema,
  dashboardSchema,
  holidayCreateSchema,
  holidayParamsSchema,
  holidaySchema,
} from "../dashboard/schemas.ts";
import { endpoint } from "../endpoint.ts";
import { errorSchema } from "../schemas.ts";
import { z } from "../zod.ts";

const tags = ["admin"];
const denied = { 401: errorSchema, 403: errorSchema, 422: errorSchema };

export const dashboardEndpoints = {
  summary: endpoint({
    method: "GET",
    path: "/admin/dashboard",
    access: "staff",
    tags,
    summary: "Leads by week, form and source; the funnel; response times; revenue; batches' fill; feedback; search",
    query: dashboardQuerySchema,
    responses: { 200: dashboardSchema, ...denied },
  }),
  holidays: endpoint({
    method: "GET",
    path: "/admin/holidays",
    access: "staff",
    tags,
    responses: { 200: z.array(holidaySchema), ...denied },
  }),
  addHoliday: endpoint({
    method: "POST",
    path: "/admin/holidays",
    access: "staff",
    tags,
    body: holidayCreateSchema,
    responses: { 201: holidaySchema, 409: errorSchema, ...denied },
  }),
  removeHoliday: endpoint({
    method: "DELETE",
    path: "/admin/holidays/:day",
    access: "staff",
    tags,
    params: holidayParamsSchema,
    responses: { 204: z.null(), 404: errorSchema, ...denied },
  }),
};

/** A staff member's own follow-up alerts: the daily digest at 09:00 IST, opted into. */
export const alertSettingsSchema = z.strictObject({ digest: z.boolean() });
export type AlertSettings = z.infer<typeof alertSettingsSchema>;

export const alertEndpoints = {
  mine: endpoint({
    method: "GET",
    path: "/admin/alerts",
    access: "staff",
    tags,
    responses: { 200: alertSettingsSchema, ...denied },
  }),
  save: endpoint({
    method: "PUT",
    path: "/admin/alerts",
    access: "staff",
    tags,
    body: alertSettingsSchema,
    responses: { 200: alertSettingsSchema, ...denied },
  }),
};
