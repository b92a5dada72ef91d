// spec §5: the catalogue, search and domain filters, one pure function for server and browser.
// The text is a search (issue 17, item 2: course-search.ts): it keeps the courses matching every
// term, best first; without a text the courses keep their order.
import { ACTIVE, MAX_HOURS_DEFAULT } from "./constants.ts";
import { searchCourses } from "./course-search.ts";
import { totalHours } from "./rules.ts";
import type { Course, CourseType } from "./schemas.ts";

export type CourseFilter = {
  text?: string;
  maxHours?: number;
  types?: readonly CourseType[];
  domainIds?: readonly number[];
};

export function filterCourses<C extends Course>(courses: readonly C[], filter: CourseFilter): C[] {
  const maxHours = filter.maxHours ?? MAX_HOURS_DEFAULT;
  const types = filter.types ?? [];
  const domains = filter.domainIds ?? [];
  const kept = courses.filter(
    (course) =>
      course.status === ACTIVE &&
      totalHours(course.hoursData) <= maxHours &&
      (types.length === 0 || types.includes(course.ictType)) &&
      (domains.length === 0 || domains.includes(course.domainId)),
  );
  return searchCourses(kept, filter.text ?? "");
}

/** The text of a list that is a search already (/search/{term}) narrowed by the sidebar's text. */
export function combinedSearchText(...texts: readonly (string | undefined)[]): string {
  return texts
    .map((text) => text?.trim() ?? "")
    .filter(Boolean)
    .join(" ");
}

/** How many courses each filter option would show (issue 17, item 3): per type and per domain. */
export type FacetCounts = { types: Partial<Record<CourseType, number>>; domains: Record<number, number> };

/**
 * Each option's count with every other filter applied: a type's count ignores the ticked types,
 * a domain's count the ticked domains (ticking adds to what is shown, as the lists do).
 */
export function facetCounts(courses: readonly Course[], filter: CourseFilter): FacetCounts {
  const counts: FacetCounts = { types: {}, domains: {} };
  for (const course of filterCourses(courses, { ...filter, types: [] })) {
    counts.types[course.ictType] = (counts.types[course.ictType] ?? 0) + 1;
  }
  for (const course of filterCourses(courses, { ...filter, domainIds: [] })) {
    counts.domains[course.domainId] = (counts.domains[course.domainId] ?? 0) + 1;
  }
  return counts;
}
