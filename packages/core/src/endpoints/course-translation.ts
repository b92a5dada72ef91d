// The back office's course translations (staff only): a course's texts in another language, read
// and saved whole.
import {
  courseTranslationInputSchema,
  courseTranslationParams,
  courseTranslationSchema,
} from "../admin/course-translation.ts";
import { endpoint } from "../endpoint.ts";
import { errorSchema } from "../schemas.ts";

const tags = ["course"];
const denied = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: errorSchema };

export const courseTranslationEndpoints = {
  get: endpoint({
    method: "GET",
    path: "/admin/courses/:id/translations/:locale",
    access: "staff",
    tags,
    summary: "A course's texts in the language (empty texts where staff gave none)",
    params: courseTranslationParams,
    responses: { 200: courseTranslationSchema, ...denied },
  }),
  save: endpoint({
    method: "PUT",
    path: "/admin/courses/:id/translations/:locale",
    access: "staff",
    tags,
    summary: "Saves a course's texts in the language; empty texts fall back on the English ones",
    params: courseTranslationParams,
    body: courseTranslationInputSchema,
    responses: { 200: courseTranslationSchema, ...denied },
  }),
};
