// The Hindi section's form fields, shared by the form and its action: one field per text, the
// modules' and FAQs' fields named after the English item's id ("module-12-title", "faq-7-answer").
import type { CourseTranslationInput } from "@skillbridge/core/admin/course-translation";
import type { FieldErrors } from "../../admin-ui/form-errors";

export const HINDI_INTENT = "hindi-save";

/** What the action answers a refused form: the typed values and one message per field. */
export type HindiAnswer = { intent: typeof HINDI_INTENT; values: Record<string, string>; errors: FieldErrors };

const ITEM_FIELD = /^(module|faq)-(\d{1,9})-(title|description|question|answer)$/;

/** The API's body from the posted fields (items in the order their fields came). */
export function hindiBodyOf(form: Record<string, string | undefined>): {
  name: string;
  shortDescription: string;
  longDescription: string;
  modules: CourseTranslationInput["modules"];
  faqs: CourseTranslationInput["faqs"];
} {
  const modules = new Map<number, { id: number; title: string; description: string }>();
  const faqs = new Map<number, { id: number; question: string; answer: string }>();
  for (const [key, value = ""] of Object.entries(form)) {
    const found = ITEM_FIELD.exec(key);
    if (!found) continue;
    const id = Number(found[2]);
    if (found[1] === "module" && (found[3] === "title" || found[3] === "description")) {
      const item = modules.get(id) ?? { id, title: "", description: "" };
      item[found[3]] = value;
      modules.set(id, item);
    } else if (found[1] === "faq" && (found[3] === "question" || found[3] === "answer")) {
      const item = faqs.get(id) ?? { id, question: "", answer: "" };
      item[found[3]] = value;
      faqs.set(id, item);
    }
  }
  return {
    name: form.name ?? "",
    shortDescription: form.shortDescription ?? "",
    longDescription: form.longDescription ?? "",
    modules: [...modules.values()],
    faqs: [...faqs.values()],
  };
}
