// Search terms for the scale phase: what visitors type — whole words, word starts, two words,
// full phrases, misspellings (swapped, dropped, doubled, wrong letters) and words that match nothing.
import { LEVELS, prng, TOPICS, VENDORS } from "./catalogue-generator.ts";

export type TermKind = "word" | "prefix" | "two words" | "phrase" | "typo" | "no match";
export type Term = { text: string; kind: TermKind };

const NO_MATCH = [
  "underwater basket weaving",
  "quantum gardening",
  "zzxqj",
  "medieval pottery",
  "origami for cats",
  "blockchain cooking",
  "lunar real estate",
  "ventriloquism",
  "xylophone repair",
  "qwertyuiop",
];

function typo(word: string, rand: () => number): string {
  const i = 1 + Math.floor(rand() * (word.length - 2));
  switch (Math.floor(rand() * 4)) {
    case 0: // swapped neighbours
      return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    case 1: // a letter dropped
      return word.slice(0, i) + word.slice(i + 1);
    case 2: // a letter doubled
      return word.slice(0, i) + word[i] + word.slice(i);
    default: {
      // a vowel swapped for another
      const vowels = "aeiou";
      const at = [...word].findIndex((c, k) => k >= i && vowels.includes(c));
      if (at < 0) return word.slice(0, i) + word.slice(i + 1);
      const other = vowels[(vowels.indexOf(word[at]!) + 1 + Math.floor(rand() * 4)) % 5]!;
      return word.slice(0, at) + other + word.slice(at + 1);
    }
  }
}

export function searchTerms(count: number): Term[] {
  const rand = prng(5);
  const words = [
    ...new Set(
      [...VENDORS, ...TOPICS, ...LEVELS]
        .flatMap((phrase) => phrase.toLowerCase().split(/[^a-z0-9-]+/))
        .filter((word) => word.length >= 3 && !["and", "with"].includes(word)),
    ),
  ];
  const long = words.filter((word) => word.length >= 5);
  const pickOf = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const makers: [TermKind, () => string][] = [
    ["word", () => pickOf(words)],
    ["typo", () => typo(pickOf(long), rand)],
    ["prefix", () => pickOf(long).slice(0, 3 + Math.floor(rand() * 3))],
    ["typo", () => typo(pickOf(long), rand)],
    ["two words", () => `${pickOf(VENDORS).toLowerCase().split(" ")[0]} ${pickOf(words)}`],
    ["phrase", () => pickOf([...TOPICS, ...VENDORS])],
    ["typo", () => `${pickOf(VENDORS).split(" ")[0]!.toLowerCase()} ${typo(pickOf(long), rand)}`],
  ];
  const terms: Term[] = [];
  const seen = new Set<string>();
  const add = (term: Term) => {
    if (seen.has(term.text) || term.text.length < 2) return;
    seen.add(term.text);
    terms.push(term);
  };
  for (const text of NO_MATCH) add({ text, kind: "no match" });
  for (let i = 0; terms.length < count && i < count * 50; i++) {
    const [kind, make] = makers[i % makers.length]!;
    add({ text: make(), kind });
  }
  return terms.slice(0, count);
}
