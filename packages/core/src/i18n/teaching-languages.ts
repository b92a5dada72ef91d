// A teaching language as a page shows it: its name in the page's language (Hindi pages read the
// Hindi names). No schema here, so a page bundle that names languages does not carry zod.
import type { TeachingLanguage } from "../teaching-languages.ts";

/** A language as a page shows it: its code and its name in the page's language. */
export type ShownLanguage = { code: string; name: string };

/** The languages in the page's language ("hi" pages read the Hindi names). */
export function shownLanguages(languages: readonly TeachingLanguage[], locale: string): ShownLanguage[] {
  return languages.map((language) => ({
    code: language.code,
    name: locale === "hi" ? language.nameHi : language.name,
  }));
}

/** "English · Hindi": the names of `codes`, in the languages' own order; unknown codes are left out. */
export function languageNamesText(codes: readonly string[], languages: readonly ShownLanguage[]): string {
  return languages
    .filter((language) => codes.includes(language.code))
    .map((language) => language.name)
    .join(" · ");
}
