// Course search a person would trust. One function ranks courses for the home page's search and
// /search/{term}, in the browser and in the API (the sidebar's text filter narrows by name only:
// catalogue-filter.ts).
// - Terms match at the start of words (prefix), never inside one: aws ↛ laws, net ↛ Internet.
// - Typos by the term's length, as Meilisearch and Typesense do: none for 1–4 letters, one for
//   5–8, two beyond (kubernets → Kubernetes); the first letter must be right.
// - Names, codes and acronyms are words: ".NET" is "net", "AZ-104" is "az" + "104" and also
//   "az104", "C++" and "C#" keep their signs.
// - Every term must match (in the name or the short description); name matches rank first.
// - Hindi is read as Devanagari-normalised words (nukta and chandrabindu spellings alike:
//   i18n/devanagari.ts), its vowel signs kept as part of the word.
import { normaliseDevanagari } from "./i18n/devanagari.ts";
import type { Course } from "./schemas.ts";

export type SearchableCourse = Pick<Course, "id" | "ictName" | "ictSDesc">;

/** More terms or longer ones than this say nothing more about a course; the rest is ignored. */
const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 40;

// A word: letters and digits, each with its combining signs (only Devanagari keeps any: see normalise).
const WORD = /(?:[\p{L}\p{N}]\p{M}*)+[+#]*/gu;

/** Accents dropped (é → e), except Devanagari's signs, which make the word (कम ≠ काम). */
function normalise(text: string): string {
  return normaliseDevanagari(text)
    .normalize("NFKD")
    .replace(/(?![\u0900-\u097F])\p{M}/gu, "")
    .toLowerCase();
}

/**
 * Course texts are read again on every search: their words are kept (a bounded cache, emptied when
 * full), which makes a search over 10,000 courses several times faster.
 */
const wordCache = new Map<string, readonly string[]>();
const WORD_CACHE_SIZE = 50_000;

function cachedWords(text: string): readonly string[] {
  let words = wordCache.get(text);
  if (!words) {
    if (wordCache.size >= WORD_CACHE_SIZE) wordCache.clear();
    words = wordsOf(text);
    wordCache.set(text, words);
  }
  return words;
}

/** The words of a text: each run of letters and digits, plus joined codes ("AZ-104" → az104). */
export function wordsOf(text: string): string[] {
  const words: string[] = [];
  for (const chunk of normalise(text).split(/\s+/)) {
    const parts = chunk.match(WORD) ?? [];
    words.push(...parts);
    if (parts.length > 1) words.push(parts.join(""));
  }
  return words;
}

/** The terms of a query: its words (codes split as in a name), without repeats. */
export function searchTerms(text: string): string[] {
  const terms: string[] = [];
  for (const part of normalise(text).match(WORD) ?? []) {
    const term = part.slice(0, MAX_TERM_LENGTH);
    if (!terms.includes(term)) terms.push(term);
    if (terms.length === MAX_TERMS) break;
  }
  return terms;
}

/** Typos a term may carry: none for 1–4 characters, one for 5–8, two beyond. */
export function allowedTypos(term: string): number {
  return term.length <= 4 ? 0 : term.length <= 8 ? 1 : 2;
}

/**
 * Fewest edits (insert, delete, substitute, swap two neighbours) turning `term` into some start of
 * `word`, or Infinity when more than `limit` are needed or the first letters differ.
 */
export function prefixDistance(term: string, word: string, limit: number): number {
  if (word.startsWith(term)) return 0;
  if (limit === 0 || term[0] !== word[0]) return Number.POSITIVE_INFINITY;
  const m = term.length;
  const n = Math.min(word.length, m + limit);
  let before: number[] = [];
  let previous = Array.from({ length: n + 1 }, (_, j) => j);
  for (let i = 1; i <= m; i++) {
    const row = [i];
    for (let j = 1; j <= n; j++) {
      const cost = term[i - 1] === word[j - 1] ? 0 : 1;
      let best = Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && term[i - 1] === word[j - 2] && term[i - 2] === word[j - 1]) {
        best = Math.min(best, (before[j - 2] ?? 0) + 1);
      }
      row.push(best);
    }
    before = previous;
    previous = row;
  }
  const best = Math.min(...previous.slice(Math.max(0, m - limit)));
  return best <= limit ? best : Number.POSITIVE_INFINITY;
}

