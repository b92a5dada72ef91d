// The list part of the catalogue, search and domain pages: the filter sidebar beside the course
// cards, the infinite scroll, and "Load more" (results.tsx). Filters and how many pages are shown
// live in the URL (Back, Forward and reload show the same cards, and the scroll
// restoration finds its place), which the infinite scroll keeps up to date by replacing the entry. A small list (list-query.ts) arrives whole and the same
// filterCourses runs on the server (first HTML) and in the browser (live changes); a large one
// arrives one page at a time and the API filters it with the same rule.
import { CATALOGUE_PAGE_SIZE } from "@skillbridge/core/constants";
import type { ShownLanguage } from "@skillbridge/core/i18n/teaching-languages";
import type { CourseSort, Domain } from "@skillbridge/core/schemas";
import { type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import type { CardCourse } from "./card-course";
import styles from "./course-browser.module.css";
import { type CatalogueFilter, DEFAULT_FILTER, filterKey, filterToParams, parseFilter } from "./filter-params";
import { FilterSidebar } from "./filter-sidebar";
import type { CourseListData, ListBase } from "./list-query";
import { type LocalList, localList } from "./local-list";
import { PAGE_PARAM, pageWindow, parsePage } from "./paging";
import { Results } from "./results";
import { TaughtInContext } from "./taught-in";
import { useInfiniteCount } from "./use-infinite-count";
import { useRemoteList } from "./use-remote-list";

type Props = {
  list: Pick<CourseListData, "mode" | "courses" | "total"> & { page?: number; filter?: CatalogueFilter };
  /** What the API lists for this page before the visitor's filters (a large list asks it for more). */
  base?: ListBase;
  domains: Domain[] | null;
  domainsError?: string | null;
  /** The teaching languages ("Taught in" filter and the cards' languages), named in the page's language. */
  languages?: readonly ShownLanguage[];
  /** Shown when the list itself has no courses (the page's own empty message). */
  empty: ReactNode;
  /** Text when asking the API for more fails. */
  fallback?: string;
};

const NO_BASE: ListBase = {};
const NO_LANGUAGES: readonly ShownLanguage[] = [];

export function CourseBrowser({
  list,
  base = NO_BASE,
  domains,
  domainsError,
  languages = NO_LANGUAGES,
  empty,
  fallback = "Fetch failed",
}: Props) {
  const [params, setParams] = useSearchParams();
  const domainIds = useMemo(() => domains?.map((domain) => domain.id), [domains]);
  const languageCodes = useMemo(() => languages.map((language) => language.code), [languages]);
  const fromUrl = useMemo(
    () => ({ filter: parseFilter(params, domainIds, languageCodes), page: parsePage(params.get(PAGE_PARAM)) }),
    [params, domainIds, languageCodes],
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
  // Clearing the filters keeps the chosen order.
  const clear = useCallback(
    () => applyFilter(filter.sort ? { ...DEFAULT_FILTER, sort: filter.sort } : DEFAULT_FILTER),
    [applyFilter, filter.sort],
  );
  const sortBy = useCallback(
    (sort: CourseSort | undefined) => {
      const { sort: _previous, ...rest } = filter;
      applyFilter(sort ? { ...rest, sort } : rest);
    },
    [applyFilter, filter],
  );
  // More cards shown (the infinite scroll or "Load more"): the URL says so, in the same history entry.
  const showPages = useCallback(
    (pages: number) => {
      setLocal((current) => ({ ...current, page: pages }));
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (pages > 1) next.set(PAGE_PARAM, String(pages));
          else next.delete(PAGE_PARAM);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );
  const shipped = useMemo(
    () => (list.mode === "all" ? localList(list.courses, base, filter) : null),
    [list.mode, list.courses, base, filter],
  );

  return (
    <TaughtInContext value={languages}>
      <div className={styles.layout}>
        <FilterSidebar
          filter={filter}
          onChange={applyFilter}
          domains={domains}
          domainsError={domainsError}
          counts={shipped?.counts ?? null}
          pageDomainId={base.domainId}
          languages={languages}
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
            onMore={showPages}
            onSort={sortBy}
          />
        ) : (
          <LocalResults
            local={shipped}
            filter={filter}
            page={page}
            empty={empty}
            params={params}
            onClear={clear}
            onMore={showPages}
            onSort={sortBy}
          />
        )}
      </div>
    </TaughtInContext>
  );
}

type ResultsProps = {
  filter: CatalogueFilter;
  page: number;
  params: URLSearchParams;
  onClear: () => void;
  onMore: (pages: number) => void;
  onSort: (sort: CourseSort | undefined) => void;
};

/** The infinite scroll showed more pages than the URL says: the URL follows. */
function useUrlFollows(shownPages: number, page: number, onMore: (pages: number) => void) {
  useEffect(() => {
    if (shownPages > page) onMore(shownPages);
  }, [shownPages, page, onMore]);
}

/** A small list: every course is here; filters and the infinite scroll work on them directly. */
function LocalResults({ local, empty, ...props }: ResultsProps & { local: LocalList; empty: ReactNode }) {
  const { filter, page } = props;
  const { filtered } = local;
  const first = pageWindow(filtered.length, page, CATALOGUE_PAGE_SIZE);
  const { count, loading, sentinelRef } = useInfiniteCount({
    total: filtered.length,
    resetKey: filterKey(filter),
    initialCount: first.end,
  });
  const view = pageWindow(filtered.length, page, count);
  useUrlFollows(view.page, page, props.onMore);
  return (
    <Results
      {...props}
      sort={filter.sort}
      view={view}
      shown={filtered.slice(0, view.end)}
      total={filtered.length}
      loading={loading}
      sentinelRef={sentinelRef}
      empty={local.empty ? empty : null}
      error={null}
    />
  );
}

/** A large list: the loader's pages, then more (and other filters) from the API. */
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
  const view = pageWindow(remote.total, 1, remote.count);
  useUrlFollows(remote.loading ? 0 : view.page, props.page, props.onMore);
  return (
    <Results
      {...props}
      sort={props.filter.sort}
      view={view}
      shown={remote.courses.slice(0, view.end)}
      total={remote.total}
      loading={remote.loading}
      sentinelRef={remote.sentinelRef}
      empty={null}
      error={remote.error}
    />
  );
}
