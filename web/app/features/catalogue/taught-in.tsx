// "Taught in" on a course card: the languages its upcoming and ongoing batches are taught in
// ("English · Hindi"), named in the page's language. The list pages hand the names down (the
// loader reads them in the page's language); a card without them names no language.
import type { ShownLanguage } from "@skillbridge/core/i18n/teaching-languages";
import { languageNamesText } from "@skillbridge/core/i18n/teaching-languages";
import { createContext, useContext } from "react";

export const TaughtInContext = createContext<readonly ShownLanguage[]>([]);

/** The card's languages line's text, or null when none is known. */
export function useTaughtIn(codes: readonly string[] | undefined): string | null {
  const languages = useContext(TaughtInContext);
  if (!codes?.length || languages.length === 0) return null;
  return languageNamesText(codes, languages) || null;
}
