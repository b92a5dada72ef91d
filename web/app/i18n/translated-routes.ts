// The public pages that exist in every language (English at today's paths, others under their
// prefix). Staff pages stay English and are not listed. Read by routes.ts and the sitemap.
import { localeList, locales, unlocalizedPath } from "@skillbridge/core/i18n/locales";

export const translatedLocales = localeList.map((locale) => locales[locale].prefix).filter((prefix) => prefix !== "");

export const translatedRoutes = [
  { path: "", file: "routes/home.tsx" },
  { path: "training_course", file: "routes/catalogue.tsx" },
  { path: "course/:id/:name?", file: "routes/course.tsx" },
  { path: "search/:query", file: "routes/search.tsx" },
] as const;

/** The static paths of the translated pages (the sitemap lists them in every language). */
export const translatedStaticPaths = ["/", "/training_course"];

const translatedPatterns = [/^\/$/, /^\/training_course$/, /^\/course\/\d+(\/[^/]+)?$/, /^\/search\/[^/]+$/];

/** Whether the page at this (language-free or prefixed) path exists in every language. */
export function isTranslatedPath(pathname: string): boolean {
  const base = unlocalizedPath(pathname);
  return translatedPatterns.some((pattern) => pattern.test(base));
}
