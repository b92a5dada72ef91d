// Trainers (profiles staff manage and attach to batches) and reviews (learners'
// feedback the learner agreed to publish, shown once staff approve it). Public shapes for the
// course page, and the back office's payloads. One schema per payload, used by the API and forms.

import { idSchema, statusSchema } from "../schemas.ts";
import { z } from "../zod.ts";
import { pictureField, required, text } from "./site.ts";

const day = z.iso.date();

/** A review on the course page: the learner's first name only (what the consent says). */
export const publicReviewSchema = z.object({
  id: z.number().int(),
  author: z.string(),
  rating: z.number().int().min(1).max(5),
  message: z.string(),
  date: day,
});
export type PublicReview = z.infer<typeof publicReviewSchema>;
export const courseReviewsSchema = z.object({
  average: z.number().nullable(),
  count: z.number().int().nonnegative(),
  /** The latest reviews (at most REVIEWS_SHOWN); average and count are over all of them. */
  items: z.array(publicReviewSchema),
});
export type CourseReviews = z.infer<typeof courseReviewsSchema>;
export const REVIEWS_SHOWN = 10;

export const publicTrainerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  photo: z.string(),
  bio: z.string(),
  years: z.number().int(),
  certifications: z.array(z.string()),
  linkedinUrl: z.string(),
});
export type PublicTrainer = z.infer<typeof publicTrainerSchema>;

// ---- back office: trainers ----
export const linkedinField = text(300).refine(
  (value) => value === "" || /^https:\/\/([a-z]{2,3}\.)?linkedin\.com\/\S+$/i.test(value),
  "Give a LinkedIn address starting with https://www.linkedin.com/",
);
export const trainerInputSchema = z.strictObject({
  name: required("Name", 120),
  photo: pictureField.optional(),
  bio: text(2000).optional(),
  years: z.coerce
    .number({ error: "Years must be a number" })
    .int("Years must be a whole number")
    .min(0, "Years cannot be negative")
    .max(70, "Years must be at most 70")
    .optional(),
  /** One certification a line. */
  certifications: text(2000).optional(),
  linkedinUrl: linkedinField.optional(),
  status: statusSchema.optional(),
});
export type TrainerInput = z.input<typeof trainerInputSchema>;
export const adminTrainerSchema = publicTrainerSchema.extend({
  status: statusSchema,
  /** The batches the trainer is attached to. */
  batchIds: z.array(z.number().int()),
});
export type AdminTrainer = z.infer<typeof adminTrainerSchema>;
export const batchTrainersBodySchema = z.strictObject({
  trainerIds: z.array(idSchema).max(20, "At most 20 trainers a batch"),
});

// ---- back office: reviews ----
export const REVIEW_STATES = ["pending", "approved"] as const;
export const adminReviewQuerySchema = z.strictObject({
  state: z.enum(REVIEW_STATES).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  offset: z.coerce.number().int().min(0).max(100_000).optional(),
});
export const adminReviewSchema = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  courseName: z.string(),
  learnerName: z.string(),
  rating: z.number().int(),
  message: z.string(),
  submittedAt: z.string(),
  approvedAt: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
export const adminReviewListSchema = z.object({ items: z.array(adminReviewSchema), total: z.number().int() });
export type AdminReviewList = z.infer<typeof adminReviewListSchema>;

export const trustMessages = {
  trainerNotFound: "This trainer does not exist",
  reviewNotFound: "This feedback does not exist",
  noConsent: "The learner did not agree to publish this feedback",
  unknownTrainer: "One of these trainers does not exist",
} as const;

/** Certifications as stored (one a line) → a list without blanks. */
export function certificationList(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}
