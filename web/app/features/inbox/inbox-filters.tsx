// The inbox's filters: a plain GET form, so the filters live in the URL and work without
// JavaScript; the sort order is kept, and a new filter starts again on page 1.

import type { StaffMember } from "@skillbridge/core/back-office";
import { INBOX_TYPES, LEAD_STATUSES } from "@skillbridge/core/constants";
import { FORM_SOURCES } from "@skillbridge/core/schemas";
import { Form, Link } from "react-router";
import styles from "../../admin-ui/admin.module.css";
import { sourceLabels, statusLabels, typeLabels } from "../../admin-ui/labels";
import { FilterSelect } from "../../admin-ui/select-field";
import type { InboxView } from "./inbox-params";

export function InboxFilters({
  view,
  courses,
  staff,
}: {
  view: InboxView;
  courses: { id: number; ictName: string }[];
  staff: StaffMember[];
}) {
  const f = view.filters;
  return (
    <Form method="get" action="/admin/inbox" className={`card ${styles.filters}`} aria-label="Filter the inbox">
      <div className="field">
        <label htmlFor="filter-q">Search</label>
        <input id="filter-q" name="q" type="search" defaultValue={f.q ?? ""} placeholder="Name, e-mail or phone" />
      </div>
      <FilterSelect
        name="type"
        label="Type"
        value={f.type}
        options={INBOX_TYPES.map((type) => ({ value: type, label: typeLabels[type] }))}
      />
      <FilterSelect
        name="status"
        label="Status"
        value={f.status}
        options={LEAD_STATUSES.map((status) => ({ value: status, label: statusLabels[status] }))}
      />
      <FilterSelect
        name="courseId"
        label="Course"
        value={f.courseId}
        options={courses.map((course) => ({ value: String(course.id), label: course.ictName }))}
      />
      <FilterSelect
        name="source"
        label="Source"
        value={f.source}
        options={FORM_SOURCES.map((source) => ({ value: source, label: sourceLabels[source] }))}
      />
      <FilterSelect
        name="assigneeId"
        label="Assigned to"
        value={f.assigneeId}
        options={staff.map((member) => ({ value: String(member.id), label: member.name }))}
      />
      <div className="field">
        <label htmlFor="filter-from">Received from</label>
        <input id="filter-from" name="from" type="date" defaultValue={f.from ?? ""} />
      </div>
      <div className="field">
        <label htmlFor="filter-to">Received to</label>
        <input id="filter-to" name="to" type="date" defaultValue={f.to ?? ""} />
      </div>
      {view.sort !== "created_at" ? <input type="hidden" name="sort" value={view.sort} /> : null}
      {view.order !== "desc" ? <input type="hidden" name="order" value={view.order} /> : null}
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary">
          Apply filters
        </button>
        <Link to="/admin/inbox" className="btn">
          Clear
        </Link>
      </div>
    </Form>
  );
}
