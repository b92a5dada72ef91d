// A course's batches in the back office: Upcoming / Past tabs and pages in the URL (the database
// pages them), each batch linking to its own page.
import { type AdminBatch, BATCH_PAGE_SIZE, type BatchList } from "@skillbridge/core/admin/batches";
import { Link } from "react-router";
import tableStyles from "../../admin-ui/admin.module.css";
import { statusText } from "../../admin-ui/select-field";
import { AdminTable, Pager, pageParam } from "../../admin-ui/table-controls";
import styles from "./batches.module.css";
import { batchDates } from "./format";

export type BatchView = { when: "upcoming" | "past"; page: number };

export function readBatchView(params: URLSearchParams): BatchView {
  return {
    when: params.get("when") === "past" ? "past" : "upcoming",
    page: pageParam(params),
  };
}

export const batchApiQuery = (view: BatchView) => ({
  when: view.when,
  limit: BATCH_PAGE_SIZE,
  offset: (view.page - 1) * BATCH_PAGE_SIZE,
});
const href = (view: BatchView) => `?when=${view.when}${view.page > 1 ? `&page=${view.page}` : ""}`;

export function BatchTable({ view, list }: { view: BatchView; list: BatchList }) {
  const other = view.when === "upcoming" ? "past" : "upcoming";
  const counts = { [view.when]: list.total, [other]: list.otherTotal } as Record<BatchView["when"], number>;
  const pages = Math.max(1, Math.ceil(list.total / BATCH_PAGE_SIZE));
  return (
    <>
      <nav aria-label="Which batches" className={styles.tabs}>
        {(["upcoming", "past"] as const).map((when) => (
          <Link
            key={when}
            to={href({ when, page: 1 })}
            className={`btn ${when === view.when ? styles.tabCurrent : ""}`}
            aria-current={when === view.when ? "page" : undefined}
          >
            {when === "upcoming" ? "Upcoming" : "Started or past"} ({counts[when]})
          </Link>
        ))}
      </nav>
      {list.items.length === 0 ? (
        <p className="message message-empty">
          {view.when === "upcoming"
            ? "No upcoming batches: the course page tells visitors there is no confirmed training yet."
            : "No batches have started yet."}
        </p>
      ) : (
        <AdminTable
          caption={
            <>
              {view.when === "upcoming" ? "Upcoming batches" : "Batches that started or ended"}, {list.total} in all
            </>
          }
          columns={["Dates", "Time (IST)", "Mode", "Location", "Hours", "Learners", "Status"]}
        >
          {list.items.map((batch: AdminBatch) => (
            <tr key={batch.id} className={batch.status === "I" ? styles.inactive : undefined}>
              <td>
                <Link to={`/admin/batches/${batch.id}`}>{batchDates(batch)}</Link>
              </td>
              <td>
                {batch.batchStartTime}–{batch.batchEndTime}
              </td>
              <td>{batch.ictStudyMode}</td>
              <td>{batch.ictLocation}</td>
              <td>{batch.ictHours}</td>
              <td>{batch.enrolled}</td>
              <td>
                <span className={tableStyles.badge}>{statusText(batch.status)}</span>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      <Pager page={view.page} pages={pages} href={(page) => href({ ...view, page })} />
    </>
  );
}
