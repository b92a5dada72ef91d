// The staff course list: sortable column headers (links, so sorting is in the URL and done by
// the database), one row per course with its state, and paging.
import type { AdminCourseList } from "@skillbridge/core/admin/catalogue";
import { Link } from "react-router";
import adminStyles from "../../admin-ui/admin.module.css";
import { StatusBadge } from "../../admin-ui/select-field";
import { AdminTable, Pager, SortableColumns } from "../../admin-ui/table-controls";
import { type CourseListView, courseListHref, coursePageCount, courseSortHref } from "./course-list-params";
import { courseEditPath, hoursText, priceText } from "./labels";

export function CourseTable({ view, list }: { view: CourseListView; list: AdminCourseList }) {
  const pages = coursePageCount(list.total);
  if (list.items.length === 0) {
    return (
      <p className="message message-empty">
        {Object.keys(view.filters).length > 0 ? "No course matches this search." : "No courses yet: add the first one."}
      </p>
    );
  }
  return (
    <>
      <AdminTable
        caption={<>Courses, {list.total} in all</>}
        columns={
          <SortableColumns
            view={view}
            href={courseSortHref}
            columns={[
              ["id", "Id"],
              <th key="image" scope="col">
                <span className="visually-hidden">Image</span>
              </th>,
              ["name", "Name"],
              ["type", "Type"],
              ["domain", "Domain"],
              ["hours", "Hours"],
              ["price", "Price"],
              ["status", "Status"],
            ]}
          />
        }
      >
        {list.items.map((course) => (
          <tr key={course.id}>
            <td className={adminStyles.numeric}>{course.id}</td>
            <td>
              {course.ictImg ? (
                <img className={adminStyles.thumb} src={course.ictImg} alt="" width={64} height={36} loading="lazy" />
              ) : null}
            </td>
            <td>
              <Link to={courseEditPath(course.id)}>{course.ictName}</Link>
            </td>
            <td>{course.ictType}</td>
            <td>
              {course.domainName}
              {course.domainStatus === "I" ? <span className={adminStyles.muted}> (inactive)</span> : null}
            </td>
            <td className={adminStyles.numeric}>{hoursText(course.totalHours)}</td>
            <td className={adminStyles.numeric}>{priceText(course.ictMrp, course.sellPrice)}</td>
            <td>
              <StatusBadge status={course.status} />
            </td>
          </tr>
        ))}
      </AdminTable>
      <Pager
        page={view.page}
        pages={pages}
        href={(page) => courseListHref(view, { page })}
        summary={`Page ${view.page} of ${pages} (${list.total} courses)`}
        always
      />
    </>
  );
}
