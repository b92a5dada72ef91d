// The server hands a translated page its dictionary in the root loader's data, so only /hi/
// pages carry Hindi text and the English bundles never include it.
import type { Dictionary } from "@skillbridge/core/i18n/dictionary";
import { hindiDictionary } from "@skillbridge/core/i18n/hi";
import type { Locale } from "@skillbridge/core/i18n/locales";

const translations: Record<Exclude<Locale, "en">, Dictionary> = { hi: hindiDictionary };

export function dictionaryFor(locale: Locale): Dictionary | null {
  return locale === "en" ? null : translations[locale];
}
