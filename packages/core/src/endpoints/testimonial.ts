// spec §7: GET /testimonials/ — active testimonials only, except for staff (contract).
import { z } from "zod";
import { endpoint } from "../endpoint.ts";
import { testimonialSchema } from "../schemas.ts";

export const testimonialEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/testimonials/",
    access: "public",
    tags: ["testimonial"],
    responses: { 200: z.array(testimonialSchema) },
  }),
};
