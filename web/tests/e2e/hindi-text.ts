// What the Hindi browser checks share: every English entry of the dictionary whose Hindi differs,
// and the English of it a page shows (its text and its labelling attributes). Used by hindi.e2e.ts
// and by the journeys that go through a Hindi page on their own server (payment, certificates).
import { englishDictionary } from "@skillbridge/core/i18n/dictionary";
import { hindiDictionary } from "@skillbridge/core/i18n/hi";
import type { Page } from "playwright-core";

/**
 * Every English entry whose Hindi differs, as the page would show it: whole entries (a button's
 * "Enroll", a heading) and, from entries with "{…}" marks, the fixed parts between them. The
 * language switch is left out: its English entry is the link that leads to Hindi.
 */
function englishEntries(
  english: unknown,
  hindi: unknown,
  into = { whole: new Set<string>(), parts: new Set<string>() },
) {
  if (typeof english === "string") {
    if (english === hindi) return into;
    if (!/\{\w+\}/.test(english)) into.whole.add(english.trim());
    for (const part of english.split(/\{\w+\}/)) {
      const phrase = part.trim().replace(/^[:(–—·-]\s*|[:)]$/g, "");
      // Two words at least: a single word ("training", "hours") is as likely a course's own.
      if (/\p{L}+\s+\p{L}+/u.test(phrase)) into.parts.add(phrase);
    }
  } else if (english && typeof english === "object") {
    const other = (hindi ?? {}) as Record<string, unknown>;
    for (const [key, value] of Object.entries(english)) englishEntries(value, other[key], into);
  }
  return into;
}

const { languageSwitch: _switch, ...translated } = englishDictionary;
const { languageSwitch: _hindiSwitch, ...translatedHindi } = hindiDictionary;
export const ENGLISH = englishEntries(translated, translatedHindi);

/**
 * Words the demo data shares with an English entry: a domain called "Full Stack Development", a
 * course called "Industrial Training in …", a batch's mode and place ("Self-Paced", "On-Site,
 * Client Site – Hyderabad") are data, in whatever language staff typed them, not the page's copy.
 */
const DATA_NAMES = new Set([
  "Full Stack Development",
  "Industrial Training",
  "Internship",
  "Self-Paced",
  "Client Site",
  "Classroom",
]);

export type Seen = { own: string[]; all: string };

/**
 * What a visitor reads or hears: each element's own text and its labelling attributes, and all of
 * it joined (scripts and styles aside).
 */
export function visitorText(page: Page): Promise<Seen> {
  return page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    for (const node of body.querySelectorAll("script, style, template, noscript")) node.remove();
    const own: string[] = [document.title];
    for (const element of body.querySelectorAll("*")) {
      const text = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? "")
        .join("")
        .replace(/\s+/g, " ")
        .trim();
      if (text) own.push(text);
      for (const name of ["aria-label", "placeholder", "alt", "title"]) {
        const value = element.getAttribute(name);
        if (value) own.push(value.trim());
      }
    }
    return { own, all: `${(body.textContent ?? "").replace(/\s+/g, " ")}\n${own.join("\n")}` };
  });
}

/** English entries a page shows: a whole element's text, or a phrase inside a longer text. */
export function englishIn(seen: Seen, moreDataNames: ReadonlySet<string> = new Set()): string[] {
  const literal = (phrase: string) => phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const found = new Set(seen.own.filter((text) => ENGLISH.whole.has(text)));
  for (const phrase of ENGLISH.parts) {
    if (new RegExp(`(^|[^\\p{L}])${literal(phrase)}($|[^\\p{L}])`, "u").test(seen.all)) found.add(phrase);
  }
  return [...found].filter((text) => !DATA_NAMES.has(text) && !moreDataNames.has(text));
}

/** A date written the English way ("5 Dec 2026"). */
export const ENGLISH_DATE = /\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept|Oct|Nov|Dec) \d{4}\b/;
