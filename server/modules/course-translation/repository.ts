// The only place that queries course_translations: staff read and save a course's texts in
// another language; public reads add them to what they answer (`?locale=`), with null where staff
// gave none, so the page shows the English text there, marked as English.
import type { CourseTranslation, CourseTranslationInput } from "@skillbridge/core/admin/course-translation";
import { searchFormOf } from "@skillbridge/core/i18n/devanagari";
import type { Course, CourseTexts, Faq, LearningModule, TranslatedLocale } from "@skillbridge/core/schemas";
import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { courseTranslations, faqs, learningModules } from "../../db/schema.ts";

type Row = typeof courseTranslations.$inferSelect;

const orNull = (text: string | null | undefined) => (text ? text : null);

/** The course's texts as a public read adds them (null: not translated). */
export function courseTextsOf(row: Row | undefined, locale: TranslatedLocale): CourseTexts {
  return {
    locale,
    ictName: orNull(row?.name),
    ictSDesc: orNull(row?.shortDescription),
    ictDesc: orNull(row?.longDescription),
  };
}

/** Each module with its translation (null fields where there is none). */
export function translateModules(modules: LearningModule[], row: Row | undefined): LearningModule[] {
  const byId = new Map((row?.modules ?? []).map((item) => [item.id, item]));
  return modules.map((module) => {
    const item = byId.get(module.id);
    return { ...module, translation: { moduleTitle: orNull(item?.title), moduleDesc: orNull(item?.description) } };
  });
}

export function translateFaqs(items: Faq[], row: Row | undefined): Faq[] {
  const byId = new Map((row?.faqs ?? []).map((item) => [item.id, item]));
  return items.map((faq) => {
    const item = byId.get(faq.id);
    return { ...faq, translation: { faq: orNull(item?.question), faqAnswer: orNull(item?.answer) } };
  });
}

export const courseTranslationRepository = {
  async row(db: Executor, courseId: number, locale: TranslatedLocale): Promise<Row | undefined> {
    const [row] = await db
      .select()
      .from(courseTranslations)
      .where(and(eq(courseTranslations.courseId, courseId), eq(courseTranslations.locale, locale)));
    return row;
  },

  /** The rows of these courses in the language, by course id. */
  async rows(db: Executor, courseIds: number[], locale: TranslatedLocale): Promise<Map<number, Row>> {
    if (courseIds.length === 0) return new Map();
    const rows = await db
      .select()
      .from(courseTranslations)
      .where(and(eq(courseTranslations.locale, locale), inArray(courseTranslations.courseId, courseIds)));
    return new Map(rows.map((row) => [row.courseId, row]));
  },

  /** Adds each course's texts in the language (a list's courses: one query). */
  async addTexts<C extends Course>(db: Executor, items: C[], locale: TranslatedLocale): Promise<C[]> {
    const rows = await this.rows(
      db,
      items.map((item) => item.id),
      locale,
    );
    return items.map((item) => ({ ...item, translation: courseTextsOf(rows.get(item.id), locale) }));
  },

  /** Every translated name and short description in the language, for search. */
  async searchTexts(db: Executor, locale: TranslatedLocale) {
    const rows = await db
      .select({
        courseId: courseTranslations.courseId,
        name: courseTranslations.name,
        shortDescription: courseTranslations.shortDescription,
      })
      .from(courseTranslations)
      .where(eq(courseTranslations.locale, locale));
    return new Map(rows.map((row) => [row.courseId, row]));
  },

  /** As staff edit it: "" where there is no text; every module and FAQ of the course listed. */
  async forStaff(db: Executor, courseId: number, locale: TranslatedLocale): Promise<CourseTranslation> {
    const row = await this.row(db, courseId, locale);
    const [moduleRows, faqRows] = await Promise.all([
      db.select({ id: learningModules.id }).from(learningModules).where(eq(learningModules.courseId, courseId)),
      db.select({ id: faqs.id }).from(faqs).where(eq(faqs.courseId, courseId)),
    ]);
    const modules = new Map((row?.modules ?? []).map((item) => [item.id, item]));
    const faqTexts = new Map((row?.faqs ?? []).map((item) => [item.id, item]));
    return {
      courseId,
      locale,
      name: row?.name ?? "",
      shortDescription: row?.shortDescription ?? "",
      longDescription: row?.longDescription ?? "",
      modules: moduleRows
        .filter((item) => modules.has(item.id))
        .map((item) => ({ id: item.id, title: "", description: "", ...modules.get(item.id) })),
      faqs: faqRows
        .filter((item) => faqTexts.has(item.id))
        .map((item) => ({ id: item.id, question: "", answer: "", ...faqTexts.get(item.id) })),
    };
  },

  /** Whether every id names a module (or FAQ) of the course. */
  async itemsBelong(db: Executor, courseId: number, input: CourseTranslationInput): Promise<boolean> {
    const [moduleRows, faqRows] = await Promise.all([
      db.select({ id: learningModules.id }).from(learningModules).where(eq(learningModules.courseId, courseId)),
      db.select({ id: faqs.id }).from(faqs).where(eq(faqs.courseId, courseId)),
    ]);
    const moduleIds = new Set(moduleRows.map((row) => row.id));
    const faqIds = new Set(faqRows.map((row) => row.id));
    return input.modules.every((item) => moduleIds.has(item.id)) && input.faqs.every((item) => faqIds.has(item.id));
  },

  /**
   * Stores the translation whole. Items with no text are left out; a translation with no text at
   * all is removed (the course is then English everywhere, as before it had one).
   */
  async save(db: Executor, courseId: number, locale: TranslatedLocale, input: CourseTranslationInput) {
    const modules = input.modules.filter((item) => item.title || item.description);
    const faqItems = input.faqs.filter((item) => item.question || item.answer);
    const values = {
      name: orNull(input.name),
      shortDescription: orNull(input.shortDescription),
      longDescription: orNull(input.longDescription),
      modules,
      faqs: faqItems,
      searchName: input.name ? searchFormOf(input.name) : null,
      updatedAt: new Date(),
    };
    const where = and(eq(courseTranslations.courseId, courseId), eq(courseTranslations.locale, locale));
    if (!values.name && !values.shortDescription && !values.longDescription && !modules.length && !faqItems.length) {
      await db.delete(courseTranslations).where(where);
      return;
    }
    await db
      .insert(courseTranslations)
      .values({ courseId, locale, ...values })
      .onConflictDoUpdate({ target: [courseTranslations.courseId, courseTranslations.locale], set: values });
  },
};
