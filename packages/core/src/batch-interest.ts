// "Tell me when a batch opens": a visitor on a course page with no upcoming batch leaves a name,
// an e-mail and optionally a phone; when staff add an upcoming active batch to that course, each
// person who asked gets one mail. One schema for the form, the route action and the API.
import { courseCopy } from "./page-copy/course.ts";
import { fillCopy } from "./page-copy/fill.ts";
import { emailField, idSchema } from "./schemas.ts";
import { z } from "./zod.ts";

/** The answer to a request, the first one and any repeat alike. */
export const batchInterestAnswer = (courseName: string, words: string = courseCopy.schedule.interest.answer) =>
  fillCopy(words, { course: courseName });

const PHONE = /^\+?[0-9][0-9 ()-]{5,}[0-9]$/;

export const batchInterestCreateSchema = z.strictObject({
  ict_id: idSchema,
  name: z.string().trim().min(1, "Name is required").max(120, "Name must be at most 120 characters"),
  email: emailField,
  /** Optional: empty means none. */
  phone: z
    .string()
    .trim()
    .max(20, "Phone must be at most 20 characters")
    .refine(
      (value) => value === "" || PHONE.test(value),
      "Enter a phone number with its country code, e.g. +91 98765 43210",
    )
    .optional()
    .transform((value) => (value ? value : null)),
  /** The honeypot people never fill; a filled one is refused and nothing is stored. */
  website: z.string().max(200).optional(),
});
export type BatchInterestCreate = z.input<typeof batchInterestCreateSchema>;

/** The same answer whether the request is new or a repeat: nobody learns who asked before. */
export const batchInterestAcceptedSchema = z.object({ ict_id: z.number().int(), ictName: z.string() });

const instant = z.iso.datetime({ offset: true });

export const batchInterestSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  createdAt: instant,
  /** The batch whose mail told this person, and when it was queued; null while still waiting. */
  notifiedBatchId: z.number().int().nullable(),
  notifiedAt: instant.nullable(),
});
export type BatchInterest = z.infer<typeof batchInterestSchema>;

/** A course's requests on its admin page: how many still wait, and every request, newest first. */
export const courseBatchInterestsSchema = z.object({
  waiting: z.number().int(),
  items: z.array(batchInterestSchema),
});
export type CourseBatchInterests = z.infer<typeof courseBatchInterestsSchema>;

/** The dashboard's "Waiting for a batch": per course, the people not yet told and the oldest request. */
export const waitingInterestSchema = z.object({
  ict_id: z.number().int(),
  ictName: z.string(),
  waiting: z.number().int(),
  oldest: instant,
});
export type WaitingInterest = z.infer<typeof waitingInterestSchema>;