type WordMatch = { typos: number; prefix: boolean; position: number; word: string };

/** A term's distance to each word, computed once per search (the same words recur across courses). */
type Distances = (word: string) => number;

function distancesFor(term: string, limit: number): Distances {
  const known = new Map<string, number>();
  return (word) => {
    let typos = known.get(word);
    if (typos === undefined) {
      typos = prefixDistance(term, word, limit);
      known.set(word, typos);
    }
    return typos;
  };
}

/** The best word of `words` for `term` (fewest typos, then a whole word, then the earliest). */
function bestWord(term: string, words: readonly string[], distance: Distances): WordMatch | null {
  let best: WordMatch | null = null;
  words.forEach((word, position) => {
    const typos = distance(word);
    if (typos === Number.POSITIVE_INFINITY) return;
    const match = { typos, prefix: word !== term, position, word };
    if (!best || typos < best.typos || (typos === best.typos && !match.prefix && best.prefix)) best = match;
  });
  return best;
}

/** Sort key, smaller first: terms found only outside the name, typos, prefix-only terms, position. */
type Rank = [outsideName: number, typos: number, prefixes: number, position: number];

function rankOf(terms: readonly string[], course: SearchableCourse, distances: readonly Distances[]): Rank | null {
  const name = cachedWords(course.ictName);
  let description: readonly string[] | null = null;
  const rank: Rank = [0, 0, 0, Number.MAX_SAFE_INTEGER];
  for (const [index, term] of terms.entries()) {
    const distance = distances[index] ?? distancesFor(term, 0);
    let match = bestWord(term, name, distance);
    if (match) rank[3] = Math.min(rank[3], match.position);
    else {
      description ??= cachedWords(course.ictSDesc);
      match = bestWord(term, description, distance);
      if (!match) return null;
      rank[0] += 1;
    }
    rank[1] += match.typos;
    rank[2] += match.prefix ? 1 : 0;
  }
  return rank;
}

function compare(a: { rank: Rank; course: SearchableCourse }, b: { rank: Rank; course: SearchableCourse }) {
  for (let i = 0; i < a.rank.length; i++) {
    const diff = (a.rank[i] ?? 0) - (b.rank[i] ?? 0);
    if (diff !== 0) return diff;
  }
  // Code-unit order, not localeCompare: the same order in every browser and on the server.
  const nameA = a.course.ictName.toLowerCase();
  const nameB = b.course.ictName.toLowerCase();
  if (nameA !== nameB) return nameA < nameB ? -1 : 1;
  return a.course.id - b.course.id;
}

function rank<C extends SearchableCourse>(
  courses: readonly C[],
  terms: readonly string[],
  typos: (t: string) => number,
) {
  const ranked: { rank: Rank; course: C }[] = [];
  const distances = terms.map((term) => distancesFor(term, typos(term)));
  for (const course of courses) {
    const found = rankOf(terms, course, distances);
    if (found) ranked.push({ rank: found, course });
  }
  return ranked.sort(compare).map((entry) => entry.course);
}

/** The courses matching every term of `text`, best first. An empty text keeps them all, in order. */
export function searchCourses<C extends SearchableCourse>(courses: readonly C[], text: string): C[] {
  const terms = searchTerms(text);
  return terms.length ? rank(courses, terms, allowedTypos) : [...courses];
}

/**
 * "Did you mean …": when no course matches `text` as typed (only through typos, or not at
 * all), the query with each mistyped term replaced by the closest word of the catalogue (one typo
 * more than the search allows), provided that query finds courses. Null otherwise.
 */
export function spellingSuggestion(courses: readonly SearchableCourse[], text: string): string | null {
  const terms = searchTerms(text);
  if (!terms.length || rank(courses, terms, () => 0).length > 0) return null;
  const vocabulary = [
    ...new Set(courses.flatMap((course) => [...cachedWords(course.ictName), ...cachedWords(course.ictSDesc)])),
  ];
  const corrected = terms.map((term) => {
    if (vocabulary.some((word) => word.startsWith(term))) return term;
    return bestWord(term, vocabulary, distancesFor(term, allowedTypos(term) + 1))?.word ?? term;
  });
  if (corrected.every((term, index) => term === terms[index])) return null;
  return rank(courses, corrected, () => 0).length > 0 ? corrected.join(" ") : null;
}
