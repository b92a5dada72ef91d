// The cards of a list page with their count, the infinite scroll's sentinel and "Load more"
//: a plain link to ?page=N+1 that, without JavaScript, renders pages 1…N+1 and
// lands on the first new card; with JavaScript it shows the next 9 in place (the URL follows) and
// moves the focus to the first of them.
import { courseListsCopy } from "@skillbridge/core/page-copy/course-lists";
import { fillCopy } from "@skillbridge/core/page-copy/fill";
import type { CourseSort } from "@skillbridge/core/schemas";
import { type MouseEvent, type ReactNode, useEffect, useState } from "react";
import { Link } from "react-router";
import { useCopy } from "../../i18n/copy";
import type { CardCourse } from "./card-course";
import styles from "./course-browser.module.css";
import { CourseGrid } from "./course-grid";
import { cardAnchor, type PageWindow, pageSearch } from "./paging";
import { SortControl } from "./sort-control";

type Props = {
  view: PageWindow;
  shown: CardCourse[];
  total: number;
  loading: boolean;
  sentinelRef: (element: Element | null) => void;
  /** The list's own empty message, or null. */
  empty: ReactNode;
  error: string | null;
  params: URLSearchParams;
  onClear: () => void;
  /** With JavaScript: show this many pages in place. */
  onMore: (page: number) => void;
  sort: CourseSort | undefined;
  onSort: (sort: CourseSort | undefined) => void;
};

export function Results({
  view,
  shown,
  total,
  loading,
  sentinelRef,
  empty,
  error,
  params,
  onClear,
  onMore,
  sort,
  onSort,
}: Props) {
  const copy = useCopy("courseLists", courseListsCopy);
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  useEffect(() => {
    if (focusFrom === null || shown.length <= focusFrom) return;
    document.getElementById(cardAnchor(focusFrom))?.querySelector("a")?.focus();
    setFocusFrom(null);
  }, [focusFrom, shown.length]);

  const more = (event: MouseEvent<HTMLAnchorElement>) => {
    if (view.nextPage === null) return;
    event.preventDefault();
    setFocusFrom(shown.length);
    onMore(view.nextPage);
  };

  let results: ReactNode;
  if (empty) {
    results = <div className="message-empty">{empty}</div>;
  } else if (total === 0) {
    results = (
      <div className="message-empty">
        <p>{copy.noMatch}</p>
        <button type="button" className="btn" onClick={onClear}>
          {copy.clearFilters}
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
            {copy.loadingMore}
          </p>
        ) : null}
        {view.nextPage ? (
          <nav className={styles.pager} aria-label={copy.moreCourses}>
            <Link
              to={{ search: pageSearch(params, view.nextPage), hash: cardAnchor(shown.length) }}
              rel="next"
              className="btn"
              onClick={more}
            >
              {copy.loadMore}
            </Link>
          </nav>
        ) : null}
      </>
    );
  }
  return (
    <section className={styles.results} aria-label={copy.courses}>
      <div className={styles.toolbar}>
        <p className={styles.count} role="status">
          {total === 0 || shown.length === 0 ? "" : fillCopy(copy.showing, { shown: shown.length, total })}
        </p>
        {empty ? null : <SortControl sort={sort} params={params} onSort={onSort} />}
      </div>
      {error ? (
        <p className="message message-error" role="alert">
          {error}
        </p>
      ) : null}
      {results}
    </section>
  );
}
