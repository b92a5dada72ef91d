// The list part of the catalogue, search and domain pages: the filter sidebar beside the course
// cards, the infinite scroll, and plain Previous/Next page links for crawlers and no-JS visitors.
// Filters and page live in the URL. A small list (list-query.ts) arrives whole and the same
// filterCourses runs on the server (first HTML) and in the browser (live changes); a large one
// arrives one page at a time and the API filters it with the same rule.
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
import type { CourseListData, ListBase } from "./list-query";
import { type LocalList, localList } from "./local-list";
import { PAGE_PARAM, type PageWindow, pageSearch, pageWindow, parsePage } from "./paging";
import { useInfiniteCount } from "./use-infinite-count";
import { useRemoteList } from "./use-remote-list";

type Props = {
  list: Pick<CourseListData, "mode" | "courses" | "total"> & { page?: number; filter?: CatalogueFilter };
  /** What the API lists for this page before the visitor's filters (a large list asks it for more). */
  base?: ListBase;
  domains: Domain[] | null;
  domainsError?: string | null;
  /** Shown when the list itself has no courses (spec §2 empty messages). */
  empty: ReactNode;
  /** spec §8 text when asking the API for more fails. */
  fallback?: string;
};

const NO_BASE: ListBase = {};

export function CourseBrowser({
  list,
  base = NO_BASE,
  domains,
  domainsError,
  empty,
  fallback = "Fetch failed",
}: Props) {
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
  let { filter, page } = local;
  if (local.urlKey !== urlKey) {
    setLocal({ urlKey, ...fromUrl });
    ({ filter, page } = fromUrl);
  }

  const applyFilter = useCallback(
    (next: CatalogueFilter) => {
      setLocal((current) => ({ ...current, filter: next, page: 1 }));
      setParams((current) => filterToParams(next, current), { replace: true, preventScrollReset: true });
    },
    [setParams],
  );
  const clear = useCallback(() => applyFilter(DEFAULT_FILTER), [applyFilter]);
  const shipped = useMemo(
    () => (list.mode === "all" ? localList(list.courses, base, filter) : null),
    [list.mode, list.courses, base, filter],
  );

  return (
    <div className={styles.layout}>
      <FilterSidebar
        filter={filter}
        onChange={applyFilter}
        domains={domains}
        domainsError={domainsError}
        counts={shipped?.counts ?? null}
        pageDomainId={base.domainId}
      />
      {shipped === null ? (
        <RemoteResults
          initial={{
            courses: list.courses,
            total: list.total,
            page: list.page ?? 1,
            filter: list.filter ?? DEFAULT_FILTER,
          }}
          base={base}
          filter={filter}
          page={page}
          fallback={fallback}
          params={params}
          onClear={clear}
        />
      ) : (
        <LocalResults local={shipped} filter={filter} page={page} empty={empty} params={params} onClear={clear} />
      )}
    </div>
  );
}

type ResultsProps = { filter: CatalogueFilter; page: number; params: URLSearchParams; onClear: () => void };

/** A small list: every course is here; filters and the infinite scroll work on them directly. */
function LocalResults({ local, empty, ...props }: ResultsProps & { local: LocalList; empty: ReactNode }) {
  const { filter, page } = props;
  const { filtered } = local;
  const first = pageWindow(filtered.length, page, CATALOGUE_PAGE_SIZE);
  const { count, loading, sentinelRef } = useInfiniteCount({
    total: filtered.length - first.start,
    resetKey: `${filterKey(filter)}|${first.page}`,
  });
  const view = pageWindow(filtered.length, page, count);
  return (
    <Results
      {...props}
      view={view}
      shown={filtered.slice(view.start, view.end)}
      total={filtered.length}
      loading={loading}
      sentinelRef={sentinelRef}
      empty={local.empty ? empty : null}
      error={null}
    />
  );
}

/** A large list: the loader's page, then more (and other filters) from the API. */
function RemoteResults({
  initial,
  base,
  fallback,
  ...props
}: ResultsProps & {
  initial: { courses: CardCourse[]; total: number; page: number; filter: CatalogueFilter };
  base: ListBase;
  fallback: string;
}) {
  const remote = useRemoteList({ base, initial, filter: props.filter, page: props.page, fallback });
  const view = pageWindow(remote.total, remote.page, remote.count);
  return (
    <Results
      {...props}
      view={view}
      shown={remote.courses.slice(0, view.end - view.start)}
      total={remote.total}
      loading={remote.loading}
      sentinelRef={remote.sentinelRef}
      empty={null}
      error={remote.error}
    />
  );
}

function Results({
  view,
  shown,
  total,
  loading,
  sentinelRef,
  empty,
  error,
  params,
  onClear,
}: ResultsProps & {
  view: PageWindow;
  shown: CardCourse[];
  total: number;
  loading: boolean;
  sentinelRef: (element: Element | null) => void;
  empty: ReactNode;
  error: string | null;
}) {
  let results: ReactNode;
  if (empty) {
    results = <div className="message-empty">{empty}</div>;
  } else if (total === 0) {
    results = (
      <div className="message-empty">
        <p>No courses match these filters.</p>
        <button type="button" className="btn" onClick={onClear}>
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
  const end = view.start + shown.length;
  return (
    <section className={styles.results} aria-label="Courses">
      <p className={styles.count} role="status">
        {total === 0 || shown.length === 0
          ? ""
          : view.start === 0
            ? `Showing ${end} of ${total} courses`
            : `Showing courses ${view.start + 1}–${end} of ${total}`}
      </p>
      {error ? (
        <p className="message message-error" role="alert">
          {error}
        </p>
      ) : null}
      {results}
    </section>
  );
}
