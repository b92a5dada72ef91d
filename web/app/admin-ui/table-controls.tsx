// What the back office's tables share: the table frame, column headers that sort (links, so the sort is in the
// URL and done by the database) and the pager (the page is in the URL too).
import { isValidElement, type ReactElement, type ReactNode, type Ref, useId } from "react";
import { Link } from "react-router";
import styles from "./admin.module.css";

type SortedView = { sort: string; order: "asc" | "desc" };

export function SortHeader<V extends SortedView>({
  view,
  column,
  href,
  children,
}: {
  view: V;
  column: V["sort"];
  /** The page's URL sorted by `column` (the same column again flips the order). */
  href: (view: V, column: V["sort"]) => string;
  children: string;
}) {
  const active = view.sort === column;
  return (
    <th scope="col" aria-sort={active ? (view.order === "asc" ? "ascending" : "descending") : undefined}>
      <Link to={href(view, column)}>
        {children}
        {active ? <span aria-hidden="true">{view.order === "asc" ? " ▲" : " ▼"}</span> : null}
        <span className="visually-hidden">, sort</span>
      </Link>
    </th>
  );
}

/**
 * A table's header cells: a `[column, label]` pair sorts by that column; a plain label does not;
 * an element stands as it is (a header cell with its own key).
 */
export function SortableColumns<V extends SortedView>({
  view,
  href,
  columns,
}: {
  view: V;
  href: (view: V, column: V["sort"]) => string;
  columns: readonly (string | readonly [V["sort"], string] | ReactElement)[];
}) {
  return columns.map((column) =>
    isValidElement(column) ? (
      column
    ) : typeof column === "string" ? (
      <th key={column} scope="col">
        {column}
      </th>
    ) : (
      <SortHeader key={column[0]} view={view} column={column[0]} href={href}>
        {column[1]}
      </SortHeader>
    ),
  );
}

/**
 * Previous / next page links under a table. Give `pages` when the total is known (then "Page 2 of
 * 5"), else `hasNext`. Left out when all fits on one page, unless `always`.
 */
export function Pager({
  page,
  pages,
  hasNext = pages !== undefined && page < pages,
  href,
  summary = pages !== undefined ? `Page ${page} of ${pages}` : `Page ${page}`,
  always = false,
}: {
  page: number;
  pages?: number;
  hasNext?: boolean;
  href: (page: number) => string;
  summary?: string;
  always?: boolean;
}) {
  if (!always && page === 1 && !hasNext) return null;
  return (
    <nav className={styles.pager} aria-label="Pages">
      <span>{summary}</span>
      <span className={styles.actions}>
        {page > 1 ? (
          <Link className="btn" to={href(page - 1)} rel="prev">
            Previous page
          </Link>
        ) : null}
        {hasNext ? (
          <Link className="btn" to={href(page + 1)} rel="next">
            Next page
          </Link>
        ) : null}
      </span>
    </nav>
  );
}

/** ?page=N (1 when missing or not a page number). */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/**
 * A back-office table: scrolls sideways inside the page on a narrow screen (never the page itself),
 * its scroller a region named by the table's caption that takes focus, so a keyboard user can
 * scroll it with the arrow keys; takes its column headers as plain names or as header cells (SortHeader).
 */
export function AdminTable({
  caption,
  columns,
  tableRef,
  children,
}: {
  caption: ReactNode;
  columns: ReactNode | readonly string[];
  tableRef?: Ref<HTMLTableElement>;
  children: ReactNode;
}) {
  const captionId = useId();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it
    <section className={styles.tableWrap} aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table} ref={tableRef}>
        <caption id={captionId} className="visually-hidden">
          {caption}
        </caption>
        <thead>
          <tr>
            {isNames(columns)
              ? columns.map((name) => (
                  <th key={name} scope="col">
                    {name}
                  </th>
                ))
              : columns}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}

const isNames = (columns: ReactNode | readonly string[]): columns is readonly string[] =>
  Array.isArray(columns) && columns.every((column) => typeof column === "string");
