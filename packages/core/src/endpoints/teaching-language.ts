// GET /teaching-languages/: the languages batches can be taught in (public: the catalogue's
// "Taught in" filter and the schedule name them). Staff add one with POST /admin/teaching-languages
// (audited); none is removed, so a batch's or a link's code always stays known.
import { endpoint } from "../endpoint.ts";
import { errorSchema } from "../schemas.ts";
import { teachingLanguageCreateSchema, teachingLanguageSchema } from "../teaching-languages.ts";
import { z } from "../zod.ts";

export const teachingLanguageEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/teaching-languages/",
    access: "public",
    tags: ["course"],
    summary: "The languages batches can be taught in, in their order",
    responses: { 200: z.array(teachingLanguageSchema) },
  }),
  create: endpoint({
    method: "POST",
    path: "/admin/teaching-languages",
    access: "staff",
    tags: ["admin"],
    summary: "Add a language batches can be taught in",
    body: teachingLanguageCreateSchema,
    responses: {
      201: teachingLanguageSchema,
      401: errorSchema,
      403: errorSchema,
      409: errorSchema,
      422: errorSchema,
    },
  }),
};
