// The course list's search and filters: a plain GET form, so they live in the URL and work
// without JavaScript; the sort order is kept, and a new search starts again on page 1.
import type { AdminDomain } from "@skillbridge/core/admin/catalogue";
import { COURSE_TYPES } from "@skillbridge/core/constants";
import { Form, Link } from "react-router";
import adminStyles from "../../admin-ui/admin.module.css";
import { FilterSelect } from "../../admin-ui/select-field";
import { COURSES_PATH, type CourseListView } from "./course-list-params";

export function CourseFilters({ view, domains }: { view: CourseListView; domains: AdminDomain[] }) {
  const f = view.filters;
  return (
    <Form method="get" action={COURSES_PATH} className={`card ${adminStyles.filters}`} aria-label="Search courses">
      <div className="field">
        <label htmlFor="course-filter-q">Search</label>
        <input id="course-filter-q" name="q" type="search" defaultValue={f.q ?? ""} placeholder="Course name or id" />
      </div>
      <FilterSelect
        idPrefix="course-filter"
        name="domainId"
        label="Domain"
        value={f.domainId}
        options={domains.map((domain) => ({
          value: String(domain.id),
          label: domain.status === "A" ? domain.domain : `${domain.domain} (inactive)`,
        }))}
      />
      <FilterSelect
        idPrefix="course-filter"
        name="type"
        label="Type"
        value={f.type}
        options={COURSE_TYPES.map((type) => ({ value: type, label: type }))}
      />
      <FilterSelect
        idPrefix="course-filter"
        name="status"
        label="Status"
        value={f.status}
        options={[
          { value: "A", label: "Active" },
          { value: "I", label: "Inactive" },
        ]}
      />
      {view.sort !== "name" ? <input type="hidden" name="sort" value={view.sort} /> : null}
      {view.order !== "asc" ? <input type="hidden" name="order" value={view.order} /> : null}
      <div className={adminStyles.actions}>
        <button type="submit" className="btn btn-primary">
          Search
        </button>
        <Link to={COURSES_PATH} className="btn">
          Clear
        </Link>
      </div>
    </Form>
  );
}
