// A small list (list-query.ts) in the browser: what it shows for the visitor's filters, and how
// many courses each filter option would show. The page's own list is applied
// first: a search page's term ranks as the API ranks and the sidebar's text keeps the names that
// contain it, and a domain page shows its own domain plus the ticked ones.
import { type FacetCounts, facetCounts, filterCourses } from "@skillbridge/core/catalogue-filter";
import { sortCourses, sortKeysOf } from "@skillbridge/core/course-facts";
import type { CardCourse } from "./card-course";
import type { CatalogueFilter } from "./filter-params";
import { type ListBase, listDomains } from "./list-query";

export type LocalList = {
  /** The courses shown, best first. */
  filtered: CardCourse[];
  counts: FacetCounts;
  /** The page's own list has no course at all (its own empty message, not "no match"). */
  empty: boolean;
};

export function localList(courses: readonly CardCourse[], base: ListBase, filter: CatalogueFilter): LocalList {
  const effective = {
    ...filter,
    search: base.search,
    domainIds: listDomains(base, filter.domainIds),
  };
  const own = base.domainId === undefined ? courses : courses.filter((course) => course.domainId === base.domainId);
  return {
    // The chosen order, by core's rule (the API sorts a large list alike).
    filtered: sortCourses(filterCourses(courses, effective), filter.sort, sortKeysOf),
    counts: facetCounts(courses, effective),
    empty: own.length === 0,
  };
}
