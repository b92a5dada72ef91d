// The languages a batch is taught in ("Taught in"). The set is data (the teaching_languages
// table): English, Hindi and Hinglish from the start, others added by staff. One schema for the
// API, the back office's forms and the catalogue's `?lang=` filter.
import { LANGUAGE_CODE_PATTERN } from "./constants.ts";
import { z } from "./zod.ts";

export const teachingLanguageMessages = {
  code: "Code: 2 to 12 lower-case letters, e.g. ta for Tamil",
  name: "Name: 1 to 40 characters",
  nameHi: "Hindi name: 1 to 40 characters",
  none: "Choose at least one language the batch is taught in",
  tooMany: "Choose at most 10 languages",
  unknown: "Unknown teaching language",
  taken: "A language with this code or name already exists",
} as const;

export const languageCodeSchema = z.string(teachingLanguageMessages.code).regex(LANGUAGE_CODE_PATTERN, {
  message: teachingLanguageMessages.code,
});

/** Every batch made before languages existed was taught in English. */
export const DEFAULT_TEACHING_LANGUAGE = "en";

export const teachingLanguageSchema = z.object({
  code: z.string(),
  /** The English name (English pages, back office). */
  name: z.string(),
  /** The Hindi name (Hindi pages). */
  nameHi: z.string(),
});
export type TeachingLanguage = z.infer<typeof teachingLanguageSchema>;

const name = (message: string) => z.string(message).trim().min(1, message).max(40, message);

/** POST /admin/teaching-languages: a new language staff can then tick on a batch. */
export const teachingLanguageCreateSchema = z.strictObject({
  code: z.string(teachingLanguageMessages.code).trim().toLowerCase().pipe(languageCodeSchema),
  name: name(teachingLanguageMessages.name),
  nameHi: name(teachingLanguageMessages.nameHi),
});
export type TeachingLanguageCreate = z.input<typeof teachingLanguageCreateSchema>;

/** A batch's languages: at least one, each named once, in the order given. */
export const batchLanguagesSchema = z
  .array(languageCodeSchema, teachingLanguageMessages.none)
  .min(1, teachingLanguageMessages.none)
  .max(10, teachingLanguageMessages.tooMany)
  .transform((codes) => [...new Set(codes)]);
