// The site's languages. English keeps today's paths; every other language lives under
// "/{prefix}/…". A new language is its translation file plus one line here.
export const locales = {
  en: { prefix: "", htmlLang: "en-IN", hreflang: "en-IN", label: "English" },
  hi: { prefix: "hi", htmlLang: "hi-IN", hreflang: "hi-IN", label: "हिन्दी" },
} as const;

export type Locale = keyof typeof locales;
export const defaultLocale: Locale = "en";
export const localeList = Object.keys(locales) as Locale[];
/** The cookie that remembers a visitor's chosen language (an offer is made, never a redirect). */
export const LOCALE_COOKIE = "lang";

function isLocale(value: string): value is Locale {
  return Object.hasOwn(locales, value);
}

/** The language a path is in: its first segment when that is a language prefix, else English. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split("/")[1] ?? "";
  return first !== "" && isLocale(first) && locales[first].prefix === first ? first : defaultLocale;
}

/** The path without its language prefix ("/hi/training_course" → "/training_course", "/hi" → "/"). */
export function unlocalizedPath(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === defaultLocale) return pathname;
  const rest = pathname.slice(locales[locale].prefix.length + 1);
  return rest === "" ? "/" : rest;
}

/** An internal href in the given language: English paths unchanged, others prefixed. */
export function localizedPath(path: string, locale: Locale): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const base = unlocalizedPath(path);
  const { prefix } = locales[locale];
  if (prefix === "") return base;
  return base === "/" ? `/${prefix}` : base.startsWith("/?") ? `/${prefix}${base.slice(1)}` : `/${prefix}${base}`;
}

/** The language a visitor chose earlier (cookie), only as an offer. */
export function localeFromCookie(cookieHeader: string | null): Locale | null {
  const match = /(?:^|;\s*)lang=([a-z]+)/.exec(cookieHeader ?? "");
  return match?.[1] && isLocale(match[1]) ? match[1] : null;
}

/** The language switch's English words (the link text is the other language's own name). */
export const languageSwitchCopy = { label: "Language", switchTo: "हिन्दी में देखें" } as const;
