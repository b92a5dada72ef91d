// Back office: a course's content — learning modules, benefits, prerequisites, FAQs
// (ordered lists) and study materials (an uploaded PDF or a link). One schema per payload, used by
// the staff API and the staff forms; field names are the public API's (benefitDesc, faqAnswer…).

import {
  benefitSchema,
  faqSchema,
  idSchema,
  learningModuleSchema,
  prerequisiteSchema,
  studyMaterialSchema,
} from "../schemas.ts";
import { z } from "../zod.ts";

const text = (label: string, max: number) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).optional().default("");

/** The kinds of content a course holds, as they appear in the staff API's paths. */
export const CONTENT_KINDS = ["modules", "benefits", "prerequisites", "faqs", "materials"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
export const contentKindSchema = z.enum(CONTENT_KINDS);

export const contentKindLabels: Record<ContentKind, { one: string; many: string }> = {
  modules: { one: "Learning module", many: "Learning modules" },
  benefits: { one: "Benefit", many: "Benefits" },
  prerequisites: { one: "Prerequisite", many: "Prerequisites" },
  faqs: { one: "FAQ", many: "FAQs" },
  materials: { one: "Study material", many: "Study materials" },
};

export const moduleInputSchema = z.strictObject({
  moduleTitle: text("Title", 200),
  moduleDesc: optionalText("Description", 4000),
});
export const benefitInputSchema = z.strictObject({ benefitDesc: text("Benefit", 1000) });
export const prerequisiteInputSchema = z.strictObject({ prDesc: text("Prerequisite", 1000) });
export const faqInputSchema = z.strictObject({
  faq: text("Question", 500),
  faqAnswer: text("Answer", 4000),
});

/** Study material types the public and learner pages know how to show. */
export const MATERIAL_TYPES = ["PDF", "Link", "Video"] as const;
export const materialTypeSchema = z.enum(MATERIAL_TYPES, "Choose PDF, Link or Video");

/** Where a material lives: a file uploaded to /media/… (POST /admin/media) or an https address. */
export const materialSrcField = z
  .string("Upload a file or enter a link")
  .trim()
  .min(1, "Upload a file or enter a link")
  .max(2000, "The link must be at most 2000 characters")
  .refine((value) => /^\/media\/[A-Za-z0-9][A-Za-z0-9._-]*$/.test(value) || isHttpsUrl(value), {
    message: "Enter a link starting with https:// or upload a file",
  });

export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export const materialInputSchema = z.strictObject({
  SMName: text("Name", 200),
  SMType: materialTypeSchema,
  SMSrc: materialSrcField,
});

export const contentInputSchemas = {
  modules: moduleInputSchema,
  benefits: benefitInputSchema,
  prerequisites: prerequisiteInputSchema,
  faqs: faqInputSchema,
  materials: materialInputSchema,
} as const;
export type ModuleInput = z.input<typeof moduleInputSchema>;
export type BenefitInput = z.input<typeof benefitInputSchema>;
export type PrerequisiteInput = z.input<typeof prerequisiteInputSchema>;
export type FaqInput = z.input<typeof faqInputSchema>;
export type MaterialInput = z.input<typeof materialInputSchema>;

/** The items as the API answers them: the public schemas, with their field names. */
export const contentItemSchemas = {
  modules: learningModuleSchema,
  benefits: benefitSchema,
  prerequisites: prerequisiteSchema,
  faqs: faqSchema,
  materials: studyMaterialSchema,
} as const;

/** Everything on the course's Content page. */
export const courseContentSchema = z.object({
  course: z.object({ id: z.number().int(), ictName: z.string(), status: z.enum(["A", "I"]) }),
  modules: z.array(learningModuleSchema),
  benefits: z.array(benefitSchema),
  prerequisites: z.array(prerequisiteSchema),
  faqs: z.array(faqSchema),
  materials: z.array(studyMaterialSchema),
});
export type CourseContent = z.infer<typeof courseContentSchema>;

/** The new order of one list: every id of that course's list, once each, first to last. */
export const contentOrderSchema = z.strictObject({
  ids: z
    .array(idSchema, "Send the ids in their new order")
    .max(1000, "Too many items")
    .refine((ids) => new Set(ids).size === ids.length, "Each item may appear only once"),
});
export type ContentOrder = z.input<typeof contentOrderSchema>;

export const contentMessages = {
  itemNotFound: "This item does not exist",
  orderMismatch: "The list changed meanwhile: reload the page and try again",
} as const;
