// spec §7: GET /ictData/ (all, or ?search=), /ictData/{id}, /ictData/search/{text}, /ictCost/, /hours/.
import { z } from "zod";
import { endpoint } from "../endpoint.ts";
import {
  costSchema,
  courseListQuerySchema,
  courseSchema,
  errorSchema,
  hoursSchema,
  idParams,
  suggestionSchema,
} from "../schemas.ts";

const tags = ["course"];
const searchTerm = z.string().max(200, "Search text must be at most 200 characters");

export const courseEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/ictData/",
    access: "public",
    tags,
    summary:
      "All courses; ?search= for typo-tolerant search (names first); optional catalogue filters and paging (x-total-count)",
    query: courseListQuerySchema,
    responses: { 200: z.array(courseSchema) },
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
