// The catalogue, search and domain filters, one pure function for the server and the browser.
// Two different texts: a list that is a search (/search/{term}, the home search box) ranks its
// courses with course-search.ts; the sidebar's text filter only narrows by name — the name
// contains the text, case-insensitive — and keeps the list's order.
import { ACTIVE, MAX_HOURS_DEFAULT } from "./constants.ts";
import { searchCourses } from "./course-search.ts";
import { totalHours } from "./rules.ts";
import type { Course, CourseType } from "./schemas.ts";

export type CourseFilter = {
  /** The sidebar's text: keeps courses whose name contains it (case-insensitive). */
  text?: string;
  /** The list's own search term (a search page): ranked word-start search, best first. */
  search?: string;
  maxHours?: number;
  types?: readonly CourseType[];
  domainIds?: readonly number[];
  /** Teaching-language codes: keeps courses with an upcoming or ongoing batch taught in one of them. */
  languages?: readonly string[];
};

/** What the language filter reads of a course: the languages of its upcoming or ongoing batches. */
type WithLanguages = { facts?: { languages?: readonly string[] | undefined } };

/** None chosen keeps every course; else one of the course's batch languages must be chosen. */
export function taughtInAny(course: WithLanguages, languages: readonly string[] | undefined): boolean {
  if (!languages?.length) return true;
  return (course.facts?.languages ?? []).some((code) => languages.includes(code));
}

/** The sidebar's text filter: the name contains the trimmed text, case-insensitive; no text keeps all. */
export function nameContains(name: string, text: string | undefined): boolean {
  const needle = text?.trim().toLowerCase() ?? "";
  return needle === "" || name.toLowerCase().includes(needle);
}

export function filterCourses<C extends Course & WithLanguages>(courses: readonly C[], filter: CourseFilter): C[] {
  const maxHours = filter.maxHours ?? MAX_HOURS_DEFAULT;
  const types = filter.types ?? [];
  const domains = filter.domainIds ?? [];
  const kept = courses.filter(
    (course) =>
      course.status === ACTIVE &&
      totalHours(course.hoursData) <= maxHours &&
      (types.length === 0 || types.includes(course.ictType)) &&
      (domains.length === 0 || domains.includes(course.domainId)) &&
      nameContains(course.ictName, filter.text) &&
      taughtInAny(course, filter.languages),
  );
  return searchCourses(kept, filter.search ?? "");
}

/** How many courses each filter option would show: per type, per domain and per teaching language. */
export type FacetCounts = {
  types: Partial<Record<CourseType, number>>;
  domains: Record<number, number>;
  /** Per teaching-language code. */
  languages: Record<string, number>;
};

/**
 * Each option's count with every other filter applied: a type's count ignores the ticked types,
 * a domain's count the ticked domains (ticking adds to what is shown, as the lists do).
 */
export function facetCounts(courses: readonly (Course & WithLanguages)[], filter: CourseFilter): FacetCounts {
  const counts: FacetCounts = { types: {}, domains: {}, languages: {} };
  for (const course of filterCourses(courses, { ...filter, types: [] })) {
    counts.types[course.ictType] = (counts.types[course.ictType] ?? 0) + 1;
  }
  for (const course of filterCourses(courses, { ...filter, domainIds: [] })) {
    counts.domains[course.domainId] = (counts.domains[course.domainId] ?? 0) + 1;
  }
  for (const course of filterCourses(courses, { ...filter, languages: [] })) {
    for (const code of new Set(course.facts?.languages ?? [])) {
      counts.languages[code] = (counts.languages[code] ?? 0) + 1;
    }
  }
  return counts;
}
