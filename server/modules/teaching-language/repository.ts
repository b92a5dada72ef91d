// The only place that reads and adds teaching languages (the languages batches are taught in).
import type { TeachingLanguage, TeachingLanguageCreate } from "@skillbridge/core/teaching-languages";
import { asc, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { teachingLanguages } from "../../db/schema.ts";

const columns = { code: teachingLanguages.code, name: teachingLanguages.name, nameHi: teachingLanguages.nameHi };

export const teachingLanguageRepository = {
  /** Every language, in the order staff see and pages list them. */
  async list(db: Executor): Promise<TeachingLanguage[]> {
    return db
      .select(columns)
      .from(teachingLanguages)
      .orderBy(asc(teachingLanguages.position), asc(teachingLanguages.code));
  },

  /** The codes of `codes` that are not teaching languages (empty: all known). */
  async unknown(db: Executor, codes: readonly string[]): Promise<string[]> {
    if (codes.length === 0) return [];
    const rows = await db
      .select({ code: teachingLanguages.code })
      .from(teachingLanguages)
      .where(inArray(teachingLanguages.code, [...codes]));
    const known = new Set(rows.map((row) => row.code));
    return codes.filter((code) => !known.has(code));
  },

  /** Adds a language after the others; a unique index refuses a code or name already there. */
  async insert(db: Executor, input: Required<TeachingLanguageCreate>): Promise<TeachingLanguage> {
    const [row] = await db
      .insert(teachingLanguages)
      .values({
        ...input,
        position: sql`(select coalesce(max(position), 0) + 1 from teaching_languages)`,
      })
      .returning(columns);
    return row!;
  },
};
