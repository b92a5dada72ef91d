// The list part of the catalogue, search and domain pages: the filter sidebar beside the course
// cards, the infinite scroll, and plain Previous/Next page links for crawlers and no-JS visitors.
// Filters and page live in the URL; the route's loader hands over every course of the list, and
// the same filterCourses runs on the server (first HTML) and in the browser (live changes).
import { filterCourses } from "@skillbridge/core/catalogue-filter";
import { CATALOGUE_PAGE_SIZE } from "@skillbridge/core/constants";
import type { Domain } from "@skillbridge/core/schemas";
import { type ReactNode, useCallback, useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Icon } from "../../ui/icon";
import type { CardCourse } from "./card-course";
import styles from "./course-browser.module.css";
import { CourseGrid } from "./course-grid";
import { type CatalogueFilter, DEFAULT_FILTER, filterKey, filterToParams, parseFilter } from "./filter-params";
import { FilterSidebar } from "./filter-sidebar";
import { PAGE_PARAM, pageSearch, pageWindow, parsePage } from "./paging";
import { useInfiniteCount } from "./use-infinite-count";

type Props = {
  courses: CardCourse[];
  domains: Domain[] | null;
  domainsError?: string | null;
  /** Shown when the list itself has no courses (spec §2 empty messages). */
  empty: ReactNode;
};

export function CourseBrowser({ courses, domains, domainsError, empty }: Props) {
  const [params, setParams] = useSearchParams();
  const domainIds = useMemo(() => domains?.map((domain) => domain.id), [domains]);
  const fromUrl = useMemo(
    () => ({ filter: parseFilter(params, domainIds), page: parsePage(params.get(PAGE_PARAM)) }),
    [params, domainIds],
  );
  // The URL is the source of truth, but it follows a change a moment later (a navigation): the
  // visitor's change shows at once from local state, which the URL then confirms.
  const urlKey = JSON.stringify(fromUrl);
  const [local, setLocal] = useState({ urlKey, ...fromUrl });
  let { filter, page: requestedPage } = local;
  if (local.urlKey !== urlKey) {
    setLocal({ urlKey, ...fromUrl });
    ({ filter, page: requestedPage } = fromUrl);
  }
  const filtered = useMemo(() => filterCourses(courses, filter), [courses, filter]);
  const first = pageWindow(filtered.length, requestedPage, CATALOGUE_PAGE_SIZE);
  const { count, loading, sentinelRef } = useInfiniteCount({
    total: filtered.length - first.start,
    resetKey: `${filterKey(filter)}|${first.page}`,
  });
  const view = pageWindow(filtered.length, requestedPage, count);
  const shown = filtered.slice(view.start, view.end);

  const applyFilter = useCallback(
    (next: CatalogueFilter) => {
      setLocal((current) => ({ ...current, filter: next, page: 1 }));
      setParams((current) => filterToParams(next, current), { replace: true, preventScrollReset: true });
    },
    [setParams],
  );

  let results: ReactNode;
  if (courses.length === 0) {
    results = <div className="message-empty">{empty}</div>;
  } else if (filtered.length === 0) {
    results = (
      <div className="message-empty">
        <p>No courses match these filters.</p>
        <button type="button" className="btn" onClick={() => applyFilter(DEFAULT_FILTER)}>
          Clear filters
        </button>
      </div>
    );
  } else {
    results = (
      <>
        <CourseGrid courses={shown} />
        <div ref={sentinelRef} className={styles.sentinel} />
        {loading ? (
          <p className={styles.loading} aria-hidden="true">
            Loading more courses…
          </p>
        ) : null}
        {view.previousPage || view.nextPage ? (
          <nav className={styles.pager} aria-label="Course pages">
            {view.previousPage ? (
              <Link to={{ search: pageSearch(params, view.previousPage) }} rel="prev" className="btn">
                <Icon name="chevronLeft" size={18} />
                Previous page
              </Link>
            ) : null}
            {view.nextPage ? (
              <Link to={{ search: pageSearch(params, view.nextPage) }} rel="next" className="btn">
                Next page
                <Icon name="chevronRight" size={18} />
              </Link>
            ) : null}
          </nav>
        ) : null}
      </>
    );
  }

  return (
    <div className={styles.layout}>
      <FilterSidebar filter={filter} onChange={applyFilter} domains={domains} domainsError={domainsError} />
      <section className={styles.results} aria-label="Courses">
        <p className={styles.count} role="status">
          {filtered.length === 0
            ? ""
            : view.start === 0
              ? `Showing ${view.end} of ${filtered.length} courses`
              : `Showing courses ${view.start + 1}–${view.end} of ${filtered.length}`}
        </p>
        {results}
      </section>
    </div>
  );
}
