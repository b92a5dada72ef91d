// A course's learning modules, prerequisites, benefits and FAQs (public; a retired or
// unknown course answers 404). The back office's course content (staff only): the whole
// Content page, and per kind (modules, benefits, prerequisites, FAQs, study materials) add, edit,
// delete and reorder.

import {
  type ContentKind,
  contentInputSchemas,
  contentItemSchemas,
  contentOrderSchema,
  courseContentSchema,
} from "../admin/content.ts";
import { endpoint } from "../endpoint.ts";
import {
  benefitSchema,
  errorSchema,
  faqSchema,
  ictIdParams,
  idParams,
  learningModuleSchema,
  prerequisiteSchema,
} from "../schemas.ts";
import { z } from "../zod.ts";

const publicList = <const P extends `/${string}`, S extends z.ZodType>(path: P, item: S) =>
  endpoint({
    method: "GET",
    path,
    access: "public",
    tags: ["course"],
    params: ictIdParams,
    responses: { 200: z.array(item), 404: errorSchema },
  });

export const courseContentEndpoints = {
  modules: publicList("/ictData/:ictId/learning-modules", learningModuleSchema),
  prerequisites: publicList("/ictData/:ictId/pre-reqs/", prerequisiteSchema),
  benefits: publicList("/benefits/ict/:ictId/", benefitSchema),
  faqs: publicList("/ict-faq/ict/:ictId", faqSchema),
};

const tags = ["admin"];
const denied = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: errorSchema };

/** One kind's calls: add to a course, edit, delete, and put the course's list in a new order. */
function contentKindEndpoints<const K extends ContentKind>(kind: K) {
  const item = contentItemSchemas[kind];
  const input = contentInputSchemas[kind];
  return {
    create: endpoint({
      method: "POST",
      path: `/admin/courses/:id/${kind}`,
      access: "staff",
      tags,
      params: idParams,
      body: input,
      responses: { 201: item, ...denied },
    }),
    update: endpoint({
      method: "PATCH",
      path: `/admin/${kind}/:id`,
      access: "staff",
      tags,
      params: idParams,
      body: input,
      responses: { 200: item, ...denied },
    }),
    remove: endpoint({
      method: "DELETE",
      path: `/admin/${kind}/:id`,
      access: "staff",
      tags,
      params: idParams,
      responses: { 204: z.null(), ...denied },
    }),
    reorder: endpoint({
      method: "POST",
      path: `/admin/courses/:id/${kind}/order`,
      access: "staff",
      tags,
      params: idParams,
      body: contentOrderSchema,
      responses: { 200: z.array(item), ...denied },
    }),
  };
}

export const courseContentAdminEndpoints = {
  content: endpoint({
    method: "GET",
    path: "/admin/courses/:id/content",
    access: "staff",
    tags,
    params: idParams,
    responses: { 200: courseContentSchema, ...denied },
  }),
  /** Per kind of content, as the staff API's paths name it. */
  kinds: {
    modules: contentKindEndpoints("modules"),
    benefits: contentKindEndpoints("benefits"),
    prerequisites: contentKindEndpoints("prerequisites"),
    faqs: contentKindEndpoints("faqs"),
    materials: contentKindEndpoints("materials"),
  },
};
