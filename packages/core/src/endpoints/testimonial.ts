// GET /testimonials/ — active testimonials only, except for staff (contract). The back
// office's testimonials, staff only: list, add, edit, withdraw (inactive) and restore.

import { adminTestimonialSchema, testimonialInputSchema, testimonialUpdateSchema } from "../admin/testimonial.ts";
import { endpoint } from "../endpoint.ts";
import { errorSchema, idParams, testimonialSchema } from "../schemas.ts";
import { z } from "../zod.ts";

const adminTags = ["admin"];
const denied = { 401: errorSchema, 403: errorSchema, 422: errorSchema };

export const testimonialEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/testimonials/",
    access: "public",
    tags: ["testimonial"],
    responses: { 200: z.array(testimonialSchema) },
  }),
};

export const testimonialAdminEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/admin/testimonials",
    access: "staff",
    tags: adminTags,
    responses: { 200: z.array(adminTestimonialSchema), ...denied },
  }),
  create: endpoint({
    method: "POST",
    path: "/admin/testimonials",
    access: "staff",
    tags: adminTags,
    body: testimonialInputSchema,
    responses: { 201: adminTestimonialSchema, ...denied },
  }),
  update: endpoint({
    method: "PATCH",
    path: "/admin/testimonials/:id",
    access: "staff",
    tags: adminTags,
    params: idParams,
    body: testimonialUpdateSchema,
    responses: { 200: adminTestimonialSchema, 404: errorSchema, ...denied },
  }),
};
