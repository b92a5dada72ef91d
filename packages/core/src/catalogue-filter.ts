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
