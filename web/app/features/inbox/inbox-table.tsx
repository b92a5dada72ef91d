// The inbox table: sortable column headers (links, so sorting is in the URL and done by the
// database), a "New" badge for what came in since the last visit, and paging.
import type { InboxItem, InboxList } from "@skillbridge/core/back-office";
import { Link } from "react-router";
import styles from "../../admin-ui/admin.module.css";
import { sourceLabels, statusLabels, typeLabels, whenText } from "../../admin-ui/labels";
import { itemPath } from "../../admin-ui/paths";
import { AdminTable, Pager, SortableColumns } from "../../admin-ui/table-controls";
import { type InboxView, pageCount, sortHref, viewHref } from "./inbox-params";

const about = (item: InboxItem) => item.eventTitle ?? item.courseName ?? "—";

export function InboxTable({ view, list }: { view: InboxView; list: InboxList }) {
  const pages = pageCount(list.total);
  const seen = list.lastSeenAt ? new Date(list.lastSeenAt).getTime() : null;
  if (list.items.length === 0) {
    return <p className="message message-empty">Nothing matches these filters.</p>;
  }
  return (
    <>
      <AdminTable
        caption={<>Leads and enquiries, {list.total} in all</>}
        columns={
          <SortableColumns
            view={view}
            href={sortHref}
            columns={[
              ["created_at", "Received"],
              ["name", "Name"],
              "Type",
              "About",
              ["status", "Status"],
              "Source",
              "Assigned to",
            ]}
          />
        }
      >
        {list.items.map((item) => {
          const fresh = seen === null || new Date(item.createdAt).getTime() > seen;
          return (
            <tr key={`${item.type}-${item.id}`}>
              <td>
                {whenText(item.createdAt)}{" "}
                {fresh ? <span className={`${styles.badge} ${styles.badgeNew}`}>New</span> : null}
              </td>
              <td>
                <Link to={itemPath(item.type, item.id)}>{item.name}</Link>
                <br />
                <span className={styles.muted}>{item.email}</span>
              </td>
              <td>{typeLabels[item.type]}</td>
              <td>{about(item)}</td>
              <td>
                <span className={styles.badge}>{statusLabels[item.status]}</span>
                {item.suspectedBot ? (
                  <>
                    {" "}
                    <span className={`${styles.badge} ${styles.badgeFlag}`}>Flagged</span>
                  </>
                ) : null}
              </td>
              <td>{sourceLabels[item.source]}</td>
              <td>{item.assigneeName ?? "—"}</td>
            </tr>
          );
        })}
      </AdminTable>
      <Pager
        page={view.page}
        pages={pages}
        href={(page) => viewHref(view, { page })}
        summary={`Page ${view.page} of ${pages} (${list.total} items)`}
        always
      />
    </>
  );
}
