// Back office: a course's texts in another language (Hindi today), all optional. An empty text
// means "no translation": the public page shows the English text there. Modules and FAQs are
// translated item by item, each keyed by the English item's id.
import { idSchema, translatedLocaleSchema } from "../schemas.ts";
import { z } from "../zod.ts";

/** Text a visitor may be shown: trimmed; empty stays "" (stored as no translation). */
const optional = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString("en-IN")} characters`)
    .optional()
    .default("");

export const translationMessages = {
  unknownItem: "This module or FAQ is no longer part of the course. Reload the page and try again.",
  repeatedItem: "A module or FAQ is listed twice.",
} as const;

const moduleTranslationSchema = z.strictObject({
  id: idSchema,
  title: optional("A module's Hindi title", 200),
  description: optional("A module's Hindi description", 4000),
});
const faqTranslationSchema = z.strictObject({
  id: idSchema,
  question: optional("A question in Hindi", 500),
  answer: optional("An answer in Hindi", 4000),
});

const distinctIds = (items: { id: number }[]) => new Set(items.map((item) => item.id)).size === items.length;

/** PUT /admin/courses/{id}/translations/{locale}: the whole translation at once. */
export const courseTranslationInputSchema = z.strictObject({
  name: optional("The Hindi name", 200),
  shortDescription: optional("The Hindi short description", 500),
  longDescription: optional("The Hindi long description", 20_000),
  modules: z
    .array(moduleTranslationSchema)
    .max(500)
    .optional()
    .default([])
    .refine(distinctIds, translationMessages.repeatedItem),
  faqs: z
    .array(faqTranslationSchema)
    .max(500)
    .optional()
    .default([])
    .refine(distinctIds, translationMessages.repeatedItem),
});
export type CourseTranslationInput = z.infer<typeof courseTranslationInputSchema>;

/** A course's translation as stored ("" where staff gave none). */
export const courseTranslationSchema = z.object({
  courseId: z.number().int(),
  locale: translatedLocaleSchema,
  name: z.string(),
  shortDescription: z.string(),
  longDescription: z.string(),
  modules: z.array(z.object({ id: z.number().int(), title: z.string(), description: z.string() })),
  faqs: z.array(z.object({ id: z.number().int(), question: z.string(), answer: z.string() })),
});
export type CourseTranslation = z.infer<typeof courseTranslationSchema>;

export const courseTranslationParams = z.object({ id: idSchema, locale: translatedLocaleSchema });
