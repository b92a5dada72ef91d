// What a course card says about fee, next batch and mode, and the three orders
// a list can be sorted in. One comparator for the browser (a small list sorts itself) and the
// API (a search's ranked courses); the API's SQL order for a plain list follows the same rules
// (server/modules/course/repository.ts): ties keep the list's own order.
import { courseListsCopy } from "./page-copy/course-lists.ts";
import { fillCopy } from "./page-copy/fill.ts";
import { EN_GB_MONTHS, formatDate, formatRupees } from "./rules.ts";
import type { CourseFacts, CourseSort } from "./schemas.ts";

export const FEE_ON_REQUEST = courseListsCopy.card.feeOnRequest;

/** The card's fee: the sell price in ₹ (en-IN), or "Fee on request" when there is none. */
export function feeText(sellPrice: number | null | undefined): string {
  return sellPrice && sellPrice > 0 ? formatRupees(sellPrice) : FEE_ON_REQUEST;
}

/** "Online", "Self-Paced", or the mode with its place: "Classroom, Noida – Sector 62". */
export function batchModeText(studyMode: string, location: string): string {
  const mode = studyMode.trim() || "Online";
  if (/^(online|self[- ]?paced)/i.test(mode) || !location.trim()) return mode;
  return `${mode}, ${location.trim()}`;
}

/** The words of a card's facts in a page's language (English by default). */
export type CardWords = { feeOnRequest: string; nextBatchLine: string; months: readonly string[] };

export const englishCardWords: CardWords = {
  feeOnRequest: FEE_ON_REQUEST,
  nextBatchLine: courseListsCopy.card.nextBatchLine,
  months: EN_GB_MONTHS,
};

/** "Next batch 12 Dec 2026 · Online", or null when no batch is announced. */
export function nextBatchText(nextBatch: CourseFacts["nextBatch"], words: CardWords = englishCardWords): string | null {
  if (!nextBatch) return null;
  return fillCopy(words.nextBatchLine, {
    date: formatDate(nextBatch.batchStartDate, words.months),
    mode: batchModeText(nextBatch.ictStudyMode, nextBatch.ictLocation),
  });
}

/** What a sort compares: the next batch's day, the sell price, the enrolment count. */
export type SortKeys = { nextStart: string | null; fee: number | null; popularity: number };

export function sortKeysOf(course: {
  facts: Pick<CourseFacts, "nextBatch" | "popularity">;
  costData: { sellPrice: number } | null;
}): SortKeys {
  return {
    nextStart: course.facts.nextBatch?.batchStartDate ?? null,
    fee: course.costData?.sellPrice ? course.costData.sellPrice : null,
    popularity: course.facts.popularity,
  };
}

/** Missing values (no batch, fee on request) go last in either direction. */
function compareNullable<T extends string | number>(a: T | null, b: T | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

/** next: soonest batch first; fee: lowest first; popular: most enrolled first. */
export function compareBySort(sort: CourseSort, a: SortKeys, b: SortKeys): number {
  if (sort === "next") return compareNullable(a.nextStart, b.nextStart);
  if (sort === "fee") return compareNullable(a.fee, b.fee);
  return b.popularity - a.popularity;
}

/** A new array in `sort`'s order; equal courses keep their order (Array#sort is stable). */
export function sortCourses<C>(
  courses: readonly C[],
  sort: CourseSort | undefined,
  keys: (course: C) => SortKeys,
): C[] {
  if (!sort) return [...courses];
  const keyed = courses.map((course) => ({ course, keys: keys(course) }));
  keyed.sort((a, b) => compareBySort(sort, a.keys, b.keys));
  return keyed.map((entry) => entry.course);
}
