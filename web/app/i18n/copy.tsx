// Components read translated visitor copy through useCopy(section, englishSource): English is the static source
// (the verbatim texts), another language's dictionary arrives with the root loader's data.
// useLocalePath() keeps internal links in the page's language.
import type { Dictionary } from "@skillbridge/core/i18n/dictionary";
import { type Locale, localeOfPath, localizedPath } from "@skillbridge/core/i18n/locales";
import { describeSessionDays, EN_GB_MONTHS, formatDate, sessionDayWords } from "@skillbridge/core/rules";
import { createContext, type ReactNode, useCallback, useContext, useMemo } from "react";
import { useLocation } from "react-router";
import { isTranslatedPath } from "./translated-routes";

// Null on English pages: each component passes its own English source (already in its bundle), so
// no page ships another page's English copy either.
const CopyContext = createContext<Dictionary | null>(null);

export function CopyProvider({ dictionary, children }: { dictionary: Dictionary | null; children: ReactNode }) {
  return <CopyContext.Provider value={dictionary}>{children}</CopyContext.Provider>;
}

/** One section of the page's copy: the translation on a translated page, else the English source given. */
export function useCopy<K extends keyof Dictionary>(section: K, english: Dictionary[K]): Dictionary[K] {
  return useContext(CopyContext)?.[section] ?? english;
}

const englishDates = { months: EN_GB_MONTHS, sessionDays: sessionDayWords } as const;

/**
 * Dates and session days in the page's language: the month and day names come with the page's
 * dictionary (English pages keep formatDate's own), digits stay Latin, days are India's.
 */
export function useDates() {
  const words = useCopy("dates", englishDates);
  return useMemo(
    () => ({
      date: (value: string | Date) => formatDate(value, words.months),
      sessionDays: (days: readonly number[]) => describeSessionDays(days, words.sessionDays),
    }),
    [words],
  );
}

/** The page's whole dictionary: null on English pages (components pass their English source to useCopy). */
export function useDictionary(): Dictionary | null {
  return useContext(CopyContext);
}

/** The page's language, from its URL. */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** Turns an internal path into the same page in the current language (pages not yet translated stay English). */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback(
    (path: string) => (isTranslatedPath(path.split(/[?#]/)[0] ?? path) ? localizedPath(path, locale) : path),
    [locale],
  );
}

type Matches = readonly ({ id: string; loaderData?: unknown; data?: unknown } | undefined)[];

/** A meta function's whole dictionary (null on English pages), from the root loader's data in its matches. */
export function dictionaryOf(matches: Matches): Dictionary | null {
  const root = matches.find((match) => match?.id === "root");
  return ((root?.loaderData ?? root?.data) as { dictionary?: Dictionary | null } | undefined)?.dictionary ?? null;
}

/** The page's dictionary for a meta function, from the root loader's data in its matches. */
export function copyOf<K extends keyof Dictionary>(
  matches: Matches,
  section: K,
  english: Dictionary[K],
): Dictionary[K] {
  return dictionaryOf(matches)?.[section] ?? english;
}

/** The canonical URL of a page in the language of the address it was asked at. */
export function localizedCanonical(origin: string, path: string, pathname: string): string {
  return `${origin}${localizedPath(path, localeOfPath(pathname))}`;
}

// Staff's texts (course names, descriptions, modules, FAQs) on a page in another language: the
// translation where staff gave one; otherwise the English text, marked lang="en" so screen
// readers switch voice. On English pages no translation is asked for (undefined) and the text
// is shown exactly as before, with no attribute. Kept here, in the shell's chunk every page
// loads, rather than as a chunk of its own (a request more on a course page's first visit).
export type ShownText = { text: string; lang: "en" | undefined };

/** `translated`: the staff's text (shown), null (none: English, marked) or undefined (an English page). */
export function shownText(english: string, translated: string | null | undefined): ShownText {
  if (translated) return { text: translated, lang: undefined };
  return { text: english, lang: translated === undefined ? undefined : "en" };
}

/** The text alone, for titles and structured data (no markup to carry a language). */
export function textIn(english: string, translated: string | null | undefined): string {
  return translated || english;
}
