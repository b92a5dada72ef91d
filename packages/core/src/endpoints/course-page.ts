// GET /ictData/{id}/page: a course page's data in one call — the course (as GET /ictData/{id}),
// its batches (as /training-cards), modules, benefits, prerequisites and FAQs (as their own
// calls), under the same access rules: an unknown or retired course is a 404 for everyone but
// staff, who also see inactive batches.

import { courseReviewsSchema, publicTrainerSchema } from "../admin/trust.ts";
import { endpoint } from "../endpoint.ts";
import {
  benefitSchema,
  courseSchema,
  errorSchema,
  faqSchema,
  ictIdParams,
  langQuerySchema,
  learningModuleSchema,
  prerequisiteSchema,
  trainingCardSchema,
} from "../schemas.ts";
import { z } from "../zod.ts";

export const coursePageSchema = z.object({
  course: courseSchema,
  /** Every batch of the course the caller may see (active ones unless staff), by start date. */
  batches: z.array(trainingCardSchema),
  modules: z.array(learningModuleSchema),
  benefits: z.array(benefitSchema),
  prerequisites: z.array(prerequisiteSchema),
  faqs: z.array(faqSchema),
  /** Approved, consented reviews (average and count over all; the latest listed). */
  reviews: courseReviewsSchema,
  /** The active trainers attached to the course's active batches. */
  trainers: z.array(publicTrainerSchema),
  /** The token of the course's uploaded cover, or null (its generated cover). */
  coverToken: z.string().nullable(),
});
export type CoursePage = z.infer<typeof coursePageSchema>;

export const coursePageEndpoints = {
  byId: endpoint({
    method: "GET",
    path: "/ictData/:ictId/page",
    access: "public",
    tags: ["course"],
    summary: "A course page in one call: the course, its batches, learning modules, benefits, prerequisites and FAQs",
    params: ictIdParams,
    query: langQuerySchema,
    responses: { 200: coursePageSchema, 404: errorSchema },
  }),
};
