// Back office: testimonials staff add, edit, withdraw and restore.
// One schema per payload, used by the API and the staff forms.

import { statusSchema } from "../schemas.ts";
import { z } from "../zod.ts";
import { pictureField, required } from "./site.ts";

export const testimonialInputSchema = z.strictObject({
  learnerName: required("Learner name", 120),
  learnerImg: pictureField.optional(),
  message: required("Message", 2000),
  status: statusSchema.optional(),
});
export type TestimonialInput = z.input<typeof testimonialInputSchema>;
export const testimonialUpdateSchema = testimonialInputSchema
  .partial()
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: "Send at least one field to change",
    path: ["learnerName"],
  });
export type TestimonialUpdate = z.input<typeof testimonialUpdateSchema>;
export const adminTestimonialSchema = z.object({
  id: z.number().int(),
  learnerName: z.string(),
  learnerImg: z.string(),
  message: z.string(),
  status: statusSchema,
});
export type AdminTestimonial = z.infer<typeof adminTestimonialSchema>;
