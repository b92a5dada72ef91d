// Staff's texts (course names, descriptions, modules, FAQs) on a page in another language: the
// translation where staff gave one; otherwise the English text, marked lang="en" so screen
// readers switch voice. On English pages no translation is asked for (undefined) and the text
// is shown exactly as before, with no attribute.

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
