// The Devanagari typeface of the Hindi pages: Noto Sans Devanagari (SIL Open Font License 1.1, its
// text beside the files in /fonts), self-hosted as the Devanagari subset (Fontsource's) in two
// weights: 400 for text and 700 for what the styles set at 600 or 700. Its unicode-range keeps the
// browser from ever fetching it for Latin text, and it reaches a page only through the root
// loader's data, so English pages carry neither the rules nor the preload (their first visit does
// not grow). The body text's file is preloaded so it usually arrives before the first paint; swap
// shows the system's Devanagari meanwhile rather than nothing.
import type { Locale } from "@skillbridge/core/i18n/locales";

const DEVANAGARI_RANGE =
  "U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+20F0, U+25CC, U+A830-A839, U+A8E0-A8FF, U+11B00-11B09";

export const DEVANAGARI_FONT_FILES = {
  regular: "/fonts/noto-sans-devanagari-400.woff2",
  bold: "/fonts/noto-sans-devanagari-700.woff2",
} as const;

const face = (weight: string, href: string) =>
  `@font-face{font-family:"Noto Sans Devanagari";font-style:normal;font-weight:${weight};font-display:swap;` +
  `src:url(${href}) format("woff2");unicode-range:${DEVANAGARI_RANGE}}`;

// Matras above the headline (ि ी े ै ो ौ ं) and below the baseline (ु ू ृ) need more room than
// Latin: body text at 1.75 and headings at 1.45 keep them clear of the line above and below.
const css = [
  face("400", DEVANAGARI_FONT_FILES.regular),
  face("600 700", DEVANAGARI_FONT_FILES.bold),
  ':root{--font:"Noto Sans Devanagari",system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Helvetica Neue",Arial,sans-serif;line-height:1.75}',
  "h1,h2,h3,h4{line-height:1.45}",
].join("");

export type PageFont = { preload: string; css: string };

/** What a page in this language adds to its head for its script: nothing for English. */
export function pageFontFor(locale: Locale): PageFont | null {
  return locale === "en" ? null : { preload: DEVANAGARI_FONT_FILES.regular, css };
}
