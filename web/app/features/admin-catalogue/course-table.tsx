// The staff course list: sortable column headers (links, so sorting is in the URL and done by
// the database), one row per course with its state, and paging.
import type { AdminCourseList, AdminCourseSort } from "@skillbridge/core/admin/catalogue";
import { Link } from "react-router";
import adminStyles from "../admin/admin.module.css";
import styles from "./catalogue.module.css";
import { type CourseListView, courseListHref, coursePageCount, courseSortHref } from "./course-list-params";
import { courseEditPath, hoursText, priceText, statusText } from "./labels";

function SortHeader({ view, column, children }: { view: CourseListView; column: AdminCourseSort; children: string }) {
  const active = view.sort === column;
  return (
    <th scope="col" aria-sort={active ? (view.order === "asc" ? "ascending" : "descending") : undefined}>
      <Link to={courseSortHref(view, column)}>
        {children}
        {active ? <span aria-hidden="true">{view.order === "asc" ? " ▲" : " ▼"}</span> : null}
        <span className="visually-hidden">, sort</span>
      </Link>
    </th>
  );
}

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
      <div className={adminStyles.tableWrap}>
        <table className={adminStyles.table}>
          <caption className="visually-hidden">Courses, {list.total} in all</caption>
          <thead>
            <tr>
              <SortHeader view={view} column="id">
                Id
              </SortHeader>
              <th scope="col">
                <span className="visually-hidden">Image</span>
              </th>
              <SortHeader view={view} column="name">
                Name
              </SortHeader>
              <SortHeader view={view} column="type">
                Type
              </SortHeader>
              <SortHeader view={view} column="domain">
                Domain
              </SortHeader>
              <SortHeader view={view} column="hours">
                Hours
              </SortHeader>
              <SortHeader view={view} column="price">
                Price
              </SortHeader>
              <SortHeader view={view} column="status">
                Status
              </SortHeader>
            </tr>
          </thead>
          <tbody>
            {list.items.map((course) => (
              <tr key={course.id}>
                <td className={styles.numeric}>{course.id}</td>
                <td>
                  {course.ictImg ? (
                    <img className={styles.thumb} src={course.ictImg} alt="" width={64} height={36} loading="lazy" />
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
                <td className={styles.numeric}>{hoursText(course.totalHours)}</td>
                <td className={styles.numeric}>{priceText(course.ictMrp, course.sellPrice)}</td>
                <td>
                  <span
                    className={
                      course.status === "A" ? adminStyles.badge : `${adminStyles.badge} ${adminStyles.badgeFlag}`
                    }
                  >
                    {statusText(course.status)}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav className={adminStyles.pager} aria-label="Pages">
        <span>
          Page {view.page} of {pages} ({list.total} courses)
        </span>
        <span className={adminStyles.actions}>
          {view.page > 1 ? (
            <Link className="btn" to={courseListHref(view, { page: view.page - 1 })} rel="prev">
              Previous page
            </Link>
          ) : null}
          {view.page < pages ? (
            <Link className="btn" to={courseListHref(view, { page: view.page + 1 })} rel="next">
              Next page
            </Link>
          ) : null}
        </span>
      </nav>
    </>
  );
}
