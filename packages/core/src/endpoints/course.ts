// GET /ictData/ (all, or ?search=), /ictData/{id}, /ictData/search/{text}, /ictCost/, /hours/.
// The back office's courses (staff only): listed, created, read and edited.

import {
  adminCourseListSchema,
  adminCourseQuerySchema,
  courseCreateSchema,
  courseUpdateSchema,
} from "../admin/catalogue.ts";
import { endpoint } from "../endpoint.ts";
import {
  costSchema,
  courseListItemSchema,
  courseListQuerySchema,
  courseSchema,
  errorSchema,
  hoursSchema,
  idParams,
  suggestionSchema,
} from "../schemas.ts";
import { z } from "../zod.ts";

const tags = ["course"];
const searchTerm = z.string().max(200, "Search text must be at most 200 characters");

export const courseEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/ictData/",
    access: "public",
    tags,
    summary:
      "All courses; ?search= for the ranked word-prefix search with typos by length (names first); ?q= keeps courses whose name contains the text (case-insensitive); optional catalogue filters, ?sort=next|fee|popular and paging (x-total-count); each course with its card facts (next batch, popularity, reviews, cover)",
    query: courseListQuerySchema,
    responses: { 200: z.array(courseListItemSchema), 400: errorSchema },
  }),
  suggestions: endpoint({
    method: "GET",
    path: "/ictData/search/:text",
    access: "public",
    tags,
    summary: "At most 8 suggestions: active courses whose name contains the text",
    params: z.object({ text: searchTerm }),
    responses: { 200: z.array(suggestionSchema) },
  }),
  spelling: endpoint({
    method: "GET",
    path: "/ictData/spelling/:text",
    access: "public",
    tags,
    summary: "Did you mean: the search text with mistyped terms corrected, or null when it matches as typed",
    params: z.object({ text: searchTerm }),
    responses: { 200: z.object({ suggestion: z.string().nullable() }) },
  }),
  byId: endpoint({
    method: "GET",
    path: "/ictData/:id",
    access: "public",
    tags,
    params: idParams,
    responses: { 200: courseSchema, 404: errorSchema },
  }),
  costs: endpoint({
    method: "GET",
    path: "/ictCost/",
    access: "public",
    tags,
    responses: { 200: z.array(costSchema) },
  }),
  hours: endpoint({
    method: "GET",
    path: "/hours/",
    access: "public",
    tags,
    responses: { 200: z.array(hoursSchema) },
  }),
};

const adminTags = ["admin"];
const denied = { 401: errorSchema, 403: errorSchema, 422: errorSchema };

export const courseAdminEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/admin/courses",
    access: "staff",
    tags: adminTags,
    summary: "Courses, active or not: search, filters, sorting and paging in the database (total in x-total-count)",
    query: adminCourseQuerySchema,
    responses: { 200: adminCourseListSchema, ...denied },
  }),
  create: endpoint({
    method: "POST",
    path: "/admin/courses",
    access: "staff",
    tags: adminTags,
    summary: "Create a course with its hours and price; it starts inactive unless status says otherwise",
    body: courseCreateSchema,
    responses: { 201: courseSchema, ...denied },
  }),
  byId: endpoint({
    method: "GET",
    path: "/admin/courses/:id",
    access: "staff",
    tags: adminTags,
    params: idParams,
    responses: { 200: courseSchema, 404: errorSchema, ...denied },
  }),
  update: endpoint({
    method: "PATCH",
    path: "/admin/courses/:id",
    access: "staff",
    tags: adminTags,
    summary: "Edit a course's details, hours, price or image; activate or deactivate it",
    params: idParams,
    body: courseUpdateSchema,
    responses: { 200: courseSchema, 404: errorSchema, ...denied },
  }),
};
