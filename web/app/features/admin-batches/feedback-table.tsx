// Feedback per batch (/admin/feedback): average rating, count, course and batch dates; sorting and
// pages in the URL, done by the database.
import {
  FEEDBACK_PAGE_SIZE,
  FEEDBACK_SORTS,
  type FeedbackSort,
  type FeedbackSummaryList,
} from "@skillbridge/core/admin/batches";
import { Link } from "react-router";
import tableStyles from "../admin/admin.module.css";
import styles from "./batches.module.css";
import { batchDates, instantText, ratingText } from "./format";

export type FeedbackView = { sort: FeedbackSort; order: "asc" | "desc"; page: number };

export function readFeedbackView(params: URLSearchParams): FeedbackView {
  const sort = params.get("sort") as FeedbackSort;
  const page = Number(params.get("page") ?? "1");
  return {
    sort: FEEDBACK_SORTS.includes(sort) ? sort : "latest",
    order: params.get("order") === "asc" ? "asc" : "desc",
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

export const feedbackApiQuery = (view: FeedbackView) =>
  `sort=${view.sort}&order=${view.order}&limit=${FEEDBACK_PAGE_SIZE}&offset=${(view.page - 1) * FEEDBACK_PAGE_SIZE}`;
const href = (view: FeedbackView) =>
  `?sort=${view.sort}&order=${view.order}${view.page > 1 ? `&page=${view.page}` : ""}`;

function SortHeader({ view, column, children }: { view: FeedbackView; column: FeedbackSort; children: string }) {
  const active = view.sort === column;
  // A new column starts with its most useful order: highest, most or latest first.
  const next: FeedbackView = { sort: column, order: active && view.order === "desc" ? "asc" : "desc", page: 1 };
  return (
    <th scope="col" aria-sort={active ? (view.order === "asc" ? "ascending" : "descending") : undefined}>
      <Link to={href(next)}>
        {children}
        {active ? <span aria-hidden="true">{view.order === "asc" ? " ▲" : " ▼"}</span> : null}
        <span className="visually-hidden">, sort</span>
      </Link>
    </th>
  );
}

export function FeedbackTable({ view, list }: { view: FeedbackView; list: FeedbackSummaryList }) {
  const pages = Math.max(1, Math.ceil(list.total / FEEDBACK_PAGE_SIZE));
  if (list.items.length === 0) {
    return (
      <p className="message message-empty">
        {list.total === 0 ? "No feedback received yet." : "This page is empty: go back to the first page."}
      </p>
    );
  }
  return (
    <>
      <div className={tableStyles.tableWrap}>
        <table className={tableStyles.table}>
          <caption className="visually-hidden">Feedback per batch, {list.total} batches</caption>
          <thead>
            <tr>
              <th scope="col">Course</th>
              <SortHeader view={view} column="start">
                Batch dates
              </SortHeader>
              <SortHeader view={view} column="average">
                Average rating
              </SortHeader>
              <SortHeader view={view} column="count">
                Responses
              </SortHeader>
              <SortHeader view={view} column="latest">
                Latest
              </SortHeader>
            </tr>
          </thead>
          <tbody>
            {list.items.map((item) => (
              <tr key={item.trainingId}>
                <td>{item.courseName}</td>
                <td>
                  <Link to={`/admin/batches/${item.trainingId}`}>{batchDates(item)}</Link>
                </td>
                <td>{ratingText(item.average)}</td>
                <td>{item.count}</td>
                <td>{instantText(item.latestAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 ? (
        <nav aria-label="Pages" className={tableStyles.pager}>
          <span>
            Page {view.page} of {pages}
          </span>
          <span className={styles.actions}>
            {view.page > 1 ? (
              <Link className="btn" to={href({ ...view, page: view.page - 1 })}>
                Previous page
              </Link>
            ) : null}
            {view.page < pages ? (
              <Link className="btn" to={href({ ...view, page: view.page + 1 })}>
                Next page
              </Link>
            ) : null}
          </span>
        </nav>
      ) : null}
    </>
  );
}
