// Feedback per batch (/admin/feedback): average rating, count, course and batch dates; sorting and
// pages in the URL, done by the database.
import {
  FEEDBACK_PAGE_SIZE,
  FEEDBACK_SORTS,
  type FeedbackSort,
  type FeedbackSummaryList,
} from "@skillbridge/core/admin/batches";
import { Link } from "react-router";
import { AdminTable, Pager, pageParam, SortableColumns } from "../../admin-ui/table-controls";
import { batchDates, instantText, ratingText } from "./format";

export type FeedbackView = { sort: FeedbackSort; order: "asc" | "desc"; page: number };

export function readFeedbackView(params: URLSearchParams): FeedbackView {
  const sort = params.get("sort") as FeedbackSort;
  return {
    sort: FEEDBACK_SORTS.includes(sort) ? sort : "latest",
    order: params.get("order") === "asc" ? "asc" : "desc",
    page: pageParam(params),
  };
}

export const feedbackApiQuery = (view: FeedbackView) => ({
  sort: view.sort,
  order: view.order,
  limit: FEEDBACK_PAGE_SIZE,
  offset: (view.page - 1) * FEEDBACK_PAGE_SIZE,
});
const href = (view: FeedbackView) =>
  `?sort=${view.sort}&order=${view.order}${view.page > 1 ? `&page=${view.page}` : ""}`;

/** A new column starts with its most useful order: highest, most or latest first. */
const sortHref = (view: FeedbackView, column: FeedbackSort) =>
  href({ sort: column, order: view.sort === column && view.order === "desc" ? "asc" : "desc", page: 1 });

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
      <AdminTable
        caption={<>Feedback per batch, {list.total} batches</>}
        columns={
          <SortableColumns
            view={view}
            href={sortHref}
            columns={[
              "Course",
              ["start", "Batch dates"],
              ["average", "Average rating"],
              ["count", "Responses"],
              ["latest", "Latest"],
            ]}
          />
        }
      >
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
      </AdminTable>
      <Pager page={view.page} pages={pages} href={(page) => href({ ...view, page })} />
    </>
  );
}
